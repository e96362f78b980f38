#include "split/unstructured/cell_assignment.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/distinct_ids.hpp"
#include "split/unstructured/id_index.hpp"

namespace pcgns::split {
namespace {

std::int64_t local_cell_count(const ElementLayout& layout, const ZoneCellSlices& slices) {
  std::int64_t count = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) count += slices.connectivity[s]->count;
  return count;
}

// Fixed-type sections only (the element layout refuses the others), so each section's
// widened connectivity is the cell data as it is.
CellList cell_list(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices) {
  CellList cells;
  const std::int64_t mine = local_cell_count(layout, slices);
  MPI_Exscan(&mine, &cells.first_cell, 1, MPI_INT64_T, MPI_SUM, comm);
  if (rank_of(comm) == 0) cells.first_cell = 0;
  cells.types.reserve(static_cast<std::size_t>(mine));
  cells.offsets.reserve(static_cast<std::size_t>(mine) + 1);
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const Slice& slice = *slices.connectivity[s];
    auto vertices = slice.integers();
    if (cells.data.empty()) cells.data = std::move(vertices);
    else cells.data.insert(cells.data.end(), vertices.begin(), vertices.end());
    for (std::int64_t c = 0; c < slice.count; ++c) {
      cells.types.push_back(layout.sections[s].type);
      cells.offsets.push_back(cells.offsets.back() + static_cast<std::int64_t>(slice.width));
    }
  }
  return cells;
}

// Calls `visit(vertices)` with the vertex ids of every local cell, section after
// section, widening the slices a chunk of cells at a time: the whole connectivity is
// never held widened (for 25 M hexahedra, 1.6 GB).
template <class Visit>
void for_each_cell(const ElementLayout& layout, const ZoneCellSlices& slices, Visit&& visit) {
  constexpr std::size_t kChunkCells = std::size_t{1} << 16;
  std::vector<std::int64_t> chunk;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const Slice& slice = *slices.connectivity[s];
    const std::size_t width = slice.width, count = static_cast<std::size_t>(slice.count);
    for (std::size_t first = 0; first < count; first += kChunkCells) {
      const std::size_t cells = std::min(kChunkCells, count - first);
      chunk.resize(cells * width);
      slice.integers(first * width, cells * width, chunk.data());
      for (std::size_t c = 0; c < cells; ++c) visit(std::span<const std::int64_t>(chunk.data() + c * width, width));
    }
  }
}

// Value `i` of a slice of reals (R4 or R8), as a double.
double real_at(const Slice& slice, std::int64_t i) {
  if (i < 0 || i >= slice.count) throw InternalError("split: a vertex asked of a rank that does not hold it");
  const std::byte* at = slice.bytes.data() + static_cast<std::size_t>(i) * element_size(slice.type);
  if (slice.type == DataType::R4) {
    float value;
    std::memcpy(&value, at, sizeof value);
    return value;
  }
  double value;
  std::memcpy(&value, at, sizeof value);
  return value;
}

// Centroid of every local cell: the mean of its vertices. Each vertex's coordinates are
// fetched from its owner once, however many cells use it (about eight for hexahedra),
// the three of them in one exchange.
std::vector<std::array<double, 3>> centroids(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices) {
  const int ranks = size_of(comm);
  const exchange::BlockDistribution blocks(layout.vertices, ranks);
  std::vector<std::int64_t> offsets;
  for (int r = 0; r < ranks; ++r) offsets.push_back(blocks.first(r) - 1);
  offsets.push_back(layout.vertices);
  const auto vertices = distinct_ids_of([&](auto&& id) {
    for_each_cell(layout, slices, [&](std::span<const std::int64_t> cell) {
      for (const auto vertex : cell) id(vertex);
    });
  });
  for (const Slice* coordinate : slices.coordinates)  // the same types on every rank
    if (coordinate->type != DataType::R4 && coordinate->type != DataType::R8)
      throw InputError("coordinates of type " + std::string(to_string(coordinate->type)) +
                       ", not real numbers, cannot place the cells");
  const IdIndex index(vertices);
  // x, y, z of each vertex (as bits), read from the owner's coordinate slices as asked.
  const auto got = graph::fetch_sorted_values(comm, offsets, vertices, 1, 3, [&](std::int64_t local, std::int64_t* xyz) {
    for (std::size_t axis = 0; axis < 3; ++axis)
      xyz[axis] = std::bit_cast<std::int64_t>(real_at(*slices.coordinates[axis], local));
  });
  std::vector<std::array<double, 3>> result;
  result.reserve(static_cast<std::size_t>(local_cell_count(layout, slices)));
  for_each_cell(layout, slices, [&](std::span<const std::int64_t> cell) {
    std::array<double, 3> centroid{0, 0, 0};
    for (const auto vertex : cell) {
      const auto at = 3 * static_cast<std::size_t>(index.find(vertex));
      for (std::size_t axis = 0; axis < 3; ++axis) centroid[axis] += std::bit_cast<double>(got[at + axis]);
    }
    for (auto& coordinate : centroid) coordinate /= static_cast<double>(cell.size());
    result.push_back(centroid);
  });
  return result;
}

