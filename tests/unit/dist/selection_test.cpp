// Selection: --solutions / --fields regular expressions and --latest on zones and bases
// built in memory with the SIDS builders.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "dist/selection.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/iterative_data.hpp"
#include "pcgns/sids/zone.hpp"

namespace {

using pcgns::Node;
using pcgns::dist::Selection;
using pcgns::dist::SelectionOptions;
namespace sids = pcgns::sids;

// A base with one unstructured zone (8 vertices, 1 cell) and the given solutions, each
// with Density and Pressure at vertices.
struct Case {
  Node root{"", "CGNSTree_t"};
  Node* base = nullptr;
  Node* zone = nullptr;

  explicit Case(const std::vector<std::string>& solutions) {
    base = &sids::add_base(root, "Base", 3, 3);
    zone = &sids::add_zone(*base, "Zone", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(8, 1));
    for (const auto& name : solutions) {
      sids::add_solution(*zone, name);
      sids::add_field(*zone, name, "Density", std::vector<double>(8, 1.0));
      sids::add_field(*zone, name, "Pressure", std::vector<double>(8, 2.0));
    }
  }
  // ZoneIterativeData with FlowSolutionPointers naming `steps`, one per time step.
  Node& time_series(const std::vector<std::string>& steps) {
    Node& data = sids::add_zone_iterative_data(*zone, "ZoneIterativeData");
    sids::add_pointers(data, "FlowSolutionPointers", steps);
    return data;
  }
};

std::vector<std::string> solutions_of(const Node& zone) {
  std::vector<std::string> names;
  for (const Node* solution : zone.children_with_label("FlowSolution_t")) names.push_back(solution->name);
  return names;
}

std::vector<std::string> fields_of(const Node& solution) {
  std::vector<std::string> names;
  for (const Node* field : solution.children_with_label("DataArray_t")) names.push_back(field->name);
  return names;
}

SelectionOptions options_with(std::optional<std::string> solutions, std::optional<std::string> fields, bool latest) {
  SelectionOptions options;
  options.solutions = std::move(solutions);
  options.fields = std::move(fields);
  options.latest = latest;
  return options;
}

TEST(Selection, NoOptionsKeepsEverything) {
  Case c({"Sol_A", "Sol_B"});
  const Node before = *c.zone;
  const Selection selection{SelectionOptions{}};
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone), solutions_of(before));
  EXPECT_EQ(fields_of(*c.zone->child("Sol_B")), (std::vector<std::string>{"Density", "Pressure"}));
  EXPECT_TRUE(selection.keep_solution(*c.zone, "Anything"));
  EXPECT_TRUE(selection.keep_field("Anything"));
}

TEST(Selection, SolutionsRegexIsASearchOverNames) {
  Case c({"FlowSolution", "CellSolution", "Averages"});
  const Selection selection(options_with("Solution$", std::nullopt, false));
  EXPECT_TRUE(selection.keep_solution(*c.zone, "FlowSolution"));
  EXPECT_FALSE(selection.keep_solution(*c.zone, "Averages"));
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone), (std::vector<std::string>{"FlowSolution", "CellSolution"}));
  EXPECT_NE(c.zone->child("ZoneType"), nullptr);  // non-solution children are untouched
}

TEST(Selection, FieldsRegexFiltersEveryKeptSolution) {
  Case c({"Sol_A", "Sol_B"});
  const Selection selection(options_with(std::nullopt, "^Press", false));
  EXPECT_TRUE(selection.keep_field("Pressure"));
  EXPECT_FALSE(selection.keep_field("Density"));
  EXPECT_FALSE(selection.keep_field("TotalPressure"));
  selection.apply_to_zone(*c.zone);
  for (const char* name : {"Sol_A", "Sol_B"})
    EXPECT_EQ(fields_of(*c.zone->child(name)), (std::vector<std::string>{"Pressure"})) << name;
  // The field kept is the original array.
  EXPECT_EQ(c.zone->child("Sol_A")->child("Pressure")->as_double(), std::vector<double>(8, 2.0));
}

