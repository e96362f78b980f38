#include "split/original_order.hpp"

#include <algorithm>
#include <map>

#include "dist/split_names.hpp"
#include "sids/global_numbering.hpp"
#include "sids/order_record.hpp"

namespace pcgns::split {
namespace {

std::string original_name(const Node& child) { return dist::original_zone_name(child.name).value_or(child.name); }

void add_order_records(Node& base, const Node& original_base) {
  std::map<std::string, std::int64_t> ordinal;
  for (const Node& child : original_base.children)
    if (child.label == "Zone_t") ordinal.emplace(child.name, static_cast<std::int64_t>(ordinal.size()));
  for (Node& zone : base.children) {
    if (zone.label != "Zone_t" || !zone.child(sids::kGlobalNumbering)) continue;
    const auto original = dist::original_zone_name(zone.name);
    const Node* source = original ? original_base.child(*original) : nullptr;
    if (source) zone.add(sids::make_order_record(*source, ordinal.at(*original)));
  }
}

void order_like(Node& base, const Node& original_base) {
  std::map<std::string, std::size_t> place;
  for (const Node& child : original_base.children) place.emplace(child.name, place.size());
  const auto place_of = [&](const Node& child) {
    const auto found = place.find(original_name(child));
    return found == place.end() ? place.size() : found->second;
  };
  base.children.stable_sort([&](const Node& a, const Node& b) { return place_of(a) < place_of(b); });
}

}  // namespace

void follow_original_order(Node& part_root, const Node& merged) {
  for (Node& base : part_root.children) {
    if (base.label != "CGNSBase_t") continue;
    const Node* original_base = merged.child(base.name);
    if (!original_base) continue;
    add_order_records(base, *original_base);
    order_like(base, *original_base);
  }
}

}  // namespace pcgns::split
