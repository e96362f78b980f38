// BoundaryScan against looking at every cell: on a random graph with a hub of more
// neighbours than a byte counts, cells are moved at random -- on this rank and on others
// -- and each scan's proposals (in cell order) and cut ends must be those of every cell
// looked at afresh, round after round, in both directions, under 1, 2 and 3 ranks.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "split/graph/boundary_scan.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/local_graph.hpp"
#include "split/graph/move_quota.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::test {
namespace {

using split::graph::Proposal;

constexpr std::int64_t kCells = 600;
constexpr int kParts = 5;
constexpr std::int64_t kHub = 17;  // neighbours every cell below kHubReach
constexpr std::int64_t kHubReach = 320;

// The same symmetric graph on every rank: near neighbours along the line, a few random
// far ones, and the hub.
std::vector<std::set<std::int64_t>> whole_graph() {
  std::vector<std::set<std::int64_t>> adjacent(static_cast<std::size_t>(kCells));
  const auto join = [&](std::int64_t a, std::int64_t b) {
    if (a == b) return;
    adjacent[static_cast<std::size_t>(a)].insert(b);
    adjacent[static_cast<std::size_t>(b)].insert(a);
  };
  std::mt19937_64 random(7);
  for (std::int64_t c = 0; c < kCells; ++c) {
    if (c + 1 < kCells) join(c, c + 1);
    if (c + 20 < kCells) join(c, c + 20);
    join(c, static_cast<std::int64_t>(random() % kCells));
  }
  for (std::int64_t c = 0; c < kHubReach; ++c) join(kHub, c);
  return adjacent;
}

// The rule of boundary_scan.cpp, written out for one cell of the whole graph.
struct Expected {
  std::vector<Proposal> proposals;
  std::int64_t cut_ends = 0;
};

Expected look_at_every_cell(const std::vector<std::set<std::int64_t>>& adjacent, const std::vector<int>& parts,
                            const std::vector<std::int64_t>& weights, const Block& block, bool upward) {
  Expected expected;
  for (std::int64_t c = block.first; c < block.first + block.count; ++c) {
    const int own = parts[static_cast<std::size_t>(c)];
    std::vector<std::int64_t> in_part(kParts, 0);
    for (const auto n : adjacent[static_cast<std::size_t>(c)]) ++in_part[static_cast<std::size_t>(parts[n])];
    const std::int64_t same = in_part[static_cast<std::size_t>(own)];
    int best = -1;
    for (int p = 0; p < kParts; ++p) {
      if (p == own) continue;
      expected.cut_ends += in_part[static_cast<std::size_t>(p)];
      const bool this_way = upward ? p > own : p < own;
      if (this_way && in_part[static_cast<std::size_t>(p)] > 0 &&
          (best < 0 || in_part[static_cast<std::size_t>(p)] > in_part[static_cast<std::size_t>(best)]))
        best = p;
    }
    if (best < 0 || weights[static_cast<std::size_t>(c - block.first)] <= 0) continue;
    const std::int64_t most = in_part[static_cast<std::size_t>(best)];
    if (most > same || (upward && most == same))
      expected.proposals.push_back(
          {static_cast<std::size_t>(c - block.first), best, split::graph::gain_level(most - same)});
  }
  return expected;
}

TEST(BoundaryScan, ProposesAndCutsAsLookingAtEveryCellRoundAfterRound) {
  const auto adjacent = whole_graph();
  ASSERT_GE(adjacent[static_cast<std::size_t>(kHub)].size(), 255U) << "the hub must be crowded";
  const Block block = block_of(kCells, MPI_COMM_WORLD);
  const auto graph = block_graph(adjacent, block, MPI_COMM_WORLD);
  std::mt19937_64 random(11);  // the same draws on every rank
  std::vector<int> parts(static_cast<std::size_t>(kCells));
  for (auto& p : parts) p = static_cast<int>(random() % kParts);
  std::vector<std::int64_t> weights;
  for (std::int64_t c = block.first; c < block.first + block.count; ++c) weights.push_back(c % 13 == 0 ? 0 : 1 + c % 3);
  const split::graph::WeightView weight_view(block.count, weights);
  const split::graph::LocalGraph numbered(MPI_COMM_WORLD, graph);
  split::graph::GhostParts ghosts(MPI_COMM_WORLD, numbered);
  split::graph::BoundaryScan scan(numbered);
  for (int round = 0; round < 12; ++round) {
    const std::span<const int> local{parts.data() + block.first, static_cast<std::size_t>(block.count)};
    ghosts.refresh(MPI_COMM_WORLD, local);
    scan.ghosts_moved(ghosts.cells_next_to_changed());
    const bool upward = round % 2 == 0;
    const auto proposals = scan.scan(ghosts, local, weight_view, upward);
    const auto expected = look_at_every_cell(adjacent, parts, weights, block, upward);
    EXPECT_EQ(scan.cut_ends(), expected.cut_ends) << "round " << round;
    // EXPECT, not ASSERT: a rank that left the test would leave the others waiting.
    EXPECT_EQ(proposals.size(), expected.proposals.size()) << "round " << round;
    for (std::size_t i = 0; i < std::min(proposals.size(), expected.proposals.size()); ++i)
      EXPECT_EQ(std::tie(proposals[i].cell, proposals[i].to, proposals[i].level),
                std::tie(expected.proposals[i].cell, expected.proposals[i].to, expected.proposals[i].level))
          << "round " << round << ", proposal " << i;
    // A few cells moved, some rounds none, the hub now and then; each rank tells the
    // scan of its own.
    std::vector<Proposal> moved_here;
    const int moves = round % 4 == 3 ? 0 : 1 + static_cast<int>(random() % 25);
    for (int m = 0; m < moves; ++m) {
      const auto cell = m == 0 && round % 3 == 1 ? kHub : static_cast<std::int64_t>(random() % kCells);
      parts[static_cast<std::size_t>(cell)] = static_cast<int>(random() % kParts);
      if (cell >= block.first && cell < block.first + block.count)
        moved_here.push_back({static_cast<std::size_t>(cell - block.first), parts[static_cast<std::size_t>(cell)], 0});
    }
    scan.moved(moved_here);
  }
}

}  // namespace
}  // namespace pcgns::test
