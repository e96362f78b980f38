// IdBitmap: the distinct ids of a range, counted and numbered in increasing order.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "split/unstructured/id_bitmap.hpp"

namespace pcgns::split {
namespace {

TEST(IdBitmap, DistinctIdsAreNumberedInIncreasingOrder) {
  std::mt19937_64 random(7);
  std::uniform_int_distribution<std::int64_t> in_range(1000, 1000 + 5000);
  std::vector<std::int64_t> references;  // with repeats, in any order, as a connectivity
  references.reserve(20000);
  for (int i = 0; i < 20000; ++i) references.push_back(in_range(random));
  IdBitmap bitmap(1000, 6000);
  for (const auto id : references) bitmap.set(id);
  bitmap.index();
  const std::set<std::int64_t> distinct(references.begin(), references.end());
  ASSERT_EQ(bitmap.count(), static_cast<std::int64_t>(distinct.size()));
  const std::vector<std::int64_t> sorted(distinct.begin(), distinct.end());
  EXPECT_EQ(bitmap.ids(), sorted);
  EXPECT_EQ(bitmap.runs().ids(), sorted);
  for (std::size_t k = 0; k < sorted.size(); ++k) ASSERT_EQ(bitmap.rank(sorted[k]), k) << sorted[k];
  for (std::int64_t id = 990; id < 6010; ++id) ASSERT_EQ(bitmap.contains(id), distinct.count(id) == 1) << id;
}

TEST(IdBitmap, WordEdgesAndTheRangeEndsAreCounted) {
  IdBitmap bitmap(-5, 200);
  for (const std::int64_t id : {-5, 58, 59, 122, 123, 200}) bitmap.set(id);  // bits 0, 63, 64, 127, 128, last
  bitmap.index();
  EXPECT_EQ(bitmap.count(), 6);
  EXPECT_EQ(bitmap.rank(-5), 0u);
  EXPECT_EQ(bitmap.rank(59), 2u);
  EXPECT_EQ(bitmap.rank(200), 5u);
  EXPECT_EQ(bitmap.runs().runs().size(), 4u);  // {-5}, {58, 59}, {122, 123}, {200}
}

TEST(IdBitmap, SignedEntriesAreNumberedByTheirIdsAndThePaddingIsLeftOut) {
  IdBitmap bitmap(1, 130);
  for (const std::int64_t id : {3, 64, 65, 130}) bitmap.set(id);
  bitmap.index();
  // Two NFACE_n records of width 4, padded with zeros: faces signed by orientation.
  const std::vector<std::int64_t> records{3, -64, 130, 0, -65, 3, 0, 0};
  const std::vector<std::int32_t> expected{1, -2, 4, -3, 1};
  std::vector<std::int32_t> out(expected.size() + 1, 99);
  EXPECT_EQ(bitmap.number_entries(records, out.data()), expected.size());
  EXPECT_EQ(std::vector<std::int32_t>(out.begin(), out.end() - 1), expected);
  EXPECT_EQ(out.back(), 99);  // nothing written past them
  const std::vector<std::int32_t> narrow(records.begin(), records.end());
  std::vector<std::int32_t> out32(expected.size());
  EXPECT_EQ(bitmap.number_entries(narrow, out32.data()), expected.size());
  EXPECT_EQ(out32, expected);
}

TEST(IdBitmap, AnEmptyRangeHoldsNothing) {
  IdBitmap bitmap(10, 9);
  bitmap.index();
  EXPECT_EQ(bitmap.count(), 0);
  EXPECT_TRUE(bitmap.ids().empty());
  EXPECT_FALSE(bitmap.contains(10));
}

}  // namespace
}  // namespace pcgns::split
