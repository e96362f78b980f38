#pragma once
// The `block` method of pcgns-split: structured zones cut into boxes of cells and shared
// out to M parts with equal cell counts. Recursive bisection over the whole set of
// zones: each step splits the parts in two halves and the boxes in two groups of the
// matching cell counts, whole boxes first (largest first, so small zones stay whole),
// then, for what is missing, a slab of planes cut from a box across its longest
// direction (so pieces stay compact). Every part gets one or more boxes; each box
// becomes one partition zone.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pcgns::split {

// Cells of one structured zone, per index direction (1 to 3 of them).
using ZoneCells = std::vector<std::int64_t>;

// Cells [lo, hi] (1-based, inclusive, per direction) of zone `zone`.
struct CellBox {
  std::size_t zone = 0;
  std::vector<std::int64_t> lo, hi;
  std::int64_t cells() const;
  bool operator==(const CellBox&) const = default;
};

struct BlockPartition {
  std::vector<std::vector<CellBox>> parts;  // M entries
  std::vector<std::int64_t> cells;          // per part
  double imbalance = 0;                     // max part cells / mean part cells - 1
  std::int64_t edge_cut = 0;                // cell faces between different parts
};

// UsageError when parts < 1; InputError when a zone has no cells or when there are
// fewer cells than parts (some part would be empty).
BlockPartition partition_blocks(const std::vector<ZoneCells>& zones, int parts);

// Cell faces shared by boxes of different parts (boxes of one zone that touch).
std::int64_t block_edge_cut(const std::vector<std::vector<CellBox>>& parts);

}  // namespace pcgns::split
