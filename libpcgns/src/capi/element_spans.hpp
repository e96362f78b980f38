#pragma once
// The element ranges of an unstructured zone's sections, as pcgns_global_numbering_write
// and _read lay one zone-wide Element numbering over them: element e of the zone is in
// the section whose ElementRange holds e, so the ranges must cover 1 .. last exactly once.
#include <cstdint>
#include <string>
#include <vector>

#include "capi/handles.hpp"

namespace pcgns::capi {

struct SectionSpan {
  Located section;
  std::int64_t start, end;  // the section's ElementRange
};

// The zone's sections in element order. An InputError naming the file and the node when
// a section has no valid ElementRange, or when the ranges leave a gap or overlap (an id
// of the numbering would then be lost or read from nowhere).
std::vector<SectionSpan> tiling_sections(const std::string& file, const Located& zone);

// The last element of the zone's sections (0 for none).
inline std::int64_t last_element(const std::vector<SectionSpan>& spans) { return spans.empty() ? 0 : spans.back().end; }

}  // namespace pcgns::capi
