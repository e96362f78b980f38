#pragma once
// The order of a merged zone's element sections. Each part keeps the original order of
// the sections it holds, so every part's sections (by local ElementRange start) are a
// chain of "comes before"; Maia's Sections numbering, where the parts have it, tells
// where each section starts among the elements of its dimension, which orders the
// sections of one dimension even when no part holds two of them. The merged order
// follows all of these (Kahn's algorithm). pcgns-split's order record gives every
// section's original ElementRange: where the parts carry it, it alone decides. Where
// nothing orders two sections, or parts disagree, the merge refuses (InputError naming
// them): a guess renumbers elements and every element point list with them. (The
// smaller local start misleads: a part with few cells numbers its boundary sections
// before another part's cells end.)
#include <cstdint>
#include <optional>
#include <vector>

#include "dist/unstructured_zone.hpp"
#include "sids/order_record.hpp"

namespace pcgns::dist {

// order[k] is the index in `sections` of the section placed k-th. `dimension_offsets`:
// per section, its start within its dimension where known (may be empty). `recorded`:
// the sections of the parts' order record (recorded_sections). `zone` names the zone
// (its parts' files and nodes) in messages.
std::vector<std::size_t> section_order(const std::vector<PartRef>& parts, const std::vector<SectionPlan>& sections,
                                       const std::vector<std::optional<std::int64_t>>& dimension_offsets,
                                       const std::map<std::string, sids::SectionRecord>& recorded,
                                       const std::string& zone);

// The sections of the first order record among the parts that records any; empty
// when none does.
std::map<std::string, sids::SectionRecord> recorded_sections(const std::vector<PartRef>& parts);

}  // namespace pcgns::dist
