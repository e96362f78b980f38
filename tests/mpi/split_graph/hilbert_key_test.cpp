// The Hilbert key is a bijection of the grid onto 0 .. 8^bits - 1 along which each
// step moves to a face neighbour: the curve's defining property.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>

#include "split/graph/hilbert_key.hpp"

namespace pcgns::split::graph {
namespace {

TEST(HilbertKey, WalksAnEightCubedGridOneFaceNeighbourAtATime) {
  constexpr int bits = 3, side = 1 << bits;
  std::map<std::uint64_t, std::array<int, 3>> by_key;
  for (int x = 0; x < side; ++x)
    for (int y = 0; y < side; ++y)
      for (int z = 0; z < side; ++z) {
        const auto key = hilbert_key({std::uint32_t(x), std::uint32_t(y), std::uint32_t(z)}, bits);
        EXPECT_LT(key, std::uint64_t{side * side * side});
        by_key[key] = {x, y, z};
      }
  ASSERT_EQ(by_key.size(), std::size_t{side * side * side});  // no two points share a key
  const std::array<int, 3>* previous = nullptr;
  for (const auto& [key, point] : by_key) {
    if (previous) {
      const int steps = std::abs(point[0] - (*previous)[0]) + std::abs(point[1] - (*previous)[1]) +
                        std::abs(point[2] - (*previous)[2]);
      EXPECT_EQ(steps, 1) << "between keys " << key - 1 << " and " << key;
    }
    previous = &point;
  }
}

TEST(HilbertKey, FullResolutionKeysStayBelowTwoToTheSixtyThree) {
  const std::uint32_t top = (1u << hilbert_bits) - 1;
  EXPECT_LT(hilbert_key({top, top, top}), std::uint64_t{1} << 63);
  EXPECT_LT(hilbert_key({top, 0, 0}), std::uint64_t{1} << 63);
}

}  // namespace
}  // namespace pcgns::split::graph
