#pragma once
// Trees read from files older than CGNS 3.2 may number element types differently from
// today (see decode_element_type). Before such a tree is written with a newer version
// stamp, its numbers must be rewritten, or a HEXA_8 of a 3.0 file would become HEXA_20.
#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns::sids {

// Rewrites the type numbers of every Elements_t below `root` (section headers and MIXED
// entries) from the numbering of a file of version `from` to the current one; a no-op
// from 3.2 on. MIXED connectivity left on disk is loaded first. InputError naming the
// node for numbers with no current meaning (polygons inside MIXED).
void renumber_element_types(Node& root, CgnsVersion from);

}  // namespace pcgns::sids
