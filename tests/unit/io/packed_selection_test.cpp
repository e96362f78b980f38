#include "io/packed_selection.hpp"

#include <gtest/gtest.h>

#include <cstring>

namespace pcgns::io {
namespace {

std::vector<std::int32_t> as_ints(const std::vector<std::byte>& bytes) {
  std::vector<std::int32_t> out(bytes.size() / 4);
  std::memcpy(out.data(), bytes.data(), bytes.size());
  return out;
}

std::byte* bytes_of(std::vector<std::int32_t>& v) { return reinterpret_cast<std::byte*>(v.data()); }

TEST(PackRequests, ValuesFollowFileOrderAndBoxesCoverEveryRun) {
  const DatasetPlacement array{"/A", DataType::I4, {4, 3}, 0, 48};
  std::vector<std::int32_t> box_values{51, 52, 91, 92};  // elements 5, 6, 9, 10
  std::vector<std::int32_t> range_values{0, 1};          // elements 0, 1
  const ArrayRequest box{0, 0, 0, Box{{1, 1}, {2, 2}}, bytes_of(box_values)};
  const ArrayRequest range{0, 0, 2, std::nullopt, bytes_of(range_values)};
  const auto packed = pack_requests(array, {&box, &range});
  EXPECT_EQ(as_ints(packed.values), (std::vector<std::int32_t>{0, 1, 51, 52, 91, 92}));
  EXPECT_EQ(packed.boxes, (std::vector<Box>{{{0, 0}, {1, 0}}, {{1, 1}, {2, 1}}, {{1, 2}, {2, 2}}}));
}

TEST(PackRequests, AdjacentRequestsBecomeOneBox) {
  const DatasetPlacement array{"/A", DataType::I4, {4, 3}, 0, 48};
  std::vector<std::int32_t> second{4, 5, 6, 7};
  std::vector<std::int32_t> first{0, 1, 2, 3};
  const ArrayRequest b{0, 4, 4, std::nullopt, bytes_of(second)};
  const ArrayRequest a{0, 0, 4, std::nullopt, bytes_of(first)};
  const auto packed = pack_requests(array, {&b, &a});
  EXPECT_EQ(as_ints(packed.values), (std::vector<std::int32_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(packed.boxes, (std::vector<Box>{{{0, 0}, {3, 1}}}));
}

}  // namespace
}  // namespace pcgns::io
