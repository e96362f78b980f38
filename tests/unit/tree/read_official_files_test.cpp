// read_tree / read_bulk against real files written by the official CGNS library 3.0
// (chunked datasets, no creation order), 3.4.2 and 4.4. Expected values from h5dump.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pcgns/tree_io.hpp"

namespace pcgns {
namespace {

struct OfficialFile {
  const char* name;
  int version_code;
  DataType index_type;  // I4 in 3.0 files, I8 in later 64-bit builds
  Layout bulk_layout;
  // The 8-node hexahedra section's ElementType as stored: CGNS 3.0 wrote its own
  // numbering (18), the library renumbered from 3.1 on (HEXA_8 = 17).
  std::int64_t hexa_type;
};

class ReadOfficialFile : public ::testing::TestWithParam<OfficialFile> {
 protected:
  std::filesystem::path path() const { return std::filesystem::path(PCGNS_TEST_DATA_DIR) / GetParam().name; }
};

const Node& at(const Node& root, const std::string& p) {
  const Node* n = find_node(root, p);
  if (!n) throw std::runtime_error("missing node " + p);
  return *n;
}

std::vector<double> bulk_doubles(const Node& n, std::int64_t first, std::int64_t count) {
  std::vector<double> out(static_cast<std::size_t>(count));
  read_bulk(*n.bulk, n.type, first, count, out.data());
  return out;
}

TEST_P(ReadOfficialFile, RootAndVersion) {
  const Node root = read_tree(path());
  EXPECT_EQ(root.name, "/");
  EXPECT_EQ(root.label, "Root Node of HDF5 File");
  EXPECT_EQ(root.type, DataType::MT);
  EXPECT_EQ(tree_version(root).code, GetParam().version_code);
  // Even with every array left on disk.
  EXPECT_EQ(tree_version(read_tree(path(), ReadOptions{0})).code, GetParam().version_code);
  EXPECT_THROW(tree_version(Node("/", "Root Node of HDF5 File")), InputError);
  const Node& version = root.require_child("CGNSLibraryVersion");
  EXPECT_EQ(version.label, "CGNSLibraryVersion_t");
  EXPECT_EQ(version.type, DataType::R4);
  EXPECT_EQ(version.dims, Dims{1});
}

TEST_P(ReadOfficialFile, ZoneSizesAndStructure) {
  const Node root = read_tree(path());
  const Node& base = at(root, "/Base");
  EXPECT_EQ(base.label, "CGNSBase_t");
  EXPECT_EQ(base.as_int64(), (std::vector<std::int64_t>{3, 3}));
  const Node& zone = at(root, "/Base/Zone 1");
  EXPECT_EQ(zone.label, "Zone_t");
  EXPECT_EQ(zone.type, GetParam().index_type);
  EXPECT_EQ(zone.dims, (Dims{1, 3}));  // HDF5 (3,1) reversed
  EXPECT_EQ(zone.as_int64(), (std::vector<std::int64_t>{3213, 2560, 0}));
  EXPECT_EQ(at(root, "/Base/Zone 1/ZoneType").as_string(), "Unstructured");
  EXPECT_DOUBLE_EQ(at(root, "/Base/ReferenceState/Mach").as_double().at(0), 4.6);
}

TEST_P(ReadOfficialFile, ChildrenInCreationOrder) {
  const Node root = read_tree(path());
  std::vector<std::string> names;
  for (const Node& c : at(root, "/Base/Zone 1/GridCoordinates").children) names.push_back(c.name);
  EXPECT_EQ(names, (std::vector<std::string>{"CoordinateX", "CoordinateY", "CoordinateZ"}));
}

TEST_P(ReadOfficialFile, ZoneChildrenInCreationOrderOrByNameWithoutTracking) {
  const Node root = read_tree(path());
  std::vector<std::string> names;
  for (const Node& c : at(root, "/Base/Zone 1").children) names.push_back(c.name);
  std::vector<std::string> expected{"ZoneType",    "GridCoordinates", "Elem",         "InflowElem",
                                    "OutflowElem", "SidewallElem",    "FlowSolution", "ZoneBC"};
  // CGNS 3.0 did not track creation order: HDF5 can only give the name order.
  if (GetParam().version_code == 3000) std::sort(expected.begin(), expected.end());
  EXPECT_EQ(names, expected);
}

TEST_P(ReadOfficialFile, SectionRanges) {
  const Node root = read_tree(path());
  const std::vector<std::pair<std::string, std::vector<std::int64_t>>> expected{
      {"Elem", {1, 2560}}, {"InflowElem", {2561, 2688}}, {"OutflowElem", {2689, 2816}}, {"SidewallElem", {2817, 3776}}};
  for (const auto& [name, range] : expected) {
    const Node& section = at(root, "/Base/Zone 1/" + name);
    EXPECT_EQ(section.label, "Elements_t");
    EXPECT_EQ(section.require_child("ElementRange").as_int64(), range) << name;
  }
  // ElementType values exactly as the official writer stored them ([type, nbnd]).
  EXPECT_EQ(at(root, "/Base/Zone 1/Elem").as_int64(), (std::vector<std::int64_t>{GetParam().hexa_type, 0}));
  EXPECT_EQ(at(root, "/Base/Zone 1/InflowElem").as_int64(), (std::vector<std::int64_t>{7, 0}));
}

TEST_P(ReadOfficialFile, BoundaryPointLists) {
  const Node root = read_tree(path());
  const Node& ilo = at(root, "/Base/Zone 1/ZoneBC/Ilo/PointList");
  EXPECT_EQ(ilo.dims, (Dims{1, 128}));
  const auto values = ilo.as_int64();
  ASSERT_EQ(values.size(), 128u);
  for (std::size_t i = 0; i < values.size(); ++i) EXPECT_EQ(values[i], 2561 + std::int64_t(i));
  EXPECT_EQ(at(root, "/Base/Zone 1/ZoneBC/Ihi/PointList").as_int64().back(), 2816);
  EXPECT_EQ(at(root, "/Base/Zone 1/ZoneBC/Walls/PointList").dims, (Dims{1, 960}));
  EXPECT_EQ(at(root, "/Base/Zone 1/ZoneBC/Walls/PointList").as_int64().back(), 3776);
}

TEST_P(ReadOfficialFile, SmallArraysLoadedLargeOnesLeftOnDisk) {
  const Node root = read_tree(path());
  const Node& x = at(root, "/Base/Zone 1/GridCoordinates/CoordinateX");
  EXPECT_EQ(x.dims, Dims{3213});
  EXPECT_TRUE(x.has_data());  // 25704 bytes <= default threshold
  const Node big = read_tree(path(), ReadOptions{1024});
  const Node& xb = at(big, "/Base/Zone 1/GridCoordinates/CoordinateX");
  ASSERT_TRUE(xb.bulk.has_value());
  EXPECT_FALSE(xb.has_data());
  EXPECT_EQ(xb.bulk->layout, GetParam().bulk_layout);
  EXPECT_EQ(xb.bulk->dataset, "/Base/Zone 1/GridCoordinates/CoordinateX/ data");
  if (GetParam().bulk_layout == Layout::contiguous) EXPECT_GT(xb.bulk->offset, 0);
  else EXPECT_EQ(xb.bulk->offset, -1);
}

TEST_P(ReadOfficialFile, CoordinateAndFieldValues) {
  const Node root = read_tree(path(), ReadOptions{1024});
  const std::string zone = "/Base/Zone 1/";
  const auto& x = at(root, zone + "GridCoordinates/CoordinateX");
  EXPECT_EQ(bulk_doubles(x, 0, 4), (std::vector<double>{0, 1, 2, 3}));
  EXPECT_EQ(bulk_doubles(x, 1000, 1).at(0), 13.0);
  EXPECT_EQ(bulk_doubles(x, 3212, 1).at(0), 20.0);
  EXPECT_EQ(bulk_doubles(at(root, zone + "GridCoordinates/CoordinateY"), 3212, 1).at(0), 16.0);
  EXPECT_EQ(bulk_doubles(at(root, zone + "GridCoordinates/CoordinateZ"), 1000, 1).at(0), 2.0);
  EXPECT_EQ(bulk_doubles(at(root, zone + "GridCoordinates/CoordinateZ"), 3212, 1).at(0), 8.0);
  EXPECT_EQ(bulk_doubles(at(root, zone + "FlowSolution/Density"), 3212, 1).at(0), 20.0);
  EXPECT_EQ(bulk_doubles(at(root, zone + "FlowSolution/Pressure"), 1000, 1).at(0), 13.0);
}

TEST_P(ReadOfficialFile, ConnectivityThroughLoadData) {
  Node root = read_tree(path(), ReadOptions{1024});
  Node& conn = *find_node(root, "/Base/Zone 1/Elem/ElementConnectivity");
  ASSERT_TRUE(conn.bulk.has_value());
  load_data(conn);
  EXPECT_FALSE(conn.bulk.has_value());
  const auto values = conn.as_int64();
  ASSERT_EQ(values.size(), 20480u);
  EXPECT_EQ(std::vector<std::int64_t>(values.begin(), values.begin() + 8),
            (std::vector<std::int64_t>{1, 2, 23, 22, 358, 359, 380, 379}));
  EXPECT_EQ(std::vector<std::int64_t>(values.end() - 8, values.end()),
            (std::vector<std::int64_t>{2834, 2835, 2856, 2855, 3191, 3192, 3213, 3212}));
}

INSTANTIATE_TEST_SUITE_P(
    OfficialLibrary, ReadOfficialFile,
    ::testing::Values(OfficialFile{"cgnslib_vers-3000.cgns", 3000, DataType::I4, Layout::chunked, 18},
                      OfficialFile{"cgnslib_vers-3420.cgns", 3420, DataType::I8, Layout::contiguous, 17},
                      OfficialFile{"cgnslib_vers-4400.cgns", 4400, DataType::I8, Layout::contiguous, 17}),
    [](const auto& param_info) { return std::string(param_info.param.name).substr(13, 4); });

}  // namespace
}  // namespace pcgns
