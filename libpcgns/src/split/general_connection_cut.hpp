#pragma once
// The share of a structured zone's general connection (GridConnectivity_t at Vertex: own
// points by PointRange or PointList, donors by PointListDonor) in one box: the entries
// whose vertex lies in the box, cut into pieces "<name>.<k>", one per donor partition (a
// box of a structured donor, a part of an unstructured one, as Maia splits joins). Each
// piece has a PointList of local indices, a PointListDonor of local indices in its donor
// partition, and its entries' original positions under :CGNS#GlobalNumbering/Index; one
// given by PointRange keeps a copy of the range there (dist/list_range.hpp), so that
// pcgns-merge gives the range back.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "split/part_zone.hpp"

namespace pcgns::split {

// The local index of `point` in a box of `vertices`; nullopt outside it.
std::optional<std::vector<std::int64_t>> local_in_box(std::span<const std::int64_t> point, const IndexRange& vertices);

// `path` is the connection's path in the original tree ("/Base/Zone/ZGC/Name").
std::vector<Node> cut_general_connection(const Node& connection, const PlacedBox& placed, const OriginalZone& original,
                                         const SplitContext& context, const std::string& path);

}  // namespace pcgns::split
