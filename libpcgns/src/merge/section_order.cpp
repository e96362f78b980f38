#include "merge/section_order.hpp"

#include <algorithm>
#include <limits>
#include <set>

#include "merge/split_names.hpp"

namespace pcgns::merge {
namespace {

using Successors = std::vector<std::set<std::size_t>>;
using Key = std::pair<std::int64_t, std::size_t>;  // smallest local start, then index

std::size_t index_of(const std::vector<SectionPlan>& sections, const std::string& name) {
  return static_cast<std::size_t>(
      std::find_if(sections.begin(), sections.end(), [&](const SectionPlan& s) { return s.name == name; }) -
      sections.begin());
}

// Edges between consecutive sections of each part; the smallest local start of each.
void add_part_chains(const std::vector<PartRef>& parts, const std::vector<SectionPlan>& sections, Successors& after,
                     std::vector<Key>& keys) {
  for (const PartRef& part : parts) {
    std::vector<Key> chain;
    for (const Node& child : part.zone->children) {
      if (child.label != "Elements_t" || is_partition_interface(child)) continue;
      const std::size_t s = index_of(sections, child.name);
      if (s == sections.size()) continue;
      const auto start = child.require_child("ElementRange").as_int64().at(0);
      chain.emplace_back(start, s);
      keys[s].first = std::min(keys[s].first, start);
    }
    std::sort(chain.begin(), chain.end());
    for (std::size_t i = 0; i + 1 < chain.size(); ++i) after[chain[i].second].insert(chain[i + 1].second);
  }
}

// Sections of one dimension by their starts within it.
void add_dimension_chains(const std::vector<SectionPlan>& sections,
                          const std::vector<std::optional<std::int64_t>>& offsets, Successors& after) {
  for (std::size_t a = 0; a < offsets.size(); ++a)
    for (std::size_t b = 0; b < offsets.size(); ++b)
      if (offsets[a] && offsets[b] && *offsets[a] < *offsets[b] &&
          sids::element_dimension(sections[a].type) == sids::element_dimension(sections[b].type))
        after[a].insert(b);
}

std::vector<std::size_t> kahn(const Successors& after, const std::vector<Key>& keys) {
  const std::size_t n = after.size();
  std::vector<int> waiting(n, 0);
  for (const auto& later : after)
    for (const std::size_t s : later) ++waiting[s];
  std::vector<bool> placed(n, false);
  std::vector<std::size_t> order;
  while (order.size() < n) {
    std::optional<std::size_t> next;
    for (std::size_t s = 0; s < n; ++s)
      if (!placed[s] && waiting[s] == 0 && (!next || keys[s] < keys[*next])) next = s;
    if (!next)  // a cycle: parts that disagree
      for (std::size_t s = 0; s < n; ++s)
        if (!placed[s] && (!next || keys[s] < keys[*next])) next = s;
    placed[*next] = true;
    order.push_back(*next);
    for (const std::size_t later : after[*next]) --waiting[later];
  }
  return order;
}

}  // namespace

std::vector<std::size_t> section_order(const std::vector<PartRef>& parts, const std::vector<SectionPlan>& sections,
                                       const std::vector<std::optional<std::int64_t>>& dimension_offsets) {
  Successors after(sections.size());
  std::vector<Key> keys;
  for (std::size_t s = 0; s < sections.size(); ++s) keys.emplace_back(std::numeric_limits<std::int64_t>::max(), s);
  add_part_chains(parts, sections, after, keys);
  add_dimension_chains(sections, dimension_offsets, after);
  return kahn(after, keys);
}

}  // namespace pcgns::merge
