// A range of an unstructured zone cut into lists: its size, its checks and the copy of
// the original node a part keeps under its numbering.
#include <gtest/gtest.h>

#include "dist/list_range.hpp"
#include "pcgns/error.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::dist {
namespace {

Node holder_with(const std::string& name, const std::vector<std::int64_t>& values) {
  Node holder("wall", "BC_t");
  holder.add(make_data_node(name, "IndexRange_t", values, {1, 2}));
  return holder;
}

TEST(ListRange, PointsOfARangeOrAList) {
  EXPECT_EQ(set_points(holder_with("PointRange", {1011, 1050})), 40);
  EXPECT_EQ(set_points(holder_with("ElementRange", {7, 7})), 1);
  EXPECT_EQ(set_points(holder_with("PointRange", {9, 3})), 0);
  Node listed("wall", "BC_t");
  listed.add(make_data_node<std::int32_t>("PointList", "IndexArray_t", {4, 2, 9}, {1, 3}));
  EXPECT_EQ(set_points(listed), 3);
  EXPECT_EQ(set_points(Node("wall", "BC_t")), 0);
}

TEST(ListRange, BoundsRefuseABackwardsOrMalformedRange) {
  const auto bounds = range_bounds(*holder_with("PointRange", {3, 8}).child("PointRange"), "here");
  EXPECT_EQ(bounds.first, 3);
  EXPECT_EQ(bounds.second, 8);
  try {
    range_bounds(*holder_with("PointRange", {8, 3}).child("PointRange"), "file 'a.cgns' node '/B/Z/ZoneBC/w'");
    FAIL() << "a backwards range was accepted";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "file 'a.cgns' node '/B/Z/ZoneBC/w': begin 8 is after end 3");
  }
  const Node three = make_data_node<std::int64_t>("PointRange", "IndexRange_t", {1, 2, 3}, {3});
  EXPECT_THROW(range_bounds(three, "here"), InputError);
  const Node reals = make_data_node<double>("PointRange", "IndexRange_t", {1, 2}, {1, 2});
  EXPECT_THROW(range_bounds(reals, "here"), InputError);
}

TEST(ListRange, APartKeepsTheOriginalNodeUnderItsNumbering) {
  const Node original = holder_with("ElementRange", {1001, 1100});
  Node part("wall", "BC_t");
  EXPECT_EQ(recorded_range(part), nullptr);
  record_range(part, *original.child("ElementRange"));
  const Node* kept = recorded_range(part);
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(kept->name, "ElementRange");
  EXPECT_EQ(kept->label, "IndexRange_t");
  EXPECT_EQ(kept->type, DataType::I8);
  EXPECT_EQ(kept->as_int64(), (std::vector<std::int64_t>{1001, 1100}));
  EXPECT_NE(part.child(sids::kGlobalNumbering), nullptr);
  EXPECT_EQ(range_child(part), nullptr);  // not a point set of the part itself
}

}  // namespace
}  // namespace pcgns::dist
