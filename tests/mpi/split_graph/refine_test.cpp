// --method auto (chunks of the Hilbert curve smoothed, grouped by METIS, then
// refine_partition on the dual graph) and refine_partition alone, on small hexahedral meshes whose curve cut
// is poor -- a long thin bar, an L-shaped slab, a voxel ball -- and on a striped start:
// every cell keeps exactly one part, no part is emptied, the balance stays within the
// tolerance (weighted too), the cut goes down (refinement: never up), and the result is
// the same under any number of ranks.
#include <gtest/gtest.h>

#include <functional>
#include <iostream>
#include <string>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "pcgns/error.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/local_graph.hpp"
#include "split/graph/partition_steps.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::test {
namespace {

struct Shape {
  std::string name;
  Box box;
  std::function<bool(const std::array<double, 3>&)> keep;  // by hexahedron centre
};

const Shape bar{"bar 64x3x3", {64, 3, 3}, [](const auto&) { return true; }};
const Shape ell{"L 16x16x2", {16, 16, 2}, [](const auto& c) { return c[0] < 8 || c[1] < 8; }};
const Shape ball{"ball r=6", {12, 12, 12}, [](const auto& c) {
                   const double x = c[0] - 6, y = c[1] - 6, z = c[2] - 6;
                   return x * x + y * y + z * z <= 36;
                 }};

struct Mesh {
  std::int64_t cells = 0;  // all ranks
  Block block;             // this rank's, in kept-cell ids
  split::DistributedGraph graph;
  std::vector<std::array<double, 3>> centroids;
};

// The kept hexahedra of the shape's box, numbered in box order, in blocks over `comm`.
Mesh mesh_of(const Shape& shape, MPI_Comm comm) {
  std::vector<std::int64_t> kept;
  for (std::int64_t h = 0; h < shape.box.hexes(); ++h)
    if (shape.keep(shape.box.hex_centre(h))) kept.push_back(h);
  Mesh mesh;
  mesh.cells = static_cast<std::int64_t>(kept.size());
  mesh.block = block_of(mesh.cells, comm);
  split::CellList cells;
  cells.first_cell = mesh.block.first;
  for (std::int64_t c = mesh.block.first; c < mesh.block.first + mesh.block.count; ++c) {
    const auto hex = kept[static_cast<std::size_t>(c)];
    cells.add_cell(sids::ElementType::HEXA_8, shape.box.hexa_vertices(hex));
    mesh.centroids.push_back(shape.box.hex_centre(hex));
  }
  mesh.graph = split::dual_graph(comm, cells);
  return mesh;
}

// Every local cell in one part of 0..M-1, every part with cells, the cells of all parts
// adding up to the mesh's.
void expect_every_cell_in_one_part(const Mesh& mesh, const std::vector<int>& parts, int m) {
  ASSERT_EQ(static_cast<std::int64_t>(parts.size()), mesh.block.count);
  std::vector<std::int64_t> counts(static_cast<std::size_t>(m), 0);
  for (const int p : parts) {
    ASSERT_GE(p, 0);
    ASSERT_LT(p, m);
    ++counts[static_cast<std::size_t>(p)];
  }
  MPI_Allreduce(MPI_IN_PLACE, counts.data(), m, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
  std::int64_t total = 0;
  for (int p = 0; p < m; ++p) {
    EXPECT_GT(counts[static_cast<std::size_t>(p)], 0) << "part " << p;
    total += counts[static_cast<std::size_t>(p)];
  }
  EXPECT_EQ(total, mesh.cells);
}

// --method auto as pcgns-split runs it: chunks of the curve, smoothed, grouped, refined.
std::vector<int> auto_parts(MPI_Comm comm, const Mesh& mesh, const split::PartitionOptions& options) {
  split::PartitionOptions chunks = options;
  chunks.parts = split::chunk_count(mesh.cells, options.parts);
  const auto along = split::partition_hilbert(comm, mesh.centroids, chunks);
  const auto smoothed = split::smooth_chunks(comm, mesh.graph, along, chunks.parts, options);
  return split::refine_partition(comm, mesh.graph,
                                 split::group_chunks(comm, mesh.graph, smoothed, chunks.parts, options), options);
}

struct RefineCase {
  const Shape* shape;
  int parts;
};

class RefinePoorCurveCut : public ::testing::TestWithParam<RefineCase> {};

TEST_P(RefinePoorCurveCut, LowersTheCutWithinTheTolerance) {
  const auto [shape, m] = GetParam();
  const Mesh mesh = mesh_of(*shape, MPI_COMM_WORLD);
  const split::PartitionOptions options{.parts = m, .imbalance_tolerance = 0.05, .weights = {}};
  const auto curve = split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids, options);
  const auto refined = split::refine_partition(MPI_COMM_WORLD, mesh.graph, curve, options);
  const auto automatic = auto_parts(MPI_COMM_WORLD, mesh, options);
  expect_every_cell_in_one_part(mesh, refined, m);
  expect_every_cell_in_one_part(mesh, automatic, m);
  const auto curve_cut = split::edge_cut(MPI_COMM_WORLD, mesh.graph, curve);
  const auto refined_cut = split::edge_cut(MPI_COMM_WORLD, mesh.graph, refined);
  const auto auto_cut = split::edge_cut(MPI_COMM_WORLD, mesh.graph, automatic);
  const double balance = split::imbalance(MPI_COMM_WORLD, refined, {}, m);
  const double auto_balance = split::imbalance(MPI_COMM_WORLD, automatic, {}, m);
  if (world_rank() == 0)
    std::cout << "[ quality  ] " << shape->name << ", M=" << m << ", " << world_size() << " ranks: Hilbert cut "
              << curve_cut << ", refined " << refined_cut << " imbalance " << balance << "; auto " << auto_cut
              << " imbalance " << auto_balance << "\n";
  EXPECT_LE(refined_cut, curve_cut);
  EXPECT_LT(auto_cut, curve_cut);
  EXPECT_LE(balance, 0.05 + 1e-12);
  EXPECT_LE(auto_balance, 0.05 + 1e-12);
}

INSTANTIATE_TEST_SUITE_P(Shapes, RefinePoorCurveCut,
                         ::testing::Values(RefineCase{&bar, 5}, RefineCase{&ell, 4}, RefineCase{&ell, 7},
                                           RefineCase{&ball, 7}),
                         [](const auto& param_info) {
                           return std::string(param_info.param.shape == &bar   ? "Bar"
                                              : param_info.param.shape == &ell ? "L"
                                                                               : "Ball") +
                                  std::to_string(param_info.param.parts);
                         });

// Global cell c in part c % m, every cell on a boundary, weighing 1, 2, 3 in turn from
// one row of m cells to the next.
struct StripedStart {
  std::vector<int> parts;
  std::vector<std::int64_t> weights;
};

StripedStart striped_start(const Mesh& mesh, int m) {
  StripedStart start;
  for (std::int64_t c = mesh.block.first; c < mesh.block.first + mesh.block.count; ++c) {
    start.parts.push_back(static_cast<int>(c % m));
    start.weights.push_back(1 + (c / m) % 3);
  }
  return start;
}

// Every cell on a boundary at the start, cells of weights 1, 2, 3: many moves proposed
// at once into the same parts, and still no part above the tolerance.
TEST(Refine, AStripedStartUnderWeightsStaysWithinTheTolerance) {
  const Mesh mesh = mesh_of(ball, MPI_COMM_WORLD);
  constexpr int m = 6;
  const auto [striped, weights] = striped_start(mesh, m);
  const split::PartitionOptions options{.parts = m, .imbalance_tolerance = 0.02, .weights = weights};
  const double before = split::imbalance(MPI_COMM_WORLD, striped, weights, m);
  const auto refined = split::refine_partition(MPI_COMM_WORLD, mesh.graph, striped, options);
  expect_every_cell_in_one_part(mesh, refined, m);
  EXPECT_LE(split::imbalance(MPI_COMM_WORLD, refined, weights, m), std::max(0.02, before) + 1e-12);
  EXPECT_LT(split::edge_cut(MPI_COMM_WORLD, mesh.graph, refined), split::edge_cut(MPI_COMM_WORLD, mesh.graph, striped));
}

// Slabs of the bar cut it where it is thinnest: nothing to gain, nothing lost.
TEST(Refine, AnOptimalCutIsKept) {
  const Mesh mesh = mesh_of(bar, MPI_COMM_WORLD);
  std::vector<int> slabs;
  for (const auto& centre : mesh.centroids) slabs.push_back(static_cast<int>(centre[0]) / 16);
  const auto refined = split::refine_partition(MPI_COMM_WORLD, mesh.graph, slabs,
                                               {.parts = 4, .imbalance_tolerance = 0.05, .weights = {}});
  EXPECT_EQ(refined, slabs);
}

// The chunks of the curve smoothed: every cell still in one of them, none emptied, fewer
// faces between them, their sizes within 20 % of the mean; as given when they are the
// parts.
TEST(Refine, SmoothingTheChunksLowersTheFacesBetweenThemWithinTheirSlack) {
  const Mesh mesh = mesh_of(ball, MPI_COMM_WORLD);
  constexpr int chunks = 40;
  const split::PartitionOptions options{.parts = 4, .imbalance_tolerance = 0.03, .weights = {}};
  const auto along = split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids,
                                              {.parts = chunks, .imbalance_tolerance = 0, .weights = {}});
  const auto smoothed = split::smooth_chunks(MPI_COMM_WORLD, mesh.graph, along, chunks, options);
  expect_every_cell_in_one_part(mesh, smoothed, chunks);
  EXPECT_LT(split::edge_cut(MPI_COMM_WORLD, mesh.graph, smoothed), split::edge_cut(MPI_COMM_WORLD, mesh.graph, along));
  EXPECT_LE(split::imbalance(MPI_COMM_WORLD, smoothed, {}, chunks), 0.2 + 1e-12);
  EXPECT_EQ(split::smooth_chunks(MPI_COMM_WORLD, mesh.graph, along, chunks,
                                 {.parts = chunks, .imbalance_tolerance = 0.03, .weights = {}}),
            along);
}

