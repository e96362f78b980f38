#include "split/block_donor.hpp"

#include "dist/split_names.hpp"
#include "pcgns/error.hpp"

namespace pcgns::split {
namespace {

// "(6, 1, 2)"
std::string index_text(std::span<const std::int64_t> index) {
  std::string text = "(";
  for (std::size_t d = 0; d < index.size(); ++d) text += (d ? ", " : "") + std::to_string(index[d]);
  return text + ")";
}

bool inside(std::span<const std::int64_t> index, const IndexRange& range) {
  for (std::size_t d = 0; d < index.size(); ++d)
    if (index[d] < range.lo[d] || index[d] > range.hi[d]) return false;
  return true;
}

}  // namespace

std::vector<std::int64_t> BlockDonor::vertex_size() const {
  std::vector<std::int64_t> size;
  for (const auto cells : zone->cell_size) size.push_back(cells + 1);
  return size;
}

std::optional<BlockDonor> find_block_donor(const std::vector<OriginalZone>& zones, const PartitionLayout& layout,
                                           const std::string& base, const std::string& name) {
  const auto donor = dist::donor_zone_id(name, base);
  for (std::size_t z = 0; z < zones.size(); ++z)
    if (zones[z].structured && zones[z].is(donor)) return BlockDonor{&zones[z], layout.of_zone(z)};
  return std::nullopt;
}

void check_vertex_inside(std::span<const std::int64_t> index, const std::vector<std::int64_t>& vertex_size,
                         const std::string& where, std::int64_t entry) {
  for (std::size_t d = 0; d < index.size(); ++d)
    if (index.size() != vertex_size.size() || index[d] < 1 || index[d] > vertex_size[d])
      throw InputError(where + ": entry " + std::to_string(entry) + " " + index_text(index) +
                       " is no vertex of the donor zone (indices 1.." + std::to_string(vertex_size.at(d)) +
                       " in direction " + std::string(1, "IJK"[d]) + ")");
}

BlockPoint locate_donor_vertex(const BlockDonor& donor, std::span<const std::int64_t> index, const std::string& where,
                               std::int64_t entry) {
  check_vertex_inside(index, donor.vertex_size(), where, entry);
  for (const PlacedBox* box : donor.boxes) {
    if (!inside(index, box->vertices())) continue;
    BlockPoint point{box, {}};
    for (std::size_t d = 0; d < index.size(); ++d) point.local.push_back(index[d] - box->box.lo[d] + 1);
    return point;
  }
  throw InternalError("split: vertex " + index_text(index) + " of " + donor.zone->described + " lies in no box");
}

}  // namespace pcgns::split
