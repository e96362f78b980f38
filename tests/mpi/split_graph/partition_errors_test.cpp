// Bad input on any rank becomes the same error on every rank, never a hang: each test
// breaks the input on one rank only where it can.
#include <gtest/gtest.h>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "pcgns/error.hpp"
#include "pcgns/split/cell_partition.hpp"

namespace pcgns::test {
namespace {

const Box small{3, 2, 2};  // 12 cells

struct SmallMesh {
  Block block = block_of(small.hexes(), MPI_COMM_WORLD);
  split::CellList cells = box_cells(small, CellKind::hexa, block);
  split::DistributedGraph graph = split::dual_graph(MPI_COMM_WORLD, cells);
  std::vector<std::array<double, 3>> centroids = [this] {
    std::vector<std::array<double, 3>> out;
    for (std::int64_t c = 0; c < block.count; ++c) out.push_back(small.hex_centre(block.first + c));
    return out;
  }();
};

// Runs the three partitioners with `options`, each expected to throw E everywhere.
template <class E>
void expect_every_partitioner_throws(const split::PartitionOptions& options,
                                     const std::vector<std::string>& fragments) {
  const SmallMesh mesh;
  expect_error<E>([&] { split::partition_metis(MPI_COMM_WORLD, mesh.graph, options); }, fragments);
  expect_error<E>([&] { split::partition_ptscotch(MPI_COMM_WORLD, mesh.graph, options); }, fragments);
  expect_error<E>([&] { split::partition_hilbert(MPI_COMM_WORLD, mesh.centroids, options); }, fragments);
}

TEST(PartitionErrors, ZeroPartsIsAUsageError) {
  expect_every_partitioner_throws<UsageError>({.parts = 0, .imbalance_tolerance = 0.05, .weights = {}},
                                              {"at least 1", "0"});
}

TEST(PartitionErrors, MorePartsThanCellsIsAnInputError) {
  expect_every_partitioner_throws<InputError>({.parts = 13, .imbalance_tolerance = 0.05, .weights = {}},
                                              {"12 cells", "13"});
}

TEST(PartitionErrors, WrongWeightCountOnTheLastRankStopsEveryRank) {
  const SmallMesh mesh;
  split::PartitionOptions options{.parts = 2, .imbalance_tolerance = 0.05, .weights = {}};
  options.weights.assign(static_cast<std::size_t>(mesh.block.count), 1);
  if (world_rank() == world_size() - 1) options.weights.push_back(1);
  const std::string rank = "rank " + std::to_string(world_size() - 1);
  expect_every_partitioner_throws<InputError>(options, {rank, "weights", "local cells"});
}

TEST(PartitionErrors, UnknownElementTypeOnRankZeroStopsEveryRank) {
  SmallMesh mesh;
  if (world_rank() == 0) mesh.cells.types[0] = sids::ElementType::NODE;
  expect_error<InputError>([&] { split::dual_graph(MPI_COMM_WORLD, mesh.cells); },
                           {"rank 0", "NODE", "not a cell type"});
}

TEST(PartitionErrors, WrongVertexCountIsNamed) {
  split::CellList cells;
  const auto block = block_of(2, MPI_COMM_WORLD);
  cells.first_cell = block.first;
  const std::array<std::int64_t, 3> too_few{0, 1, 2};
  for (std::int64_t c = 0; c < block.count; ++c) cells.add_cell(sids::ElementType::TETRA_4, too_few);
  expect_error<InputError>([&] { split::dual_graph(MPI_COMM_WORLD, cells); }, {"TETRA_4", "3 vertices instead of 4"});
}

TEST(PartitionErrors, BlocksOutOfOrderAreRefused) {
  SmallMesh mesh;
  if (world_rank() == world_size() - 1) mesh.cells.first_cell += 1;
  expect_error<InputError>([&] { split::dual_graph(MPI_COMM_WORLD, mesh.cells); }, {"consecutive blocks"});
}

TEST(PartitionErrors, AFaceOfThreeCellsIsRefused) {
  // Three tetrahedra on one triangle: not a manifold mesh.
  split::CellList cells;
  const auto block = block_of(3, MPI_COMM_WORLD);
  cells.first_cell = block.first;
  for (std::int64_t c = block.first; c < block.first + block.count; ++c)
    cells.add_cell(sids::ElementType::TETRA_4, std::array<std::int64_t, 4>{0, 1, 2, 3 + c});
  expect_error<InputError>([&] { split::dual_graph(MPI_COMM_WORLD, cells); }, {"vertices 0 1 2", "shared by 3 cells"});
}

TEST(PartitionErrors, AVertexEndingThreeBarsIsRefused) {
  // Three bars from vertex 0: a branching wire network.
  split::CellList cells;
  const auto block = block_of(3, MPI_COMM_WORLD);
  cells.first_cell = block.first;
  for (std::int64_t c = block.first; c < block.first + block.count; ++c)
    cells.add_cell(sids::ElementType::BAR_2, std::array<std::int64_t, 2>{0, 1 + c});
  expect_error<InputError>([&] { split::dual_graph(MPI_COMM_WORLD, cells); }, {"vertices 0 ", "shared by 3 cells"});
}

TEST(PartitionErrors, QualityMeasuresCheckTheirInput) {
  const SmallMesh mesh;
  std::vector<int> parts(static_cast<std::size_t>(mesh.block.count), 0);
  if (world_rank() == 0 && !parts.empty()) parts[0] = 5;
  expect_error<InputError>([&] { split::imbalance(MPI_COMM_WORLD, parts, {}, 2); }, {"part 5", "outside 0..1"});
  if (world_rank() == 0) parts.push_back(0);
  expect_error<InputError>([&] { split::edge_cut(MPI_COMM_WORLD, mesh.graph, parts); }, {"parts given for"});
}

}  // namespace
}  // namespace pcgns::test
