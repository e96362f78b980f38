#include "dist/value_check.hpp"

#include <algorithm>

#include "dist/inline_layout_check.hpp"
#include "pcgns/error.hpp"

#include "pcgns/sids/element_type.hpp"

namespace pcgns::dist {
namespace {

std::string at(const ValueCheck& check, std::int64_t index) {
  return check.where + ": entry " + std::to_string(index) + " (from 0)";
}

std::optional<std::string> outside(const ValueCheck& check, std::int64_t index, std::int64_t value) {
  return at(check, index) + " is " + std::to_string(value) + ", outside " + check.allowed.text();
}

std::optional<std::string> index_problem(const ValueCheck& check, std::int64_t first,
                                         std::span<const std::int64_t> values) {
  const auto dim = static_cast<std::int64_t>(check.limits.size());
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::int64_t index = first + static_cast<std::int64_t>(i);
    const std::int64_t limit = check.limits[static_cast<std::size_t>(index % dim)];
    if (values[i] < 1 || values[i] > limit)
      return at(check, index) + " is " + std::to_string(values[i]) + ", outside 1.." + std::to_string(limit) +
             " (direction " + std::to_string(index % dim + 1) + " of the index space at its location)";
  }
  return std::nullopt;
}

std::optional<std::string> offsets_problem(const ValueCheck& check, std::int64_t first,
                                           std::span<const std::int64_t> values, std::optional<std::int64_t> previous,
                                           std::int64_t count) {
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::int64_t index = first + static_cast<std::int64_t>(i);
    const std::int64_t value = values[i];
    if (index == 0 && value != 0) return at(check, index) + " is " + std::to_string(value) + ", not 0";
    if (previous && value <= *previous)
      return at(check, index) + " is " + std::to_string(value) + ", not above the previous offset " +
             std::to_string(*previous);
    if (value > check.total || (index == count - 1 && value != check.total))
      return at(check, index) + " is " + std::to_string(value) + ", but ElementConnectivity has " +
             std::to_string(check.total) + " entries";
    previous = value;
  }
  return std::nullopt;
}

// An inline layout held whole in memory (checked whole: see inline_layout_check.hpp).
std::optional<std::string> whole_inline_problem(const ValueCheck& check, std::int64_t first,
                                                std::span<const std::int64_t> values, std::int64_t count) {
  if (first != 0) throw InternalError("an inline poly layout is checked from its first entry");
  InlineWalk walk;
  if (auto problem = inline_problem(check, walk, 0, values)) return problem;
  return inline_end_problem(check, walk, count);
}

}  // namespace

void IdSet::add(std::int64_t low, std::int64_t high) {
  intervals.emplace_back(low, high);
  std::sort(intervals.begin(), intervals.end());
  std::vector<std::pair<std::int64_t, std::int64_t>> merged;
  for (const auto& interval : intervals) {
    if (!merged.empty() && interval.first <= merged.back().second + 1)
      merged.back().second = std::max(merged.back().second, interval.second);
    else merged.push_back(interval);
  }
  intervals = std::move(merged);
}

bool IdSet::contains(std::int64_t id) const {
  for (const auto& [low, high] : intervals)
    if (id >= low && id <= high) return true;
  return false;
}

std::string IdSet::text() const {
  std::string text = what;
  for (std::size_t i = 0; i < intervals.size(); ++i)
    text += (i ? ", " : " ") + std::to_string(intervals[i].first) + ".." + std::to_string(intervals[i].second);
  if (intervals.empty()) text += " (none)";
  return text;
}

std::optional<std::string> value_problem(const ValueCheck& check, std::int64_t first,
                                         std::span<const std::int64_t> values, std::optional<std::int64_t> previous,
                                         std::int64_t count) {
  switch (check.kind) {
    case CheckKind::index_points: return index_problem(check, first, values);
    case CheckKind::offsets: return offsets_problem(check, first, values, previous, count);
    case CheckKind::counted:
    case CheckKind::counted_signed:
    case CheckKind::inline_mixed: return whole_inline_problem(check, first, values, count);
    case CheckKind::ids:
    case CheckKind::signed_ids:
    case CheckKind::mixed: break;
  }
  const bool signed_ids = check.kind == CheckKind::signed_ids;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::int64_t value = signed_ids && values[i] < 0 ? -values[i] : values[i];
    if (!check.allowed.contains(value)) return outside(check, first + static_cast<std::int64_t>(i), values[i]);
  }
  return std::nullopt;
}

std::optional<std::string> mixed_problem(const ValueCheck& check, std::int64_t first,
                                         std::span<const std::int64_t> values, std::int64_t k0,
                                         std::span<const std::int64_t> starts) {
  const std::int64_t end = first + static_cast<std::int64_t>(values.size());
  std::size_t next = 0;  // the next element start at or after the current entry
  for (std::int64_t index = first; index < end; ++index) {
    const std::int64_t value = values[static_cast<std::size_t>(index - first)];
    if (next + 1 < starts.size() && starts[next] == index) {
      const std::int64_t element = k0 + static_cast<std::int64_t>(next);
      const std::int64_t length = starts[next + 1] - starts[next];
      const int nodes = sids::mixed_entry_nodes(value, check.version);
      if (nodes < 1)
        return at(check, index) + " is " + std::to_string(value) + ", not an element type code (element " +
               std::to_string(element) + " from 0 of the section)";
      if (length != nodes + 1)
        return at(check, index) + ": element " + std::to_string(element) + " (from 0) has type code " +
               std::to_string(value) + " and " + std::to_string(length) + " entries, expected " +
               std::to_string(nodes + 1);
      ++next;
      continue;
    }
    if (next < starts.size() && starts[next] < index)
      return check.where + ": element start offsets around entry " + std::to_string(index) + " do not increase";
    if (!check.allowed.contains(value)) return outside(check, index, value);
  }
  return std::nullopt;
}

}  // namespace pcgns::dist
