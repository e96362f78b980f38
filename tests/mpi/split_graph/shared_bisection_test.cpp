// Recursive bisection with its attempts shared out over the ranks, on a grid graph with
// weighted vertices and edges: every vertex in one of the M parts, every part used, the
// balance near the tolerance, the cut reported the cut of the parts, and the same parts
// on every rank and under 1, 2 and 3 ranks as on one rank alone.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "mpi/mpi_test_support.hpp"
#include "split/graph/shared_bisection.hpp"

namespace pcgns::test {
namespace {

using split::graph::SmallGraph;

// A grid of nx x ny vertices joined to their four neighbours; vertex weights 1 to 3,
// edge weights 1 to 4, the same both ways.
SmallGraph grid(int nx, int ny) {
  SmallGraph graph;
  graph.xadj.assign(1, 0);
  const auto id = [&](int x, int y) { return static_cast<idx_t>(y * nx + x); };
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) {
      const auto join = [&](int ox, int oy) {
        if (ox < 0 || oy < 0 || ox >= nx || oy >= ny) return;
        graph.adjncy.push_back(id(ox, oy));
        graph.adjwgt.push_back(1 + (std::min(id(x, y), id(ox, oy)) % 4));
      };
      join(x - 1, y), join(x + 1, y), join(x, y - 1), join(x, y + 1);
      graph.xadj.push_back(static_cast<idx_t>(graph.adjncy.size()));
      graph.vwgt.push_back(1 + (x + y) % 3);
    }
  return graph;
}

// Each edge once, from its lower end.
std::int64_t cut_of(const SmallGraph& graph, const std::vector<idx_t>& part) {
  std::int64_t cut = 0;
  for (std::size_t v = 0; v < graph.vertices(); ++v)
    for (auto e = graph.xadj[v]; e < graph.xadj[v + 1]; ++e) {
      const auto other = static_cast<std::size_t>(graph.adjncy[static_cast<std::size_t>(e)]);
      if (v < other && part[v] != part[other]) cut += graph.adjwgt[static_cast<std::size_t>(e)];
    }
  return cut;
}

class SharedBisection : public ::testing::TestWithParam<int> {};

TEST_P(SharedBisection, CutsEveryVertexIntoOnePartAlikeUnderAnyRankCount) {
  const int parts = GetParam();
  const SmallGraph graph = grid(40, 30);
  const split::PartitionOptions options{.parts = parts, .imbalance_tolerance = 0.05, .weights = {}};
  const auto shared = split::graph::shared_recursive_bisection(MPI_COMM_WORLD, graph, options, 6, "the grid");
  const auto alone = split::graph::shared_recursive_bisection(MPI_COMM_SELF, graph, options, 6, "the grid");
  EXPECT_EQ(shared.part, alone.part);
  EXPECT_EQ(shared.edge_cut, cut_of(graph, shared.part));
  std::vector<std::int64_t> weights(static_cast<std::size_t>(parts), 0);
  for (std::size_t v = 0; v < graph.vertices(); ++v) {
    ASSERT_GE(shared.part[v], 0);
    ASSERT_LT(shared.part[v], parts);
    weights[static_cast<std::size_t>(shared.part[v])] += graph.vwgt[v];
  }
  const double mean =
      static_cast<double>(std::accumulate(graph.vwgt.begin(), graph.vwgt.end(), std::int64_t{0})) / parts;
  EXPECT_GT(std::ranges::min(weights), 0);
  // Each bisection is within the tolerance, and their errors compound over the levels.
  EXPECT_LE(static_cast<double>(std::ranges::max(weights)) / mean, 1.15);
  // Every rank holds the same parts.
  auto on_root = shared.part;
  MPI_Bcast(on_root.data(), static_cast<int>(on_root.size()), split::graph::idx_mpi_type(), 0, MPI_COMM_WORLD);
  EXPECT_EQ(shared.part, on_root);
  // Below stripes across the grid's length.
  std::vector<idx_t> stripes;
  for (std::size_t v = 0; v < graph.vertices(); ++v) stripes.push_back(static_cast<idx_t>(v / 40 * parts / 30));
  EXPECT_LT(shared.edge_cut, cut_of(graph, stripes));
}

INSTANTIATE_TEST_SUITE_P(Parts, SharedBisection, ::testing::Values(2, 3, 7, 16));

}  // namespace
}  // namespace pcgns::test
