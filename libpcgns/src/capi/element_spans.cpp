#include "capi/element_spans.hpp"

#include <algorithm>

#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

SectionSpan span_of(const std::string& file, const Located& zone, Node* section) {
  const Located located{section, zone.path + "/" + section->name};
  const Node* range = section->child("ElementRange");
  const std::vector<std::int64_t> values = range && range->has_data() ? range->as_int64() : std::vector<std::int64_t>{};
  if (values.size() < 2 || values[0] < 1 || values[1] < values[0])
    throw InputError(where(file, located.path) + "no valid ElementRange");
  return {located, values[0], values[1]};
}

}  // namespace

std::vector<SectionSpan> tiling_sections(const std::string& file, const Located& zone) {
  std::vector<SectionSpan> spans;
  for (Node* section : zone.node->children_with_label("Elements_t")) spans.push_back(span_of(file, zone, section));
  std::sort(spans.begin(), spans.end(), [](const SectionSpan& a, const SectionSpan& b) { return a.start < b.start; });
  std::int64_t next = 1;  // the first element no section before has covered
  for (const SectionSpan& span : spans) {
    if (span.start != next)
      throw InputError(where(file, zone.path) + "the sections' ElementRanges " +
                       (span.start > next ? "leave out element " + std::to_string(next)
                                          : "overlap at element " + std::to_string(span.start)) +
                       " (the Element numbering needs them to cover 1 .. last exactly once; section '" +
                       span.section.node->name + "' starts at " + std::to_string(span.start) + ")");
    next = span.end + 1;
  }
  return spans;
}

}  // namespace pcgns::capi
