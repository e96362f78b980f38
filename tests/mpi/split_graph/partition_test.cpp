// METIS, PT-Scotch and Hilbert cuts of a 20x20x20 hexahedral box: valid, non-empty,
// balanced parts; PT-Scotch's edge cut close to METIS's; deterministic results the same
// under every rank count. Hilbert's cut equal to its definition computed on one rank
// (random weights, ties, crowded keys, several splits on one cell).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iostream>
#include <limits>
#include <numeric>
#include <utility>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "pcgns/error.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/partition_steps.hpp"

namespace pcgns::test {
namespace {

const Box cube{20, 20, 20};

struct Mesh {
  Block block;
  split::DistributedGraph graph;
  std::vector<std::array<double, 3>> centroids;
};

Mesh cube_mesh(MPI_Comm comm) {
  Mesh mesh;
  mesh.block = block_of(cube.hexes(), comm);
  mesh.graph = split::dual_graph(comm, box_cells(cube, CellKind::hexa, mesh.block));
  for (std::int64_t c = 0; c < mesh.block.count; ++c) mesh.centroids.push_back(cube.hex_centre(mesh.block.first + c));
  return mesh;
}

// Every part in 0..M-1, every part non-empty.
void expect_valid_parts(const std::vector<int>& parts, std::int64_t local_cells, int m) {
  ASSERT_EQ(static_cast<std::int64_t>(parts.size()), local_cells);
  std::vector<std::int64_t> local(static_cast<std::size_t>(m), 0), global(local.size());
  for (const int p : parts) {
    ASSERT_GE(p, 0);
    ASSERT_LT(p, m);
    ++local[static_cast<std::size_t>(p)];
  }
  MPI_Allreduce(local.data(), global.data(), m, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
  for (int p = 0; p < m; ++p) EXPECT_GT(global[static_cast<std::size_t>(p)], 0) << "part " << p;
}

struct Quality {
  std::int64_t cut = 0;
  double imbalance = 0;
};

Quality measure(const Mesh& mesh, const std::vector<int>& parts, int m) {
  return {split::edge_cut(MPI_COMM_WORLD, mesh.graph, parts), split::imbalance(MPI_COMM_WORLD, parts, {}, m)};
}

class CubePartition : public ::testing::TestWithParam<int> {};

TEST_P(CubePartition, GraphAndCurvePartitionersAreBalancedAndComparable) {
  const int m = GetParam();
  const auto mesh = cube_mesh(MPI_COMM_WORLD);
  const split::PartitionOptions options{.parts = m, .imbalance_tolerance = 0.05, .weights = {}};
  const auto metis = split::partition_metis(MPI_COMM_WORLD, mesh.graph, options);
  const auto scotch = split::partition_ptscotch(MPI_COMM_WORLD, mesh.graph, options);
  const auto hilbert = split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids, options);
  for (const auto* parts : {&metis, &scotch, &hilbert}) expect_valid_parts(*parts, mesh.block.count, m);
  const auto q_metis = measure(mesh, metis, m);
  const auto q_scotch = measure(mesh, scotch, m);
  const auto q_hilbert = measure(mesh, hilbert, m);
  if (world_rank() == 0)
    std::cout << "[ quality  ] 20^3 hexahedra, M=" << m << ", " << world_size() << " ranks:"
              << " METIS cut " << q_metis.cut << " imbalance " << q_metis.imbalance << "; PT-Scotch cut "
              << q_scotch.cut << " imbalance " << q_scotch.imbalance << "; Hilbert cut " << q_hilbert.cut
              << " imbalance " << q_hilbert.imbalance << "\n";
  EXPECT_LE(q_metis.imbalance, 0.05 + 1e-12);
  EXPECT_LE(q_scotch.imbalance, 0.05 + 1e-12);
  // Hilbert: every part within one cell of the mean, so at most ceil(N/M) cells.
  const double mean = static_cast<double>(cube.hexes()) / m;
  EXPECT_LE(q_hilbert.imbalance, (std::ceil(mean) - mean) / mean + 1e-12);
  EXPECT_LE(q_scotch.cut, 1.10 * static_cast<double>(q_metis.cut));
  // A cut of the cube into 7 or 16 slabs or better: far below all 22800 edges.
  EXPECT_LT(q_metis.cut, cube.hex_edges() / 3);
}

INSTANTIATE_TEST_SUITE_P(Parts, CubePartition, ::testing::Values(7, 16));

// The same cut computed by every rank alone (MPI_COMM_SELF, whole mesh), sliced to this
// rank's block: a deterministic partitioner must agree with its parallel run.
template <class Partition>
void expect_rank_count_independent(Partition partition) {
  const auto parallel_mesh = cube_mesh(MPI_COMM_WORLD);
  const auto serial_mesh = cube_mesh(MPI_COMM_SELF);
  const auto parallel = partition(MPI_COMM_WORLD, parallel_mesh);
  const auto serial = partition(MPI_COMM_SELF, serial_mesh);
  const auto first = static_cast<std::size_t>(parallel_mesh.block.first);
  ASSERT_EQ(serial.size(), static_cast<std::size_t>(cube.hexes()));
  const auto begin = serial.begin() + static_cast<std::ptrdiff_t>(first);
  const std::vector<int> slice(begin, begin + static_cast<std::ptrdiff_t>(parallel.size()));
  EXPECT_EQ(parallel, slice);
}

TEST(CubePartitionDeterminism, HilbertIsTheSameUnderAnyRankCount) {
  for (const int m : {7, 16})
    expect_rank_count_independent([m](MPI_Comm comm, const Mesh& mesh) {
      return split::partition_hilbert(comm, mesh.centroids, {.parts = m, .imbalance_tolerance = 0.05, .weights = {}});
    });
}

TEST(CubePartitionDeterminism, MetisIsTheSameUnderAnyRankCount) {
  expect_rank_count_independent([](MPI_Comm comm, const Mesh& mesh) {
    return split::partition_metis(comm, mesh.graph, {.parts = 7, .imbalance_tolerance = 0.05, .weights = {}});
  });
}

// pcgns-split's PT-Scotch empties the graph while Scotch runs: the parts are valid and
// balanced, and the graph is whole again afterwards. (Not compared with the public
// function's parts: Scotch's second call in a process differs from its first.)
TEST(CubePartitionPtScotch, TheGraphEmptiedWhileScotchRunsComesBackWhole) {
  const Mesh mesh = cube_mesh(MPI_COMM_WORLD);
  const split::PartitionOptions options{.parts = 7, .imbalance_tolerance = 0.05, .weights = {}};
  split::DistributedGraph graph = mesh.graph;
  const auto parts = split::graph::partition_ptscotch(MPI_COMM_WORLD, graph, options);
  expect_valid_parts(parts, mesh.block.count, options.parts);
  EXPECT_LE(split::imbalance(MPI_COMM_WORLD, parts, {}, options.parts), options.imbalance_tolerance + 1e-9);
  EXPECT_EQ(graph.vtxdist, mesh.graph.vtxdist);
  EXPECT_EQ(graph.xadj, mesh.graph.xadj);
  EXPECT_EQ(graph.adjncy, mesh.graph.adjncy);
}

// Weights 1, 2, 3 by cell id: the parts balance weight, not cells.
TEST(CubePartitionWeights, EveryPartitionerBalancesTheGivenWeights) {
  const int m = 7;
  const auto mesh = cube_mesh(MPI_COMM_WORLD);
  split::PartitionOptions options{.parts = m, .imbalance_tolerance = 0.05, .weights = {}};
  for (std::int64_t c = 0; c < mesh.block.count; ++c) options.weights.push_back(1 + (mesh.block.first + c) % 3);
  const auto metis = split::partition_metis(MPI_COMM_WORLD, mesh.graph, options);
  const auto scotch = split::partition_ptscotch(MPI_COMM_WORLD, mesh.graph, options);
  const auto hilbert = split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids, options);
  const double w_metis = split::imbalance(MPI_COMM_WORLD, metis, options.weights, m);
  const double w_scotch = split::imbalance(MPI_COMM_WORLD, scotch, options.weights, m);
  const double w_hilbert = split::imbalance(MPI_COMM_WORLD, hilbert, options.weights, m);
  if (world_rank() == 0)
    std::cout << "[ quality  ] weighted 1-2-3, M=7: imbalance METIS " << w_metis << ", PT-Scotch " << w_scotch
              << ", Hilbert " << w_hilbert << "\n";
  EXPECT_LE(w_metis, 0.05 + 1e-12);
  EXPECT_LE(w_scotch, 0.05 + 1e-12);
  // Within one cell (weight <= 3) of the mean weight 16000/7.
  EXPECT_LE(w_hilbert, 3.0 / (16000.0 / m) + 1e-12);
}

// The grid the keys are computed on is fine enough that the distinct centroids of a
// uniform mesh never share a key.
TEST(HilbertCurveKeys, DistinctCellsOfAUniformMeshHaveDistinctKeys) {
  const auto mesh = cube_mesh(MPI_COMM_SELF);
  auto keys = split::hilbert_curve_keys(MPI_COMM_SELF, mesh.centroids);
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end());
}

