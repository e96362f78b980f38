// The hashed face table against a std::map doing the same: random faces held and taken,
// enough of them to grow the table many times and to shift entries back after deletions.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>

#include "split/graph/hashed_face_table.hpp"

namespace pcgns::split::graph {
namespace {

TEST(HashedFaceTable, TakesAndHoldsExactlyLikeAMap) {
  std::mt19937_64 random(99);
  std::uniform_int_distribution<std::int64_t> vertex(1, 60);
  HashedFaceTable table;
  std::map<SmallFace::Vertices, std::int64_t> reference;
  for (std::int64_t step = 0; step < 200'000; ++step) {
    const auto face = SmallFace::of(step, std::array<std::int64_t, 3>{vertex(random), vertex(random), vertex(random)});
    const auto taken = table.take(face, face.hash());
    const auto it = reference.find(face.vertices());
    if (it == reference.end()) {
      ASSERT_FALSE(taken) << "step " << step;
      table.hold(face, face.hash());
      reference.emplace(face.vertices(), step);
    } else {
      ASSERT_TRUE(taken) << "step " << step;
      ASSERT_EQ(*taken, it->second) << "step " << step;
      reference.erase(it);
    }
    ASSERT_EQ(table.size(), reference.size());
    ASSERT_EQ(table.empty(), reference.empty());
  }
  std::size_t seen = 0;
  table.for_each([&](const SmallFace& face) {
    ++seen;
    ASSERT_EQ(reference.at(face.vertices()), face.cell());
  });
  EXPECT_EQ(seen, reference.size());
}

}  // namespace
}  // namespace pcgns::split::graph