// The graph partitioners need the dual graph, Hilbert needs centroids: built one after
// the other, and each freed as soon as it has served, to keep the peak memory low.
// Hilbert builds no graph (a third of its time went to one, for the edge cut alone);
// its edge cut is counted later from the faces the parts share. The curve keys
// (--renumber hilbert) come from the centroids as well.
struct Partitioned {
  std::vector<int> parts;
  std::optional<DistributedGraph> graph;
  std::vector<std::uint64_t> curve_keys;
};

Partitioned partition(MPI_Comm comm, Method method, bool curve_keys, const ElementLayout& layout,
                      const ZoneCellSlices& slices, const PartitionOptions& options) {
  if (method == Method::block)
    throw UsageError("--method block cuts structured zones; use ptscotch, metis or hilbert for unstructured ones");
  Partitioned result;
  if (method == Method::hilbert || curve_keys) {
    const auto points = centroids(comm, layout, slices);
    if (curve_keys) result.curve_keys = hilbert_curve_keys(comm, points);
    if (method == Method::hilbert) result.parts = partition_hilbert(comm, points, options);
  }
  if (method == Method::hilbert) return result;
  result.graph = dual_graph(comm, cell_list(comm, layout, slices));  // the cell list freed once the graph is built
  if (method == Method::metis) result.parts = partition_metis(comm, *result.graph, options);
  else result.parts = partition_ptscotch(comm, *result.graph, options);
  return result;
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

CellAssignment assign_cells(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                            AssignOptions assign, const std::string& described) {
  const int parts = assign.parts;
  if (layout.cells < parts)
    throw InputError(described + ": " + std::to_string(layout.cells) + " cells cannot make " + std::to_string(parts) +
                     " parts");
  PartitionOptions options;
  options.parts = parts;
  options.imbalance_tolerance = assign.tolerance;
  options.weights = std::move(assign.weights);
  const Partitioned partitioned =
      partition(comm, assign.method, assign.curve_keys, layout, slices, options);
  const std::vector<int>& assigned = partitioned.parts;
  check_no_empty_part(comm, assigned, parts, described);  // the same verdict on every rank
  CellAssignment result;
  if (partitioned.graph) result.edge_cut = edge_cut(comm, *partitioned.graph, assigned);
  result.imbalance = imbalance(comm, assigned, options.weights, parts);
  result.parts.resize(layout.sections.size());
  result.curve_keys.resize(assign.curve_keys ? layout.sections.size() : 0);
  std::size_t next = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const auto count = static_cast<std::size_t>(slices.connectivity[s]->count);
    const auto from = static_cast<std::ptrdiff_t>(next), to = static_cast<std::ptrdiff_t>(next + count);
    result.parts[s].assign(assigned.begin() + from, assigned.begin() + to);
    if (assign.curve_keys)
      result.curve_keys[s].assign(partitioned.curve_keys.begin() + from, partitioned.curve_keys.begin() + to);
    next += count;
  }
  return result;
}

}  // namespace pcgns::split
