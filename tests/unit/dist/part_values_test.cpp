// A part's values for the direct runs: falling runs reversed into id order for every
// element width, and scattered positions read range by range or as one span.
#include <gtest/gtest.h>

#include <cstring>
#include <numeric>

#include "dist/part_values.hpp"

namespace pcgns::dist {
namespace {

// `count` elements of `width` bytes, element k filled with byte k + 1.
std::vector<std::byte> elements(std::size_t count, std::size_t width) {
  std::vector<std::byte> values(count * width);
  for (std::size_t k = 0; k < count; ++k) std::memset(values.data() + k * width, static_cast<int>(k + 1), width);
  return values;
}

TEST(ReverseElements, EveryWidthAndCount) {
  for (const std::size_t width : {1u, 4u, 8u, 12u, 32u})
    for (const std::size_t count : {0u, 1u, 2u, 7u, 8u}) {
      auto values = elements(count, width);
      reverse_elements(values, width);
      for (std::size_t k = 0; k < count; ++k)
        ASSERT_EQ(values[k * width + width - 1], static_cast<std::byte>(count - k)) << width << " " << count;
    }
}

TEST(PositionRanges, ConsecutivePositionsJoin) {
  EXPECT_EQ(position_ranges({0, 1, 2, 5, 7, 8}),
            (std::vector<std::pair<std::int64_t, std::int64_t>>{{0, 3}, {5, 1}, {7, 2}}));
  EXPECT_TRUE(position_ranges({}).empty());
}

// Reads positions [first, first + count) of 8-byte values equal to their position,
// counting the reads.
struct Source {
  int reads = 0;
  std::vector<std::byte> operator()(std::int64_t first, std::int64_t count) {
    ++reads;
    std::vector<std::int64_t> ids(static_cast<std::size_t>(count));
    std::iota(ids.begin(), ids.end(), first);
    std::vector<std::byte> bytes(ids.size() * 8);
    std::memcpy(bytes.data(), ids.data(), bytes.size());
    return bytes;
  }
};

std::vector<std::int64_t> as_ids(const std::vector<std::byte>& bytes) {
  std::vector<std::int64_t> ids(bytes.size() / 8);
  std::memcpy(ids.data(), bytes.data(), bytes.size());
  return ids;
}

TEST(ReadPositions, AFewRangesAreReadApart) {
  Source source;
  const std::vector<std::int64_t> positions{0, 1, 2, 100, 101, 500};
  EXPECT_EQ(as_ids(read_positions(positions, 8, std::ref(source))), positions);
  EXPECT_EQ(source.reads, 3);
}

TEST(ReadPositions, ManyRangesAreReadAsOneSpan) {
  Source source;
  std::vector<std::int64_t> positions;
  for (std::int64_t p = 10; p < 1000; p += 3) positions.push_back(p);  // 330 ranges
  EXPECT_EQ(as_ids(read_positions(positions, 8, std::ref(source))), positions);
  EXPECT_EQ(source.reads, 1);
}

}  // namespace
}  // namespace pcgns::dist
