#include "pcgns/sids/zone_sub_region.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::add_two_hexa_zone;
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

TEST(ZoneSubRegion, BuilderMatchesCgSubregPtsetWrite) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& region = add_sub_region(zone, "Probe", 2, GridLocation::FaceCenter, PointSetSpec::list({3}));
  EXPECT_EQ(region.label, "ZoneSubRegion_t");
  EXPECT_EQ(region.type, DataType::I4);
  EXPECT_EQ(region.as_int64(), (std::vector<std::int64_t>{2}));
  EXPECT_EQ(region.children[0].name, "PointList");
  EXPECT_EQ(region.children[1].name, "GridLocation");
  add_data_array(region, "Temperature", std::vector<double>{300.0});

  const auto views = sub_regions(zone_view(root, "/Base/Hex"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].dimension(), 2);
  EXPECT_EQ(views[0].location(), GridLocation::FaceCenter);
  EXPECT_EQ(views[0].point_set()->size, 1);
  EXPECT_EQ(views[0].arrays()[0].as_double()[0], 300.0);
}

TEST(ZoneSubRegion, RegionNamedAfterABC) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& region = zone.add(make_data_node("OnWall", "ZoneSubRegion_t", std::vector<std::int32_t>{2}));
  region.add(make_string_node("BCRegionName", "Descriptor_t", "Wall"));
  const auto view = sub_regions(zone_view(root, "/Base/Hex")).front();
  EXPECT_EQ(view.bc_region_name(), "Wall");
  EXPECT_FALSE(view.point_set().has_value());
}

TEST(ZoneSubRegion, ValidationFailures) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& region = add_sub_region(zone, "R", 3, GridLocation::CellCenter, PointSetSpec::list({1, 2}));
  add_data_array(region, "Q", DataType::R8, {3});
  expect_input_error([&] { (void)sub_regions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/R/Q", "3 values", "expected 2"});
  region.remove("Q");
  region.add(make_string_node("BCRegionName", "Descriptor_t", "Wall"));
  expect_input_error([&] { (void)sub_regions(zone_view(root, "/Base/Hex")); }, {"/Base/Hex/R", "exactly one of"});
}

}  // namespace
}  // namespace pcgns::sids