// A non-finite centroid on one rank is an InputError on every rank, whatever the number
// of parts; finite centroids so large that their sum overflows are accepted.
TEST(HilbertCentroids, ANonFiniteCentroidIsRefusedEverywhere) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  for (const double bad : {nan, inf, -inf})
    for (const int m : {1, 7}) {
      auto mesh = cube_mesh(MPI_COMM_WORLD);
      if (world_rank() == world_size() - 1) mesh.centroids[3][1] = bad;
      expect_error<InputError>(
          [&] {
            split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids,
                                     {.parts = m, .imbalance_tolerance = 0.05, .weights = {}});
          },
          {"local cell 3 has a non-finite centroid"});
    }
}

TEST(HilbertCentroids, HugeFiniteCentroidsAreAccepted) {
  auto mesh = cube_mesh(MPI_COMM_WORLD);
  for (std::size_t c = 0; c < 4; ++c)
    mesh.centroids[c][0] = std::numeric_limits<double>::max() / (1.0 + static_cast<double>(c));
  const auto parts = split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids,
                                              {.parts = 7, .imbalance_tolerance = 0.05, .weights = {}});
  expect_valid_parts(parts, mesh.block.count, 7);
}

TEST(CubePartitionSinglePart, OnePartIsEveryCellInPartZero) {
  const auto mesh = cube_mesh(MPI_COMM_WORLD);
  const split::PartitionOptions one{.parts = 1, .imbalance_tolerance = 0.05, .weights = {}};
  const std::vector<int> zeros(static_cast<std::size_t>(mesh.block.count), 0);
  EXPECT_EQ(split::partition_metis(MPI_COMM_WORLD, mesh.graph, one), zeros);
  EXPECT_EQ(split::partition_ptscotch(MPI_COMM_WORLD, mesh.graph, one), zeros);
  EXPECT_EQ(split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids, one), zeros);
  EXPECT_EQ(split::edge_cut(MPI_COMM_WORLD, mesh.graph, zeros), 0);
}

}  // namespace
}  // namespace pcgns::test

