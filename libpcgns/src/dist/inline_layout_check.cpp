#include "dist/inline_layout_check.hpp"

#include "pcgns/sids/element_type.hpp"

namespace pcgns::dist {
namespace {

std::string entry(const ValueCheck& check, std::int64_t index) {
  return check.where + ": entry " + std::to_string(index) + " (from 0)";
}

std::string element_text(std::int64_t element) {
  return "element " + std::to_string(element) + " from 0 of the section";
}

// The number of ids the element whose header is `value` has; 0 or less when the value
// is no valid header.
std::int64_t ids_after(const ValueCheck& check, std::int64_t value) {
  if (check.kind == CheckKind::inline_mixed) return sids::mixed_entry_nodes(value, check.version);
  return value;
}

std::optional<std::string> header_problem(const ValueCheck& check, const InlineWalk& walk, std::int64_t index,
                                          std::int64_t value) {
  if (walk.elements >= check.total)
    return entry(check, index) + " starts element " + std::to_string(walk.elements) +
           " (from 0), but ElementRange has " + std::to_string(check.total) + " elements";
  if (ids_after(check, value) >= 1) return std::nullopt;
  const char* what = check.kind == CheckKind::inline_mixed ? "an element type code" : "an element's entry count";
  return entry(check, index) + " is " + std::to_string(value) + ", not " + what + " (" + element_text(walk.elements) +
         ")";
}

}  // namespace

bool is_inline_layout(CheckKind kind) {
  return kind == CheckKind::counted || kind == CheckKind::counted_signed || kind == CheckKind::inline_mixed;
}

std::optional<std::string> inline_problem(const ValueCheck& check, InlineWalk& walk, std::int64_t first,
                                          std::span<const std::int64_t> values) {
  const bool magnitude = check.kind == CheckKind::counted_signed;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::int64_t index = first + static_cast<std::int64_t>(i);
    const std::int64_t value = values[i];
    if (walk.ids_left == 0) {
      if (auto problem = header_problem(check, walk, index, value)) return problem;
      walk.ids_left = ids_after(check, value);
      ++walk.elements;
      continue;
    }
    const std::int64_t id = magnitude && value < 0 ? -value : value;
    if (!check.allowed.contains(id))
      return entry(check, index) + " is " + std::to_string(value) + ", outside " + check.allowed.text() + " (" +
             element_text(walk.elements - 1) + ")";
    --walk.ids_left;
  }
  return std::nullopt;
}

std::optional<std::string> inline_end_problem(const ValueCheck& check, const InlineWalk& walk, std::int64_t count) {
  if (walk.ids_left > 0)
    return check.where + ": the " + std::to_string(count) + " entries end inside " + element_text(walk.elements - 1) +
           ", " + std::to_string(walk.ids_left) + " entries short";
  if (walk.elements != check.total)
    return check.where + ": holds " + std::to_string(walk.elements) + " elements, but ElementRange has " +
           std::to_string(check.total);
  return std::nullopt;
}

}  // namespace pcgns::dist
