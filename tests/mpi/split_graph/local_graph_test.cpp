// LocalGraph, the dual graph in a rank's own numbering that --method auto's steps read,
// and GhostParts on it: every neighbour, mapped back, is the graph's own in the same
// order; the ghosts are the other ranks' neighbours, ascending; a ghost's part is its
// owner's. Under 1, 2 and 3 ranks.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/local_graph.hpp"

namespace pcgns::test {
namespace {

using split::graph::LocalCell;
using split::graph::LocalGraph;

constexpr std::int64_t kCells = 500;

// The same graph on every rank, this rank's block of it: neighbours along the line and
// far ones at random, so that each rank neighbours cells of every other rank.
split::DistributedGraph random_block_graph(const Block& block) {
  std::vector<std::set<std::int64_t>> adjacent(static_cast<std::size_t>(kCells));
  std::mt19937_64 random(5);
  for (std::int64_t c = 0; c < kCells; ++c)
    for (const std::int64_t other : {c + 1, static_cast<std::int64_t>(random() % kCells)})
      if (other != c && other < kCells) {
        adjacent[static_cast<std::size_t>(c)].insert(other);
        adjacent[static_cast<std::size_t>(other)].insert(c);
      }
  split::DistributedGraph graph;
  graph.vtxdist.assign(1, 0);
  for (int rank = 0; rank < world_size(); ++rank) {
    const std::int64_t count = kCells / world_size() + (rank < kCells % world_size() ? 1 : 0);
    graph.vtxdist.push_back(graph.vtxdist.back() + count);
  }
  graph.xadj.assign(1, 0);
  for (std::int64_t c = block.first; c < block.first + block.count; ++c) {
    // Not in ascending order: the conversion must keep the order it is given.
    const auto& around = adjacent[static_cast<std::size_t>(c)];
    graph.adjncy.insert(graph.adjncy.end(), around.rbegin(), around.rend());
    graph.xadj.push_back(static_cast<std::int64_t>(graph.adjncy.size()));
  }
  return graph;
}

Block this_block() {
  const int rank = world_rank(), ranks = world_size();
  const std::int64_t base = kCells / ranks, extra = kCells % ranks;
  return {rank * base + std::min<std::int64_t>(rank, extra), base + (rank < extra ? 1 : 0)};
}

void expect_same_graph(const LocalGraph& local, const split::DistributedGraph& graph, const Block& block) {
  EXPECT_EQ(local.first_cell(), block.first);
  ASSERT_EQ(local.local_cells(), static_cast<LocalCell>(block.count));
  for (LocalCell c = 0; c < local.local_cells(); ++c) {
    std::vector<std::int64_t> mapped;
    for (const LocalCell n : local.neighbours(c)) mapped.push_back(local.global_id(n));
    const auto begin = graph.adjncy.begin() + graph.xadj[c], end = graph.adjncy.begin() + graph.xadj[c + 1];
    EXPECT_EQ(mapped, std::vector<std::int64_t>(begin, end)) << "local cell " << c;
  }
}

TEST(LocalGraph, MapsEveryNeighbourBackToItsGlobalIdInTheSameOrder) {
  const Block block = this_block();
  const auto graph = random_block_graph(block);
  const LocalGraph local(MPI_COMM_WORLD, graph);
  expect_same_graph(local, graph, block);
  const auto& ghosts = local.ghost_ids();
  EXPECT_TRUE(std::ranges::is_sorted(ghosts));
  EXPECT_EQ(std::ranges::adjacent_find(ghosts), ghosts.end());
  std::set<std::int64_t> outside;
  for (const auto n : graph.adjncy)
    if (n < block.first || n >= block.first + block.count) outside.insert(n);
  EXPECT_EQ(std::vector<std::int64_t>(outside.begin(), outside.end()), ghosts);
  if (world_size() > 1) {
    EXPECT_FALSE(ghosts.empty());
  }
}

TEST(LocalGraph, TakingTheGraphFreesItsAdjacencyAndGivesTheSameGraph) {
  const Block block = this_block();
  const auto graph = random_block_graph(block);
  auto taken = graph;
  const LocalGraph local(MPI_COMM_WORLD, std::move(taken));
  // NOLINTNEXTLINE(bugprone-use-after-move): what the move leaves is what is tested
  EXPECT_TRUE(taken.adjncy.empty());
  EXPECT_EQ(taken.adjncy.capacity(), 0U);
  expect_same_graph(local, graph, block);
  EXPECT_EQ(local.vtxdist(), graph.vtxdist);
}

TEST(LocalGraph, GhostPartsGiveEachNeighbourItsOwnersPart) {
  const Block block = this_block();
  const LocalGraph local(MPI_COMM_WORLD, random_block_graph(block));
  const auto part_of_cell = [](std::int64_t global) { return static_cast<int>(global * 7 % 11); };
  std::vector<int> parts;
  for (std::int64_t c = block.first; c < block.first + block.count; ++c) parts.push_back(part_of_cell(c));
  split::graph::GhostParts ghosts(MPI_COMM_WORLD, local);
  ghosts.refresh(MPI_COMM_WORLD, parts);
  for (LocalCell c = 0; c < local.local_cells(); ++c)
    for (const LocalCell n : local.neighbours(c))
      EXPECT_EQ(ghosts.part_of(n, parts), part_of_cell(local.global_id(n))) << "cell " << c << ", neighbour " << n;
}

}  // namespace
}  // namespace pcgns::test
