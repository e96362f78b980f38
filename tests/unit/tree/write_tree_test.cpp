// write_tree: the exact ADFH form on disk (checked with raw HDF5) and write -> read
// round trips of every data type, layout choice, order and version stamp.
#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"
#include "tree/tree_writer.hpp"
#include "unit/tree/hdf5_probe.hpp"

namespace pcgns {
namespace {

using test::ScratchDir;
using testing::Probe;

template <class T>
std::vector<T> ramp(std::size_t n, double scale = 1.0) {
  std::vector<T> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<T>(static_cast<double>(i) * scale + 1);
  return v;
}

Node sample_tree() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& arrays = base.add(Node("Arrays", "UserDefinedData_t"));
  arrays.add(make_data_node("Zeta_I4", "DataArray_t", std::vector<std::int32_t>{-1, 2, -3}));
  arrays.add(make_data_node("Alpha_I8", "DataArray_t", std::vector<std::int64_t>{std::int64_t{1} << 40, -7}));
  arrays.add(make_data_node("U4", "DataArray_t", std::vector<std::uint32_t>{4000000000u, 1u}));
  arrays.add(make_data_node("U8", "DataArray_t", std::vector<std::uint64_t>{~std::uint64_t{0}}));
  arrays.add(make_data_node("R4", "DataArray_t", std::vector<float>{1.5f, -2.25f}));
  arrays.add(make_data_node("R8_2D", "DataArray_t", ramp<double>(12, 0.5), Dims{3, 4}));
  arrays.add(make_data_node("X4", "DataArray_t", std::vector<std::complex<float>>{{1.f, 2.f}, {-3.f, 4.5f}}));
  arrays.add(make_data_node("X8", "DataArray_t", std::vector<std::complex<double>>{{0.25, -8}}));
  arrays.add(make_string_node("C1", "Descriptor_t", "hello, CGNS"));
  arrays.add(make_data_node("B1", "DataArray_t", std::vector<unsigned char>{0, 255, 7}));
  arrays.add(make_data_node("Big", "DataArray_t", ramp<double>(10000)));  // 80 kB: contiguous
  arrays.add(make_deferred_node("Deferred", "DataArray_t", DataType::R8, Dims{5, 2}));
  base.add(Node("Empty", "Family_t"));
  return root;
}

class WriteTree : public ::testing::Test {
 protected:
  ScratchDir dir;
  std::string file = (dir / "out.cgns").string();
};

TEST_F(WriteTree, RoundTripKeepsEveryTypeValueAndOrder) {
  const Node tree = sample_tree();
  write_tree(file, tree);
  const Node back = read_tree(file, ReadOptions{1 << 20});
  const Node& arrays = *find_node(back, "/Base/Arrays");
  std::vector<std::string> names;
  for (const Node& c : arrays.children) names.push_back(c.name);
  EXPECT_EQ(names, (std::vector<std::string>{"Zeta_I4", "Alpha_I8", "U4", "U8", "R4", "R8_2D", "X4", "X8", "C1", "B1",
                                             "Big", "Deferred"}));
  for (const Node& original : find_node(tree, "/Base/Arrays")->children) {
    const Node& copy = *arrays.child(original.name);
    EXPECT_EQ(copy.label, original.label) << original.name;
    EXPECT_EQ(copy.type, original.type) << original.name;
    EXPECT_EQ(copy.dims, original.dims) << original.name;
    if (original.has_data()) {
      EXPECT_EQ(copy.data, original.data) << original.name;
    }
  }
  EXPECT_EQ(arrays.child("C1")->as_string(), "hello, CGNS");
  EXPECT_EQ(arrays.child("X4")->values<std::complex<float>>()[1], std::complex<float>(-3.f, 4.5f));
  EXPECT_EQ(find_node(back, "/Base/Empty")->label, "Family_t");
  EXPECT_EQ(find_node(back, "/Base/Empty")->type, DataType::MT);
  EXPECT_EQ(back.children.front().name, "CGNSLibraryVersion");
}

TEST_F(WriteTree, RootFormMatchesAdfh) {
  write_tree(file, sample_tree());
  Probe probe(file);
  EXPECT_EQ(probe.string_attribute("/", "name").c_str(), std::string("HDF5 MotherNode"));
  EXPECT_EQ(probe.string_attribute("/", "label").c_str(), std::string("Root Node of HDF5 File"));
  EXPECT_EQ(probe.string_attribute("/", "type").c_str(), std::string("MT"));
  EXPECT_FALSE(probe.has_attribute("/", "flags"));
  const auto format = probe.chars("/ format");
  EXPECT_EQ(std::string(format.begin(), format.end()), std::string("IEEE_LITTLE_32") + '\0');
  EXPECT_EQ(probe.dataset("/ format").layout, H5D_COMPACT);
  const auto version = probe.chars("/ hdf5version");
  ASSERT_EQ(version.size(), 33u);
  unsigned major = 0, minor = 0, release = 0;
  H5get_libversion(&major, &minor, &release);
  EXPECT_EQ(std::string(version.data()),
            "HDF5 Version " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(release));
  EXPECT_EQ(version.back(), '\0');
  EXPECT_EQ(probe.creation_order_flags("/"), unsigned{H5P_CRT_ORDER_TRACKED | H5P_CRT_ORDER_INDEXED});
}

TEST_F(WriteTree, NodeAttributesHaveAdfhSizesAndFlags) {
  write_tree(file, sample_tree());
  Probe probe(file);
  for (const std::string node : {"/Base", "/Base/Arrays/R4", "/CGNSLibraryVersion"}) {
    EXPECT_EQ(probe.attribute_size(node, "name"), 33u) << node;
    EXPECT_EQ(probe.attribute_size(node, "label"), 33u) << node;
    EXPECT_EQ(probe.attribute_size(node, "type"), 3u) << node;
    EXPECT_EQ(probe.flags(node), 1) << node;
  }
  EXPECT_EQ(probe.string_attribute("/Base/Arrays/R4", "type").c_str(), std::string("R4"));
  EXPECT_EQ(probe.string_attribute("/Base", "label").c_str(), std::string("CGNSBase_t"));
  EXPECT_EQ(probe.creation_order_flags("/Base/Arrays"), unsigned{H5P_CRT_ORDER_TRACKED | H5P_CRT_ORDER_INDEXED});
  // CGNS (3, 4) is stored as HDF5 (4, 3).
  EXPECT_EQ(probe.dataset("/Base/Arrays/R8_2D/ data").dims, (std::vector<hsize_t>{4, 3}));
  EXPECT_EQ(probe.dataset("/Base/Arrays/C1/ data").type_size, 1u);
  EXPECT_EQ(probe.dataset("/Base/Arrays/X8/ data").file_type_class, H5T_COMPOUND);
}

// A group's header has room for its four attributes and its compact links from the
// start: a continuation chunk would be one more metadata object per node to write.
TEST_F(WriteTree, GroupHeadersHoldTheirAttributesInOneChunk) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& zone =
      base.add(make_data_node("A_zone_with_a_long_name_of_32_ch", "Zone_t", std::vector<std::int64_t>{8, 1, 0}));
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  for (const char* name : {"GridCoordinates", "Elements", "FlowSolution", "ZoneBC", "Family"})
    zone.add(Node(name, "UserDefinedData_t"));
  Node& many = base.add(Node("Many", "UserDefinedData_t"));
  for (int i = 0; i < 20; ++i) many.add(Node("Child" + std::to_string(i), "UserDefinedData_t"));
  write_tree(file, root);
  Probe probe(file);
  for (const std::string node :
       {"/Base", "/Base/A_zone_with_a_long_name_of_32_ch", "/Base/A_zone_with_a_long_name_of_32_ch/ZoneType",
        "/Base/A_zone_with_a_long_name_of_32_ch/Family", "/Base/Many", "/Base/Many/Child7"})
    EXPECT_EQ(probe.header_chunks(node), 1u) << node;
  // Sized headers change where HDF5 puts things, never the tree read back.
  const Node back = read_tree(file, ReadOptions{1 << 20});
  EXPECT_TRUE(compare_trees(root, back).empty());
}

