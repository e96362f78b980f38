#pragma once
// One partition zone of pcgns-split: a box of an original structured zone made a valid
// zone of its own -- its coordinates and located solutions cut to the box, its share of
// every boundary condition and 1to1 connection (donors renamed to the donor's partition
// zones and renumbered to their local indices), 1to1 interfaces towards the partition
// zones it touches, and the :CGNS#GlobalNumbering that lets pcgns-merge and Maia put it
// back (CellRange, CellSize, Vertex, Cell).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "split/block_arrays.hpp"
#include "split/connection_entries.hpp"
#include "split/donor_point.hpp"
#include "split/partition_layout.hpp"

namespace pcgns::split {

// An array of a partition file whose values are computed or read when the file is
// written (the tree holds it deferred).
struct ArrayFill {
  std::string path;  // node path in the partition file
  std::int64_t bytes = 0;
  std::function<std::vector<std::byte>(dist::ArraySource&)> values;
};

struct SplitContext {
  const std::vector<OriginalZone>& zones;
  const PartitionLayout& layout;
  const BlockArrays& arrays;
  ConnectionReads& connection_reads;  // each general connection read once
  // In a run with unstructured zones too: the donors of connections towards them.
  const ConnectionDonors* unstructured_donors = nullptr;
};

// Adds the partition zone of `placed` to `base` and records the fills of its arrays.
// InputError, naming the zone and node, for what pcgns-split cannot cut (solutions on
// point sets, rind planes, connections at other locations than Vertex).
void add_part_zone(Node& base, const SplitContext& context, const PlacedBox& placed, std::vector<ArrayFill>& fills);

}  // namespace pcgns::split
