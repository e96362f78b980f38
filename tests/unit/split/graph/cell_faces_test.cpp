// The faces the dual graph matches: for the 1-D cells, a bar's faces are its two end
// vertices, whatever its order; its inner nodes belong to no face. And the records
// pcgns-split meets for fixed-type cells, the same faces without listing them first.
#include <gtest/gtest.h>

#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/error.hpp"
#include "split/graph/cell_faces.hpp"
#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {
namespace {

using sids::ElementType;

std::vector<std::vector<std::int64_t>> faces_of(ElementType type, const std::vector<std::int64_t>& vertices) {
  FaceSet set;
  cell_faces(type, vertices, set);
  std::vector<std::vector<std::int64_t>> faces;
  for (std::size_t f = 0; f < set.size(); ++f) faces.emplace_back(set.face(f).begin(), set.face(f).end());
  return faces;
}

TEST(CellFaces, ABarsFacesAreItsTwoEndVertices) {
  const std::vector<std::vector<std::int64_t>> ends{{7}, {3}};
  EXPECT_EQ(faces_of(ElementType::BAR_2, {7, 3}), ends);
  EXPECT_EQ(faces_of(ElementType::BAR_3, {7, 3, 11}), ends);
  EXPECT_EQ(faces_of(ElementType::BAR_4, {7, 3, 11, 12}), ends);
  EXPECT_EQ(faces_of(ElementType::BAR_5, {7, 3, 11, 12, 13}), ends);
}

TEST(CellFaces, BarsAreCellsAndNodesAreNot) {
  for (const auto type : {ElementType::BAR_2, ElementType::BAR_3, ElementType::BAR_4, ElementType::BAR_5})
    EXPECT_TRUE(has_cell_faces(type)) << sids::enum_name(type);
  EXPECT_FALSE(has_cell_faces(ElementType::NODE));
  EXPECT_NE(unsupported_cell_type(ElementType::NODE).find("element type NODE (2)"), std::string::npos);
  EXPECT_THROW(faces_of(ElementType::NODE, {1}), InputError);
}

TEST(CellFaces, ABarWithTheWrongVertexCountIsNamed) {
  try {
    faces_of(ElementType::BAR_3, {1, 2});
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "a BAR_3 (4) cell has 2 vertices instead of 3");
  }
  EXPECT_THROW(faces_of(ElementType::BAR_2, {1, -2}), InputError);
}

// The records pcgns-split meets for a fixed-type cell are cell_faces's faces, in order,
// for every fixed type of every order (its nodes numbered 100, 101, ... so that a face
// taking a wrong node is seen); NGON_n and NFACE_n are left to cell_faces.
TEST(FixedCellSmallFaces, AreTheCellsFacesInOrderForEveryFixedType) {
  int fixed_types = 0;
  for (int t = 0; t < 57; ++t) {
    const auto type = static_cast<ElementType>(t);
    const int nodes = sids::nodes_per_element(type);
    if (!has_cell_faces(type) || nodes == 0) continue;
    ++fixed_types;
    std::vector<std::int64_t> vertices(static_cast<std::size_t>(nodes));
    std::iota(vertices.begin(), vertices.end(), 100);
    std::vector<SmallFace> records;
    ASSERT_TRUE(fixed_cell_small_faces(type, vertices, 42, records)) << sids::enum_name(type);
    const auto faces = faces_of(type, vertices);
    ASSERT_EQ(records.size(), faces.size()) << sids::enum_name(type);
    for (std::size_t f = 0; f < faces.size(); ++f) {
      const auto expected = SmallFace::of(42, faces[f]);
      EXPECT_TRUE(records[f].same_vertices(expected)) << sids::enum_name(type) << " face " << f;
      EXPECT_EQ(records[f].cell(), 42);
    }
  }
  EXPECT_EQ(fixed_types, 51);  // all 57 types but Null, UserDefined, NODE, MIXED, NGON_n, NFACE_n
  std::vector<SmallFace> records;
  EXPECT_FALSE(fixed_cell_small_faces(ElementType::NGON_n, std::vector<std::int64_t>{1, 2, 3}, 0, records));
  EXPECT_FALSE(fixed_cell_small_faces(ElementType::NFACE_n, std::vector<std::int64_t>{1, 2}, 0, records));
  EXPECT_TRUE(records.empty());
}

TEST(FixedCellSmallFaces, RefuseAsCellFacesDoes) {
  const auto message = [](auto&& call) {
    try {
      call();
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  std::vector<SmallFace> records;
  const std::vector<std::pair<ElementType, std::vector<std::int64_t>>> refused{
      {ElementType::TETRA_4, {1, 2, 3}}, {ElementType::HEXA_8, {1, 2, 3, 4, 5, -6, 7, 8}}};
  for (const auto& cell : refused) {
    const auto expected = message([&] { faces_of(cell.first, cell.second); });
    EXPECT_NE(expected, "no error");
    EXPECT_EQ(message([&] { fixed_cell_small_faces(cell.first, cell.second, 0, records); }), expected);
  }
}

TEST(SmallFace, AnEndVertexIsAFaceOfOneVertex) {
  const auto a = SmallFace::of(4, std::vector<std::int64_t>{9}), b = SmallFace::of(5, std::vector<std::int64_t>{9});
  const auto edge = SmallFace::of(6, std::vector<std::int64_t>{9, 10});
  EXPECT_TRUE(a.same_vertices(b));
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_FALSE(a.same_vertices(edge));
  EXPECT_EQ(a.describe(), "the face with vertices 9");
}

}  // namespace
}  // namespace pcgns::split::graph
