#include "pcgns/sids/zone.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::expect_input_error;
using testing::root_with_base;

TEST(Zone, UnstructuredBuilderLayoutAndView) {
  Node root = root_with_base();
  const Node& zone =
      add_zone(*root.child("Base"), "Zone 1", ZoneType::Unstructured, ZoneSizes::unstructured(3213, 2560));
  EXPECT_EQ(zone.label, "Zone_t");
  EXPECT_EQ(zone.type, DataType::I4);
  EXPECT_EQ(zone.dims, (Dims{1, 3}));
  ASSERT_NE(zone.child("ZoneType"), nullptr);
  EXPECT_EQ(zone.child("ZoneType")->label, "ZoneType_t");
  EXPECT_EQ(zone.child("ZoneType")->as_string(), "Unstructured");

  const auto views = zones(bases(root).front());
  ASSERT_EQ(views.size(), 1u);
  const ZoneView& z = views[0];
  EXPECT_EQ(z.ref().path, "/Base/Zone 1");
  EXPECT_EQ(z.type(), ZoneType::Unstructured);
  EXPECT_EQ(z.index_dim(), 1);
  EXPECT_EQ(z.vertex_count(), 3213);
  EXPECT_EQ(z.cell_count(), 2560);
  EXPECT_EQ(z.data_shape(GridLocation::CellCenter), (Dims{2560}));
  EXPECT_EQ(z.data_shape(GridLocation::Vertex, {2, 1}), (Dims{3216}));
  expect_input_error([&] { (void)z.data_shape(GridLocation::FaceCenter); },
                     {"/Base/Zone 1", "FaceCenter", "point set"});
}

TEST(Zone, StructuredShapesFollowTheOfficialDataSizes) {
  Node root = root_with_base();
  add_zone(*root.child("Base"), "Block", ZoneType::Structured, ZoneSizes::structured({5, 4, 3}));
  const ZoneView z = zones(bases(root).front()).front();
  EXPECT_TRUE(z.structured());
  EXPECT_EQ(z.index_dim(), 3);
  EXPECT_EQ(z.vertex_size(), (std::vector<std::int64_t>{5, 4, 3}));
  EXPECT_EQ(z.cell_size(), (std::vector<std::int64_t>{4, 3, 2}));
  EXPECT_EQ(z.vertex_count(), 60);
  EXPECT_EQ(z.cell_count(), 24);
  EXPECT_EQ(z.data_shape(GridLocation::Vertex, {1, 1, 0, 0, 0, 2}), (Dims{7, 4, 5}));
  EXPECT_EQ(z.data_shape(GridLocation::CellCenter), (Dims{4, 3, 2}));
  EXPECT_EQ(z.data_shape(GridLocation::IFaceCenter), (Dims{5, 3, 2}));
  EXPECT_EQ(z.data_shape(GridLocation::JFaceCenter), (Dims{4, 4, 2}));
  EXPECT_EQ(z.data_shape(GridLocation::KFaceCenter), (Dims{4, 3, 3}));
}

TEST(Zone, SizesBeyond32BitsAreStoredI8) {
  Node root = root_with_base();
  const Node& zone = add_zone(*root.child("Base"), "Big", ZoneType::Unstructured,
                              ZoneSizes::unstructured(3'000'000'000LL, 2'900'000'000LL));
  EXPECT_EQ(zone.type, DataType::I8);
  const ZoneView z = zones(bases(root).front()).front();
  EXPECT_EQ(z.vertex_count(), 3'000'000'000LL);
  EXPECT_EQ(z.cell_count(), 2'900'000'000LL);
}

TEST(Zone, MissingZoneTypeNamesTheZone) {
  Node root = root_with_base();
  root.child("Base")->add(make_data_node("Z", "Zone_t", std::vector<std::int32_t>{8, 1, 0}, {1, 3}));
  expect_input_error([&] { (void)zones(bases(root).front()); }, {"/Base/Z", "missing ZoneType"});
}

TEST(Zone, RejectsUnknownZoneTypeAndInconsistentSizes) {
  Node root = root_with_base();
  Node& bad_type = add_zone(*root.child("Base"), "A", ZoneType::Unstructured, ZoneSizes::unstructured(8, 1));
  bad_type.add(make_string_node("ZoneType", "ZoneType_t", "Curvilinear"));
  expect_input_error([&] { (void)zones(bases(root).front()); },
                     {"/Base/A/ZoneType", "unsupported ZoneType 'Curvilinear': expected Structured or Unstructured"});
  for (const char* value : {"S", "Null", "UserDefined", "ZoneTypeNull"}) {
    set_text(*bad_type.child("ZoneType"), value);
    expect_input_error([&] { (void)zones(bases(root).front()); },
                       {"/Base/A/ZoneType", "unsupported ZoneType '" + std::string(value) + "'"});
  }

  Node root2 = root_with_base();
  Node& z = root2.child("Base")->add(
      make_data_node("S", "Zone_t", std::vector<std::int32_t>{5, 4, 3, 4, 2, 2, 0, 0, 0}, {3, 3}));
  z.add(make_string_node("ZoneType", "ZoneType_t", "Structured"));
  expect_input_error([&] { (void)zones(bases(root2).front()); }, {"/Base/S", "direction 2", "4 vertices, 2 cells"});
  EXPECT_THROW(add_zone(*root2.child("Base"), "2D", ZoneType::Structured, ZoneSizes::structured({3, 3})), UsageError);
}

}  // namespace
}  // namespace pcgns::sids
