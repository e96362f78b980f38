#pragma once
// The parts of the cells other ranks own that this rank's cells neighbour in the
// distributed dual graph (the ghosts), refreshed by one exchange whenever the parts
// change: which cells go where is worked out once, so each refresh moves only the parts.
#include <mpi.h>

#include <cstdint>
#include <span>
#include <vector>

#include "split/graph/local_graph.hpp"

namespace pcgns::split::graph {

class GhostParts {
 public:
  // Collective. `graph` must outlive this.
  GhostParts(MPI_Comm comm, const LocalGraph& graph);

  // Collective. `parts`: one per local cell.
  void refresh(MPI_Comm comm, std::span<const int> parts);

  // The part of `neighbour` (a LocalGraph index), a local cell (from `parts`) or a
  // ghost. Inline: the refinement asks it for every neighbour of the cells it scans.
  int part_of(LocalCell neighbour, std::span<const int> parts) const {
    return neighbour < local_count_ ? parts[neighbour] : ghost_parts_[neighbour - local_count_];
  }

  // The local cells next to a ghost whose part the last refresh changed (every ghost on
  // the first refresh), a cell once per such ghost.
  std::vector<LocalCell> cells_next_to_changed() const;

 private:
  LocalCell local_count_ = 0;
  std::vector<int> ghost_parts_, previous_parts_;  // as the graph's ghost_ids(), now and before the last refresh
  int refreshes_ = 0;
  std::vector<std::size_t> neighbour_offsets_;             // per ghost, into neighbours_
  std::vector<LocalCell> neighbours_;                      // the local cells next to each ghost
  std::vector<std::int64_t> sent_cells_;                   // local indices, grouped by the rank asking
  std::vector<std::int64_t> send_offsets_, recv_offsets_;  // in bytes, per rank
  std::vector<int> send_buffer_;
};

}  // namespace pcgns::split::graph