namespace pcgns::test {
namespace {

// Fewer cells than ranks (4 ranks, 3 cells): a rank with no cell takes part all the same.
TEST(TinyPartition, RanksWithoutCellsTakePart) {
  const Box row{3, 1, 1};
  const auto block = block_of(row.hexes(), MPI_COMM_WORLD);
  const auto graph = split::dual_graph(MPI_COMM_WORLD, box_cells(row, CellKind::hexa, block));
  std::vector<std::array<double, 3>> centroids;
  for (std::int64_t c = 0; c < block.count; ++c) centroids.push_back(row.hex_centre(block.first + c));
  const split::PartitionOptions three{.parts = 3, .imbalance_tolerance = 0.05, .weights = {}};
  // METIS k-way runs too (the empty rank must not break the gather), but on a graph this
  // small it puts every cell in one part: only the range of its parts is checked.
  const auto metis = split::partition_metis(MPI_COMM_WORLD, graph, three);
  ASSERT_EQ(static_cast<std::int64_t>(metis.size()), block.count);
  for (const int p : metis) EXPECT_TRUE(p >= 0 && p < 3) << p;
  const std::vector<std::pair<const char*, std::vector<int>>> results = {
      {"PT-Scotch", split::partition_ptscotch(MPI_COMM_WORLD, graph, three)},
      {"Hilbert", split::partition_hilbert(MPI_COMM_WORLD, centroids, three)}};
  for (const auto& [name, parts] : results) {
    ASSERT_EQ(static_cast<std::int64_t>(parts.size()), block.count) << name;
    EXPECT_EQ(split::imbalance(MPI_COMM_WORLD, parts, {}, 3), 0.0) << name;  // a cell per part
    EXPECT_EQ(split::edge_cut(MPI_COMM_WORLD, graph, parts), 2) << name;
  }
}

}  // namespace
}  // namespace pcgns::test

