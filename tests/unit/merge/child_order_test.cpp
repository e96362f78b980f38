// The order of a merged node's children from the parts' orders: every part's chain is
// followed, names no part orders come in the order first met, disagreeing parts still
// give every name once.
#include <gtest/gtest.h>

#include "merge/child_order.hpp"

namespace pcgns::merge {
namespace {

using Names = std::vector<std::string>;

TEST(ChildOrder, EveryPartsChainIsFollowed) {
  // No part holds all four; together they order them.
  EXPECT_EQ(merged_order({{"imin", "jmin", "kmin"}, {"imax", "jmin"}, {"imin", "imax"}}),
            (Names{"imin", "imax", "jmin", "kmin"}));
  // A name met late but placed early by a later part.
  EXPECT_EQ(merged_order({{"Coordinates", "Solution", "ZoneBC"}, {"Coordinates", "Init", "Solution"}}),
            (Names{"Coordinates", "Init", "Solution", "ZoneBC"}));
}

TEST(ChildOrder, UnorderedNamesComeAsFirstMet) {
  EXPECT_EQ(merged_order({{"b", "z"}, {"a", "z"}}), (Names{"b", "a", "z"}));
  EXPECT_EQ(merged_order({}), Names{});
}

TEST(ChildOrder, PartsThatDisagreeStillGiveEveryNameOnce) {
  EXPECT_EQ(merged_order({{"a", "b"}, {"b", "a"}}), (Names{"a", "b"}));
  EXPECT_EQ(merged_order({{"a", "a.0", "a"}}).size(), 2u);
}

TEST(ChildOrder, ChildrenReorderedAndTheUnnamedLast) {
  Node node("Zone", "Zone_t");
  for (const char* name : {"x", "c", "b", "a"}) node.add(Node(name, "UserDefinedData_t"));
  order_children(node, {"a", "b", "c"});
  Names names;
  for (const Node& child : node.children) names.push_back(child.name);
  EXPECT_EQ(names, (Names{"a", "b", "c", "x"}));
}

}  // namespace
}  // namespace pcgns::merge
