#pragma once
// The dual graph as --method auto's steps on one rank read it: every neighbour a 32-bit
// index, a local cell by its index among the rank's cells, a ghost (a cell of another
// rank) by local_cells() + its place among the rank's ghosts in global order. The scans
// stream a cell's neighbours every round: half the bytes of the global 64-bit ids, and a
// neighbour's part is found by one comparison and one load, local or ghost, where a
// global id needed a range test and a search among the ghosts.
#include <mpi.h>

#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "pcgns/split/dual_graph.hpp"

namespace pcgns::split::graph {

// A rank's cell by its index among the rank's cells, or a ghost after them. 32 bits:
// the refinement's lists of cells take half the memory, and no rank holds 2^32 cells
// (the graph alone would take hundreds of GB); LocalGraph refuses a graph that does.
using LocalCell = std::uint32_t;

// Collective. InputError on every rank when a rank's `cells` and `ghosts` do not fit a
// LocalCell.
void check_local_numbering_fits(MPI_Comm comm, std::int64_t cells, std::size_t ghosts);

// A rank's numbering of global cell ids: its `cells` cells from `first` by their index,
// then its ghosts in global order.
class LocalNumbering {
 public:
  // Collective. for_each_neighbour(fn) calls fn(global id) for every neighbour of the
  // rank's cells (repeats allowed); those outside the rank's cells are the ghosts.
  // InputError on every rank when the numbers do not fit a LocalCell.
  template <class ForEachNeighbour>
  LocalNumbering(MPI_Comm comm, std::int64_t first, std::int64_t cells, ForEachNeighbour&& for_each_neighbour)
      : first_(first), cells_(cells) {
    for_each_neighbour([&](std::int64_t cell) {
      if (!is_local(cell)) ghosts_.push_back(cell);
    });
    std::ranges::sort(ghosts_);
    ghosts_.erase(std::unique(ghosts_.begin(), ghosts_.end()), ghosts_.end());
    check_local_numbering_fits(comm, cells_, ghosts_.size());
  }
  bool is_local(std::int64_t cell) const { return cell >= first_ && cell - first_ < cells_; }
  // `cell`: one of the rank's cells or of its ghosts.
  LocalCell operator()(std::int64_t cell) const {
    return static_cast<LocalCell>(
        is_local(cell) ? cell - first_ : cells_ + (std::ranges::lower_bound(ghosts_, cell) - ghosts_.begin()));
  }
  std::vector<std::int64_t> take_ghosts() && { return std::move(ghosts_); }

 private:
  std::int64_t first_, cells_;
  std::vector<std::int64_t> ghosts_;
};

class LocalGraph {
 public:
  // Collective. InputError on every rank when a rank's cells and ghosts come to 2^32
  // or more.
  LocalGraph(MPI_Comm comm, const DistributedGraph& graph);
  // The same, taking `graph`'s arrays: its 64-bit adjacency is freed once converted,
  // rather than held beside the 32-bit one for the rest of the partition.
  LocalGraph(MPI_Comm comm, DistributedGraph&& graph);
  // A graph already numbered so (local_dual_graph): `ghost_ids` those of a LocalNumbering.
  LocalGraph(std::vector<std::int64_t> vtxdist, std::int64_t first, std::vector<std::int64_t> xadj,
             std::vector<LocalCell> adjncy, std::vector<std::int64_t> ghost_ids);

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
  LocalGraph(MPI_Comm comm, std::span<const std::int64_t> adjncy, std::vector<std::int64_t> vtxdist,
             std::vector<std::int64_t> xadj);

  std::vector<std::int64_t> vtxdist_;
  std::int64_t first_ = 0;
  LocalCell local_cells_ = 0;
  std::vector<std::int64_t> xadj_;
  std::vector<LocalCell> adjncy_;
  std::vector<std::int64_t> ghost_ids_;
};

// Collective. The dual graph of `cells` (as split::dual_graph) built in local numbering:
// no 64-bit adjacency on the way, which would be the peak of the memory.
LocalGraph local_dual_graph(MPI_Comm comm, const CellStream& cells);

}  // namespace pcgns::split::graph
