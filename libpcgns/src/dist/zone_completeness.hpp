#pragma once
// A merge never drops a node of a partitioned zone silently. Once the merged zone is
// built, every child of every part has its place in it: a zone child by its name, an
// entry of a ZoneBC_t or ZoneGridConnectivity_t by its name or the name its pieces
// ("name.<k>") share. Left out on purpose: the numbering, the partition interfaces
// (JN.P..., and a container of nothing else) and the solutions the selection leaves
// out. Anything else is an InputError naming the part's file and node: pcgns-merge
// cannot reassemble it.
#include <vector>

#include "dist/selection.hpp"
#include "dist/zone_groups.hpp"

namespace pcgns::dist {

void check_nothing_dropped(const Catalog& catalog, const std::vector<PartRef>& parts, const Node& merged,
                           const Selection& selection);

}  // namespace pcgns::dist
