#pragma once
// Connections between a structured and an unstructured zone of one run. The structured
// zones are cut into boxes and the unstructured ones by a cell partitioner; a connection
// from one kind to the other is cut point by point, each donor vertex renamed to the
// partition holding it (general_connection_cut.hpp, unstructured/zone_lists.hpp). Other
// locations (faces, cells) would need the other kind's faces or cells matched, which
// neither cut knows: they are refused before anything is read or written.
#include <vector>

#include "split/partition_layout.hpp"

namespace pcgns::split {

// InputError naming the file, the zone and the connection of the first zone in `zones`
// whose donor is a zone of `zones` of the other kind, when it is a
// GridConnectivity1to1_t or lies at another GridLocation than Vertex.
void check_connections_between_kinds(const std::vector<OriginalZone>& zones);

}  // namespace pcgns::split
