#include "split/unstructured/cell_assignment.hpp"

#include <array>
#include <cstring>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {
namespace {

std::int64_t local_cell_count(const ElementLayout& layout, const ZoneCellSlices& slices) {
  std::int64_t count = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) count += slices.connectivity[s]->count;
  return count;
}

CellList cell_list(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices) {
  CellList cells;
  const std::int64_t mine = local_cell_count(layout, slices);
  MPI_Exscan(&mine, &cells.first_cell, 1, MPI_INT64_T, MPI_SUM, comm);
  if (rank_of(comm) == 0) cells.first_cell = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const Slice& slice = *slices.connectivity[s];
    const auto vertices = slice.integers();
    for (std::int64_t c = 0; c < slice.count; ++c)
      cells.add_cell(layout.sections[s].type,
                     std::span(vertices).subspan(static_cast<std::size_t>(c) * slice.width, slice.width));
  }
  return cells;
}

// Centroid of every local cell: the mean of its vertices, fetched from their owners.
std::vector<std::array<double, 3>> centroids(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                                             const CellList& cells) {
  const int ranks = size_of(comm);
  const exchange::BlockDistribution blocks(layout.vertices, ranks);
  std::vector<std::int64_t> offsets;
  for (int r = 0; r < ranks; ++r) offsets.push_back(blocks.first(r) - 1);
  offsets.push_back(layout.vertices);
  std::vector<std::int64_t> wanted(cells.data.size());
  for (std::size_t i = 0; i < wanted.size(); ++i) wanted[i] = cells.data[i] - 1;
  std::vector<std::array<double, 3>> result(static_cast<std::size_t>(cells.size()), {0, 0, 0});
  for (int axis = 0; axis < 3; ++axis) {
    const Slice& coordinate = *slices.coordinates[axis];
    Node view("", "", coordinate.type, {coordinate.count});
    view.data = coordinate.bytes;
    const auto values = view.as_double();
    std::vector<std::int64_t> owned(values.size());
    std::memcpy(owned.data(), values.data(), values.size() * sizeof(double));
    const auto got = graph::fetch_values(comm, offsets, wanted, owned);
    for (std::int64_t c = 0; c < cells.size(); ++c) {
      const auto begin = static_cast<std::size_t>(cells.offsets[static_cast<std::size_t>(c)]);
      const auto end = static_cast<std::size_t>(cells.offsets[static_cast<std::size_t>(c) + 1]);
      double sum = 0;
      for (std::size_t i = begin; i < end; ++i) {
        double value;
        std::memcpy(&value, &got[i], sizeof value);
        sum += value;
      }
      result[static_cast<std::size_t>(c)][static_cast<std::size_t>(axis)] = sum / static_cast<double>(end - begin);
    }
  }
  return result;
}

std::vector<int> partition(MPI_Comm comm, Method method, const DistributedGraph& graph, const ElementLayout& layout,
                           const ZoneCellSlices& slices, const CellList& cells, const PartitionOptions& options) {
  switch (method) {
    case Method::metis: return partition_metis(comm, graph, options);
    case Method::hilbert: {
      const auto points = centroids(comm, layout, slices, cells);
      return partition_hilbert(comm, points, options);
    }
    case Method::automatic:
    case Method::ptscotch: return partition_ptscotch(comm, graph, options);
    case Method::block: break;
  }
  throw UsageError("--method block cuts structured zones; use ptscotch, metis or hilbert for unstructured ones");
}

void check_no_empty_part(MPI_Comm comm, const std::vector<int>& assigned, int parts, const std::string& described) {
  std::vector<std::int64_t> counts(static_cast<std::size_t>(parts), 0);
  for (const int part : assigned) ++counts[static_cast<std::size_t>(part)];
  MPI_Allreduce(MPI_IN_PLACE, counts.data(), parts, MPI_INT64_T, MPI_SUM, comm);
  for (int part = 0; part < parts; ++part)
    if (counts[static_cast<std::size_t>(part)] == 0)
      throw InputError(described + ": the partitioner left part " + std::to_string(part) +
                       " without cells; use fewer parts or --method hilbert");
}

}  // namespace

CellAssignment assign_cells(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices, Method method,
                            int parts, double tolerance, const std::string& described) {
  if (layout.cells < parts)
    throw InputError(described + ": " + std::to_string(layout.cells) + " cells cannot make " + std::to_string(parts) +
                     " parts");
  const CellList cells = cell_list(comm, layout, slices);
  const DistributedGraph graph = dual_graph(comm, cells);
  PartitionOptions options;
  options.parts = parts;
  options.imbalance_tolerance = tolerance;
  const std::vector<int> assigned = partition(comm, method, graph, layout, slices, cells, options);
  check_no_empty_part(comm, assigned, parts, described);  // the same verdict on every rank
  CellAssignment result;
  result.edge_cut = edge_cut(comm, graph, assigned);
  result.imbalance = imbalance(comm, assigned, {}, parts);
  result.parts.resize(layout.sections.size());
  std::size_t next = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const auto count = static_cast<std::size_t>(slices.connectivity[s]->count);
    result.parts[s].assign(assigned.begin() + static_cast<std::ptrdiff_t>(next),
                           assigned.begin() + static_cast<std::ptrdiff_t>(next + count));
    next += count;
  }
  return result;
}

}  // namespace pcgns::split
