#pragma once
// The cells a round of partition refinement (partition_refine.cpp) looks at, and what
// it remembers of them from one round to the next.
//
// A cell's proposal depends only on its part, its neighbours' parts, its weight and the
// round's direction. Once every cell has been looked at, a round need only look again
// at the cells whose neighbourhood changed since (the cell moved, or a neighbour here or
// on another rank did) and at those that proposed a move its way when last looked at;
// the others would propose what they did. The cut is kept as a count of each cell's
// neighbours in other parts, brought up to date for the cells looked at. The proposals
// and cuts are those of looking at every boundary cell each round, but a round costs
// what changed rather than the whole boundary.
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "split/graph/ghost_parts.hpp"
#include "split/graph/local_graph.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::split::graph {

struct Proposal {
  std::size_t cell = 0;  // local index
  int to = 0;
  int level = 0;  // gain_level of the move
};

class BoundaryScan {
 public:
  // `graph` must outlive the scan.
  explicit BoundaryScan(const LocalGraph& graph);

  // The moves the cells propose, to higher parts when `upward`, else to lower ones, in
  // local cell order. Every cell is looked at the first time.
  std::vector<Proposal> scan(const GhostParts& ghosts, std::span<const int> parts, const WeightView& weights,
                             bool upward);
  // The ends of cut edges at this rank's cells, as of the last scan.
  std::int64_t cut_ends() const { return counted_ends_ + crowded_ends_; }

  // The neighbourhoods `moves` changed: the moved cells and their neighbours here.
  void moved(std::span<const Proposal> moves);
  // Cells next to ghosts whose part changed (GhostParts::cells_next_to_changed).
  void ghosts_moved(std::span<const LocalCell> cells);

 private:
  struct Look {
    std::int64_t cut_ends = 0;
    Proposal up, down;  // to < 0: none
  };
  Look look_at(LocalCell c, const GhostParts& ghosts, std::span<const int> parts, const WeightView& weights);
  void count_ends(LocalCell c, std::int64_t ends);
  void mark(LocalCell c) { to_look_[c / 64] |= std::uint64_t{1} << (c % 64); }
  bool marked(LocalCell c) const { return (to_look_[c / 64] >> (c % 64) & 1) != 0; }

  const LocalGraph& graph_;
  std::vector<std::uint64_t> to_look_;  // a bit per cell: look at it in the next scan
  // Each cell's neighbours in other parts when last looked at, for cells with fewer than
  // kCrowded neighbours; the others (crowded_, rare) are looked at in every scan.
  std::vector<std::uint8_t> cut_ends_;
  std::vector<LocalCell> crowded_;
  std::int64_t counted_ends_ = 0, crowded_ends_ = 0;
  std::vector<LocalCell> proposing_[2];  // [upward]: the cells proposing that way when last looked at
  std::vector<std::pair<int, std::int64_t>>
      around_;  // look_at's scratch: the other parts next to a cell, and how many neighbours
};

}  // namespace pcgns::split::graph
