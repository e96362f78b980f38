// NGON_n / NFACE_n / MIXED sections between the CGNS <4.0 layout (counts inside the
// connectivity, no offsets) and the >=4.0 layout (ElementStartOffset), which a 3.4 stamp
// also gets (and may be read in either).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pcgns/poly_layout.hpp"
#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns {
namespace {

using I = std::vector<std::int64_t>;
const CgnsVersion v33{3300}, v34{3400}, v44{4400}, v31{3100};

template <class T>
Node section(const std::string& name, int type, std::int64_t first, std::int64_t last, const std::vector<T>& conn,
             const std::vector<T>* offsets) {
  Node s = make_data_node(name, "Elements_t", std::vector<std::int32_t>{type, 0});
  s.add(make_data_node("ElementRange", "IndexRange_t", std::vector<T>{T(first), T(last)}));
  if (offsets) s.add(make_data_node("ElementStartOffset", "DataArray_t", *offsets));
  s.add(make_data_node("ElementConnectivity", "DataArray_t", conn));
  return s;
}

// A zone with the same faces/cells in the 4.x layout.
Node tree_v4() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& zone = base.add(make_data_node("Zone", "Zone_t", std::vector<std::int32_t>{6, 2, 0}, Dims{1, 3}));
  const std::vector<std::int32_t> ngon{1, 2, 3, 2, 3, 4, 5, 4, 5, 6}, ngon_eso{0, 3, 7, 10};
  zone.add(section("Faces", 22, 1, 3, ngon, &ngon_eso));
  const std::vector<std::int64_t> nface{1, 2, -3, 3}, nface_eso{0, 3, 4};
  zone.add(section("Cells", 23, 4, 5, nface, &nface_eso));
  const std::vector<std::int32_t> mixed{5, 1, 2, 3, 7, 1, 2, 3, 4, 3, 1, 2}, mixed_eso{0, 4, 9, 12};
  zone.add(section("Mixed", 20, 6, 8, mixed, &mixed_eso));
  const std::vector<std::int32_t> hexa{1, 2, 3, 4, 5, 6, 7, 8};
  zone.add(section<std::int32_t>("Hexa", 17, 9, 9, hexa, nullptr));
  return root;
}

const Node& node(const Node& root, const std::string& path) { return *find_node(root, path); }

void expect_v3_layout(const Node& root) {
  EXPECT_EQ(node(root, "/Base/Zone/Faces/ElementConnectivity").as_int64(), (I{3, 1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6}));
  EXPECT_EQ(node(root, "/Base/Zone/Faces/ElementConnectivity").dims, Dims{13});
  EXPECT_EQ(node(root, "/Base/Zone/Faces/ElementConnectivity").type, DataType::I4);
  EXPECT_EQ(node(root, "/Base/Zone/Cells/ElementConnectivity").as_int64(), (I{3, 1, 2, -3, 1, 3}));
  EXPECT_EQ(node(root, "/Base/Zone/Cells/ElementConnectivity").type, DataType::I8);
  EXPECT_EQ(node(root, "/Base/Zone/Mixed/ElementConnectivity").as_int64(), (I{5, 1, 2, 3, 7, 1, 2, 3, 4, 3, 1, 2}));
  for (const char* s : {"Faces", "Cells", "Mixed", "Hexa"})
    EXPECT_EQ(find_node(root, std::string("/Base/Zone/") + s + "/ElementStartOffset"), nullptr);
}

TEST(PolyLayout, FourToThreeAndBack) {
  const Node original = tree_v4();
  Node tree = original;
  convert_poly_sections(tree, v44, v33);
  expect_v3_layout(tree);
  EXPECT_EQ(node(tree, "/Base/Zone/Hexa").children.size(), 2u);
  convert_poly_sections(tree, v33, v44);
  for (const char* s : {"Faces", "Cells", "Mixed", "Hexa"}) {
    const std::string path = std::string("/Base/Zone/") + s;
    const Node& a = node(original, path);
    const Node& b = node(tree, path);
    ASSERT_EQ(a.children.size(), b.children.size()) << path;
    for (std::size_t i = 0; i < a.children.size(); ++i) {
      EXPECT_EQ(a.children[i].name, b.children[i].name) << path;  // offsets before connectivity
      EXPECT_EQ(a.children[i].type, b.children[i].type) << path;
      EXPECT_EQ(a.children[i].data, b.children[i].data) << path << "/" << a.children[i].name;
    }
  }
}

TEST(PolyLayout, SameSideOfFourIsANoOp) {
  Node tree = tree_v4();
  convert_poly_sections(tree, v44, CgnsVersion{4000});
  EXPECT_NE(find_node(tree, "/Base/Zone/Faces/ElementStartOffset"), nullptr);
  Node v3 = tree_v4();
  convert_poly_sections(v3, v44, v33);
  const Node copy = v3;
  convert_poly_sections(v3, v33, v31);
  EXPECT_EQ(node(v3, "/Base/Zone/Faces/ElementConnectivity").data,
            node(copy, "/Base/Zone/Faces/ElementConnectivity").data);
}

