// Runs of consecutive ids that skip the merge's exchange: found in either direction,
// cut where another part covers the same ids, and checked against a block's exchanged
// ids so that every id of the block is written exactly once.
#include <gtest/gtest.h>

#include <numeric>

#include "dist/direct_runs.hpp"

namespace pcgns::dist {
namespace {

std::vector<std::int64_t> climbing(std::int64_t from, std::int64_t count) {
  std::vector<std::int64_t> ids(static_cast<std::size_t>(count));
  std::iota(ids.begin(), ids.end(), from);
  return ids;
}

std::vector<std::int64_t> joined(std::initializer_list<std::vector<std::int64_t>> pieces) {
  std::vector<std::int64_t> all;
  for (const auto& piece : pieces) all.insert(all.end(), piece.begin(), piece.end());
  return all;
}

TEST(FindRuns, ClimbingAndFallingRunsInPositionOrder) {
  std::vector<std::int64_t> falling = climbing(100, 5);
  std::reverse(falling.begin(), falling.end());  // 104 ... 100
  const auto ids = joined({climbing(10, 4), {7, 3}, falling});
  EXPECT_EQ(find_runs(ids, 3), (std::vector<DirectRun>{{0, {10, 4}, false}, {6, {100, 5}, true}}));
}

TEST(FindRuns, ShortRunsAndScatteredIdsAreLeftOut) {
  const std::vector<std::int64_t> ids{5, 9, 10, 2, 40, 39};
  EXPECT_TRUE(find_runs(ids, 3).empty());
  EXPECT_EQ(find_runs(ids, 2).size(), 2u);
  EXPECT_EQ(find_runs(ids, 1).size(), 4u);  // 5, 9-10, 2, 40-39
  EXPECT_TRUE(find_runs({}, 1).empty());
}

TEST(FindRuns, ARunEndsWhereItsDirectionChanges) {
  const std::vector<std::int64_t> ids{1, 2, 3, 2, 1};
  EXPECT_EQ(find_runs(ids, 1), (std::vector<DirectRun>{{0, {1, 3}, false}, {3, {1, 2}, true}}));
}

TEST(CoveredTwice, OverlapsOfAnyOrderMerged) {
  // 1..10, 2..3, 5..12 and 20..24, 24..30: twice covered 2..3, 5..10 and 24.
  const std::vector<IdInterval> intervals{{20, 5}, {5, 8}, {1, 10}, {24, 7}, {2, 2}};
  EXPECT_EQ(covered_twice(intervals), (std::vector<IdInterval>{{2, 2}, {5, 6}, {24, 1}}));
}

TEST(CoveredTwice, TouchingIntervalsDoNotOverlap) {
  EXPECT_TRUE(covered_twice({{1, 10}, {11, 5}, {16, 1}}).empty());
  EXPECT_EQ(covered_twice({{1, 10}, {1, 10}}), (std::vector<IdInterval>{{1, 10}}));
}

TEST(Subtract, ClimbingRunKeepsPositionsOfItsPieces) {
  const DirectRun run{100, {10, 20}, false};                         // positions 100..119 hold ids 10..29
  const std::vector<IdInterval> removed{{1, 10}, {15, 2}, {29, 5}};  // 1..10, 15..16, 29..33
  EXPECT_EQ(subtract(run, removed), (std::vector<DirectRun>{{101, {11, 4}, false}, {107, {17, 12}, false}}));
}

TEST(Subtract, FallingRunPiecesInPositionOrder) {
  const DirectRun run{0, {10, 10}, true};  // positions 0..9 hold ids 19..10
  const std::vector<IdInterval> removed{{10, 2}, {15, 1}};
  // Ids 16..19 at positions 0..3, then 12..14 at positions 5..7.
  EXPECT_EQ(subtract(run, removed), (std::vector<DirectRun>{{0, {16, 4}, true}, {5, {12, 3}, true}}));
}

TEST(Subtract, NothingRemovedOrEverything) {
  const DirectRun run{3, {50, 8}, false};
  EXPECT_EQ(subtract(run, {}), std::vector<DirectRun>{run});
  const std::vector<IdInterval> all{{40, 30}};
  EXPECT_TRUE(subtract(run, all).empty());
}

TEST(CompleteEachOther, RunsAndListedIdsMakeUpTheRange) {
  const std::vector<IdInterval> direct{{1, 4}, {8, 3}, {20, 5}};
  EXPECT_TRUE(complete_each_other(3, 9, direct, std::vector<std::int64_t>{5, 6, 7, 11}));  // 3..11
  EXPECT_TRUE(complete_each_other(12, 8, {}, climbing(12, 8)));
}

TEST(CompleteEachOther, AMissingIdAnIdInARunOrOutsideTheRangeFails) {
  const std::vector<IdInterval> direct{{1, 4}, {8, 3}};
  EXPECT_FALSE(complete_each_other(1, 11, direct, std::vector<std::int64_t>{5, 6, 11}));     // 7 missing
  EXPECT_FALSE(complete_each_other(1, 11, direct, std::vector<std::int64_t>{5, 6, 9, 11}));  // 9 twice, 7 missing
  EXPECT_FALSE(complete_each_other(1, 10, direct, std::vector<std::int64_t>{5, 6, 7, 11}));  // 11 outside
}

}  // namespace
}  // namespace pcgns::dist
