// The open-face table against a std::map doing the same: random faces meeting and
// leaving, enough of them to grow the table many times and to shift entries back after
// deletions in crowded probe runs.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>
#include <vector>

#include "split/graph/open_face_table.hpp"

namespace pcgns::split::graph {
namespace {

TEST(OpenFaceTable, ClosesAndOpensExactlyLikeAMap) {
  std::mt19937_64 random(12345);
  std::uniform_int_distribution<std::int64_t> vertex(1, 40);  // few vertices: many repeats
  OpenFaceTable table;
  std::map<SmallFace::Vertices, std::int64_t> reference;
  for (std::int64_t step = 0; step < 200'000; ++step) {
    std::array<std::int64_t, 3> ids{vertex(random), vertex(random), vertex(random)};
    const auto face = SmallFace::of(step, ids);
    const auto closed = table.close_or_open(face, face.hash());
    const auto it = reference.find(face.vertices());
    if (it == reference.end()) {
      ASSERT_FALSE(closed) << "step " << step;
      reference.emplace(face.vertices(), step);
    } else {
      ASSERT_TRUE(closed) << "step " << step;
      ASSERT_EQ(*closed, it->second) << "step " << step;
      reference.erase(it);
    }
    ASSERT_EQ(table.size(), reference.size());
  }
  std::size_t seen = 0;
  table.for_each([&](const SmallFace& face) {
    ++seen;
    const auto it = reference.find(face.vertices());
    ASSERT_NE(it, reference.end());
    EXPECT_EQ(it->second, face.cell());
  });
  EXPECT_EQ(seen, reference.size());
}

TEST(OpenFaceTable, HoldsAsManyOpenFacesAsGiven) {
  OpenFaceTable table;
  for (std::int64_t v = 0; v < 10'000; ++v) {
    const auto face = SmallFace::of(v, std::array<std::int64_t, 2>{v, v + 1});
    EXPECT_FALSE(table.close_or_open(face, face.hash()));
  }
  EXPECT_EQ(table.size(), 10'000u);
}

}  // namespace
}  // namespace pcgns::split::graph