TEST(Selection, FieldsFilterLeavesNonArrayChildrenOfASolution) {
  Case c({});
  sids::add_solution(*c.zone, "Cells", sids::GridLocation::CellCenter);
  sids::add_field(*c.zone, "Cells", "Density", std::vector<double>(1, 1.0));
  const Selection selection(options_with(std::nullopt, "^Pressure$", false));
  selection.apply_to_zone(*c.zone);
  const Node& cells = *c.zone->child("Cells");
  EXPECT_TRUE(fields_of(cells).empty());
  EXPECT_NE(cells.child("GridLocation"), nullptr);
}

TEST(Selection, InvalidRegexIsAUsageErrorNamingTheOption) {
  for (const auto& [solutions, fields, option] :
       {std::tuple<std::optional<std::string>, std::optional<std::string>, std::string>{"(", std::nullopt,
                                                                                        "--solutions"},
        {std::nullopt, "[a-", "--fields"}}) {
    try {
      Selection selection(options_with(solutions, fields, false));
      ADD_FAILURE() << "no UsageError for " << option;
    } catch (const pcgns::UsageError& e) {
      EXPECT_NE(std::string(e.what()).find(option), std::string::npos) << e.what();
    }
  }
}

TEST(Selection, LatestKeepsTheLastStepAndSolutionsOutsideTheSeries) {
  Case c({"VertexSol#0001", "VertexSol#0002", "VertexSol#0003", "CellSol#0001", "CellSol#0002", "CellSol#0003",
          "Initial"});
  Node& data = c.time_series({"VertexSol#0001", "VertexSol#0002", "VertexSol#0003"});
  sids::add_pointers(data, "GridCoordinatesPointers", {"Grid#1", "Grid#2", "Grid#3"});
  const Selection selection(options_with(std::nullopt, std::nullopt, true));
  EXPECT_FALSE(selection.keep_solution(*c.zone, "VertexSol#0002"));
  EXPECT_FALSE(selection.keep_solution(*c.zone, "CellSol#0001"));  // same step suffix
  EXPECT_TRUE(selection.keep_solution(*c.zone, "VertexSol#0003"));
  EXPECT_TRUE(selection.keep_solution(*c.zone, "Initial"));

  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone), (std::vector<std::string>{"VertexSol#0003", "CellSol#0003", "Initial"}));
  // The pointer arrays are trimmed to the last column, [32, 1].
  const sids::ZoneIterativeDataView view(
      sids::NodeRef{c.zone->child("ZoneIterativeData"), "/Base/Zone/ZoneIterativeData"});
  EXPECT_EQ(view.flow_solution_pointers(), (std::vector<std::string>{"VertexSol#0003"}));
  EXPECT_EQ(view.pointers("GridCoordinatesPointers"), (std::vector<std::string>{"Grid#3"}));
  EXPECT_EQ(c.zone->child("ZoneIterativeData")->child("FlowSolutionPointers")->dims, (pcgns::Dims{32, 1}));
}

TEST(Selection, LatestWithASolutionRepeatedInTheSeriesKeepsIt) {
  // A solver that overwrites one solution each step names it in every column.
  Case c({"Current", "Old"});
  c.time_series({"Old", "Current", "Current"});
  const Selection selection(options_with(std::nullopt, std::nullopt, true));
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone), (std::vector<std::string>{"Current"}));
}

TEST(Selection, LatestWithoutATimeSeriesChangesNothing) {
  Case c({"Sol#0001", "Sol#0002"});
  const Selection selection(options_with(std::nullopt, std::nullopt, true));
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone), (std::vector<std::string>{"Sol#0001", "Sol#0002"}));
}

TEST(Selection, LatestAndSolutionsRegexCombine) {
  Case c({"VertexSol#0001", "VertexSol#0002", "CellSol#0001", "CellSol#0002"});
  c.time_series({"VertexSol#0001", "VertexSol#0002"});
  const Selection selection(options_with("^Cell", std::nullopt, true));
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone), (std::vector<std::string>{"CellSol#0002"}));
}

TEST(Selection, WithoutLatestTheTimeSeriesIsKeptWhole) {
  Case c({"S#1", "S#2", "S#3"});
  c.time_series({"S#1", "S#2", "S#3"});
  const Selection selection{SelectionOptions{}};
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(solutions_of(*c.zone).size(), 3u);
  EXPECT_EQ(c.zone->child("ZoneIterativeData")->child("FlowSolutionPointers")->dims, (pcgns::Dims{32, 3}));
}

