#include "pcgns/sids/zone_bc.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::add_two_hexa_zone;
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

TEST(ZoneBC, BuilderMatchesCgBocoWrite) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  const Node& bc = add_bc(zone, "Ilo", BCType::BCInflow, GridLocation::FaceCenter, PointSetSpec::list({3}));
  EXPECT_EQ(bc.label, "BC_t");
  EXPECT_EQ(bc.type, DataType::C1);
  EXPECT_EQ(bc.as_string(), "BCInflow");
  ASSERT_EQ(bc.children.size(), 2u);
  EXPECT_EQ(bc.children[0].name, "PointList");
  EXPECT_EQ(bc.children[0].label, "IndexArray_t");
  EXPECT_EQ(bc.children[0].dims, (Dims{1, 1}));
  EXPECT_EQ(bc.children[1].name, "GridLocation");
  EXPECT_EQ(bc.children[1].as_string(), "FaceCenter");
  EXPECT_EQ(zone.child("ZoneBC")->label, "ZoneBC_t");
  add_bc(zone, "Walls", BCType::BCWall, GridLocation::Vertex, PointSetSpec::deferred_list(6));
  EXPECT_EQ(zone.child("ZoneBC")->children.size(), 2u);
  EXPECT_EQ(find_node(root, "/Base/Hex/ZoneBC/Walls/PointList")->type, DataType::I4);
  EXPECT_EQ(find_node(root, "/Base/Hex/ZoneBC/Walls/GridLocation"), nullptr);

  const auto views = boundary_conditions(zone_view(root, "/Base/Hex"));
  ASSERT_EQ(views.size(), 2u);
  EXPECT_EQ(views[0].ref().path, "/Base/Hex/ZoneBC/Ilo");
  EXPECT_EQ(views[0].type(), BCType::BCInflow);
  EXPECT_EQ(views[0].location(), GridLocation::FaceCenter);
  EXPECT_EQ(views[0].point_set()->kind, PointSetKind::list);
  EXPECT_EQ(integers(views[0].point_set()->ref), (std::vector<std::int64_t>{3}));
  EXPECT_EQ(views[1].type(), BCType::BCWall);
  EXPECT_EQ(views[1].location(), GridLocation::Vertex);
  EXPECT_EQ(views[1].point_set()->size, 6);
}

TEST(ZoneBC, StructuredRangeFamilyAndDataSet) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "B", ZoneType::Structured, ZoneSizes::structured({5, 4, 3}));
  Node& bc =
      add_bc(zone, "Imin", BCType::FamilySpecified, GridLocation::Vertex, PointSetSpec::range({1, 1, 1, 1, 4, 3}));
  EXPECT_EQ(bc.child("PointRange")->label, "IndexRange_t");
  EXPECT_EQ(bc.child("PointRange")->dims, (Dims{3, 2}));
  add_family_name(bc, "Inlet");
  Node& set = add_bc_dataset(bc, "Values", BCType::BCInflowSubsonic);
  EXPECT_EQ(set.label, "BCDataSet_t");
  Node& dirichlet = add_bc_data(set, BCDataKind::Dirichlet);
  EXPECT_EQ(dirichlet.name, "DirichletData");
  EXPECT_EQ(dirichlet.label, "BCData_t");
  add_data_array(dirichlet, "Density", std::vector<double>{1.2});
  add_data_array(dirichlet, "VelocityX", std::vector<double>(12, 3.0));

  const BCView view = boundary_conditions(zone_view(root, "/Base/B")).front();
  EXPECT_EQ(view.type(), BCType::FamilySpecified);
  EXPECT_EQ(view.point_set()->range, (std::vector<std::int64_t>{1, 1, 1, 1, 4, 3}));
  EXPECT_EQ(view.point_set()->size, 12);
  EXPECT_EQ(view.family_name(), "Inlet");
  ASSERT_EQ(view.data_sets().size(), 1u);
  EXPECT_EQ(view.data_sets()[0].type(), BCType::BCInflowSubsonic);
  ASSERT_EQ(view.data_sets()[0].data().size(), 1u);
  EXPECT_EQ(view.data_sets()[0].data()[0].arrays.size(), 2u);
  EXPECT_EQ(view.data_sets()[0].data()[0].arrays[1].as_double()[11], 3.0);

  add_data_array(dirichlet, "Pressure", std::vector<double>(5, 1.0));
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/B")); },
                     {"/Base/B/ZoneBC/Imin/Values/DirichletData/Pressure", "5 values", "12"});
}

TEST(ZoneBC, ValidationFailures) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& bc = add_bc(zone, "Wall", BCType::BCWall, GridLocation::Vertex, PointSetSpec::list({1, 2, 13}));
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneBC/Wall/PointList", "vertex index 13 outside 1..12"});
  bc.child("PointList")->dims = {2, 1};
  bc.child("PointList")->data.resize(8);
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneBC/Wall/PointList", "[2, 1]", "IndexDimension 1"});
  bc.remove("PointList");
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneBC/Wall", "missing PointRange or PointList"});
  Node& other = add_bc(zone, "Odd", BCType::BCWall, GridLocation::Vertex, PointSetSpec::list({1}));
  other.data.assign(6, std::byte{'B'});
  other.data[2] = std::byte{' '};
  other.dims = {6};
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneBC/Wall", "missing PointRange"});
  zone.child("ZoneBC")->remove("Wall");
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneBC/Odd", "BCType 'BB BBB' is not an enumeration value"});
}

// The official library writes the first two values as "Null" and "UserDefined"; older
// pcgns versions wrote "BCTypeNull"; a newer CGNS version's value is carried.
TEST(ZoneBC, EveryBCTypeSpellingIsRead) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& bc = add_bc(zone, "Any", BCType::BCTypeUserDefined, GridLocation::Vertex, PointSetSpec::list({1}));
  EXPECT_EQ(bc.as_string(), "UserDefined");
  EXPECT_EQ(add_bc_dataset(bc, "Set", BCType::BCTypeNull).as_string(), "Null");
  const auto type_read_from = [&](const char* text) {
    set_text(bc, text);
    return boundary_conditions(zone_view(root, "/Base/Hex")).front().type();
  };
  EXPECT_EQ(type_read_from("UserDefined"), BCType::BCTypeUserDefined);
  EXPECT_EQ(type_read_from("BCTypeUserDefined"), BCType::BCTypeUserDefined);
  EXPECT_EQ(type_read_from("Null"), BCType::BCTypeNull);
  EXPECT_EQ(type_read_from("BCTypeNull"), BCType::BCTypeNull);
  EXPECT_EQ(type_read_from("BCWallSlip"), BCType::BCTypeUserDefined);
  EXPECT_EQ(bc.as_string(), "BCWallSlip");
  EXPECT_EQ(boundary_conditions(zone_view(root, "/Base/Hex")).front().data_sets().front().type(), BCType::BCTypeNull);
}

TEST(ZoneBC, BothRangeAndListAreRejected) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& bc = add_bc(zone, "W", BCType::BCWall, GridLocation::Vertex, PointSetSpec::list({1}));
  add_point_set(bc, "PointRange", PointSetSpec::range({1, 2}), 1);
  expect_input_error([&] { (void)boundary_conditions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneBC/W", "both PointRange and PointList"});
}

}  // namespace
}  // namespace pcgns::sids
