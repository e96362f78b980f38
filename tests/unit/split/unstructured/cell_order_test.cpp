// --renumber: reverse Cuthill-McKee puts face neighbours next to each other whatever
// the cells' original order, component after component; key order is stable.
#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "split/unstructured/cell_order.hpp"

namespace pcgns::split {
namespace {

// A row of unit hexahedra along x starting at plane `first_plane`: the cell at chain
// position p spans planes p and p+1, each plane's four vertices numbered 4 * plane + 1..4.
std::vector<std::int64_t> hexa_row(const std::vector<int>& positions, int first_plane) {
  std::vector<std::int64_t> vertices;
  const int corner[4] = {1, 2, 3, 4};  // (y, z) = (0,0), (1,0), (1,1), (0,1)
  for (const int p : positions) {
    const int plane = first_plane + p;
    // HEXA_8: the face at x = plane (z = 0 edge first), then the face at x = plane + 1.
    for (const int x : {0, 1})
      for (const int c : {0, 1, 2, 3}) vertices.push_back(4 * (plane + x) + corner[c]);
  }
  return vertices;
}

TEST(CellOrder, RcmPutsFaceNeighboursNextToEachOther) {
  const std::vector<int> scrambled{3, 0, 5, 1, 4, 2};  // chain positions, in storage order
  const auto vertices = hexa_row(scrambled, 0);
  const auto order = rcm_order(sids::ElementType::HEXA_8, 8, vertices, scrambled.size());
  ASSERT_EQ(order.size(), scrambled.size());
  for (std::size_t k = 0; k + 1 < order.size(); ++k)
    EXPECT_EQ(std::abs(scrambled[order[k]] - scrambled[order[k + 1]]), 1) << "at " << k;
}

TEST(CellOrder, RcmTakesEveryComponentWhole) {
  // Two rows far apart: 0-1-2 and 10-11, stored interleaved.
  std::vector<int> positions{0, 10, 1, 11, 2};
  const auto vertices = hexa_row(positions, 0);
  const auto order = rcm_order(sids::ElementType::HEXA_8, 8, vertices, positions.size());
  ASSERT_EQ(order.size(), positions.size());
  std::vector<bool> seen(positions.size(), false);
  int breaks = 0;
  for (std::size_t k = 0; k < order.size(); ++k) {
    seen[order[k]] = true;
    if (k > 0 && std::abs(positions[order[k]] - positions[order[k - 1]]) != 1) ++breaks;
  }
  EXPECT_EQ(breaks, 1);  // one jump, between the two rows
  for (const bool s : seen) EXPECT_TRUE(s);
}

TEST(CellOrder, KeyOrderSortsByKeyAndKeepsTies) {
  const std::vector<std::uint64_t> keys{7, 3, 7, 1};
  EXPECT_EQ(key_order(keys), (std::vector<std::size_t>{3, 1, 0, 2}));
}

TEST(CellOrder, ReorderedMovesWholeRows) {
  const std::vector<int> rows{1, 2, 3, 4, 5, 6};
  EXPECT_EQ(reordered(rows, 2, {2, 0, 1}), (std::vector<int>{5, 6, 1, 2, 3, 4}));
}

}  // namespace
}  // namespace pcgns::split
