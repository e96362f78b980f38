#pragma once
// Connections between a structured and an unstructured zone of one run. The structured
// zones are cut into boxes and the unstructured ones by a cell partitioner, and neither
// cut knows the other's parts: a connection from one kind to the other would keep the
// donor's original indices in every part, describing the wrong points. Until the split
// resolves such donors, they are refused before anything is read or written.
#include <vector>

#include "split/partition_layout.hpp"

namespace pcgns::split {

// InputError naming the file, the zone and the connection (GridConnectivity_t or
// GridConnectivity1to1_t) of the first zone in `zones` whose donor is a zone of `zones`
// of the other kind.
void refuse_connections_between_kinds(const std::vector<OriginalZone>& zones);

}  // namespace pcgns::split
