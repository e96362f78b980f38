#pragma once
// NGON_n, NFACE_n and MIXED sections changed layout in CGNS 4.0: from 4.0 they carry
// ElementStartOffset (nelem+1 entries from 0) and NGON/NFACE connectivity has no
// per-element counts; before 4.0 there is no offset array and each NGON/NFACE element
// is prefixed by its count. A 3.4 stamp is written with offsets and read in either
// layout (CgnsVersion::has_element_start_offset says why). These convert Elements_t
// nodes held in memory.
#include <cstdint>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns {

// Converts every poly section below `root` from the layout of `from` to that of `to`
// (no-op when both stamps have the same layout and `from` is not 3.4, whose sections
// may have either). Sections whose arrays are not in memory are loaded first. Throws InputError naming the node on inconsistent data.
void convert_poly_sections(Node& root, CgnsVersion from, CgnsVersion to);

// NGON_n/NFACE_n connectivity in the layout before 4.0: each element's entries
// (offsets: count + 1 values from 0) prefixed by their count.
std::vector<std::int64_t> with_count_prefixes(const std::vector<std::int64_t>& offsets,
                                              const std::vector<std::int64_t>& connectivity);

}  // namespace pcgns
