// The open-face table against a std::map doing the same: random faces meeting and
// leaving, enough of them to grow the table many times and to shift entries back after
// deletions in crowded probe runs; faces crowding round one vertex, beyond what the
// table keeps near their start; and a lattice whose layers are a power of two apart.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <random>
#include <vector>

#include "split/graph/open_face_table.hpp"

namespace pcgns::split::graph {
namespace {

// Meets `face` in `table` and in `reference` (vertices -> cell); false when they disagree.
bool meet_both(OpenFaceTable& table, std::map<SmallFace::Vertices, std::int64_t>& reference, const SmallFace& face) {
  const auto closed = table.close_or_open(face);
  const auto it = reference.find(face.vertices());
  if (it == reference.end()) {
    reference.emplace(face.vertices(), face.cell());
    return !closed;
  }
  const bool same = closed && *closed == it->second;
  reference.erase(it);
  return same;
}

TEST(OpenFaceTable, ClosesAndOpensExactlyLikeAMap) {
  std::mt19937_64 random(12345);
  std::uniform_int_distribution<std::int64_t> vertex(1, 40);  // few vertices: many repeats
  OpenFaceTable table;
  std::map<SmallFace::Vertices, std::int64_t> reference;
  for (std::int64_t step = 0; step < 200'000; ++step) {
    std::array<std::int64_t, 3> ids{vertex(random), vertex(random), vertex(random)};
    ASSERT_TRUE(meet_both(table, reference, SmallFace::of(step, ids))) << "step " << step;
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

TEST(OpenFaceTable, FacesCrowdingRoundOneVertexAllCloseWithTheirOwnCell) {
  // A fan: every triangle has vertex 0, its smallest; far more than the slots near the
  // start of vertex 0 hold.
  constexpr std::int64_t kFaces = 20'000;
  OpenFaceTable table;
  std::map<SmallFace::Vertices, std::int64_t> reference;
  for (std::int64_t i = 1; i <= kFaces; ++i)
    ASSERT_TRUE(meet_both(table, reference, SmallFace::of(i, std::array<std::int64_t, 3>{0, i, i + 1})));
  EXPECT_EQ(table.size(), static_cast<std::size_t>(kFaces));
  std::vector<std::int64_t> order(kFaces);
  std::iota(order.begin(), order.end(), 1);
  std::shuffle(order.begin(), order.end(), std::mt19937_64(7));
  for (const std::int64_t i : order) {
    const auto face = SmallFace::of(kFaces + i, std::array<std::int64_t, 3>{i + 1, 0, i});
    const auto closed = table.close_or_open(face);
    ASSERT_TRUE(closed) << "face " << i;
    ASSERT_EQ(*closed, i);
  }
  EXPECT_EQ(table.size(), 0u);
}

TEST(OpenFaceTable, LatticeWithPowerOfTwoLayersLeavesExactlyItsBoundaryOpen) {
  // Hexahedra of an n x n x layers lattice, vertex (i, j, k) numbered i + 64 j + 4096 k:
  // the layers' vertex ids a power of two apart, as the table's span may be.
  constexpr std::int64_t n = 63, layers = 40;
  const auto id = [](std::int64_t i, std::int64_t j, std::int64_t k) { return i + 64 * j + 4096 * k; };
  OpenFaceTable table;
  std::map<SmallFace::Vertices, std::int64_t> reference;
  std::int64_t cell = 0;
  for (std::int64_t k = 0; k < layers; ++k)
    for (std::int64_t j = 0; j < n; ++j)
      for (std::int64_t i = 0; i < n; ++i, ++cell) {
        const std::int64_t v[8] = {id(i, j, k),     id(i + 1, j, k),     id(i + 1, j + 1, k),     id(i, j + 1, k),
                                   id(i, j, k + 1), id(i + 1, j, k + 1), id(i + 1, j + 1, k + 1), id(i, j + 1, k + 1)};
        const std::array<std::array<int, 4>, 6> faces{
            {{0, 3, 2, 1}, {0, 1, 5, 4}, {1, 2, 6, 5}, {2, 3, 7, 6}, {0, 4, 7, 3}, {4, 5, 6, 7}}};
        for (const auto& f : faces)
          ASSERT_TRUE(meet_both(table, reference,
                                SmallFace::of(cell, std::array<std::int64_t, 4>{v[f[0]], v[f[1]], v[f[2]], v[f[3]]})))
              << "cell " << cell;
      }
  EXPECT_EQ(table.size(), static_cast<std::size_t>(2 * (n * n + n * layers + n * layers)));
  EXPECT_EQ(table.size(), reference.size());
}

TEST(OpenFaceTable, SpreadsAVertexIdsFacesOverAsManySlotsAsItHas) {
  // Hexahedra: six faces met per vertex id; tetrahedra of a lattice (six a cube): 24.
  EXPECT_EQ(OpenFaceTable::spread_bits_for(6'000'000, 1'000'000), 3);
  EXPECT_EQ(OpenFaceTable::spread_bits_for(24'000'000, 1'000'000), 5);
  EXPECT_EQ(OpenFaceTable::spread_bits_for(1'000, 1'000'000), 0);  // the table keeps at least kFewestSpreadBits
  EXPECT_EQ(OpenFaceTable::spread_bits_for(1'000, 0), OpenFaceTable::kDefaultSpreadBits);
}

TEST(OpenFaceTable, ClosesAlikeWhateverItsSpread) {
  for (int bits = OpenFaceTable::kFewestSpreadBits; bits <= OpenFaceTable::kMostSpreadBits; ++bits) {
    OpenFaceTable table(bits);
    std::map<SmallFace::Vertices, std::int64_t> reference;
    std::mt19937_64 random(static_cast<std::uint64_t>(bits));
    std::uniform_int_distribution<std::int64_t> vertex(0, 3000);
    for (std::int64_t step = 0; step < 50'000; ++step) {
      const std::array<std::int64_t, 4> ids{vertex(random), vertex(random), vertex(random), vertex(random)};
      ASSERT_TRUE(meet_both(table, reference, SmallFace::of(step, ids))) << "spread bits " << bits << ", step " << step;
    }
    EXPECT_EQ(table.size(), reference.size());
  }
}

TEST(OpenFaceTable, HoldsAsManyOpenFacesAsGiven) {
  OpenFaceTable table;
  for (std::int64_t v = 0; v < 10'000; ++v) {
    const auto face = SmallFace::of(v, std::array<std::int64_t, 2>{v, v + 1});
    EXPECT_FALSE(table.close_or_open(face));
  }
  EXPECT_EQ(table.size(), 10'000u);
}

}  // namespace
}  // namespace pcgns::split::graph
