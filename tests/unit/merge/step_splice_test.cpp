// spliced_tree (pcgns-merge --new-times): an output's tree with the new steps of a merge
// of the same case spliced in, on trees built in memory with the SIDS builders.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "merge/step_splice.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/all.hpp"

namespace {

using pcgns::Node;
namespace sids = pcgns::sids;

std::string step_name(const char* stem, int step) { return stem + std::string("#") + std::to_string(step); }

void add_grid(Node& zone, const std::string& name, double x) {
  sids::add_coordinate(zone, "CoordinateX", std::vector<double>(8, x), name);
  sids::add_coordinate(zone, "CoordinateY", std::vector<double>(8, 0.0), name);
}

// A case whose file holds steps [first, last]: one zone of 8 vertices, a grid, a
// solution and a moved grid per step, and the iterative data describing them.
Node case_with_steps(int first, int last, double x = 0.0) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = sids::add_base(root, "Base", 3, 3);
  Node& zone = sids::add_zone(base, "Zone", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(8, 1));
  add_grid(zone, "GridCoordinates", x);
  std::vector<double> times;
  std::vector<std::int32_t> iterations;
  std::vector<std::string> solutions, grids;
  for (int step = first; step <= last; ++step) {
    solutions.push_back(step_name("Sol", step));
    grids.push_back(step_name("Moved", step));
    sids::add_solution(zone, solutions.back());
    sids::add_field(zone, solutions.back(), "Pressure", std::vector<double>(8, step));
    add_grid(zone, grids.back(), step);
    times.push_back(0.1 * step);
    iterations.push_back(10 * step);
  }
  sids::add_base_iterative_data(base, "BaseIterativeData", last - first + 1, times, iterations);
  Node& data = sids::add_zone_iterative_data(zone, "ZoneIterativeData");
  sids::add_pointers(data, "FlowSolutionPointers", solutions);
  sids::add_pointers(data, "GridCoordinatesPointers", grids);
  // Where a solver writes its boundary conditions: after the time series.
  sids::add_user_data(zone, "Marker");
  return root;
}

std::vector<std::string> children_of(const Node& node) {
  std::vector<std::string> names;
  for (const Node& child : node.children) names.push_back(child.name);
  return names;
}

std::vector<std::string> pointers(const Node& zone, const char* name) {
  const auto view = sids::view_built_zone(zone);
  return sids::zone_iterative_data(view)->pointers(name);
}

const Node& zone_of(const Node& root) { return root.require_child("Base").require_child("Zone"); }

TEST(StepSplice, TheNewStepsJoinTheHeldOnesAsAMergeOfAllWouldHoldThem) {
  const Node spliced = pcgns::merge::spliced_tree(case_with_steps(1, 2), case_with_steps(3, 3), "out.cgns");
  const Node& zone = zone_of(spliced);
  EXPECT_EQ(children_of(zone), children_of(zone_of(case_with_steps(1, 3))));
  EXPECT_EQ(pointers(zone, "FlowSolutionPointers"), (std::vector<std::string>{"Sol#1", "Sol#2", "Sol#3"}));
  EXPECT_EQ(pointers(zone, "GridCoordinatesPointers"), (std::vector<std::string>{"Moved#1", "Moved#2", "Moved#3"}));
  const Node& iterative = spliced.require_child("Base").require_child("BaseIterativeData");
  EXPECT_EQ(iterative.as_int64(), (std::vector<std::int64_t>{3}));
  const auto times = iterative.require_child("TimeValues").as_double();
  ASSERT_EQ(times.size(), 3u);
  EXPECT_DOUBLE_EQ(times[2], 0.3);
  EXPECT_EQ(iterative.require_child("IterationValues").as_int64(), (std::vector<std::int64_t>{10, 20, 30}));
  EXPECT_EQ(zone.require_child("Sol#3").require_child("Pressure").as_double(), std::vector<double>(8, 3.0));
}

TEST(StepSplice, AnotherGridIsAnInputErrorNamingTheOutputAndTheNode) {
  try {
    pcgns::merge::spliced_tree(case_with_steps(1, 2), case_with_steps(3, 3, 1.0), "out.cgns");
    FAIL() << "no error";
  } catch (const pcgns::InputError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("output 'out.cgns' and the inputs are not the same case"), std::string::npos) << message;
    EXPECT_NE(message.find("/Base/Zone/GridCoordinates/CoordinateX"), std::string::npos) << message;
  }
}

TEST(StepSplice, AZoneTheOutputLacksIsAnInputError) {
  Node appended = case_with_steps(3, 3);
  sids::add_zone(appended.children.front(), "Other", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(8, 1));
  try {
    pcgns::merge::spliced_tree(case_with_steps(1, 2), appended, "out.cgns");
    FAIL() << "no error";
  } catch (const pcgns::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("node '/Base/Other': the inputs have it, the output does not"),
              std::string::npos)
        << e.what();
  }
}

TEST(StepSplice, ANonStepNodeOnlyTheOutputHoldsIsAnInputError) {
  Node held = case_with_steps(1, 2);
  sids::add_user_data(*held.child("Base")->child("Zone"), "Extra");
  EXPECT_THROW(pcgns::merge::spliced_tree(held, case_with_steps(3, 3), "out.cgns"), pcgns::InputError);
}

TEST(StepSplice, ABaseWithoutZonesNeedsNoStepCount) {
  // read_held_steps skips such a base; the splice must not ask it for NumberOfSteps.
  Node held = case_with_steps(1, 2);
  Node appended = case_with_steps(3, 3);
  sids::add_base(held, "Families", 3, 3);
  sids::add_base(appended, "Families", 3, 3);
  const Node spliced = pcgns::merge::spliced_tree(held, appended, "out.cgns");
  EXPECT_EQ(children_of(spliced.require_child("Families")), std::vector<std::string>{});
  EXPECT_EQ(pointers(zone_of(spliced), "FlowSolutionPointers"), (std::vector<std::string>{"Sol#1", "Sol#2", "Sol#3"}));
}

// A step-indexed array of the base's iterative data with `dims` (the last is the steps).
void add_step_array(Node& root, pcgns::Dims dims) {
  std::size_t count = 1;
  for (const auto d : dims) count *= static_cast<std::size_t>(d);
  Node array("Extra", "DataArray_t", pcgns::DataType::R8, std::move(dims));
  array.data.resize(count * sizeof(double));
  root.child("Base")->child("BaseIterativeData")->add(std::move(array));
}

TEST(StepSplice, AStepArrayOfAnotherRankIsAnInputErrorNotAReadPastItsDimensions) {
  Node held = case_with_steps(1, 2);
  Node appended = case_with_steps(3, 3);
  add_step_array(held, {1, 1, 2});
  add_step_array(appended, {1});
  try {
    pcgns::merge::spliced_tree(held, appended, "out.cgns");
    FAIL() << "no error";
  } catch (const pcgns::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("the output holds it as R8 [1,1,2], the inputs as R8 [1]"), std::string::npos)
        << e.what();
  }
}

}  // namespace
