// Node children (NodeList): references to a child stay valid while its siblings are
// added, inserted, erased or sorted; copies are deep; moves never throw.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns {
namespace {

Node bc_with_point_list(int i) {
  Node bc = make_string_node("BC" + std::to_string(i), "BC_t", "BCWall");
  bc.add(make_data_node("PointList", "IndexArray_t", std::vector<std::int32_t>{i, i + 1}, Dims{1, 2}));
  return bc;
}

std::vector<std::string> names(const NodeList& list) {
  std::vector<std::string> out;
  for (const Node& node : list) out.push_back(node.name);
  return out;
}

TEST(NodeList, AReferenceFromAddSurvivesAThousandMoreAdds) {
  Node zone_bc("ZoneBC", "ZoneBC_t");
  Node& first = zone_bc.add(Node("BC0", "BC_t"));
  const Node* lookup = zone_bc.child("BC0");
  std::vector<Node*> added{&first};
  for (int i = 1; i < 1000; ++i) added.push_back(&zone_bc.add(bc_with_point_list(i)));
  // Addresses compared first: were the nodes moved, reading through `first` would
  // already be undefined.
  ASSERT_EQ(&first, &zone_bc.children.front());
  ASSERT_EQ(lookup, &first);
  ASSERT_EQ(added.size(), zone_bc.children.size());
  for (std::size_t i = 0; i < added.size(); ++i) ASSERT_EQ(added[i], &zone_bc.children[i]) << i;
  first.add(make_string_node("FamilyName", "FamilyName_t", "Wall"));
  EXPECT_EQ(find_node(zone_bc, "BC0/FamilyName")->as_string(), "Wall");
  EXPECT_EQ(added[999]->child("PointList")->as_int64(), (std::vector<std::int64_t>{999, 1000}));
  // Replacing a child by name keeps its place and its address.
  Node& replaced = zone_bc.add(Node("BC0", "BC_t"));
  EXPECT_EQ(&replaced, &first);
  EXPECT_EQ(first.child("FamilyName"), nullptr);
  EXPECT_EQ(zone_bc.children.size(), 1000u);
}

TEST(NodeList, SortingReordersWithoutMovingTheNodes) {
  NodeList list;
  for (int i : {3, 1, 2, 1})
    list.push_back(make_string_node("N" + std::to_string(i), "Descriptor_t", std::to_string(i)));
  list.back().name = "N1b";
  std::vector<const Node*> before;
  for (const Node& node : list) before.push_back(&node);
  list.stable_sort([](const Node& a, const Node& b) { return a.as_string() < b.as_string(); });
  EXPECT_EQ(names(list), (std::vector<std::string>{"N1", "N1b", "N2", "N3"}));  // stable
  EXPECT_EQ(&list[0], before[1]);
  EXPECT_EQ(&list[1], before[3]);
  EXPECT_EQ(&list[2], before[2]);
  EXPECT_EQ(&list[3], before[0]);
  EXPECT_EQ(before[0]->name, "N3");
  list.sort([](const Node& a, const Node& b) { return a.name > b.name; });
  EXPECT_EQ(names(list), (std::vector<std::string>{"N3", "N2", "N1b", "N1"}));
  EXPECT_EQ(&list[0], before[0]);
  EXPECT_EQ(&list[3], before[1]);
}

TEST(NodeList, EraseAndInsertLeaveTheOtherChildrenInPlace) {
  Node zone_bc("ZoneBC", "ZoneBC_t");
  for (int i = 0; i < 5; ++i) zone_bc.add(bc_with_point_list(i));
  Node& last = zone_bc.children.back();
  Node& second = zone_bc.children[1];
  EXPECT_TRUE(zone_bc.remove("BC0"));
  auto next = zone_bc.children.erase(zone_bc.children.begin() + 1);  // BC2
  EXPECT_EQ(next->name, "BC3");
  EXPECT_EQ(&zone_bc.children.front(), &second);
  EXPECT_EQ(&zone_bc.children.back(), &last);
  auto at = zone_bc.children.insert(zone_bc.children.begin() + 1, Node("Inserted", "BC_t"));
  EXPECT_EQ(at->name, "Inserted");
  EXPECT_EQ(names(zone_bc.children), (std::vector<std::string>{"BC1", "Inserted", "BC3", "BC4"}));
  EXPECT_EQ(&zone_bc.children.back(), &last);
  EXPECT_EQ(last.child("PointList")->as_int64(), (std::vector<std::int64_t>{4, 5}));
  EXPECT_EQ(erase_if(zone_bc.children, [](const Node& c) { return c.name != "BC4"; }), 3u);
  ASSERT_EQ(zone_bc.children.size(), 1u);
  EXPECT_EQ(&zone_bc.children.front(), &last);
  zone_bc.children.erase(zone_bc.children.begin(), zone_bc.children.end());
  EXPECT_TRUE(zone_bc.children.empty());
}

TEST(NodeList, CopiesAreDeep) {
  Node zone("Zone", "Zone_t");
  zone.add(bc_with_point_list(7));
  Node copy = zone;
  ASSERT_EQ(copy.children.size(), 1u);
  EXPECT_NE(&copy.children[0], &zone.children[0]);
  EXPECT_NE(copy.child("BC7")->child("PointList"), zone.child("BC7")->child("PointList"));
  copy.child("BC7")->child("PointList")->values<std::int32_t>()[0] = 70;
  copy.child("BC7")->name = "Renamed";
  EXPECT_EQ(zone.child("BC7")->child("PointList")->as_int64(), (std::vector<std::int64_t>{7, 8}));
  // Assignment replaces the children with copies, also from a subtree of itself.
  zone = copy;
  EXPECT_EQ(zone.child("Renamed")->child("PointList")->as_int64(), (std::vector<std::int64_t>{70, 8}));
  zone.children = zone.children[0].children;
  EXPECT_EQ(names(zone.children), (std::vector<std::string>{"PointList"}));
}

TEST(NodeList, MovesKeepTheChildrenAndNeverThrow) {
  EXPECT_TRUE(std::is_nothrow_move_constructible_v<Node>);
  EXPECT_TRUE(std::is_nothrow_move_assignable_v<Node>);
  EXPECT_TRUE(std::is_nothrow_move_constructible_v<NodeList>);
  std::vector<Node> zones;
  zones.push_back(Node("Zone", "Zone_t"));
  const Node* bc = &zones.front().add(bc_with_point_list(1));
  for (int i = 0; i < 100; ++i) zones.push_back(Node("Zone" + std::to_string(i), "Zone_t"));
  EXPECT_EQ(zones.front().child("BC1"), bc);
  Node moved = std::move(zones.front());
  EXPECT_EQ(moved.child("BC1"), bc);
}

TEST(NodeList, ReadsLikeAVectorOfNodes) {
  NodeList list{Node("A", "Descriptor_t"), Node("B", "Descriptor_t")};
  list.emplace_back("C", "Descriptor_t");
  list.reserve(10);
  const NodeList& view = list;
  EXPECT_EQ(view.size(), 3u);
  EXPECT_EQ(view.front().name, "A");
  EXPECT_EQ(view.back().name, "C");
  NodeList::const_iterator it = list.begin();  // iterator converts to const_iterator
  EXPECT_EQ((it + 2)->name, "C");
  EXPECT_EQ(it[1].name, "B");
  EXPECT_EQ(view.end() - view.begin(), 3);
  EXPECT_EQ(std::find_if(view.begin(), view.end(), [](const Node& n) { return n.name == "B"; }) - view.begin(), 1);
  static_assert(std::random_access_iterator<NodeList::iterator>);
  static_assert(std::random_access_iterator<NodeList::const_iterator>);
  list.clear();
  EXPECT_TRUE(list.empty());
}

TEST(NodeList, CostsOnePointerPerChildBesidesTheChild) { EXPECT_EQ(sizeof(NodeList), sizeof(std::vector<Node*>)); }

}  // namespace
}  // namespace pcgns
