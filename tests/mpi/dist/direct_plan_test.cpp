// The merge's direct runs across ranks: every rank learns every part's runs, ids that
// two parts' runs cover go back to the exchange, and a block owner can tell whether the
// runs and the exchanged ids make up its block exactly, whichever rank holds which part.
#include <gtest/gtest.h>

#include <numeric>

#include "dist/direct_plan.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/exchange/part_to_block_plan.hpp"

namespace pcgns::test {
namespace {

using dist::DirectPlan;
using dist::DirectRun;
using dist::IdInterval;

std::vector<std::int64_t> climbing(std::int64_t from, std::int64_t to) {
  std::vector<std::int64_t> ids(static_cast<std::size_t>(to - from + 1));
  std::iota(ids.begin(), ids.end(), from);
  return ids;
}

std::vector<std::int64_t> falling(std::int64_t from, std::int64_t to) {
  auto ids = climbing(to, from);
  std::reverse(ids.begin(), ids.end());
  return ids;
}

// 20001..20100 in an order with no two neighbours one apart, then 20101..30000 climbing.
std::vector<std::int64_t> scattered_then_climbing() {
  std::vector<std::int64_t> ids;
  for (std::int64_t k = 0; k < 50; ++k) ids.insert(ids.end(), {20051 + k, 20001 + k});
  const auto run = climbing(20101, 30000);
  ids.insert(ids.end(), run.begin(), run.end());
  return ids;
}

struct Parts {
  std::vector<std::vector<std::int64_t>> all;  // every part's ids, the same on every rank
  std::vector<std::size_t> mine;               // the parts this rank holds
  std::vector<exchange::PartIds> ids;
};

Parts deal(std::vector<std::vector<std::int64_t>> all) {
  Parts parts{std::move(all), {}, {}};
  for (std::size_t p = 0; p < parts.all.size(); ++p)
    if (static_cast<int>(p % static_cast<std::size_t>(world_size())) == world_rank()) {
      parts.mine.push_back(p);
      parts.ids.push_back({parts.all[p], static_cast<int>(p)});
    }
  return parts;
}

// Collective: whether the runs and a sparse plan over the rest make up 1..n on every rank.
bool complete_everywhere(const DirectPlan& direct, const Parts& parts, std::int64_t n) {
  std::vector<exchange::PartIds> rest;
  for (std::size_t i = 0; i < parts.mine.size(); ++i) rest.push_back({direct.rest_ids(i), parts.ids[i].source});
  const exchange::PartToBlockPlan plan(MPI_COMM_WORLD, n, rest, exchange::Duplicates::require_equal,
                                       {"test", [](int part) { return "part " + std::to_string(part); }},
                                       exchange::Coverage::sparse);
  const exchange::BlockDistribution blocks(n, world_size());
  int complete = dist::complete_each_other(blocks.first(world_rank()), blocks.count(world_rank()), direct.all_direct(),
                                           plan.block_ids())
                     ? 1
                     : 0;
  MPI_Allreduce(MPI_IN_PLACE, &complete, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return complete == 1;
}

TEST(DirectPlan, SharedIdsLeaveTheRunsAndEveryRankKnowsTheRest) {
  // Part 1 falls from 20000 to 9001 and so shares 9001..10000 with part 0.
  const Parts parts = deal({climbing(1, 10000), falling(20000, 9001), scattered_then_climbing()});
  const DirectPlan direct(MPI_COMM_WORLD, parts.ids, 4096, 1000);
  ASSERT_FALSE(direct.empty());
  EXPECT_EQ(std::vector<IdInterval>(direct.all_direct().begin(), direct.all_direct().end()),
            (std::vector<IdInterval>{{1, 9000}, {10001, 10000}, {20101, 9900}}));
  for (std::size_t i = 0; i < parts.mine.size(); ++i) {
    const auto& rest = direct.rest_ids(i);
    switch (parts.mine[i]) {
      case 0:
        EXPECT_EQ(direct.runs(i), (std::vector<DirectRun>{{0, {1, 9000}, false}}));
        EXPECT_EQ(rest, climbing(9001, 10000));
        EXPECT_EQ(direct.rest_positions(i).front(), 9000);
        break;
      case 1:
        EXPECT_EQ(direct.runs(i), (std::vector<DirectRun>{{0, {10001, 10000}, true}}));
        EXPECT_EQ(rest, falling(10000, 9001));
        EXPECT_EQ(direct.rest_positions(i).front(), 10000);
        break;
      default:
        EXPECT_EQ(direct.runs(i), (std::vector<DirectRun>{{100, {20101, 9900}, false}}));
        EXPECT_EQ(rest.size(), 100u);
        EXPECT_EQ(direct.rest_positions(i).back(), 99);
    }
  }
  EXPECT_TRUE(complete_everywhere(direct, parts, 30000));
}

TEST(DirectPlan, AScatteredIdInsideAnotherPartsRunIsCaught) {
  // Part 1 gives id 5 (inside part 0's run) among ids no run covers: the block owning
  // id 5 sees it twice, so the route must fall back to the full exchange.
  const Parts parts = deal({climbing(1, 10000), {10002, 5, 10001}});
  const DirectPlan direct(MPI_COMM_WORLD, parts.ids, 4096, 1000);
  ASSERT_FALSE(direct.empty());
  EXPECT_FALSE(complete_everywhere(direct, parts, 10002));
}

TEST(DirectPlan, MissingIdsAreCaught) {
  const Parts parts = deal({climbing(1, 10000), {10003, 10001}});  // 10002 in no part
  const DirectPlan direct(MPI_COMM_WORLD, parts.ids, 4096, 1000);
  EXPECT_FALSE(complete_everywhere(direct, parts, 10003));
}

TEST(DirectPlan, NoRunsOrTooManyLeaveEverythingToTheExchange) {
  const Parts short_runs = deal({climbing(1, 100), climbing(101, 200)});
  const DirectPlan none(MPI_COMM_WORLD, short_runs.ids, 4096, 1000);
  EXPECT_TRUE(none.empty());
  for (std::size_t i = 0; i < short_runs.mine.size(); ++i)
    EXPECT_EQ(none.rest_ids(i), short_runs.all[short_runs.mine[i]]);
  const Parts long_runs = deal({climbing(1, 10000), climbing(10001, 20000)});
  const DirectPlan capped(MPI_COMM_WORLD, long_runs.ids, 4096, 1);  // two runs, one allowed
  EXPECT_TRUE(capped.empty());
  for (std::size_t i = 0; i < long_runs.mine.size(); ++i) EXPECT_TRUE(capped.runs(i).empty());
}

}  // namespace
}  // namespace pcgns::test
