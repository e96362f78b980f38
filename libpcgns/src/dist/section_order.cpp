#include "dist/section_order.hpp"

#include <algorithm>
#include <numeric>
#include <set>

#include "pcgns/error.hpp"

#include "dist/split_names.hpp"

namespace pcgns::dist {
namespace {

using Successors = std::vector<std::set<std::size_t>>;

std::size_t index_of(const std::vector<SectionPlan>& sections, const std::string& name) {
  return static_cast<std::size_t>(
      std::find_if(sections.begin(), sections.end(), [&](const SectionPlan& s) { return s.name == name; }) -
      sections.begin());
}

// Edges between consecutive sections of each part (by local start).
void add_part_chains(const std::vector<PartRef>& parts, const std::vector<SectionPlan>& sections, Successors& after) {
  for (const PartRef& part : parts) {
    std::vector<std::pair<std::int64_t, std::size_t>> chain;
    for (const Node& child : part.zone->children) {
      if (child.label != "Elements_t" || is_partition_interface(child)) continue;
      const std::size_t s = index_of(sections, child.name);
      if (s == sections.size()) continue;
      const auto start = child.require_child("ElementRange").as_int64().at(0);
      chain.emplace_back(start, s);
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

std::string names_of(const std::vector<SectionPlan>& sections, const std::vector<std::size_t>& which) {
  std::string names;
  for (const std::size_t s : which) names += (names.empty() ? "'" : ", '") + sections[s].name + "'";
  return names;
}

// The sections ready to be placed: every section that must come before them is placed.
std::vector<std::size_t> ready(const std::vector<int>& waiting, const std::vector<bool>& placed) {
  std::vector<std::size_t> free;
  for (std::size_t s = 0; s < waiting.size(); ++s)
    if (!placed[s] && waiting[s] == 0) free.push_back(s);
  return free;
}

std::vector<std::size_t> kahn(const Successors& after, const std::vector<SectionPlan>& sections,
                              const std::string& zone) {
  const std::size_t n = after.size();
  std::vector<int> waiting(n, 0);
  for (const auto& later : after)
    for (const std::size_t s : later) ++waiting[s];
  std::vector<bool> placed(n, false);
  std::vector<std::size_t> order;
  const std::string where = zone + ": ";
  while (order.size() < n) {
    const auto next = ready(waiting, placed);
    if (next.empty()) {
      std::vector<std::size_t> left;
      for (std::size_t s = 0; s < n; ++s)
        if (!placed[s]) left.push_back(s);
      throw InputError(where + "the parts order sections " + names_of(sections, left) +
                       " in contradicting ways; their original element numbers are unknown");
    }
    if (next.size() > 1)
      throw InputError(where + "nothing in the parts orders sections " + names_of(sections, next) +
                       " (no part holds them together, no order record or Sections numbering gives their "
                       "place); their original element numbers are unknown");
    placed[next.front()] = true;
    order.push_back(next.front());
    for (const std::size_t later : after[next.front()]) --waiting[later];
  }
  return order;
}

}  // namespace

std::vector<std::size_t> section_order(const std::vector<PartRef>& parts, const std::vector<SectionPlan>& sections,
                                       const std::vector<std::optional<std::int64_t>>& dimension_offsets,
                                       const std::map<std::string, sids::SectionRecord>& recorded,
                                       const std::string& zone) {
  const bool all_recorded =
      std::all_of(sections.begin(), sections.end(), [&](const SectionPlan& s) { return recorded.contains(s.name); });
  if (all_recorded && !sections.empty()) {
    std::vector<std::size_t> order(sections.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return recorded.at(sections[a].name).start < recorded.at(sections[b].name).start;
    });
    return order;
  }
  Successors after(sections.size());
  add_part_chains(parts, sections, after);
  add_dimension_chains(sections, dimension_offsets, after);
  return kahn(after, sections, zone);
}

std::map<std::string, sids::SectionRecord> recorded_sections(const std::vector<PartRef>& parts) {
  for (const PartRef& part : parts)
    if (const auto record = sids::read_order_record(*part.zone); record && !record->sections.empty())
      return record->sections;
  return {};
}

}  // namespace pcgns::dist