TEST(PolyLayout, InconsistentSectionsNameTheNode) {
  Node bad_offsets = tree_v4();
  find_node(bad_offsets, "/Base/Zone/Faces/ElementStartOffset")->values<std::int32_t>()[3] = 11;
  try {
    convert_poly_sections(bad_offsets, v44, v33);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/Base/Zone/Faces"), std::string::npos) << e.what();
  }
  Node bad_mixed = tree_v4();
  convert_poly_sections(bad_mixed, v44, v33);
  find_node(bad_mixed, "/Base/Zone/Mixed/ElementConnectivity")->values<std::int32_t>()[4] = 22;
  EXPECT_THROW(convert_poly_sections(bad_mixed, v33, v44), InputError);
  Node bad_count = tree_v4();
  convert_poly_sections(bad_count, v44, v33);
  find_node(bad_count, "/Base/Zone/Faces/ElementRange")->values<std::int32_t>()[1] = 4;
  EXPECT_THROW(convert_poly_sections(bad_count, v33, v44), InputError);
  Node truncated = tree_v4();
  convert_poly_sections(truncated, v44, v33);
  find_node(truncated, "/Base/Zone/Faces/ElementConnectivity")->values<std::int32_t>()[0] = 40;
  EXPECT_THROW(convert_poly_sections(truncated, v33, v44), InputError);
}

TEST(PolyLayout, WriteTreeFollowsTheStampedVersion) {
  test::ScratchDir dir;
  const Node tree = tree_v4();
  const auto file = dir / "v33.cgns";
  WriteOptions options;
  options.version = v33;
  write_tree(file, tree, options);
  const Node back = read_tree(file);
  EXPECT_EQ(tree_version(back).code, 3300);
  expect_v3_layout(back);
  // The caller's tree is untouched.
  EXPECT_NE(find_node(tree, "/Base/Zone/Faces/ElementStartOffset"), nullptr);

  // And a 3.x tree written as 4.4 gets its offsets.
  const auto file44 = dir / "v44.cgns";
  write_tree(file44, back);
  const Node back44 = read_tree(file44);
  EXPECT_EQ(node(back44, "/Base/Zone/Faces/ElementStartOffset").as_int64(), (I{0, 3, 7, 10}));
  EXPECT_EQ(node(back44, "/Base/Zone/Mixed/ElementStartOffset").as_int64(), (I{0, 4, 9, 12}));
  EXPECT_EQ(node(back44, "/Base/Zone/Faces/ElementConnectivity").data,
            node(tree, "/Base/Zone/Faces/ElementConnectivity").data);
}

TEST(PolyLayout, BulkSectionsAreLoadedForConversion) {
  test::ScratchDir dir;
  write_tree(dir / "v44.cgns", tree_v4());
  const Node lazy = read_tree(dir / "v44.cgns", ReadOptions{4});  // even [type, nbnd] on disk
  ASSERT_TRUE(node(lazy, "/Base/Zone/Faces").bulk.has_value());
  ASSERT_TRUE(node(lazy, "/Base/Zone/Faces/ElementConnectivity").bulk.has_value());
  WriteOptions options;
  options.version = v33;
  write_tree(dir / "v33.cgns", lazy, options);
  expect_v3_layout(read_tree(dir / "v33.cgns"));
}

TEST(PolyLayout, DeferredSectionCannotBeWrittenInTheOtherLayout) {
  test::ScratchDir dir;
  Node tree = tree_v4();
  Node& faces = *find_node(tree, "/Base/Zone/Faces");
  faces.add(make_deferred_node("ElementConnectivity", "DataArray_t", DataType::I4, Dims{10}));
  WriteOptions options;
  options.version = v33;
  EXPECT_THROW(write_tree(dir / "x.cgns", tree, options), InputError);
  // Written in its own layout, the deferred array is simply allocated.
  const auto placements = write_tree(dir / "y.cgns", tree);
  ASSERT_EQ(placements.size(), 1u);
  EXPECT_EQ(placements[0].node_path, "/Base/Zone/Faces/ElementConnectivity");
}

// The official 3.4.0 library writes ElementStartOffset under its 3.4 stamp, and it and
// the 4.2+ library read a 3.4 file's poly sections as having them.
TEST(PolyLayout, ThreeFourIsWrittenWithOffsets) {
  test::ScratchDir dir;
  WriteOptions options;
  options.version = v34;
  write_tree(dir / "from4.cgns", tree_v4(), options);
  Node counted = tree_v4();
  convert_poly_sections(counted, v44, v33);
  write_tree(dir / "from3.cgns", counted, options);
  for (const char* name : {"from4.cgns", "from3.cgns"}) {
    const Node back = read_tree(dir / name);
    EXPECT_EQ(tree_version(back).code, 3400) << name;
    EXPECT_EQ(node(back, "/Base/Zone/Faces/ElementStartOffset").as_int64(), (I{0, 3, 7, 10})) << name;
    EXPECT_EQ(node(back, "/Base/Zone/Cells/ElementStartOffset").as_int64(), (I{0, 3, 4})) << name;
    EXPECT_EQ(node(back, "/Base/Zone/Mixed/ElementStartOffset").as_int64(), (I{0, 4, 9, 12})) << name;
    EXPECT_EQ(node(back, "/Base/Zone/Faces/ElementConnectivity").data,
              node(tree_v4(), "/Base/Zone/Faces/ElementConnectivity").data)
        << name;
  }
}

// Official 3.4.1 (and pcgns before) wrote counts under the same 3.4 stamp: each section of
// a 3.4 tree is converted by its own layout.
TEST(PolyLayout, ThreeFourSectionsConvertByTheirOwnLayout) {
  Node counted = tree_v4();
  convert_poly_sections(counted, v44, v33);
  convert_poly_sections(counted, v34, v34);
  EXPECT_EQ(node(counted, "/Base/Zone/Faces/ElementStartOffset").as_int64(), (I{0, 3, 7, 10}));
  EXPECT_EQ(node(counted, "/Base/Zone/Faces/ElementConnectivity").data,
            node(tree_v4(), "/Base/Zone/Faces/ElementConnectivity").data);
  Node offsets = tree_v4();
  convert_poly_sections(offsets, v34, v33);
  expect_v3_layout(offsets);
}

}  // namespace
}  // namespace pcgns
