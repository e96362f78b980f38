#include "pcgns/sids/validate.hpp"

#include <functional>

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::add_two_hexa_zone;
using testing::expect_input_error;
using testing::root_with_base;

// A tree with one node of every modelled kind, built through the builders.
Node complete_tree(CgnsVersion version) {
  Node root = root_with_base();
  Node& base = *root.child("Base");
  add_descriptor(base, "Information", "test");
  add_data_class(base, DataClass::Dimensional);
  add_dimensional_units(base, {MassUnits::Kilogram, LengthUnits::Meter, TimeUnits::Second, TemperatureUnits::Kelvin,
                               AngleUnits::Degree, std::nullopt});
  add_data_array(add_reference_state(base, "Ref"), "Mach", std::vector<double>{0.5});
  add_family(base, "Wall", BCType::BCWall);
  add_base_iterative_data(base, "TimeIterValues", 2, {0.0, 1.0});
  Node& zone = add_two_hexa_zone(root);
  add_poly_section(zone, "Faces", ElementType::NGON_n, 4, 5, {0, 4, 8}, {1, 2, 5, 4, 2, 3, 6, 5}, version);
  add_solution(zone, "Sol", GridLocation::CellCenter);
  add_field(zone, "Sol", "Rho", DataType::R8);
  Node& bc = add_bc(zone, "Wall", BCType::FamilySpecified, GridLocation::FaceCenter, PointSetSpec::list({3}));
  add_family_name(bc, "Wall");
  add_connectivity(zone, "Self", "Hex", GridConnectivityType::Abutting1to1, GridLocation::FaceCenter,
                   PointSetSpec::list({4}), PointSetSpec::list({5}));
  add_sub_region(zone, "Probe", 3, GridLocation::CellCenter, PointSetSpec::list({1}));
  add_pointers(add_zone_iterative_data(zone, "ZoneIterativeData"), "FlowSolutionPointers", {"Sol", "Sol"});
  add_data_array(add_user_data(zone, ":CGNS#GlobalNumbering"), "Cell", std::vector<std::int32_t>{5, 6});
  zone.add(Node("Custom", "NotModelled_t"));
  return root;
}

TEST(ValidateTree, CompleteTreesAreValidInBothLayouts) {
  for (CgnsVersion v : {CgnsVersion{3300}, CgnsVersion{3400}, CgnsVersion{4400}}) {
    const Node root = complete_tree(v);
    EXPECT_EQ(first_problem(root, v), std::nullopt) << v.to_string();
    EXPECT_NO_THROW(validate_tree(root, v));
    EXPECT_NE(find_node(root, "/Base/Hex/Custom"), nullptr);
  }
}

TEST(ValidateTree, ReportsTheFirstProblemWithItsPath) {
  Node root = complete_tree(CgnsVersion{4400});
  find_node(root, "/Base/Hex/Sol/Rho")->dims = {3};
  const auto problem = first_problem(root, CgnsVersion{4400});
  ASSERT_TRUE(problem.has_value());
  EXPECT_NE(problem->find("/Base/Hex/Sol/Rho"), std::string::npos) << *problem;
  expect_input_error([&] { validate_tree(root, CgnsVersion{4400}); }, {"/Base/Hex/Sol/Rho"});
}

TEST(ValidateTree, FindsProblemsInEveryModelledKind) {
  const CgnsVersion v{4400};
  const std::vector<std::pair<std::string, std::function<void(Node&)>>> breakages = {
      {"/Base/Hex/Faces", [](Node& r) { find_node(r, "/Base/Hex/Faces")->remove("ElementStartOffset"); }},
      {"/Base/Hex/ZoneBC/Wall", [](Node& r) { find_node(r, "/Base/Hex/ZoneBC/Wall")->remove("PointList"); }},
      {"/Base/Hex/ZoneGridConnectivity/Self/PointListDonor",
       [](Node& r) {
         find_node(r, "/Base/Hex/ZoneGridConnectivity/Self/PointListDonor")->dims = {1, 2};
       }},
      {"/Base/Hex/Probe", [](Node& r) { find_node(r, "/Base/Hex/Probe")->remove("PointList"); }},
      {"/Base/Hex/ZoneIterativeData/FlowSolutionPointers",
       [](Node& r) {
         Node& biter = *find_node(r, "/Base/TimeIterValues");
         biter.remove("TimeValues");
         biter.values<std::int32_t>()[0] = 3;
       }},
      {"/Base/DataClass",  // a name pcgns does not know is carried; data that is no text is not
       [](Node& r) {
         *find_node(r, "/Base/DataClass") = make_data_node("DataClass", "DataClass_t", std::vector<float>{2});
       }},
      {"/Base/Hex/ZoneType", [](Node& r) { find_node(r, "/Base/Hex")->remove("ZoneType"); }},
  };
  for (const auto& [path, breakage] : breakages) {
    Node root = complete_tree(v);
    breakage(root);
    const auto problem = first_problem(root, v);
    ASSERT_TRUE(problem.has_value()) << path;
    const std::string expected = path == "/Base/Hex/ZoneType" ? "/Base/Hex: missing ZoneType" : path;
    EXPECT_NE(problem->find(expected), std::string::npos) << *problem;
  }
}

}  // namespace
}  // namespace pcgns::sids
