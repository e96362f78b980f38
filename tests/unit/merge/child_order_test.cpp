// combined_order: the order of a merged node's children from the orders its sources
// give; reorder_children and order_like_parts apply it.
#include <gtest/gtest.h>

#include "merge/child_order.hpp"

namespace pcgns::merge {
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

TEST(OrderLikeParts, ZoneBcPiecesAndInterfaces) {
  Node p0("Z.P0.N0", "Zone_t"), p1("Z.P1.N0", "Zone_t");
  for (Node* p : {&p0, &p1}) {
    p->add(Node("ZoneType", "ZoneType_t"));
    p->add(Node("ZoneBC", "ZoneBC_t"));
    p->add(Node("ZoneGridConnectivity", "ZoneGridConnectivity_t"));
  }
  p0.child("ZoneBC")->add(Node("inlet", "BC_t"));
  p0.child("ZoneBC")->add(Node("wall.0", "BC_t"));
  p1.child("ZoneBC")->add(Node("wall.1", "BC_t"));
  p1.child("ZoneBC")->add(Node("outlet", "BC_t"));
  p0.child("ZoneGridConnectivity")->add(Node("JN.P0.N0.LT.P1.N0", "GridConnectivity_t"));
  p0.child("ZoneGridConnectivity")->add(Node("match", "GridConnectivity_t"));
  Node merged("Z", "Zone_t");
  merged.add(Node("ZoneGridConnectivity", "ZoneGridConnectivity_t"));
  merged.add(Node("ZoneBC", "ZoneBC_t"));
  merged.add(Node("ZoneType", "ZoneType_t"));
  for (const char* bc : {"outlet", "wall", "inlet"}) merged.child("ZoneBC")->add(Node(bc, "BC_t"));
  order_like_parts(merged, {&p0, &p1});
  Names zone, bcs;
  for (const Node& c : merged.children) zone.push_back(c.name);
  for (const Node& c : merged.child("ZoneBC")->children) bcs.push_back(c.name);
  EXPECT_EQ(zone, (Names{"ZoneType", "ZoneBC", "ZoneGridConnectivity"}));
  EXPECT_EQ(bcs, (Names{"inlet", "wall", "outlet"}));
}

}  // namespace
}  // namespace pcgns::merge
