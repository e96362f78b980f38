// CopySchedule: the arrays to copy, laid end to end and cut into (rank, round) slices,
// are covered exactly once, never across an array, and no rank moves much more than a
// slice per round -- for many random task lists, rank counts and slice sizes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "dist/array_copy.hpp"

namespace {

using pcgns::DataType;
using pcgns::Node;
using pcgns::dist::CopySchedule;
using pcgns::dist::CopySlice;
using pcgns::dist::CopyTask;

CopyTask task_of(DataType type, std::int64_t count) {
  return {Node("a" + std::to_string(count), "DataArray_t", type, {count}), "/Base/Zone/a", std::nullopt};
}

struct Coverage {
  std::vector<std::vector<int>> hits;  // per task, per element
  std::int64_t max_rank_round_bytes = 0;
};

// Walks every (rank, round), checks each slice stays inside its task and records hits.
Coverage cover(const std::vector<CopyTask>& tasks, const CopySchedule& schedule, int ranks) {
  Coverage coverage;
  for (const auto& task : tasks) coverage.hits.emplace_back(static_cast<std::size_t>(task.source.count()), 0);
  for (int round = 0; round < schedule.rounds(); ++round) {
    for (int rank = 0; rank < ranks; ++rank) {
      std::int64_t bytes = 0;
      for (const CopySlice& slice : schedule.slices(rank, round)) {
        EXPECT_LT(slice.task, tasks.size());
        if (slice.task >= tasks.size()) continue;
        const auto& source = tasks[slice.task].source;
        EXPECT_GT(slice.count, 0);
        EXPECT_GE(slice.first, 0);
        EXPECT_LE(slice.first + slice.count, source.count()) << "slice crosses the end of task " << slice.task;
        for (std::int64_t e = slice.first; e < std::min(slice.first + slice.count, source.count()); ++e)
          ++coverage.hits[slice.task][static_cast<std::size_t>(e)];
        bytes += slice.count * static_cast<std::int64_t>(pcgns::element_size(source.type));
      }
      coverage.max_rank_round_bytes = std::max(coverage.max_rank_round_bytes, bytes);
    }
  }
  return coverage;
}

void expect_each_element_once(const Coverage& coverage) {
  for (std::size_t t = 0; t < coverage.hits.size(); ++t)
    for (std::size_t e = 0; e < coverage.hits[t].size(); ++e)
      ASSERT_EQ(coverage.hits[t][e], 1) << "task " << t << " element " << e;
}

TEST(CopySchedule, OneTaskOneRankIsCutIntoSlices) {
  const std::vector<CopyTask> tasks{task_of(DataType::R8, 10)};  // 80 bytes
  const CopySchedule schedule(tasks, 1, 32);
  ASSERT_EQ(schedule.rounds(), 3);
  // Slice [0,32) holds elements 0..3, [32,64) elements 4..7, [64,80) elements 8..9.
  const auto r0 = schedule.slices(0, 0), r1 = schedule.slices(0, 1), r2 = schedule.slices(0, 2);
  ASSERT_EQ(r0.size(), 1u);
  EXPECT_EQ(r0[0].first, 0);
  EXPECT_EQ(r0[0].count, 4);
  ASSERT_EQ(r1.size(), 1u);
  EXPECT_EQ(r1[0].first, 4);
  EXPECT_EQ(r1[0].count, 4);
  ASSERT_EQ(r2.size(), 1u);
  EXPECT_EQ(r2[0].first, 8);
  EXPECT_EQ(r2[0].count, 2);
}

TEST(CopySchedule, AnElementBelongsToTheSliceHoldingItsFirstByte) {
  const std::vector<CopyTask> tasks{task_of(DataType::R8, 3)};  // 24 bytes, slices of 10
  const CopySchedule schedule(tasks, 3, 10);
  EXPECT_EQ(schedule.rounds(), 1);
  const auto a = schedule.slices(0, 0), b = schedule.slices(1, 0), c = schedule.slices(2, 0);
  // Element starts 0, 8, 16: rank 0 owns [0,10) -> 0 and 8; rank 1 owns [10,20) -> 16.
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].count, 2);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].first, 2);
  EXPECT_EQ(b[0].count, 1);
  EXPECT_TRUE(c.empty());
}

