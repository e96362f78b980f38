// LocalGraph, the dual graph in a rank's own numbering that --method auto's steps read,
// and GhostParts on it: every neighbour, mapped back, is the graph's own in the same
// order; the ghosts are the other ranks' neighbours, ascending; a ghost's part is its
// owner's. Under 1, 2 and 3 ranks.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <span>
#include <vector>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/local_graph.hpp"

namespace pcgns::test {
namespace {

using split::graph::LocalCell;
using split::graph::LocalGraph;

constexpr std::int64_t kLineCells = 500;

// The same graph on every rank, this rank's block of it: neighbours along the line and
// far ones at random, so that each rank neighbours cells of every other rank. Each cell's
// neighbours in descending order: the conversion must keep the order it is given.
split::DistributedGraph random_block_graph(const Block& block) {
  std::vector<std::set<std::int64_t>> adjacent(static_cast<std::size_t>(kLineCells));
  std::mt19937_64 random(5);
  for (std::int64_t c = 0; c < kLineCells; ++c)
    for (const std::int64_t other : {c + 1, static_cast<std::int64_t>(random() % kLineCells)})
      if (other != c && other < kLineCells) {
        adjacent[static_cast<std::size_t>(c)].insert(other);
        adjacent[static_cast<std::size_t>(other)].insert(c);
      }
  auto graph = block_graph(adjacent, block, MPI_COMM_WORLD);
  for (std::size_t c = 0; c + 1 < graph.xadj.size(); ++c)
    std::reverse(graph.adjncy.begin() + graph.xadj[c], graph.adjncy.begin() + graph.xadj[c + 1]);
  return graph;
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
  const Block block = block_of(kLineCells, MPI_COMM_WORLD);
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
  const Block block = block_of(kLineCells, MPI_COMM_WORLD);
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
  const Block block = block_of(kLineCells, MPI_COMM_WORLD);
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

// Each cell's neighbours as global ids, ascending: the two graphs may list them in
// different orders (ghosts come after the local cells in local numbering).
std::vector<std::vector<std::int64_t>> neighbour_sets(const LocalGraph& graph) {
  std::vector<std::vector<std::int64_t>> sets;
  for (LocalCell c = 0; c < graph.local_cells(); ++c) {
    auto& set = sets.emplace_back();
    for (const LocalCell n : graph.neighbours(c)) set.push_back(graph.global_id(n));
    std::ranges::sort(set);
  }
  return sets;
}

// A column of hexagonal prisms stacked along z, this rank's block of them: each
// shares a hexagon with the next, a face of six vertices, which meets at its home rank
// even when both prisms are this rank's.
split::CellList prism_column(const Block& block) {
  split::CellList cells;
  cells.first_cell = block.first;
  const auto hexagon = [](std::int64_t layer) {
    std::vector<std::int64_t> face;
    for (std::int64_t j = 0; j < 6; ++j) face.push_back(layer * 6 + j);
    return face;
  };
  for (std::int64_t prism = block.first; prism < block.first + block.count; ++prism) {
    std::vector<std::vector<std::int64_t>> faces{hexagon(prism), hexagon(prism + 1)};
    for (std::int64_t j = 0; j < 6; ++j)
      faces.push_back({prism * 6 + j, prism * 6 + (j + 1) % 6, (prism + 1) * 6 + (j + 1) % 6, (prism + 1) * 6 + j});
    cells.add_polyhedron(faces);
  }
  return cells;
}

void expect_built_as_converted(const split::CellList& cells, const Block& block, const char* what) {
  const LocalGraph converted(MPI_COMM_WORLD, split::dual_graph(MPI_COMM_WORLD, cells));
  const LocalGraph built = split::graph::local_dual_graph(MPI_COMM_WORLD, split::stream_of(cells));
  EXPECT_EQ(built.first_cell(), block.first) << what;
  EXPECT_EQ(built.vtxdist(), converted.vtxdist()) << what;
  EXPECT_EQ(built.ghost_ids(), converted.ghost_ids()) << what;
  EXPECT_EQ(neighbour_sets(built), neighbour_sets(converted)) << what;
}

// Built straight from the cells' faces (auto's way, no 64-bit graph on the way), the
// graph is the dual graph's: tetrahedra and hexahedra as polyhedra, matched by their
// vertices, and prisms whose hexagons all meet at their home ranks.
TEST(LocalGraph, BuiltFromTheCellsIsTheDualGraphInLocalNumbering) {
  const Box box{5, 4, 3};
  for (const CellKind kind : {CellKind::tetra, CellKind::polyhedron}) {
    const Block block = block_of(box.hexes() * cells_per_hex(kind), MPI_COMM_WORLD);
    expect_built_as_converted(box_cells(box, kind, block), block, kind == CellKind::tetra ? "tetra" : "polyhedra");
  }
  constexpr std::int64_t kPrisms = 12;
  const Block block = block_of(kPrisms, MPI_COMM_WORLD);
  const auto prisms = prism_column(block);
  expect_built_as_converted(prisms, block, "prisms");
  const auto sets = neighbour_sets(split::graph::local_dual_graph(MPI_COMM_WORLD, split::stream_of(prisms)));
  for (std::size_t c = 0; c < sets.size(); ++c) {  // a chain: the prisms below and above
    std::vector<std::int64_t> expected;
    const std::int64_t prism = block.first + static_cast<std::int64_t>(c);
    if (prism > 0) expected.push_back(prism - 1);
    if (prism + 1 < kPrisms) expected.push_back(prism + 1);
    EXPECT_EQ(sets[c], expected) << "prism " << prism;
  }
}

}  // namespace
}  // namespace pcgns::test
