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

class GhostParts {
 public:
  // Collective.
  GhostParts(MPI_Comm comm, const DistributedGraph& graph);

  // Collective. `parts`: one per local cell.
  void refresh(MPI_Comm comm, std::span<const int> parts);

  // The part of global cell `cell`, a local cell (from `parts`) or a ghost.
  int part_of(std::int64_t cell, std::span<const int> parts) const;

 private:
  std::int64_t first_ = 0, local_count_ = 0;
  std::vector<std::int64_t> ghost_cells_;                  // sorted, so grouped by owner in rank order
  std::vector<int> ghost_parts_;                           // as ghost_cells_
  std::vector<std::int64_t> sent_cells_;                   // local indices, grouped by the rank asking
  std::vector<std::int64_t> send_offsets_, recv_offsets_;  // in bytes, per rank
  std::vector<int> send_buffer_;
};

}  // namespace pcgns::split::graph
