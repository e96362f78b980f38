// combined_order: the order of a merged node's children from the orders its sources
// give; reorder_children and order_like_parts apply it.
#include <gtest/gtest.h>

#include "dist/child_order.hpp"
#include "sids/order_record.hpp"

namespace pcgns::dist {
namespace {

using Names = std::vector<std::string>;

TEST(CombinedOrder, OneSequenceIsKept) {
  EXPECT_EQ(combined_order({{"Zone 2", "Family", "Zone 10", "Zone 1"}}),
            (Names{"Zone 2", "Family", "Zone 10", "Zone 1"}));
}

TEST(CombinedOrder, SequencesHoldingPiecesAreInterleaved) {
  // Part 0 holds inlet and outlet, part 1 wall and outlet: wall sits before outlet.
  EXPECT_EQ(combined_order({{"inlet", "outlet"}, {"wall", "outlet"}}), (Names{"inlet", "wall", "outlet"}));
  EXPECT_EQ(combined_order({{"b", "d"}, {"a", "b", "c", "d"}}), (Names{"a", "b", "c", "d"}));
}

TEST(CombinedOrder, UnorderedNamesComeInTheOrderFirstSeen) {
  EXPECT_EQ(combined_order({{"x"}, {"b"}, {"a"}}), (Names{"x", "b", "a"}));
}

TEST(CombinedOrder, ContradictionsFallBackToFirstSeen) {
  EXPECT_EQ(combined_order({{"a", "b"}, {"b", "a"}}), (Names{"a", "b"}));
  EXPECT_EQ(combined_order({{"a", "b", "c"}, {"c", "a"}, {}}).size(), 3u);
}

TEST(ReorderChildren, NamedFirstOthersKeepTheirOrderAfter) {
  Node node("Z", "Zone_t");
  for (const char* name : {"u", "c", "t", "a", "b"}) node.add(Node(name, "UserDefinedData_t"));
  reorder_children(node, {"a", "b", "c"});
  Names names;
  for (const Node& c : node.children) names.push_back(c.name);
  EXPECT_EQ(names, (Names{"a", "b", "c", "u", "t"}));
}

TEST(CombinedOrder, EveryPartsChainIsFollowed) {
  // No part holds all four; together they order them.
  EXPECT_EQ(combined_order({{"imin", "jmin", "kmin"}, {"imax", "jmin"}, {"imin", "imax"}}),
            (Names{"imin", "imax", "jmin", "kmin"}));
  // A name met late but placed early by a later part.
  EXPECT_EQ(combined_order({{"Coordinates", "Solution", "ZoneBC"}, {"Coordinates", "Init", "Solution"}}),
            (Names{"Coordinates", "Init", "Solution", "ZoneBC"}));
  EXPECT_EQ(combined_order({}), Names{});
  EXPECT_EQ(combined_order({{"a", "a.0", "a"}}).size(), 2u);
}

TEST(RecordedOrders, ReadFromThePartsThatCarryThem) {
  Node original("Z", "Zone_t");
  Node& bcs = original.add(Node("ZoneBC", "ZoneBC_t"));
  for (const char* name : {"outlet", "wall", "inlet"}) bcs.add(Node(name, "BC_t"));
  Node with("Z.P0.N0", "Zone_t"), without("Z.P1.N0", "Zone_t");
  with.add(sids::make_order_record(original, 0));
  EXPECT_EQ(recorded_orders({&with, &without}, "ZoneBC"), (std::vector<Names>{{"outlet", "wall", "inlet"}}));
  EXPECT_EQ(recorded_orders({&with, &without}, ""), (std::vector<Names>{{"ZoneBC"}}));
  EXPECT_TRUE(recorded_orders({&without}, "ZoneBC").empty());
}

}  // namespace
}  // namespace pcgns::dist
