#pragma once
// A structured zone as the donor of a general connection, in a split that cuts it into
// boxes. Boxes share their boundary planes, so a donor vertex may lie in several: it is
// named in the first box holding it (layout order), by that box's partition zone and
// its local index, which keeps every entry of a list in exactly one piece.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "split/partition_layout.hpp"

namespace pcgns::split {

struct BlockDonor {
  const OriginalZone* zone = nullptr;
  std::vector<const PlacedBox*> boxes;  // the zone's, in layout order
  std::vector<std::int64_t> vertex_size() const;
};

// The structured zone named `name` (or "Base/Zone") from a connection of a zone of base
// `base`, with its boxes; nullopt when `zones` has no such zone.
std::optional<BlockDonor> find_block_donor(const std::vector<OriginalZone>& zones, const PartitionLayout& layout,
                                           const std::string& base, const std::string& name);

struct BlockPoint {
  const PlacedBox* box = nullptr;
  std::vector<std::int64_t> local;  // 1-based, in the box
};

// Vertex `index` of the donor's original zone in its first box; InputError naming
// `where` and the entry (1-based) when it lies outside the zone.
BlockPoint locate_donor_vertex(const BlockDonor& donor, std::span<const std::int64_t> index, const std::string& where,
                               std::int64_t entry);

// InputError naming `where` and the entry unless `index` lies inside `vertex_size`.
void check_vertex_inside(std::span<const std::int64_t> index, const std::vector<std::int64_t>& vertex_size,
                         const std::string& where, std::int64_t entry);

}  // namespace pcgns::split
