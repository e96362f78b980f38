#pragma once
// Items of a variable-size section (MIXED, NGON_n, NFACE_n) as offsets + entries, in
// either file layout: CGNS 4.x ElementStartOffset, or the 3.x layout where NGON_n and
// NFACE_n entries carry their own count and MIXED entries are walked by element type.
#include <cstdint>
#include <vector>

#include "dist/array_source.hpp"
#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::dist {

struct PolyItems {
  std::vector<std::int64_t> offsets;  // count + 1, from 0
  std::vector<std::int64_t> entries;  // without 3.x count prefixes
};

// InputError naming `where` when the section's arrays are inconsistent.
PolyItems read_poly_items(const Node& section, sids::ElementType type, std::int64_t count, CgnsVersion version,
                          ArraySource& source, const std::string& where);

}  // namespace pcgns::dist
