#include "pcgns/sids/iterative_data.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

TEST(BaseIterativeData, BuilderAndView) {
  Node root = root_with_base();
  const Node& biter = add_base_iterative_data(*root.child("Base"), "TimeIterValues", 3, {0.0, 0.5, 1.0}, {10, 20, 30});
  EXPECT_EQ(biter.label, "BaseIterativeData_t");
  EXPECT_EQ(biter.type, DataType::I4);
  EXPECT_EQ(biter.as_int64(), (std::vector<std::int64_t>{3}));
  EXPECT_EQ(biter.child("TimeValues")->type, DataType::R8);
  EXPECT_EQ(biter.child("IterationValues")->type, DataType::I4);
  const auto view = base_iterative_data(bases(root).front());
  ASSERT_TRUE(view.has_value());
  EXPECT_EQ(view->number_of_steps(), 3);
  EXPECT_EQ(view->time_values(), (std::vector<double>{0.0, 0.5, 1.0}));
  EXPECT_EQ(view->iteration_values(), (std::vector<std::int64_t>{10, 20, 30}));
  EXPECT_THROW(add_base_iterative_data(*root.child("Base"), "Bad", 2, {1.0}), UsageError);
}

TEST(BaseIterativeData, TimeValuesMustHaveOnePerStep) {
  Node root = root_with_base();
  Node& biter = add_base_iterative_data(*root.child("Base"), "It", 3, {0.0, 0.5, 1.0});
  biter.values<std::int32_t>()[0] = 4;
  expect_input_error([&] { (void)base_iterative_data(bases(root).front()); },
                     {"/Base/It/TimeValues", "[3]", "expected [4]"});
}

TEST(ZoneIterativeData, FlowSolutionPointersRoundTrip) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "Z", ZoneType::Unstructured, ZoneSizes::unstructured(4, 1));
  Node& ziter = add_zone_iterative_data(zone, "ZoneIterativeData");
  EXPECT_EQ(ziter.label, "ZoneIterativeData_t");
  const Node& pointers = add_pointers(ziter, "FlowSolutionPointers", {"Sol0", "Sol1", "Sol2"});
  EXPECT_EQ(pointers.label, "DataArray_t");
  EXPECT_EQ(pointers.type, DataType::C1);
  EXPECT_EQ(pointers.dims, (Dims{32, 3}));
  const auto view = zone_iterative_data(zone_view(root, "/Base/Z"), 3);
  ASSERT_TRUE(view.has_value());
  EXPECT_EQ(view->flow_solution_pointers(), (std::vector<std::string>{"Sol0", "Sol1", "Sol2"}));
  expect_input_error([&] { (void)zone_iterative_data(zone_view(root, "/Base/Z"), 2); },
                     {"/Base/Z/ZoneIterativeData/FlowSolutionPointers", "3 names", "(2)"});
  EXPECT_THROW(add_pointers(ziter, "P", {std::string(33, 'a')}), UsageError);
}

}  // namespace
}  // namespace pcgns::sids
