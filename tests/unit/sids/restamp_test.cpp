// sids::restamp: the old forms of CGNS 1.x-3.1 files converted to today's, by the
// version limits the official reader applies; trees of other versions left as they are.
#include "pcgns/sids/restamp.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::expect_input_error;

Node index_node(std::string name, std::string label, const std::vector<std::int32_t>& values, Dims dims = {}) {
  return make_data_node(std::move(name), std::move(label), values, std::move(dims));
}

// Base/Zone with a 1.x family name on the zone and on a BC whose location and element
// range are stated the 1.x way, a 1.1-1.2 connection and a 1.1 section.
Node old_tree() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(index_node("Base", "CGNSBase_t", {3, 3}));
  base.add(Node("Wing", "Family_t"))
      .add(make_string_node("FamilyBC", "FamilyBC_t", "BCWall"))
      .add(Node("Values", "BCDataSet_t"));
  Node& zone = base.add(index_node("Zone", "Zone_t", {8, 1, 0}, {1, 3}));
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  zone.add(Node("Wing", "FamilyName_t"));
  Node& section = zone.add(index_node("Elements", "Elements_t", {17, 0}));
  section.add(index_node("ElementRange", "IndexRange_t", {1, 1}));
  section.add(index_node("ElementConnectivity", "DataArray_t", {1, 2, 3, 4, 5, 6, 7, 8}, {8, 1}));
  Node& bc = zone.add(Node("ZoneBC", "ZoneBC_t")).add(make_string_node("Wall", "BC_t", "BCWall"));
  bc.add(index_node("ElementRange", "IndexRange_t", {1, 1}));
  bc.add(Node("Wing", "FamilyName_t"));
  bc.add(Node("Data", "BCDataSet_t")).add(make_string_node("GridLocation", "GridLocation_t", "FaceCenter"));
  Node& conn = zone.add(Node("ZoneGridConnectivity", "ZoneGridConnectivity_t"))
                   .add(make_string_node("Overlap", "GridConnectivity_t", "Zone"));
  conn.add(index_node("PointList", "IndexArray_t", {1, 2}, {1, 2}));
  Node& donor = conn.add(Node("Donor", "UnstructuredDonor_t"));
  donor.add(index_node("CellListDonor", "IndexArray_t", {1, 1}, {1, 2}));
  donor.add(make_data_node("InterpolantsDonor", "DataArray_t", std::vector<double>{1, 0, 1, 0}, {2, 2}));
  conn.add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
  return root;
}

std::vector<std::string> child_names(const Node& node) {
  std::vector<std::string> names;
  for (const Node& child : node.children) names.push_back(child.name);
  return names;
}

TEST(Restamp, FamilyNamesOfVersion1BecomeTextInPlace) {
  Node root = old_tree();
  restamp(root, CgnsVersion{1100});
  const Node& zone = *find_node(root, "/Base/Zone");
  EXPECT_EQ(child_names(zone),
            (std::vector<std::string>{"ZoneType", "FamilyName", "Elements", "ZoneBC", "ZoneGridConnectivity"}));
  EXPECT_EQ(zone.child("FamilyName")->label, "FamilyName_t");
  EXPECT_EQ(zone.child("FamilyName")->type, DataType::C1);
  EXPECT_EQ(zone.child("FamilyName")->as_string(), "Wing");
  EXPECT_EQ(find_node(root, "/Base/Zone/ZoneBC/Wall/FamilyName")->as_string(), "Wing");
}

TEST(Restamp, TwoOldFamilyNamesOrATakenNameAreRefused) {
  Node root = old_tree();
  find_node(root, "/Base/Zone")->add(Node("Body", "FamilyName_t"));
  expect_input_error([&] { restamp(root, CgnsVersion{1200}); }, {"/Base/Zone", "2 FamilyName_t nodes without data"});
  root = old_tree();
  find_node(root, "/Base/Zone")->add(make_string_node("FamilyName", "Descriptor_t", "text"));
  expect_input_error([&] { restamp(root, CgnsVersion{1200}); },
                     {"/Base/Zone", "FamilyName_t 'Wing'", "the name is taken"});
}

TEST(Restamp, DonorListsMoveUpOutOfTheirHolders) {
  Node root = old_tree();
  restamp(root, CgnsVersion{1200});
  const Node& conn = *find_node(root, "/Base/Zone/ZoneGridConnectivity/Overlap");
  EXPECT_EQ(child_names(conn),
            (std::vector<std::string>{"PointList", "CellListDonor", "InterpolantsDonor", "GridLocation"}));
  EXPECT_EQ(conn.child("CellListDonor")->as_int64(), (std::vector<std::int64_t>{1, 1}));
  // 1.05 files and files from 1.27 on hold donor lists directly: nothing to move.
  for (const int code : {1050, 1270}) {
    Node untouched = old_tree();
    restamp(untouched, CgnsVersion{code});
    EXPECT_NE(find_node(untouched, "/Base/Zone/ZoneGridConnectivity/Overlap/Donor"), nullptr) << code;
  }
}