TEST_F(WriteTree, CompactBelowThresholdContiguousEarlyNoFillAbove) {
  const auto placements = write_tree(file, sample_tree());
  Probe probe(file);
  const auto small = probe.dataset("/Base/Arrays/R4/ data");
  EXPECT_EQ(small.layout, H5D_COMPACT);
  for (const std::string big : {"/Base/Arrays/Big/ data", "/Base/Arrays/Deferred/ data"}) {
    const auto info = probe.dataset(big);
    EXPECT_EQ(info.layout, H5D_CONTIGUOUS) << big;
    EXPECT_EQ(info.alloc_time, H5D_ALLOC_TIME_EARLY) << big;
    EXPECT_EQ(info.fill_time, H5D_FILL_TIME_NEVER) << big;
    EXPECT_NE(info.offset, HADDR_UNDEF) << big;
  }
  // Only the contiguous datasets are placed, in file order, at their real offsets.
  ASSERT_EQ(placements.size(), 2u);
  for (std::size_t i = 1; i < placements.size(); ++i) EXPECT_LT(placements[i - 1].offset, placements[i].offset);
  for (const auto& p : placements) {
    EXPECT_EQ(static_cast<haddr_t>(p.offset), probe.dataset(p.node_path + "/ data").offset) << p.node_path;
  }
  const auto deferred = std::find_if(placements.begin(), placements.end(),
                                     [](const auto& p) { return p.node_path == "/Base/Arrays/Deferred"; });
  ASSERT_NE(deferred, placements.end());
  EXPECT_EQ(deferred->type, DataType::R8);
  EXPECT_EQ(deferred->dims, (Dims{5, 2}));
  EXPECT_EQ(deferred->bytes, 80);
}

