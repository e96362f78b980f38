#pragma once
// --method auto's three steps on the dual graph, smooth_chunks, group_chunks, then
// refine_partition (cell_partition.hpp), as the partitioner runs them: all take the weights checked once
// (checked_weights), the graph in local numbering (local_graph.hpp) and one exchange plan
// of the ghost cells' parts built on it (ghost_parts.hpp) instead of each checking and
// building its own. The public
// functions of the same names are these, with their own. And PT-Scotch as the
// partitioner runs it, on a graph it may empty for a while.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "pcgns/split/cell_partition.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/local_graph.hpp"
#include "split/graph/partition_input.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::split::graph {

// Rounds of refine_partition at most, unless told otherwise.
inline constexpr int kRefineRounds = 16;

// What refine_partition balances: the part count and how far above the mean a part's
// weight may go. A step that refines to another count (the chunks, before they are
// grouped) says so here rather than in a copy of the caller's options and their weights.
struct BalanceTarget {
  int parts = 1;
  double imbalance_tolerance = 0.05;
};

inline BalanceTarget balance_target(const PartitionOptions& options) {
  return {options.parts, options.imbalance_tolerance};
}

// What the public functions of auto's steps make from their caller's graph and options
// before running the step: the weights checked, the graph in local numbering, the
// ghosts' exchange plan. Collective.
struct StepInputs {
  StepInputs(MPI_Comm comm, const DistributedGraph& given, const PartitionOptions& options)
      : weights(checked_weights(comm, given.local_cells(), options)), graph(comm, given), ghosts(comm, graph) {}
  WeightView weights;
  LocalGraph graph;
  GhostParts ghosts;
};

// Collective. As split::partition_hilbert into `parts` parts, with `weights` checked
// (checked_weights): auto cuts the curve into more chunks than the caller's parts.
std::vector<int> partition_hilbert(MPI_Comm comm, std::span<const std::array<double, 3>> centroids, int parts,
                                   const WeightView& weights);

// Collective. As split::smooth_chunks, with the same `weights` and `ghosts`.
std::vector<int> smooth_chunks(MPI_Comm comm, const LocalGraph& graph, GhostParts& ghosts, const WeightView& weights,
                               std::vector<int> chunks, int chunks_in_all, const PartitionOptions& options);

// Collective. As split::group_chunks; `weights`: checked_weights(comm,
// graph.local_cells(), options); `ghosts`: built on `graph`.
std::vector<int> group_chunks(MPI_Comm comm, const LocalGraph& graph, GhostParts& ghosts, const WeightView& weights,
                              std::span<const int> chunks, int chunks_in_all, const PartitionOptions& options);

// A refined partition and its edge cut, which the refinement counts as it goes.
struct RefinedPartition {
  std::vector<int> parts;
  std::int64_t edge_cut = 0;
};

// Collective. As split::refine_partition, with the same `weights` and `ghosts`, towards
// `target`, in `max_rounds` rounds at most.
RefinedPartition refine_partition(MPI_Comm comm, const LocalGraph& graph, GhostParts& ghosts, const WeightView& weights,
                                  std::vector<int> parts, BalanceTarget target, int max_rounds = kRefineRounds);

// Collective. As split::partition_ptscotch, with `graph`'s arrays given back to the
// allocator while PT-Scotch runs (it partitions from narrower copies, and its peak memory
// is the split's), and whole again on return -- on an error too.
std::vector<int> partition_ptscotch(MPI_Comm comm, DistributedGraph& graph, const PartitionOptions& options);

}  // namespace pcgns::split::graph
