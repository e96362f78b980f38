#pragma once
// The parts of the cells other ranks own that this rank's cells neighbour in the
// distributed dual graph (the ghosts), refreshed by one exchange whenever the parts
// change: which cells go where is worked out once, so each refresh moves only the parts.
#include <mpi.h>

#include <cstdint>
#include <span>
#include <vector>

#include "pcgns/split/dual_graph.hpp"

namespace pcgns::split::graph {

// A rank's cell by its index among the rank's cells. 32 bits: the refinement's lists of
// cells take half the memory, and no rank holds 2^32 cells (the graph alone would take
// hundreds of GB); GhostParts refuses a graph that does.
using LocalCell = std::uint32_t;

class GhostParts {
 public:
  // Collective. InputError on every rank when a rank holds 2^32 cells or more.
  GhostParts(MPI_Comm comm, const DistributedGraph& graph);

  // Collective. `parts`: one per local cell.
  void refresh(MPI_Comm comm, std::span<const int> parts);

  // The part of global cell `cell`, a local cell (from `parts`) or a ghost. Inline: the
  // refinement asks it for every neighbour of the cells it scans, most of them local.
  int part_of(std::int64_t cell, std::span<const int> parts) const {
    const std::int64_t local = cell - first_;
    if (local >= 0 && local < local_count_) return parts[static_cast<std::size_t>(local)];
    return ghost_part(cell);
  }

  // The local cells next to a ghost whose part the last refresh changed (every ghost on
  // the first refresh), a cell once per such ghost.
  std::vector<LocalCell> cells_next_to_changed() const;

 private:
  int ghost_part(std::int64_t cell) const;

  std::int64_t first_ = 0, local_count_ = 0;
  std::vector<std::int64_t> ghost_cells_;          // sorted, so grouped by owner in rank order
  std::vector<int> ghost_parts_, previous_parts_;  // as ghost_cells_, now and before the last refresh
  int refreshes_ = 0;
  std::vector<std::size_t> neighbour_offsets_;             // per ghost, into neighbours_
  std::vector<LocalCell> neighbours_;                      // the local cells next to each ghost
  std::vector<std::int64_t> sent_cells_;                   // local indices, grouped by the rank asking
  std::vector<std::int64_t> send_offsets_, recv_offsets_;  // in bytes, per rank
  std::vector<int> send_buffer_;
};

}  // namespace pcgns::split::graph
