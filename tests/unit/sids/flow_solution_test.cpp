#include "pcgns/sids/flow_solution.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::add_two_hexa_zone;
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

TEST(FlowSolution, VertexSolutionHasNoGridLocationChild) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  const Node& sol = add_solution(zone, "FlowSolution");
  EXPECT_EQ(sol.label, "FlowSolution_t");
  EXPECT_TRUE(sol.children.empty());
  add_field(zone, "FlowSolution", "Density", DataType::R8);
  std::vector<double> p(12);
  for (std::size_t i = 0; i < p.size(); ++i) p[i] = 100.0 + static_cast<double>(i);
  add_field(zone, "FlowSolution", "Pressure", p);
  EXPECT_EQ(find_node(root, "/Base/Hex/FlowSolution/Density")->dims, (Dims{12}));

  const auto views = flow_solutions(zone_view(root, "/Base/Hex"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].location(), GridLocation::Vertex);
  EXPECT_EQ(views[0].field_shape(), (Dims{12}));
  EXPECT_EQ(views[0].fields().size(), 2u);
  EXPECT_FALSE(views[0].field("Density").loaded());
  EXPECT_EQ(views[0].field("Pressure").as_double()[11], 111.0);
}

TEST(FlowSolution, CellCenterWithRindOnAStructuredZone) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "B", ZoneType::Structured, ZoneSizes::structured({5, 4, 3}));
  const Node& sol = add_solution(zone, "Cells", GridLocation::CellCenter, {1, 1, 1, 1, 0, 0});
  ASSERT_NE(sol.child("GridLocation"), nullptr);
  EXPECT_EQ(sol.child("GridLocation")->label, "GridLocation_t");
  EXPECT_EQ(sol.child("GridLocation")->as_string(), "CellCenter");
  EXPECT_EQ(sol.children[0].name, "GridLocation");
  EXPECT_EQ(sol.children[1].name, "Rind");
  add_field(zone, "Cells", "Mach", DataType::R4);
  EXPECT_EQ(find_node(root, "/Base/B/Cells/Mach")->dims, (Dims{6, 5, 2}));
  const auto view = flow_solutions(zone_view(root, "/Base/B")).front();
  EXPECT_EQ(view.location(), GridLocation::CellCenter);
  EXPECT_EQ(view.rind(), (std::vector<std::int64_t>{1, 1, 1, 1, 0, 0}));
  EXPECT_EQ(view.field("Mach").dims(), (Dims{6, 5, 2}));
}

TEST(FlowSolution, PointListSolutionFieldsHaveOnePerPoint) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  const Node& sol = add_solution(zone, "Faces", GridLocation::FaceCenter, PointSetSpec::list({3}));
  EXPECT_EQ(sol.children[0].name, "PointList");
  EXPECT_EQ(sol.children[0].label, "IndexArray_t");
  EXPECT_EQ(sol.children[0].dims, (Dims{1, 1}));
  EXPECT_EQ(sol.children[1].name, "GridLocation");
  add_field(zone, "Faces", "HeatFlux", std::vector<double>{2.5});
  const auto view = flow_solutions(zone_view(root, "/Base/Hex")).front();
  ASSERT_TRUE(view.point_set().has_value());
  EXPECT_EQ(view.point_set()->size, 1);
  EXPECT_EQ(view.field_shape(), (Dims{1}));
}

TEST(FlowSolution, PointListSizeMismatchNamesTheField) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  add_solution(zone, "Part", GridLocation::Vertex, PointSetSpec::deferred_list(5));
  add_data_array(*zone.child("Part"), "T", DataType::R8, {4});
  expect_input_error([&] { (void)flow_solutions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/Part/T", "[4]", "expected [5]", "PointList"});
}

TEST(FlowSolution, WrongFieldShapeAndLocation) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  add_solution(zone, "S", GridLocation::CellCenter);
  add_data_array(*zone.child("S"), "Rho", DataType::R8, {12});
  expect_input_error([&] { (void)flow_solutions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/S/Rho", "[12]", "expected [2]", "CellCenter"});
  zone.remove("S");
  Node& bad = zone.add(Node("S", "FlowSolution_t"));
  bad.add(make_string_node("GridLocation", "GridLocation_t", "EdgeCenter"));
  expect_input_error([&] { (void)flow_solutions(zone_view(root, "/Base/Hex")); }, {"/Base/Hex/S", "EdgeCenter"});
  bad.child("GridLocation")->data.assign(4, std::byte{'X'});
  bad.child("GridLocation")->dims = {4};
  expect_input_error([&] { (void)flow_solutions(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/S/GridLocation",
                      "unknown GridLocation 'XXXX': expected Vertex, CellCenter, "
                      "FaceCenter, IFaceCenter, JFaceCenter, KFaceCenter or EdgeCenter"});
  EXPECT_THROW(add_solution(zone, "F", GridLocation::FaceCenter), UsageError);
  EXPECT_THROW(add_solution(zone, "I", GridLocation::IFaceCenter), UsageError);
  EXPECT_THROW(add_solution(zone, "R", GridLocation::Vertex, {1, 1, 0}), UsageError);
}

}  // namespace
}  // namespace pcgns::sids
