#pragma once
// Integer indices keep the width their source gave them. The official library writes
// every index -- zone sizes, element ranges and connectivity, point lists -- with its
// cgsize_t, 64-bit in many builds, while pcgns picks 32 bits when the values fit. A zone
// rebuilt from pieces (a merged partitioned zone, or a partition of a zone) is widened
// wherever its source held 64-bit indices, so a split merged back gives the same file.
#include "pcgns/node.hpp"

namespace pcgns::dist {

// Zone sizes, ElementRange, ElementConnectivity, ElementStartOffset, PointList and
// PointListDonor.
bool is_index_array(const Node& node);

// True when `source` or a descendant matching `path` ("Elements/ElementConnectivity",
// relative to it) is an I8 index array.
bool has_wide_index(const Node& source, const std::string& path);

// Converts the in-memory 32-bit data of `built` and of its descendants to 64 bits where
// the matching node of `source` is a 64-bit index array. Children match by name, or by
// the name of the node they were cut from ("BC.2" and "BC", see unsplit_name).
void widen_like(Node& built, const Node& source);

}  // namespace pcgns::dist