namespace pcgns::test {
namespace {

// The whole cloud of cells, the same on every rank: each cell's centroid and weight.
struct Cloud {
  std::vector<std::array<double, 3>> centroids;
  std::vector<std::int64_t> weights;
};

class Random {  // a fixed linear congruential sequence
 public:
  double uniform() {  // in [0, 1)
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state_ >> 11) * 0x1p-53;
  }
  std::int64_t weight() {  // 0 to 4, a third of them 0
    const double u = uniform();
    return u < 1.0 / 3 ? 0 : 1 + static_cast<std::int64_t>((u - 1.0 / 3) * 6);
  }

 private:
  std::uint64_t state_ = 2024;
};

// `cells` centroids uniform in the cube [low, low + side)^3, random weights.
void add_cells(Cloud& cloud, int cells, double low, double side, Random& random) {
  for (int c = 0; c < cells; ++c) {
    cloud.centroids.push_back(
        {low + side * random.uniform(), low + side * random.uniform(), low + side * random.uniform()});
    cloud.weights.push_back(random.weight());
  }
}

Cloud uniform_cloud() {
  Random random;
  Cloud cloud;
  add_cells(cloud, 5000, 0, 1, random);
  return cloud;
}

Cloud all_at_one_point() {  // every cell ties on the curve: ordered by id alone
  Random random;
  Cloud cloud;
  add_cells(cloud, 3000, 0.5, 0, random);
  return cloud;
}

// Nearly every cell in a cube a hundredth of the domain wide: the cells crowd into a few
// of the curve's buckets, which then hold every split.
Cloud crowded_cloud() {
  Random random;
  Cloud cloud;
  add_cells(cloud, 10, 0, 1, random);
  add_cells(cloud, 4990, 0.2, 0.01, random);
  return cloud;
}

// Cells along a straight line parallel to x (a wire in a base of PhysicalDimension 1):
// keyed by their place along it.
Cloud along_a_line() {
  Random random;
  Cloud cloud;
  for (int c = 0; c < 4000; ++c) {
    cloud.centroids.push_back({3 + 2 * random.uniform(), 0.25, -1});
    cloud.weights.push_back(random.weight());
  }
  return cloud;
}

Cloud one_heavy_cell() {  // several splits fall on the same cell
  Random random;
  Cloud cloud;
  add_cells(cloud, 2000, 0, 1, random);
  cloud.weights[1234] = 100000;
  return cloud;
}

// The partition by its definition: every cell sorted by (key, global id) on one rank;
// split k is the first cell through which the running weight reaches (k+1)/M of the
// total, and a cell's part is the number of splits before it, i.e. of the splits the
// weight before it already reaches.
std::vector<int> reference_parts(const std::vector<std::uint64_t>& keys, const std::vector<std::int64_t>& weights,
                                 int m) {
  std::vector<std::size_t> order(keys.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return std::pair(keys[a], a) < std::pair(keys[b], b); });
  const std::int64_t total = std::accumulate(weights.begin(), weights.end(), std::int64_t{0});
  std::vector<int> parts(keys.size());
  std::int64_t before = 0;
  for (const auto c : order) {
    parts[c] = static_cast<int>(std::min<std::int64_t>(m - 1, before * m / total));
    before += weights[c];
  }
  return parts;
}

template <class T>
std::vector<T> slice(const std::vector<T>& all, Block block) {
  const auto begin = all.begin() + static_cast<std::ptrdiff_t>(block.first);
  return {begin, begin + static_cast<std::ptrdiff_t>(block.count)};
}

