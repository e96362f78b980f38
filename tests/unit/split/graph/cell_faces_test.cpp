// The faces the dual graph matches, for the 1-D cells: a bar's faces are its two end
// vertices, whatever its order; its inner nodes belong to no face.
#include <gtest/gtest.h>

#include <string>
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
