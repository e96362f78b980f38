// Distinct ids in increasing order, through the bitmap (close ids) and through sorting
// (scattered ids) alike.
#include <gtest/gtest.h>

#include <vector>

#include "split/unstructured/distinct_ids.hpp"

namespace pcgns::split {
namespace {

using Ids = std::vector<std::int64_t>;

TEST(DistinctIds, CloseIdsComeOutOnceInOrder) {
  EXPECT_EQ(distinct_ids(Ids{7, 3, 5, 3, 7, 4, 5}), (Ids{3, 4, 5, 7}));
}

TEST(DistinctIds, ScatteredIdsComeOutOnceInOrder) {
  EXPECT_EQ(distinct_ids(Ids{9'000'000'000, 1, 9'000'000'000, 40}), (Ids{1, 40, 9'000'000'000}));
}

TEST(DistinctIds, NoIdsGiveNone) { EXPECT_TRUE(distinct_ids(Ids{}).empty()); }

}  // namespace
}  // namespace pcgns::split