TEST(Selection, LatestTrimsBaseIterativeDataToOneStep) {
  Case c({});
  sids::add_base_iterative_data(*c.base, "BaseIterativeData", 3, {0.5, 1.0, 1.5}, {10, 20, 30});
  const Selection selection(options_with(std::nullopt, std::nullopt, true));
  selection.apply_to_base(*c.base);
  const Node& data = *c.base->child("BaseIterativeData");
  EXPECT_EQ(data.as_int64(), (std::vector<std::int64_t>{1}));
  EXPECT_EQ(data.child("TimeValues")->as_double(), (std::vector<double>{1.5}));
  EXPECT_EQ(data.child("TimeValues")->dims, (pcgns::Dims{1}));
  EXPECT_EQ(data.child("IterationValues")->as_int64(), (std::vector<std::int64_t>{30}));
}

TEST(Selection, BaseIterativeDataIsKeptWithoutLatest) {
  Case c({});
  sids::add_base_iterative_data(*c.base, "BaseIterativeData", 2, {0.5, 1.0});
  Selection(SelectionOptions{}).apply_to_base(*c.base);
  EXPECT_EQ(c.base->child("BaseIterativeData")->as_int64(), (std::vector<std::int64_t>{2}));
  EXPECT_EQ(c.base->child("BaseIterativeData")->child("TimeValues")->as_double(), (std::vector<double>{0.5, 1.0}));
}

SelectionOptions time_options(const std::string& spec, bool latest) {
  SelectionOptions options;
  options.time = spec;
  options.latest = latest;
  return options;
}

TEST(Selection, KeptStepsLeaveTheOtherStepsSolutionsAndColumns) {
  Case c({"VertexSol#0001", "VertexSol#0002", "VertexSol#0003", "CellSol#0001", "CellSol#0002", "CellSol#0003",
          "Initial"});
  Node& data = c.time_series({"VertexSol#0001", "VertexSol#0002", "VertexSol#0003"});
  sids::add_pointers(data, "GridCoordinatesPointers", {"Grid#1", "Grid#2", "Grid#3"});
  sids::add_base_iterative_data(*c.base, "BaseIterativeData", 3, {0.1, 0.2, 0.3}, {10, 20, 30});
  Selection selection(time_options("0.1,0.3", false));
  selection.keep_steps({0, 2});
  EXPECT_TRUE(selection.keep_solution(*c.zone, "CellSol#0001"));
  EXPECT_FALSE(selection.keep_solution(*c.zone, "CellSol#0002"));
  selection.apply_to_zone(*c.zone);
  selection.apply_to_base(*c.base);
  EXPECT_EQ(solutions_of(*c.zone),
            (std::vector<std::string>{"VertexSol#0001", "VertexSol#0003", "CellSol#0001", "CellSol#0003", "Initial"}));
  const sids::ZoneIterativeDataView view(
      sids::NodeRef{c.zone->child("ZoneIterativeData"), "/Base/Zone/ZoneIterativeData"});
  EXPECT_EQ(view.flow_solution_pointers(), (std::vector<std::string>{"VertexSol#0001", "VertexSol#0003"}));
  EXPECT_EQ(view.pointers("GridCoordinatesPointers"), (std::vector<std::string>{"Grid#1", "Grid#3"}));
  const Node& base_data = *c.base->child("BaseIterativeData");
  EXPECT_EQ(base_data.as_int64(), (std::vector<std::int64_t>{2}));
  EXPECT_EQ(base_data.child("TimeValues")->as_double(), (std::vector<double>{0.1, 0.3}));
  EXPECT_EQ(base_data.child("IterationValues")->as_int64(), (std::vector<std::int64_t>{10, 30}));
}

TEST(Selection, LatestWithKeptStepsIsTheLastOfThem) {
  Case c({"S#1", "S#2", "S#3"});
  c.time_series({"S#1", "S#2", "S#3"});
  sids::add_base_iterative_data(*c.base, "BaseIterativeData", 3, {0.1, 0.2, 0.3}, {10, 20, 30});
  Selection selection(time_options(":0.2", true));
  selection.keep_steps({0, 1});
  selection.apply_to_zone(*c.zone);
  selection.apply_to_base(*c.base);
  EXPECT_EQ(solutions_of(*c.zone), (std::vector<std::string>{"S#2"}));
  EXPECT_EQ(c.base->child("BaseIterativeData")->child("TimeValues")->as_double(), (std::vector<double>{0.2}));
  EXPECT_EQ(c.base->child("BaseIterativeData")->as_int64(), (std::vector<std::int64_t>{1}));
}

