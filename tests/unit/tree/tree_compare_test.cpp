// compare_trees: equal trees give no difference; each kind of change (a removed, added
// or renamed node, a label, type, dimension or value, a link, child order, values on
// disk) gives one naming the node.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns {
namespace {

Node sample() {
  Node root("/", "Root Node of HDF5 File");
  root.add(make_data_node("CGNSLibraryVersion", "CGNSLibraryVersion_t", std::vector<float>{3.4f}));
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& zone = base.add(make_data_node("Zone", "Zone_t", std::vector<std::int64_t>{8, 1, 0}, Dims{1, 3}));
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  Node& bcs = zone.add(Node("ZoneBC", "ZoneBC_t"));
  bcs.add(make_string_node("wall", "BC_t", "BCWall"));
  bcs.add(make_string_node("inlet", "BC_t", "UserDefined"));
  base.add(make_link_node("Linked", {"other.cgns", "/Base/Zone"}));
  base.add(Node("Empty", "UserDefinedData_t"));
  return root;
}

std::vector<TreeDifference> diff(const Node& a, const Node& b, TreeCompareOptions options = {}) {
  return compare_trees(a, b, options);
}

TEST(CompareTrees, EqualTreesHaveNoDifference) { EXPECT_TRUE(diff(sample(), sample()).empty()); }

TEST(CompareTrees, VersionIgnoredUnlessAsked) {
  Node other = sample();
  other.children.front() = make_data_node("CGNSLibraryVersion", "CGNSLibraryVersion_t", std::vector<float>{4.4f});
  EXPECT_TRUE(diff(sample(), other).empty());
  TreeCompareOptions with_version;
  with_version.ignore_version = false;
  const auto d = diff(sample(), other, with_version);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].path, "/CGNSLibraryVersion");
}

TEST(CompareTrees, MissingAndExtraNodesNamed) {
  Node other = sample();
  find_node(other, "/Base/Zone/ZoneBC")->remove("wall");
  find_node(other, "/Base/Zone")->add(Node("Extra", "UserDefinedData_t"));
  const auto d = diff(sample(), other);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].path, "/Base/Zone/ZoneBC/wall");
  EXPECT_EQ(d[0].what, "missing from the second tree");
  EXPECT_EQ(d[1].path, "/Base/Zone/Extra");
}

TEST(CompareTrees, ChildOrderIsCompared) {
  Node other = sample();
  auto& bcs = find_node(other, "/Base/Zone/ZoneBC")->children;
  std::swap(bcs[0], bcs[1]);
  const auto d = diff(sample(), other);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].path, "/Base/Zone/ZoneBC");
  EXPECT_EQ(d[0].what, "child order (wall, inlet) != (inlet, wall)");
}

TEST(CompareTrees, LabelTypeDimensionsValuesAndLinks) {
  Node other = sample();
  find_node(other, "/Base/Zone/ZoneBC/wall")->label = "FamilyBC_t";
  set_text(*find_node(other, "/Base/Zone/ZoneBC/inlet"), "UserDefinEd");
  find_node(other, "/Base/Zone")->dims = {3, 1};
  find_node(other, "/Base/Linked")->link->path = "/Base/Other";
  Node& base = *find_node(other, "/Base");
  base.type = DataType::I8;
  const auto d = diff(sample(), other);
  ASSERT_EQ(d.size(), 5u);
  EXPECT_EQ(d[0].path, "/Base");
  EXPECT_EQ(d[0].what, "type I4 != I8");
  EXPECT_EQ(d[1].what, "dimensions [1,3] != [3,1]");
  EXPECT_EQ(d[2].what, "label BC_t != FamilyBC_t");
  EXPECT_EQ(d[3].what, "values differ from element 9");
  EXPECT_EQ(d[4].what, "link other.cgns:/Base/Zone != other.cgns:/Base/Other");
}

TEST(CompareTrees, ValuesOnDiskAreCompared) {
  test::ScratchDir dir;
  Node tree = sample();
  std::vector<double> big(100000);
  for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<double>(i);
  find_node(tree, "/Base/Zone")->add(make_data_node("Big", "DataArray_t", big));
  write_tree(dir / "a.cgns", tree);
  big[77777] = -1;
  find_node(tree, "/Base/Zone")->add(make_data_node("Big", "DataArray_t", big));
  write_tree(dir / "b.cgns", tree);
  const Node a = read_tree(dir / "a.cgns");
  const Node b = read_tree(dir / "b.cgns");
  ASSERT_TRUE(find_node(a, "/Base/Zone/Big")->bulk.has_value());
  EXPECT_TRUE(diff(a, read_tree(dir / "a.cgns")).empty());
  const auto d = diff(a, b);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].path, "/Base/Zone/Big");
  EXPECT_EQ(d[0].what, "values differ from element 77777");
}

TEST(CompareTrees, DeferredValuesSkippedOnlyWhenAsked) {
  Node planned = sample();
  find_node(planned, "/Base/Zone")->add(make_deferred_node("X", "DataArray_t", DataType::R8, {8}));
  Node written = sample();
  find_node(written, "/Base/Zone")->add(make_data_node("X", "DataArray_t", std::vector<double>(8, 1.0)));
  EXPECT_EQ(diff(planned, written).size(), 1u);
  TreeCompareOptions options;
  options.skip_deferred_values = true;
  EXPECT_TRUE(diff(planned, written, options).empty());
}

}  // namespace
}  // namespace pcgns