TEST(Restamp, BCLocationAndElementListsOfVersion1_2) {
  Node root = old_tree();
  restamp(root, CgnsVersion{1200});
  EXPECT_EQ(find_node(root, "/Base/Zone/ZoneBC/Wall/GridLocation")->as_string(), "FaceCenter");
  EXPECT_EQ(find_node(root, "/Base/Zone/ZoneBC/Wall/PointRange")->dims, (Dims{1, 2}));
  // A section's own ElementRange is 1-D in every version.
  EXPECT_EQ(find_node(root, "/Base/Zone/Elements/ElementRange")->dims, (Dims{2}));
  Node later = old_tree();
  restamp(later, CgnsVersion{1270});
  EXPECT_EQ(find_node(later, "/Base/Zone/ZoneBC/Wall/PointRange")->dims, (Dims{2}));
  // And 1.27 already names families by data: a data-less FamilyName_t stays as it is.
  EXPECT_EQ(find_node(later, "/Base/Zone/Wing")->type, DataType::MT);
}

// A 2.54 BC by element list in a base of `cell_dimension`, stated at Vertex as 2.x wrote it.
Node element_list_tree(std::int32_t cell_dimension, const char* point_set) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(index_node("Base", "CGNSBase_t", {cell_dimension, 3}));
  Node& zone = base.add(index_node("Zone", "Zone_t", {8, 1, 0}, {1, 3}));
  Node& bc = zone.add(Node("ZoneBC", "ZoneBC_t")).add(make_string_node("Wall", "BC_t", "BCWall"));
  bc.add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
  bc.add(
      index_node(point_set, point_set == std::string("ElementList") ? "IndexArray_t" : "IndexRange_t", {2, 3}, {1, 2}));
  bc.add(make_string_node("FamilyName", "FamilyName_t", "Wing"));
  return root;
}

TEST(Restamp, ElementListsAndRangesOfBCsBecomePointSetsAtTheBoundaryLocation) {
  const struct {
    std::int32_t cell_dimension;
    const char* old_set;
    const char* new_set;
    std::vector<std::string> children;
    const char* location;
  } cases[] = {
      {3, "ElementList", "PointList", {"PointList", "GridLocation", "FamilyName"}, "FaceCenter"},
      {3, "ElementRange", "PointRange", {"PointRange", "GridLocation", "FamilyName"}, "FaceCenter"},
      {2, "ElementList", "PointList", {"PointList", "GridLocation", "FamilyName"}, "EdgeCenter"},
      {1, "ElementRange", "PointRange", {"PointRange", "FamilyName"}, nullptr},
  };
  for (const auto& c : cases) {
    Node root = element_list_tree(c.cell_dimension, c.old_set);
    restamp(root, CgnsVersion{2540});
    const Node& bc = *find_node(root, "/Base/Zone/ZoneBC/Wall");
    EXPECT_EQ(child_names(bc), c.children) << c.old_set << " in " << c.cell_dimension << "-D";
    EXPECT_EQ(bc.child(c.new_set)->as_int64(), (std::vector<std::int64_t>{2, 3}));
    EXPECT_EQ(bc.child(c.new_set)->dims, (Dims{1, 2}));
    if (c.location) {
      EXPECT_EQ(bc.child("GridLocation")->as_string(), c.location);
    }
  }
  // From 3.2 on the tree is left as it is.
  Node current = element_list_tree(3, "ElementList");
  restamp(current, CgnsVersion{3200});
  EXPECT_NE(find_node(current, "/Base/Zone/ZoneBC/Wall/ElementList"), nullptr);
}

TEST(Restamp, ConnectivityOfVersion1_1IsFlattened) {
  Node root = old_tree();
  restamp(root, CgnsVersion{1100});
  const Node& conn = *find_node(root, "/Base/Zone/Elements/ElementConnectivity");
  EXPECT_EQ(conn.dims, (Dims{8}));
  EXPECT_EQ(conn.as_int64(), (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8}));
  Node later = old_tree();
  restamp(later, CgnsVersion{1200});
  EXPECT_EQ(find_node(later, "/Base/Zone/Elements/ElementConnectivity")->dims, (Dims{8, 1}));
}

TEST(Restamp, FamilyBCDataSetsOfVersion3_0AreRelabelled) {
  Node root = old_tree();
  restamp(root, CgnsVersion{3000});
  EXPECT_EQ(find_node(root, "/Base/Wing/FamilyBC/Values")->label, "FamilyBCDataSet_t");
  // Nothing of the 1.x forms changes in a 3.0 tree.
  EXPECT_EQ(find_node(root, "/Base/Zone/Wing")->type, DataType::MT);
  EXPECT_NE(find_node(root, "/Base/Zone/ZoneGridConnectivity/Overlap/Donor"), nullptr);
}

TEST(Restamp, TreesOfCurrentVersionsAreLeftAsTheyAre) {
  Node root = old_tree();
  restamp(root, CgnsVersion{3200});
  EXPECT_EQ(find_node(root, "/Base/Wing/FamilyBC/Values")->label, "BCDataSet_t");
  EXPECT_EQ(find_node(root, "/Base/Zone/Wing")->type, DataType::MT);
  EXPECT_EQ(find_node(root, "/Base/Zone/Elements/ElementConnectivity")->dims, (Dims{8, 1}));
  EXPECT_EQ(find_node(root, "/Base/Zone/ZoneBC/Wall/GridLocation"), nullptr);
}

}  // namespace
}  // namespace pcgns::sids
