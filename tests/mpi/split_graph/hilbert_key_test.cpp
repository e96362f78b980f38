// The Hilbert key is a bijection of the grid onto 0 .. 8^bits - 1 along which each
// step moves to a face neighbour: the curve's defining property.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <span>
#include <vector>

#include "pcgns/error.hpp"

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

// Skilling's transform written plainly, one branch per bit and the key built bit by bit:
// the definition the library's table walk must reproduce.
std::uint64_t plain_hilbert_key(std::array<std::uint32_t, 3> x, int bits) {
  const std::uint32_t top = 1u << (bits - 1);
  for (std::uint32_t q = top; q > 1; q >>= 1)
    for (std::size_t i = 0; i < 3; ++i) {
      if (x[i] & q) {
        x[0] ^= q - 1;
      } else {
        const std::uint32_t t = (x[0] ^ x[i]) & (q - 1);
        x[0] ^= t;
        x[i] ^= t;
      }
    }
  x[1] ^= x[0];
  x[2] ^= x[1];
  std::uint32_t t = 0;
  for (std::uint32_t q = top; q > 1; q >>= 1)
    if (x[2] & q) t ^= q - 1;
  for (auto& axis : x) axis ^= t;
  std::uint64_t key = 0;
  for (int level = bits - 1; level >= 0; --level)
    for (const auto axis : x) key = (key << 1) | ((axis >> level) & 1u);
  return key;
}

// Random points at every resolution; the batch function run on batches of every size up
// to two sets of lanes and beyond, so that full and partial sets of lanes are both met.
TEST(HilbertKey, EqualsThePlainTransformAtEveryResolution) {
  std::uint64_t state = 12345;  // a fixed linear congruential sequence of points
  const auto next = [&state](int bits) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::uint32_t>(state >> 33) & ((1u << bits) - 1);
  };
  for (int bits = 1; bits <= hilbert_bits; ++bits) {
    std::vector<std::array<std::uint32_t, 3>> points;
    points.reserve(10000);
    for (int n = 0; n < 10000; ++n) points.push_back({next(bits), next(bits), next(bits)});
    std::vector<std::uint64_t> plain;
    for (const auto& point : points) {
      plain.push_back(plain_hilbert_key(point, bits));
      ASSERT_EQ(hilbert_key(point, bits), plain.back())
          << bits << " bits, point " << point[0] << " " << point[1] << " " << point[2];
    }
    std::size_t from = 0;
    for (std::size_t size = 0; from + size <= points.size(); from += size, ++size) {
      std::vector<std::uint64_t> keys(size, ~std::uint64_t{0});
      hilbert_keys(std::span(points).subspan(from, size), bits, keys);
      for (std::size_t i = 0; i < size; ++i)
        ASSERT_EQ(keys[i], plain[from + i]) << bits << " bits, a batch of " << size << ", point " << i;
    }
    std::vector<std::uint64_t> all(points.size());
    hilbert_keys(points, bits, all);
    EXPECT_EQ(all, plain) << bits << " bits, every point in one batch";
  }
}

TEST(HilbertKey, BatchOfNoPointsWritesNothingAndMismatchedSizesAreRefused) {
  std::vector<std::uint64_t> none;
  EXPECT_NO_THROW(hilbert_keys({}, 5, none));
  const std::vector<std::array<std::uint32_t, 3>> two(2);
  std::vector<std::uint64_t> one(1);
  EXPECT_THROW(hilbert_keys(two, 5, one), InternalError);
}

}  // namespace
}  // namespace pcgns::split::graph