TEST(Selection, AllStepsKeptLeavesTheIterativeDataAsItWas) {
  Case c({"S#1", "S#2"});
  c.time_series({"S#1", "S#2"});
  sids::add_base_iterative_data(*c.base, "BaseIterativeData", 2, {0.1, 0.2});
  Selection selection(time_options("0:1", false));
  selection.keep_steps({0, 1});
  selection.apply_to_zone(*c.zone);
  selection.apply_to_base(*c.base);
  EXPECT_EQ(solutions_of(*c.zone).size(), 2u);
  EXPECT_EQ(c.base->child("BaseIterativeData")->child("TimeValues")->as_double(), (std::vector<double>{0.1, 0.2}));
}

TEST(Selection, KeptStepsTrimAMovingGridsPointersWithoutFlowSolutionPointers) {
  Case c({});
  Node& data = sids::add_zone_iterative_data(*c.zone, "ZoneIterativeData");
  sids::add_pointers(data, "GridCoordinatesPointers", {"Grid#1", "Grid#2", "Grid#3"});
  sids::add_base_iterative_data(*c.base, "BaseIterativeData", 3, {0.1, 0.2, 0.3});
  Selection selection(time_options("0.2:", false));
  selection.keep_steps({1, 2});
  selection.apply_to_zone(*c.zone);
  const sids::ZoneIterativeDataView view(
      sids::NodeRef{c.zone->child("ZoneIterativeData"), "/Base/Zone/ZoneIterativeData"});
  EXPECT_EQ(view.pointers("GridCoordinatesPointers"), (std::vector<std::string>{"Grid#2", "Grid#3"}));
}

std::vector<std::string> children_of(const Node& zone) {
  std::vector<std::string> names;
  for (const Node& child : zone.children) names.push_back(child.name);
  return names;
}

TEST(Selection, DroppedStepsTakeTheirGridsAndMotionsWithThem) {
  // A moving grid names a grid and motions per step; the steps left out must not leave
  // nodes that no pointer array names any more.
  Case c({});
  for (const char* step : {"#1", "#2", "#3"}) {
    c.zone->add(Node{std::string("Grid") + step, "GridCoordinates_t"});
    c.zone->add(Node{std::string("Deform") + step, "ArbitraryGridMotion_t"});
    c.zone->add(Node{std::string("Rigid") + step, "RigidGridMotion_t"});
  }
  c.zone->add(Node{"GridCoordinates", "GridCoordinates_t"});  // the initial grid, in no column
  Node& data = sids::add_zone_iterative_data(*c.zone, "ZoneIterativeData");
  sids::add_pointers(data, "GridCoordinatesPointers", {"Grid#1", "Grid#2", "Grid#3"});
  sids::add_pointers(data, "ArbitraryGridMotionPointers", {"Deform#1", "Deform#2", "Deform#3"});
  sids::add_pointers(data, "RigidGridMotionPointers", {"Rigid#1", "Rigid#2", "Rigid#3"});
  const Selection selection(options_with(std::nullopt, std::nullopt, true));
  EXPECT_FALSE(selection.keep_step_node(*c.zone, *c.zone->child("Grid#2")));
  EXPECT_TRUE(selection.keep_step_node(*c.zone, *c.zone->child("Grid#3")));
  selection.apply_to_zone(*c.zone);
  EXPECT_EQ(children_of(*c.zone), (std::vector<std::string>{"ZoneType", "Grid#3", "Deform#3", "Rigid#3",
                                                            "GridCoordinates", "ZoneIterativeData"}));
  const sids::ZoneIterativeDataView view(
      sids::NodeRef{c.zone->child("ZoneIterativeData"), "/Base/Zone/ZoneIterativeData"});
  EXPECT_EQ(view.pointers("ArbitraryGridMotionPointers"), (std::vector<std::string>{"Deform#3"}));
}

TEST(Selection, InvalidTimeSpecIsAUsageErrorAtConstruction) {
  EXPECT_THROW(Selection(time_options("0.5:0.1", false)), pcgns::UsageError);
}

}  // namespace
