#pragma once
// The order of a merged zone's element sections. Each part keeps the original order of
// the sections it holds, so every part's sections (by local ElementRange start) are a
// chain of "comes before"; Maia's Sections numbering, where the parts have it, tells
// where each section starts among the elements of its dimension, which orders the
// sections of one dimension even when no part holds two of them. The merged order
// follows all of these (Kahn's algorithm). Where nothing orders two sections, or parts
// disagree, the smaller local start comes first. (That start alone misleads: a part
// with few cells numbers its boundary sections before another part's cells end.)
#include <cstdint>
#include <optional>
#include <vector>

#include "merge/unstructured_zone.hpp"

namespace pcgns::merge {

// order[k] is the index in `sections` of the section placed k-th. `dimension_offsets`:
// per section, its start within its dimension where known (may be empty).
std::vector<std::size_t> section_order(const std::vector<PartRef>& parts, const std::vector<SectionPlan>& sections,
                                       const std::vector<std::optional<std::int64_t>>& dimension_offsets);

}  // namespace pcgns::merge