// The same parts computed by every rank alone (whole mesh), sliced to this rank's block.
TEST(Refine, IsTheSameUnderAnyRankCount) {
  const split::PartitionOptions options{.parts = 7, .imbalance_tolerance = 0.03, .weights = {}};
  const auto refine = [&](MPI_Comm comm, const Mesh& mesh) { return auto_parts(comm, mesh, options); };
  const Mesh parallel_mesh = mesh_of(ball, MPI_COMM_WORLD), serial_mesh = mesh_of(ball, MPI_COMM_SELF);
  const auto parallel = refine(MPI_COMM_WORLD, parallel_mesh);
  const auto serial = refine(MPI_COMM_SELF, serial_mesh);
  const auto begin = serial.begin() + static_cast<std::ptrdiff_t>(parallel_mesh.block.first);
  EXPECT_EQ(parallel, std::vector<int>(begin, begin + static_cast<std::ptrdiff_t>(parallel.size())));
}

// The cut the refinement reports (pcgns-split's report takes it rather than counting
// again) is the cut of the parts it returns, under weights too.
TEST(Refine, ReportsTheEdgeCutOfThePartsItReturns) {
  const Mesh mesh = mesh_of(ball, MPI_COMM_WORLD);
  constexpr int m = 5;
  const auto [striped, weights] = striped_start(mesh, m);
  const split::PartitionOptions options{.parts = m, .imbalance_tolerance = 0.05, .weights = weights};
  const split::graph::LocalGraph local(MPI_COMM_WORLD, mesh.graph);
  split::graph::GhostParts ghosts(MPI_COMM_WORLD, local);
  const auto refined =
      split::graph::refine_partition(MPI_COMM_WORLD, local, ghosts, split::graph::WeightView(mesh.block.count, weights),
                                     striped, split::graph::balance_target(options));
  EXPECT_EQ(refined.edge_cut, split::edge_cut(MPI_COMM_WORLD, mesh.graph, refined.parts));
  EXPECT_LT(refined.edge_cut, split::edge_cut(MPI_COMM_WORLD, mesh.graph, striped));
}

TEST(Refine, PartsNotOnePerCellOrOutOfRangeAreRefusedOnEveryRank) {
  const Mesh mesh = mesh_of(ell, MPI_COMM_WORLD);
  const split::PartitionOptions options{.parts = 3, .imbalance_tolerance = 0.05, .weights = {}};
  std::vector<int> parts(static_cast<std::size_t>(mesh.block.count), 0);
  if (world_rank() == 0) parts.pop_back();
  expect_error<InputError>([&] { split::refine_partition(MPI_COMM_WORLD, mesh.graph, parts, options); },
                           {"parts given for"});
  parts.assign(static_cast<std::size_t>(mesh.block.count), 0);
  if (world_rank() == world_size() - 1) parts.back() = 3;
  expect_error<InputError>([&] { split::refine_partition(MPI_COMM_WORLD, mesh.graph, parts, options); },
                           {"outside 0..2"});
}

}  // namespace
}  // namespace pcgns::test
