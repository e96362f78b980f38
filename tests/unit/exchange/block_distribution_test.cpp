#include "pcgns/exchange/block_distribution.hpp"

#include <gtest/gtest.h>

#include "pcgns/error.hpp"

using pcgns::exchange::BlockDistribution;

TEST(BlockDistribution, FirstRanksHoldOneMore) {
  const BlockDistribution blocks(10, 4);  // 3 3 2 2
  EXPECT_EQ(blocks.count(0), 3);
  EXPECT_EQ(blocks.count(1), 3);
  EXPECT_EQ(blocks.count(2), 2);
  EXPECT_EQ(blocks.count(3), 2);
  EXPECT_EQ(blocks.first(0), 1);
  EXPECT_EQ(blocks.first(1), 4);
  EXPECT_EQ(blocks.first(2), 7);
  EXPECT_EQ(blocks.first(3), 9);
}

TEST(BlockDistribution, OwnerMatchesRangesForManyShapes) {
  for (std::int64_t n : {0, 1, 2, 7, 10, 64, 1001})
    for (int ranks : {1, 2, 3, 4, 7, 16, 100}) {
      const BlockDistribution blocks(n, ranks);
      std::int64_t next = 1;
      for (int r = 0; r < ranks; ++r) {
        EXPECT_EQ(blocks.first(r), next);
        for (std::int64_t id = next; id < next + blocks.count(r); ++id)
          ASSERT_EQ(blocks.owner(id), r) << n << " " << ranks;
        next += blocks.count(r);
      }
      EXPECT_EQ(next, n + 1);
    }
}

TEST(BlockDistribution, MoreRanksThanIdsLeavesEmptyBlocks) {
  const BlockDistribution blocks(3, 5);
  EXPECT_EQ(blocks.count(2), 1);
  EXPECT_EQ(blocks.count(3), 0);
  EXPECT_EQ(blocks.count(4), 0);
  EXPECT_EQ(blocks.owner(3), 2);
}

TEST(BlockDistribution, HugeCountsStayExact) {
  const std::int64_t n = (std::int64_t{1} << 40) + 3;
  const BlockDistribution blocks(n, 10000);
  EXPECT_EQ(blocks.owner(n), 9999);
  EXPECT_EQ(blocks.first(9999) + blocks.count(9999) - 1, n);
  EXPECT_EQ(blocks.owner(blocks.first(5000)), 5000);
}

TEST(BlockDistribution, RejectsNoRanks) { EXPECT_THROW(BlockDistribution(5, 0), pcgns::InternalError); }