TEST_F(WriteTree, ThresholdOptionChoosesLayout) {
  WriteOptions options;
  options.compact_threshold = 4;  // everything but 4-byte arrays goes contiguous
  const auto placements = write_tree(file, sample_tree(), options);
  Probe probe(file);
  EXPECT_EQ(probe.dataset("/Base/Arrays/R4/ data").layout, H5D_CONTIGUOUS);
  EXPECT_EQ(probe.dataset("/CGNSLibraryVersion/ data").layout, H5D_COMPACT);
  EXPECT_GT(placements.size(), 5u);
}

TEST_F(WriteTree, AlignmentOptionAlignsBulkData) {
  WriteOptions options;
  options.alignment = 4096;
  options.alignment_threshold = 4096;
  const auto placements = write_tree(file, sample_tree(), options);
  for (const auto& p : placements) {
    if (p.bytes >= 4096) {
      EXPECT_EQ(p.offset % 4096, 0) << p.node_path;
    }
  }
}

TEST_F(WriteTree, VersionStampComesFromOptions) {
  Node tree = sample_tree();
  tree.add(make_data_node("CGNSLibraryVersion", "CGNSLibraryVersion_t", std::vector<float>{9.9f}));
  for (const char* text : {"3.4", "4.4", "4.2"}) {
    WriteOptions options;
    options.version = CgnsVersion::parse(text);
    write_tree(file, tree, options);
    const Node back = read_tree(file);
    EXPECT_EQ(tree_version(back).to_string(), text);
    const Node& node = back.require_child("CGNSLibraryVersion");
    EXPECT_EQ(node.type, DataType::R4);
    EXPECT_EQ(node.dims, Dims{1});
    EXPECT_EQ(node.values<float>()[0], options.version.as_float());
    EXPECT_EQ(back.children_with_label("CGNSLibraryVersion_t").size(), 1u);
  }
}

TEST_F(WriteTree, BulkDataIsCopiedFromItsSourceFile) {
  const std::string official = std::string(PCGNS_TEST_DATA_DIR) + "/cgnslib_vers-3000.cgns";
  const Node lazy = read_tree(official, ReadOptions{256});  // chunked source datasets
  ASSERT_TRUE(find_node(lazy, "/Base/Zone 1/Elem/ElementConnectivity")->bulk.has_value());
  write_tree(file, lazy);
  const Node copy = read_tree(file, ReadOptions{1 << 20});
  const Node full = read_tree(official, ReadOptions{1 << 20});
  for (const char* path : {"/Base/Zone 1/Elem/ElementConnectivity", "/Base/Zone 1/GridCoordinates/CoordinateY",
                           "/Base/Zone 1/FlowSolution/Pressure", "/Base/Zone 1/ZoneBC/Walls/PointList"}) {
    ASSERT_NE(find_node(copy, path), nullptr) << path;
    EXPECT_EQ(find_node(copy, path)->data, find_node(full, path)->data) << path;
    EXPECT_EQ(find_node(copy, path)->dims, find_node(full, path)->dims) << path;
  }
}

