#pragma once
// The dual graph as --method auto's steps on one rank read it: every neighbour a 32-bit
// index, a local cell by its index among the rank's cells, a ghost (a cell of another
// rank) by local_cells() + its place among the rank's ghosts in global order. The scans
// stream a cell's neighbours every round: half the bytes of the global 64-bit ids, and a
// neighbour's part is found by one comparison and one load, local or ghost, where a
// global id needed a range test and a search among the ghosts.
#include <mpi.h>

#include <cstdint>
#include <span>
#include <vector>

#include "pcgns/split/dual_graph.hpp"

namespace pcgns::split::graph {

// A rank's cell by its index among the rank's cells, or a ghost after them. 32 bits:
// the refinement's lists of cells take half the memory, and no rank holds 2^32 cells
// (the graph alone would take hundreds of GB); LocalGraph refuses a graph that does.
using LocalCell = std::uint32_t;

class LocalGraph {
 public:
  // Collective. InputError on every rank when a rank's cells and ghosts come to 2^32
  // or more.
  LocalGraph(MPI_Comm comm, const DistributedGraph& graph);
  // The same, taking `graph`'s arrays: its 64-bit adjacency is freed once converted,
  // rather than held beside the 32-bit one for the rest of the partition.
  LocalGraph(MPI_Comm comm, DistributedGraph&& graph);

  LocalCell local_cells() const { return local_cells_; }
  std::int64_t first_cell() const { return first_; }
  const std::vector<std::int64_t>& vtxdist() const { return vtxdist_; }
  std::span<const LocalCell> neighbours(LocalCell cell) const {
    const auto begin = static_cast<std::size_t>(xadj_[cell]), end = static_cast<std::size_t>(xadj_[cell + 1]);
    return std::span(adjncy_).subspan(begin, end - begin);
  }
  std::size_t degree(LocalCell cell) const { return static_cast<std::size_t>(xadj_[cell + 1] - xadj_[cell]); }
  bool is_ghost(LocalCell neighbour) const { return neighbour >= local_cells_; }
  // The ghosts' global ids, ascending: neighbour local_cells() + g is ghost_ids()[g].
  const std::vector<std::int64_t>& ghost_ids() const { return ghost_ids_; }
  std::int64_t global_id(LocalCell neighbour) const {
    return is_ghost(neighbour) ? ghost_ids_[neighbour - local_cells_] : first_ + neighbour;
  }

 private:
  LocalGraph(MPI_Comm comm, const DistributedGraph& graph, std::vector<std::int64_t> vtxdist,
             std::vector<std::int64_t> xadj);

  std::vector<std::int64_t> vtxdist_;
  std::int64_t first_ = 0;
  LocalCell local_cells_ = 0;
  std::vector<std::int64_t> xadj_;
  std::vector<LocalCell> adjncy_;
  std::vector<std::int64_t> ghost_ids_;
};

}  // namespace pcgns::split::graph
