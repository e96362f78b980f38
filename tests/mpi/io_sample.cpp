#include "mpi/io_sample.hpp"

#include <gtest/gtest.h>

#include <cstring>

#include "pcgns/tree_io.hpp"

namespace pcgns::test {
namespace {

std::int64_t seed_of(const std::string& path) {
  std::uint32_t h = 2166136261u;  // FNV-1a: deterministic on every rank
  for (char c : path) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  return static_cast<std::int64_t>(h % 997);
}

template <class T>
void put(std::vector<std::byte>& out, T value) {
  const auto* p = reinterpret_cast<const std::byte*>(&value);
  out.insert(out.end(), p, p + sizeof value);
}

void append_value(std::vector<std::byte>& out, const ArraySpec& a, std::int64_t index) {
  const std::int64_t seed = seed_of(a.path);
  switch (a.type) {
    case DataType::R8: put(out, static_cast<double>(seed * 1000000 + index) + 0.125); break;
    case DataType::R4: put(out, static_cast<float>((seed * 7 + index) % 1000000) + 0.5f); break;
    case DataType::I4: put(out, static_cast<std::int32_t>(seed * 100000 + index)); break;
    case DataType::I8: put(out, seed * 10000000000 + index); break;
    default: throw std::logic_error("sample arrays are R8, R4, I4 or I8");
  }
}

// Creates the intermediate nodes of `path` below `root` with the labels CGNS uses.
Node& ensure_parent(Node& root, const std::string& path) {
  Node* node = &root;
  std::size_t start = 1;
  for (std::size_t slash = path.find('/', start); slash != std::string::npos; slash = path.find('/', start)) {
    const std::string name = path.substr(start, slash - start);
    Node* child = node->child(name);
    if (child == nullptr) {
      std::string label = name + "_t";
      if (name == "FlowSolution") label = "FlowSolution_t";
      if (name == "BC") label = "BC_t";
      if (name == ":CGNS#GlobalNumbering") label = "UserDefinedData_t";
      child = &node->add(Node(name, label));
      if (label == "FlowSolution_t") child->add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
    }
    node = child;
    start = slash + 1;
  }
  return *node;
}

std::string leaf_of(const std::string& path) { return path.substr(path.rfind('/') + 1); }

}  // namespace

Node SampleLayout::tree() const {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  for (const Node& zone : zones) base.add(zone);
  for (const ArraySpec& a : arrays)
    ensure_parent(root, a.path).add(make_deferred_node(leaf_of(a.path), "DataArray_t", a.type, a.dims));
  return root;
}

SampleLayout unstructured_zones(int zones, std::int64_t base_vertices) {
  SampleLayout layout;
  for (int z = 0; z < zones; ++z) {
    const std::string name = "Zone_" + std::to_string(z);
    const std::int64_t nv = base_vertices + 13 * z;
    Node zone = make_data_node(name, "Zone_t", std::vector<std::int64_t>{nv, nv / 4, 0}, {1, 3});
    zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
    Node& bcs = zone.add(Node("ZoneBC", "ZoneBC_t"));
    bcs.add(make_string_node("BC", "BC_t", "BCWall")).add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
    layout.zones.push_back(std::move(zone));
    const std::string p = "/Base/" + name;
    for (const char* c : {"CoordinateX", "CoordinateY", "CoordinateZ"})
      layout.arrays.push_back({p + "/GridCoordinates/" + c, DataType::R8, {nv}});
    layout.arrays.push_back({p + "/FlowSolution/Density", DataType::R4, {nv}});
    layout.arrays.push_back({p + "/ZoneBC/BC/PointList", DataType::I4, {1, nv / 2}});
    layout.arrays.push_back({p + "/:CGNS#GlobalNumbering/Vertex", DataType::I8, {nv}});
  }
  return layout;
}

SampleLayout structured_block(std::int64_t ni, std::int64_t nj, std::int64_t nk) {
  SampleLayout layout;
  Node zone = make_data_node(
      "Block", "Zone_t",
      std::vector<std::int32_t>{static_cast<std::int32_t>(ni), static_cast<std::int32_t>(nj),
                                static_cast<std::int32_t>(nk), static_cast<std::int32_t>(ni - 1),
                                static_cast<std::int32_t>(nj - 1), static_cast<std::int32_t>(nk - 1), 0, 0, 0},
      {3, 3});
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Structured"));
  layout.zones.push_back(std::move(zone));
  layout.arrays.push_back({"/Base/Block/GridCoordinates/CoordinateX", DataType::R8, {ni, nj, nk}});
  layout.arrays.push_back({"/Base/Block/GridCoordinates/CoordinateY", DataType::R8, {ni, nj, nk}});
  layout.arrays.push_back({"/Base/Block/FlowSolution/Pressure", DataType::R4, {ni - 1, nj - 1, nk - 1}});
  return layout;
}

std::vector<std::byte> expected_bytes(const ArraySpec& array, const Selection& selection) {
  std::vector<std::byte> out;
  if (!selection.box) {
    for (std::int64_t i = 0; i < selection.count; ++i) append_value(out, array, selection.first + i);
    return out;
  }
  for (const io::ElementRun& run : io::box_runs(array.dims, *selection.box))
    for (std::int64_t i = 0; i < run.count; ++i) append_value(out, array, run.first + i);
  return out;
}

std::vector<std::byte> expected_array(const ArraySpec& array) {
  return expected_bytes(array, {0, 0, element_count(array.dims), std::nullopt});
}

std::string write_path_name(WritePath path) {
  switch (path) {
    case WritePath::queue: return "queue";
    case WritePath::hdf5_collective: return "hdf5_collective";
    case WritePath::hdf5_independent: return "hdf5_independent";
  }
  return "unknown";
}

void expect_arrays_read_back(const std::filesystem::path& file, const SampleLayout& layout) {
  const Node tree = read_tree(file);
  for (const ArraySpec& a : layout.arrays) {
    const Node* node = find_node(tree, a.path);
    ASSERT_NE(node, nullptr) << a.path;
    EXPECT_EQ(node->type, a.type) << a.path;
    EXPECT_EQ(node->dims, a.dims) << a.path;
    std::vector<std::byte> values(static_cast<std::size_t>(node->byte_size()));
    if (node->has_data()) values = node->data;
    else read_bulk(*node->bulk, node->type, 0, node->count(), values.data());
    EXPECT_TRUE(values == expected_array(a)) << a.path << " differs";
  }
}

}  // namespace pcgns::test
