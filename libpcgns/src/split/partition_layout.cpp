#include "split/partition_layout.hpp"

#include <map>

#include "split/shared_face.hpp"

namespace pcgns::split {

IndexRange PlacedBox::vertices() const {
  IndexRange range{box.lo, box.hi};
  for (auto& h : range.hi) ++h;
  return range;
}

std::vector<std::int64_t> PlacedBox::vertex_size() const {
  std::vector<std::int64_t> size;
  for (std::size_t d = 0; d < box.lo.size(); ++d) size.push_back(box.hi[d] - box.lo[d] + 2);
  return size;
}

std::int64_t PlacedBox::vertex_count() const { return split::vertex_count(vertices()); }

PartitionLayout::PartitionLayout(const std::vector<OriginalZone>& zones, const BlockPartition& partition)
    : parts_(static_cast<int>(partition.parts.size())) {
  for (int part = 0; part < parts_; ++part) {
    std::map<std::size_t, int> next_index;  // per zone
    for (const CellBox& box : partition.parts[static_cast<std::size_t>(part)]) {
      const int index = next_index[box.zone]++;
      boxes_.push_back(
          {box, part, index, zones[box.zone].name + ".P" + std::to_string(part) + ".N" + std::to_string(index)});
    }
  }
}

std::vector<const PlacedBox*> PartitionLayout::of_zone(std::size_t zone) const {
  std::vector<const PlacedBox*> found;
  for (const auto& placed : boxes_)
    if (placed.box.zone == zone) found.push_back(&placed);
  return found;
}

std::vector<const PlacedBox*> PartitionLayout::of_part(int part) const {
  std::vector<const PlacedBox*> found;
  for (const auto& placed : boxes_)
    if (placed.part == part) found.push_back(&placed);
  return found;
}

std::string interface_name(const PlacedBox& own, const PlacedBox& other) {
  const auto suffix = [](const PlacedBox& b) { return "P" + std::to_string(b.part) + ".N" + std::to_string(b.index); };
  return "JN." + suffix(own) + ".LT." + suffix(other);
}

}  // namespace pcgns::split