// Arrays of a MiB and more go in past HDF5 at their dataset's offset: spliced from
// memory, or copied in the kernel from a contiguous raw source. Read back, every value
// agrees with what was written.
TEST_F(WriteTree, LargeArraysWrittenPastHdf5ReadBackExactly) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  base.add(make_data_node("Reals", "DataArray_t", ramp<double>(300000, 0.25)));               // 2.4 MB
  base.add(make_data_node("Ints", "DataArray_t", ramp<std::int32_t>(500001), Dims{500001}));  // 2 MB
  const std::string source = (dir / "source.cgns").string();
  write_tree(source, root);

  Node lazy = read_tree(source, ReadOptions{1 << 16});  // contiguous raw BulkRefs
  ASSERT_GE(find_node(lazy, "/Base/Reals")->bulk->offset, 0);
  find_node(lazy, "/Base")->add(make_data_node("Memory", "DataArray_t", ramp<float>(700000, 3.0)));  // 2.8 MB
  write_tree(file, lazy);
  const Node back = read_tree(file, ReadOptions{1 << 24});
  for (const char* path : {"/Base/Reals", "/Base/Ints", "/Base/Memory"})
    ASSERT_NE(find_node(back, path), nullptr) << path;
  EXPECT_EQ(find_node(back, "/Base/Reals")->as_double(), ramp<double>(300000, 0.25));
  EXPECT_EQ(find_node(back, "/Base/Ints")->as_int64(), ramp<std::int64_t>(500001));
  EXPECT_EQ(find_node(back, "/Base/Memory")->data, find_node(lazy, "/Base/Memory")->data);
}

TEST_F(WriteTree, RefusesToOverwriteItsOwnBulkSource) {
  write_tree(file, sample_tree());
  const Node lazy = read_tree(file, ReadOptions{16});
  EXPECT_THROW(write_tree(file, lazy), UsageError);
  EXPECT_EQ(read_tree(file).require_child("Base").name, "Base");  // still intact
}

TEST_F(WriteTree, InvalidNodesAreRejectedAndNoFileIsLeft) {
  Node tree = sample_tree();
  tree.children.back().add(Node(std::string(33, 'n'), "UserDefinedData_t"));
  try {
    write_tree(file, tree);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/Base/" + std::string(33, 'n')), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(file));

  Node wrong_size = sample_tree();
  find_node(wrong_size, "/Base/Arrays/R4")->dims = {3};
  EXPECT_THROW(write_tree(file, wrong_size), InputError);
}

TEST_F(WriteTree, CallerSuppliedFileAccessList) {
  // The in-memory "core" driver with a backing store stands in for MPI-IO here.
  const hid_t access = H5Pcreate(H5P_FILE_ACCESS);
  H5Pset_fapl_core(access, 1 << 20, 1);
  const auto placements = tree::write_tree_with_access(file, sample_tree(), WriteOptions{}, access);
  EXPECT_EQ(H5Pget_driver(access), H5FD_CORE);
  H5F_libver_t low{}, high{};
  H5Pget_libver_bounds(access, &low, &high);
  EXPECT_EQ(high, H5F_LIBVER_LATEST);  // the caller's list is left as it was
  H5Pclose(access);
  EXPECT_EQ(placements.size(), 2u);
  const Node back = read_tree(file, ReadOptions{1 << 20});
  EXPECT_EQ(find_node(back, "/Base/Arrays/Big")->as_double().back(), 10000.0);
  Probe probe(file);
  EXPECT_EQ(probe.dataset("/Base/Arrays/Deferred/ data").fill_time, H5D_FILL_TIME_NEVER);
}

TEST_F(WriteTree, UnwritableDestinationIsAnOutputError) {
  EXPECT_THROW(write_tree(dir / "no/such/dir/out.cgns", sample_tree()), OutputError);
}

}  // namespace
}  // namespace pcgns
