#include "io/transfer_plan.hpp"

#include <gtest/gtest.h>

#include <array>

namespace pcgns::io {
namespace {

class TransferPlanTest : public ::testing::Test {
 protected:
  std::array<std::byte, 1000> memory{};
  const std::byte* at(std::size_t i) const { return memory.data() + i; }
};

TEST_F(TransferPlanTest, SortsByFileOffsetKeepingQueueOrderOfTies) {
  std::vector<ByteRun> runs{{300, 10, at(0), 0}, {100, 10, at(10), 1}, {200, 0, at(20), 2}, {100, 0, at(30), 3}};
  sort_by_file_offset(runs);
  ASSERT_EQ(runs.size(), 4u);
  EXPECT_EQ(runs[0].source, 1u);
  EXPECT_EQ(runs[1].source, 3u);
  EXPECT_EQ(runs[2].source, 2u);
  EXPECT_EQ(runs[3].source, 0u);
}

TEST_F(TransferPlanTest, FileAndMemoryAdjacentRunsMergeIntoOneBlockEach) {
  const std::vector<ByteRun> runs{{0, 8, at(0), 0}, {8, 8, at(8), 1}, {16, 4, at(16), 2}};
  const TransferPlan plan = coalesce(runs);
  EXPECT_EQ(plan.bytes, 20);
  EXPECT_EQ(plan.file, (std::vector<FileBlock>{{0, 20}}));
  EXPECT_EQ(plan.memory, (std::vector<MemoryBlock>{{at(0), 20}}));
}

TEST_F(TransferPlanTest, FileAdjacentOnlyKeepsTwoMemoryBlocks) {
  const std::vector<ByteRun> runs{{0, 8, at(100), 0}, {8, 8, at(0), 1}};
  const TransferPlan plan = coalesce(runs);
  EXPECT_EQ(plan.file, (std::vector<FileBlock>{{0, 16}}));
  EXPECT_EQ(plan.memory, (std::vector<MemoryBlock>{{at(100), 8}, {at(0), 8}}));
}

TEST_F(TransferPlanTest, MemoryAdjacentOnlyKeepsTwoFileBlocks) {
  const std::vector<ByteRun> runs{{0, 8, at(0), 0}, {64, 8, at(8), 1}};
  const TransferPlan plan = coalesce(runs);
  EXPECT_EQ(plan.file, (std::vector<FileBlock>{{0, 8}, {64, 8}}));
  EXPECT_EQ(plan.memory, (std::vector<MemoryBlock>{{at(0), 16}}));
}

TEST_F(TransferPlanTest, EmptyRunsAreDropped) {
  const std::vector<ByteRun> runs{{0, 0, at(0), 0}, {4, 4, at(4), 1}, {8, 0, at(50), 2}};
  const TransferPlan plan = coalesce(runs);
  EXPECT_EQ(plan.file, (std::vector<FileBlock>{{4, 4}}));
  EXPECT_EQ(plan.memory, (std::vector<MemoryBlock>{{at(4), 4}}));
  EXPECT_TRUE(coalesce({}).empty());
}

TEST_F(TransferPlanTest, InterleavedRangesOfOneRankStaySeparate) {
  // Rank 1 of 2 writing every other block of 4 bytes from one packed buffer.
  std::vector<ByteRun> runs;
  for (std::size_t k = 0; k < 5; ++k) runs.push_back({static_cast<std::int64_t>(8 * k + 4), 4, at(4 * k), k});
  const TransferPlan plan = coalesce(runs);
  EXPECT_EQ(plan.file.size(), 5u);
  EXPECT_EQ(plan.memory, (std::vector<MemoryBlock>{{at(0), 20}}));
}

TEST_F(TransferPlanTest, OverlapsAreFound) {
  EXPECT_FALSE(find_overlap({{0, 8, at(0), 0}, {8, 8, at(0), 1}}));
  const auto clash = find_overlap({{0, 8, at(0), 0}, {7, 8, at(0), 1}});
  ASSERT_TRUE(clash);
  EXPECT_EQ(*clash, (std::pair<std::size_t, std::size_t>{0, 1}));
  // A long run covering a later one is caught even with a gap-free run between.
  const auto nested = find_overlap({{0, 100, at(0), 0}, {10, 5, at(0), 1}, {50, 5, at(0), 2}});
  ASSERT_TRUE(nested);
  EXPECT_EQ(*nested, (std::pair<std::size_t, std::size_t>{0, 1}));
  EXPECT_FALSE(find_overlap({{0, 0, at(0), 0}, {0, 4, at(0), 1}}));
}

TEST_F(TransferPlanTest, OverlappingReadsAreSplitIntoRounds) {
  const std::vector<ByteRun> runs{{0, 10, at(0), 0}, {0, 10, at(10), 1}, {5, 10, at(20), 2}, {10, 5, at(30), 3}};
  const auto rounds = split_into_rounds(runs);
  ASSERT_EQ(rounds.size(), 3u);
  for (const auto& round : rounds) EXPECT_FALSE(find_overlap(round));
  EXPECT_EQ(rounds[0].size(), 2u);  // [0,10) then [10,15)
  EXPECT_EQ(rounds[1].size(), 1u);
  EXPECT_EQ(rounds[2].size(), 1u);
  EXPECT_EQ(split_into_rounds({{0, 4, at(0), 0}, {4, 4, at(0), 1}}).size(), 1u);
}

}  // namespace
}  // namespace pcgns::io