// This rank's block of the cloud partitioned by all ranks equals the reference on the
// keys one rank computes for the whole cloud (which the ranks' keys must equal too).
void expect_reference_partition(const Cloud& cloud, bool weighted, const char* name,
                                std::initializer_list<int> part_counts = {1, 2, 3, 7, 64}) {
  const auto keys = split::hilbert_curve_keys(MPI_COMM_SELF, cloud.centroids);
  const auto cells = static_cast<std::int64_t>(cloud.centroids.size());
  const Block block = block_of(cells, MPI_COMM_WORLD);
  const auto centroids = slice(cloud.centroids, block);
  ASSERT_EQ(split::hilbert_curve_keys(MPI_COMM_WORLD, centroids), slice(keys, block)) << name;
  const std::vector<std::int64_t> unit(cloud.weights.size(), 1);
  const auto& weights = weighted ? cloud.weights : unit;
  for (const int m : part_counts) {
    const split::PartitionOptions options{.parts = m,
                                          .imbalance_tolerance = 0.05,
                                          .weights = weighted ? slice(weights, block) : std::vector<std::int64_t>{}};
    EXPECT_EQ(split::partition_hilbert(MPI_COMM_WORLD, centroids, options),
              slice(reference_parts(keys, weights, m), block))
        << name << (weighted ? ", weighted" : ", unit weights") << ", M=" << m;
  }
}

TEST(HilbertReference, RandomCellsAndWeightsIncludingZero) {
  expect_reference_partition(uniform_cloud(), true, "uniform cloud");
  expect_reference_partition(uniform_cloud(), false, "uniform cloud");
}

TEST(HilbertReference, CellsAllAtOnePointAreCutInIdOrder) {
  expect_reference_partition(all_at_one_point(), true, "one point");
  expect_reference_partition(all_at_one_point(), false, "one point");
}

TEST(HilbertReference, CellsCrowdedIntoFewBuckets) {
  expect_reference_partition(crowded_cloud(), true, "crowded cloud");
  expect_reference_partition(crowded_cloud(), false, "crowded cloud");
}

// On a line, the parts are its consecutive pieces: sorted by x, the cells' parts never
// go down.
TEST(HilbertReference, CellsAlongALineAreCutIntoConsecutivePieces) {
  const Cloud line = along_a_line();
  expect_reference_partition(line, true, "line");
  expect_reference_partition(line, false, "line");
  const auto parts =
      split::partition_hilbert(MPI_COMM_SELF, line.centroids, {.parts = 7, .imbalance_tolerance = 0.05, .weights = {}});
  std::vector<std::size_t> by_x(parts.size());
  std::iota(by_x.begin(), by_x.end(), std::size_t{0});
  std::sort(by_x.begin(), by_x.end(),
            [&](std::size_t a, std::size_t b) { return line.centroids[a][0] < line.centroids[b][0]; });
  for (std::size_t i = 1; i < by_x.size(); ++i)
    ASSERT_LE(parts[by_x[i - 1]], parts[by_x[i]]) << "cells " << by_x[i - 1] << " and " << by_x[i];
  EXPECT_EQ(parts[by_x.back()], 6);
}

TEST(HilbertReference, SplitsSharingOneHeavyCell) {
  expect_reference_partition(one_heavy_cell(), true, "one heavy cell");
}

// Enough cells in the split buckets (over 2^14 on a rank, even under 4 ranks) that
// further histograms narrow them down before the bisection; up to M = 20,000 (more
// stretches than 2^16 weights hold pieces of) and M = 60,000 (as many split points as
// --method auto's chunks, where the first round's buckets are most: 2^22).
TEST(HilbertReference, ManyCandidatesAreNarrowedDown) {
  Random random;
  Cloud crowded, tied;
  add_cells(crowded, 100, 0, 1, random);
  add_cells(crowded, 80000, 0.3, 0.05, random);  // a few dozen buckets, mostly distinct keys
  add_cells(tied, 70000, 0.7, 0, random);
  for (const auto* cloud : {&crowded, &tied}) {
    const char* name = cloud == &crowded ? "80,000 crowded cells" : "70,000 cells on one point";
    expect_reference_partition(*cloud, true, name, {2, 7, 1000, 20000, 60000});
    expect_reference_partition(*cloud, false, name, {64});
  }
}

}  // namespace
}  // namespace pcgns::test
