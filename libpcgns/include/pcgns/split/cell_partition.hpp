#pragma once
// Cell partitioners for unstructured zones: each cuts the cells distributed over the
// ranks into M parts and returns, for each local cell, its part (0 .. M-1).
//   - partition_metis:    the dual graph gathered on rank 0, METIS k-way (small meshes);
//   - partition_ptscotch: the distributed dual graph, PT-Scotch (any size);
//   - partition_hilbert:  no graph; cells ordered along a 3-D Hilbert curve through their
//                         centroids and cut into M contiguous pieces of equal weight;
//   - chunk_count, group_chunks, refine_partition: --method auto, the curve cut into
//                         many chunks, the chunks grouped into parts by METIS on their
//                         small graph, the parts' boundaries refined on the dual graph.
// And two measures of a result: edge cut and imbalance.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "pcgns/split/dual_graph.hpp"

namespace pcgns::split {

struct PartitionOptions {
  int parts = 1;                      // M
  double imbalance_tolerance = 0.05;  // allowed max part weight / mean - 1 (ubvec - 1)
  std::vector<std::int64_t> weights;  // per local cell, >= 0; empty: every cell weighs 1
};

// Every function below is collective and checks its inputs on every rank first:
// UsageError when parts < 1 or the tolerance is negative; InputError when parts exceeds
// the global cell count, when a rank's weights are not one per local cell or negative,
// or when a value does not fit the partitioner's integer type. The error reaches
// every rank.

// Deterministic: the same result under any number of ranks. On tiny graphs (M close to
// the cell count) METIS k-way may leave parts empty; callers needing non-empty parts
// there should check (not handled yet).
std::vector<int> partition_metis(MPI_Comm comm, const DistributedGraph& graph, const PartitionOptions& options);

// The result depends on the number of ranks (PT-Scotch's distributed algorithms).
std::vector<int> partition_ptscotch(MPI_Comm comm, const DistributedGraph& graph, const PartitionOptions& options);

// `centroids` holds one point per local cell, local cells being a contiguous block of
// global cells in rank order (ties on the curve are broken by global cell id).
// Deterministic: the same result under any number of ranks. Every part's weight is
// within one cell's weight of the mean.
std::vector<int> partition_hilbert(MPI_Comm comm, std::span<const std::array<double, 3>> centroids,
                                   const PartitionOptions& options);

// --method auto: the cells cut along the Hilbert curve into chunk_count(cells, M) chunks
// (partition_hilbert into that many parts), the chunks' boundaries smoothed
// (smooth_chunks), the chunks grouped into M parts by METIS on the graph of chunks
// (group_chunks), the parts' boundaries refined (refine_partition).
// Deterministic: the same result under any number of ranks.
int chunk_count(std::int64_t cells, int parts);
// refine_partition with the chunks as parts, their sizes kept within 20 % of the mean
// (or options' tolerance when wider), a few rounds: fewer faces between chunks. The
// chunks as given when there are no more of them than options.parts.
std::vector<int> smooth_chunks(MPI_Comm comm, const DistributedGraph& graph, std::vector<int> chunks, int chunks_in_all,
                               const PartitionOptions& options);
// `chunks`: each local cell's chunk, 0 .. chunks_in_all - 1. InputError when not one per
// local cell or out of range.
std::vector<int> group_chunks(MPI_Comm comm, const DistributedGraph& graph, std::span<const int> chunks,
                              int chunks_in_all, const PartitionOptions& options);

// Boundary cells of `parts` (one per local cell) moved to neighbouring parts, in rounds,
// where that cuts fewer graph edges and keeps every part's weight within (1 + tolerance)
// x the mean (or within the heaviest part given, when that is heavier) and at or above
// (1 - tolerance) x the mean (or the lightest part given). The cut returned is never
// higher than the one given; no part is emptied. Deterministic: the same result under
// any number of ranks. InputError when `parts` is not one entry in 0 .. M-1 per local cell.
std::vector<int> refine_partition(MPI_Comm comm, const DistributedGraph& graph, std::vector<int> parts,
                                  const PartitionOptions& options);

// Collective. Each centroid's position along the Hilbert curve through the global
// bounding box of all ranks' centroids (what partition_hilbert orders the cells by).
std::vector<std::uint64_t> hilbert_curve_keys(MPI_Comm comm, std::span<const std::array<double, 3>> centroids);

// Collective. Graph edges whose two cells are in different parts (each counted once).
// InputError when `parts` is not one entry per local cell.
std::int64_t edge_cut(MPI_Comm comm, const DistributedGraph& graph, std::span<const int> parts);

// Collective. Max part weight / mean part weight - 1, over the M parts. Empty weights:
// every cell weighs 1. InputError when a part is outside 0 .. M-1 or weights mismatch.
double imbalance(MPI_Comm comm, std::span<const int> parts, std::span<const std::int64_t> weights, int part_count);

}  // namespace pcgns::split
