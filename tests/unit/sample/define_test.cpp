// define_sample builds, node for node, what the official library writes for the same
// case (the layout tests/interop/official_cgns.c produces), with bulk arrays deferred.
#include <gtest/gtest.h>

#include "pcgns/sample_case.hpp"

namespace pcgns::sample {
namespace {

SampleSpec small_spec(int version_code) {
  SampleSpec spec;
  spec.ni = 4;
  spec.nj = 3;
  spec.nk = 2;
  spec.n = 2;
  spec.version = CgnsVersion{version_code};
  return spec;
}

Node defined_tree(const SampleSpec& spec) {
  Node root("/", "Root Node of HDF5 File");
  define_sample(root, spec);
  return root;
}

const Node& at(const Node& root, const std::string& path) {
  const Node* node = find_node(root, path);
  if (node == nullptr) throw std::runtime_error("missing node " + path);
  return *node;
}

void expect_node(const Node& root, const std::string& path, const std::string& label, DataType type, const Dims& dims) {
  const Node& node = at(root, path);
  EXPECT_EQ(node.label, label) << path;
  EXPECT_EQ(node.type, type) << path;
  EXPECT_EQ(node.dims, dims) << path;
}

TEST(SampleDefine, StructuredBlockAsTheOfficialLibraryWritesIt) {
  const Node root = defined_tree(small_spec(3400));
  expect_node(root, "/Base", "CGNSBase_t", DataType::I4, {2});
  EXPECT_EQ(at(root, "/Base").as_int64(), (std::vector<std::int64_t>{3, 3}));
  expect_node(root, "/Base/Block", "Zone_t", DataType::I4, {3, 3});
  EXPECT_EQ(at(root, "/Base/Block").as_int64(), (std::vector<std::int64_t>{4, 3, 2, 3, 2, 1, 0, 0, 0}));
  EXPECT_EQ(at(root, "/Base/Block/ZoneType").as_string(), "Structured");
  expect_node(root, "/Base/Block/GridCoordinates", "GridCoordinates_t", DataType::MT, {});
  expect_node(root, "/Base/Block/GridCoordinates/CoordinateZ", "DataArray_t", DataType::R8, {4, 3, 2});
  expect_node(root, "/Base/Block/VertexData", "FlowSolution_t", DataType::MT, {});
  // The official library writes GridLocation only when it is not Vertex.
  EXPECT_EQ(at(root, "/Base/Block/VertexData").child("GridLocation"), nullptr);
  EXPECT_EQ(at(root, "/Base/Block/CellData/GridLocation").as_string(), "CellCenter");
  expect_node(root, "/Base/Block/CellData/Density", "DataArray_t", DataType::R8, {3, 2, 1});
}

TEST(SampleDefine, HexaZoneWithSectionsAndInflowBC) {
  const Node root = defined_tree(small_spec(3400));
  expect_node(root, "/Base/Hexa", "Zone_t", DataType::I4, {1, 3});
  EXPECT_EQ(at(root, "/Base/Hexa").as_int64(), (std::vector<std::int64_t>{27, 8, 0}));
  EXPECT_EQ(at(root, "/Base/Hexa/ZoneType").as_string(), "Unstructured");
  expect_node(root, "/Base/Hexa/Cells", "Elements_t", DataType::I4, {2});
  EXPECT_EQ(at(root, "/Base/Hexa/Cells").as_int64(), (std::vector<std::int64_t>{17, 0}));
  EXPECT_EQ(at(root, "/Base/Hexa/Cells/ElementRange").as_int64(), (std::vector<std::int64_t>{1, 8}));
  expect_node(root, "/Base/Hexa/Cells/ElementConnectivity", "DataArray_t", DataType::I4, {64});
  EXPECT_EQ(at(root, "/Base/Hexa/InflowFaces").as_int64(), (std::vector<std::int64_t>{7, 0}));
  EXPECT_EQ(at(root, "/Base/Hexa/InflowFaces/ElementRange").as_int64(), (std::vector<std::int64_t>{9, 12}));
  expect_node(root, "/Base/Hexa/ZoneBC", "ZoneBC_t", DataType::MT, {});
  expect_node(root, "/Base/Hexa/ZoneBC/Inflow", "BC_t", DataType::C1, {8});
  EXPECT_EQ(at(root, "/Base/Hexa/ZoneBC/Inflow").as_string(), "BCInflow");
  expect_node(root, "/Base/Hexa/ZoneBC/Inflow/PointList", "IndexArray_t", DataType::I4, {1, 4});
  EXPECT_EQ(at(root, "/Base/Hexa/ZoneBC/Inflow/GridLocation").as_string(), "FaceCenter");
  EXPECT_EQ(find_node(root, "/Base/Poly"), nullptr) << "3.4 files have no Poly zone";
}

TEST(SampleDefine, PolyZoneFromVersion4) {
  const Node root = defined_tree(small_spec(4400));
  const std::int64_t nf = poly_face_count(2);
  EXPECT_EQ(at(root, "/Base/Poly/Faces").as_int64(), (std::vector<std::int64_t>{22, 0}));
  EXPECT_EQ(at(root, "/Base/Poly/Faces/ElementRange").as_int64(), (std::vector<std::int64_t>{1, nf}));
  expect_node(root, "/Base/Poly/Faces/ElementStartOffset", "DataArray_t", DataType::I4, {nf + 1});
  expect_node(root, "/Base/Poly/Faces/ElementConnectivity", "DataArray_t", DataType::I4, {4 * nf});
  EXPECT_EQ(at(root, "/Base/Poly/Cells").as_int64(), (std::vector<std::int64_t>{23, 0}));
  EXPECT_EQ(at(root, "/Base/Poly/Cells/ElementRange").as_int64(), (std::vector<std::int64_t>{nf + 1, nf + 8}));
  expect_node(root, "/Base/Poly/Cells/ElementConnectivity", "DataArray_t", DataType::I4, {48});
}

TEST(SampleDefine, EveryBulkArrayIsDeferredWithItsType) {
  for (int code : {3400, 4400}) {
    const SampleSpec spec = small_spec(code);
    const Node root = defined_tree(spec);
    for (const SampleArray& array : sample_arrays(spec)) {
      const Node& node = at(root, array.path);
      EXPECT_TRUE(node.is_deferred()) << array.path;
      EXPECT_EQ(node.count(), array.count) << array.path;
      EXPECT_EQ(node.type, array.type) << array.path;
    }
  }
}

TEST(SampleDefine, SpecIsRecoveredFromTheTree) {
  for (int code : {3400, 4400}) {
    const SampleSpec spec = small_spec(code);
    const SampleSpec found = spec_from_tree(defined_tree(spec), spec.version);
    EXPECT_EQ(found.ni, spec.ni);
    EXPECT_EQ(found.nj, spec.nj);
    EXPECT_EQ(found.nk, spec.nk);
    EXPECT_EQ(found.n, spec.n);
    EXPECT_EQ(found.version, spec.version);
  }
}

TEST(SampleDefine, SpecFromTreeRejectsOtherTrees) {
  const Node root34 = defined_tree(small_spec(3400));
  EXPECT_THROW(spec_from_tree(root34, CgnsVersion{4400}), InputError);
  Node empty("/", "Root Node of HDF5 File");
  EXPECT_THROW(spec_from_tree(empty, CgnsVersion{4400}), InputError);
}

}  // namespace
}  // namespace pcgns::sample