TEST(CopySchedule, SlicesSpanSeveralTasksWithoutCrossingThem) {
  const std::vector<CopyTask> tasks{task_of(DataType::I4, 3), task_of(DataType::C1, 5), task_of(DataType::R8, 2)};
  const CopySchedule schedule(tasks, 1, 100);  // all 33 bytes in one slice
  ASSERT_EQ(schedule.rounds(), 1);
  const auto slices = schedule.slices(0, 0);
  ASSERT_EQ(slices.size(), 3u);
  for (std::size_t t = 0; t < 3; ++t) {
    EXPECT_EQ(slices[t].task, t);
    EXPECT_EQ(slices[t].first, 0);
    EXPECT_EQ(slices[t].count, tasks[t].source.count());
  }
}

TEST(CopySchedule, NothingToCopyHasNoRounds) {
  EXPECT_EQ(CopySchedule({}, 4, 64).rounds(), 0);
  const std::vector<CopyTask> empty{task_of(DataType::R8, 0), task_of(DataType::I4, 0)};
  const CopySchedule schedule(empty, 2, 64);
  EXPECT_EQ(schedule.rounds(), 0);
  EXPECT_TRUE(schedule.slices(0, 0).empty());
}

TEST(CopySchedule, ZeroSliceSizeIsTreatedAsOneByte) {
  const std::vector<CopyTask> tasks{task_of(DataType::C1, 5)};
  const CopySchedule schedule(tasks, 2, 0);
  EXPECT_EQ(schedule.rounds(), 3);
  expect_each_element_once(cover(tasks, schedule, 2));
}

TEST(CopySchedule, RoundsAreJustEnoughForTheStream) {
  const std::vector<CopyTask> tasks{task_of(DataType::R8, 100)};  // 800 bytes
  EXPECT_EQ(CopySchedule(tasks, 4, 100).rounds(), 2);
  EXPECT_EQ(CopySchedule(tasks, 4, 200).rounds(), 1);
  EXPECT_EQ(CopySchedule(tasks, 3, 100).rounds(), 3);
  EXPECT_EQ(CopySchedule(tasks, 1, 799).rounds(), 2);
}

TEST(CopySchedule, RandomTaskListsAreCoveredExactlyOnce) {
  std::mt19937 random(12345);
  const DataType types[] = {DataType::C1, DataType::I4, DataType::R4, DataType::I8, DataType::R8};
  std::uniform_int_distribution<int> type_pick(0, 4), task_count(1, 12), size_kind(0, 3);
  std::uniform_int_distribution<std::int64_t> small(1, 9), large(10, 400);
  const std::int64_t slice_sizes[] = {1, 3, 7, 8, 13, 64, 100, 1000, 100000};
  for (int trial = 0; trial < 60; ++trial) {
    std::vector<CopyTask> tasks;
    for (int n = task_count(random); n > 0; --n) {
      const int kind = size_kind(random);
      const std::int64_t count = kind == 0 ? 0 : (kind == 1 ? small(random) : large(random));
      tasks.push_back(task_of(types[type_pick(random)], count));
    }
    std::int64_t total = 0;
    for (const auto& task : tasks) total += task.bytes();
    for (int ranks = 1; ranks <= 5; ++ranks) {
      for (const std::int64_t slice : slice_sizes) {
        SCOPED_TRACE("trial " + std::to_string(trial) + " ranks " + std::to_string(ranks) + " slice " +
                     std::to_string(slice));
        const CopySchedule schedule(tasks, ranks, slice);
        EXPECT_EQ(schedule.rounds(), (total + slice * ranks - 1) / (slice * ranks));
        const auto coverage = cover(tasks, schedule, ranks);
        expect_each_element_once(coverage);
        // An element straddling a slice end is moved whole by the slice that starts it.
        EXPECT_LE(coverage.max_rank_round_bytes, slice + 8);
        // Past the last round nothing is left.
        for (int rank = 0; rank < ranks; ++rank) EXPECT_TRUE(schedule.slices(rank, schedule.rounds()).empty());
      }
    }
  }
}

}  // namespace
