// Positions of global ids in a sorted list, through the ranked bitmap and through binary
// search alike.
#include <gtest/gtest.h>

#include <vector>

#include "split/unstructured/id_index.hpp"

namespace pcgns::split {
namespace {

void expect_positions(const std::vector<std::int64_t>& ids) {
  const IdIndex index(ids);
  for (std::size_t i = 0; i < ids.size(); ++i) EXPECT_EQ(index.find(ids[i]), static_cast<std::int64_t>(i));
  EXPECT_EQ(index.find(ids.front() - 1), -1);
  EXPECT_EQ(index.find(ids.back() + 1), -1);
}

TEST(IdIndex, CloseIdsArePlacedThroughTheBitmap) {
  const std::vector<std::int64_t> ids{10, 11, 13, 17, 18, 30};
  expect_positions(ids);
  const IdIndex index(ids);
  EXPECT_EQ(index.find(12), -1);  // a gap inside the table
  EXPECT_EQ(index.find(29), -1);
}

TEST(IdIndex, IdsOverManyWordsOfTheBitmapKeepTheirPositions) {
  std::vector<std::int64_t> ids;
  for (std::int64_t id = 5; id < 1000; id += 3) ids.push_back(id);
  expect_positions(ids);
  EXPECT_EQ(IdIndex(ids).find(6), -1);
}

TEST(IdIndex, ScatteredIdsArePlacedThroughBinarySearch) {
  const std::vector<std::int64_t> ids{1, 1000, 1'000'000, 5'000'000'000};
  expect_positions(ids);
  EXPECT_EQ(IdIndex(ids).find(999), -1);
}

TEST(IdIndex, AnEmptyListHoldsNothing) {
  const std::vector<std::int64_t> none;
  EXPECT_EQ(IdIndex(none).find(1), -1);
}

}  // namespace
}  // namespace pcgns::split
