#pragma once
// Child order is data (the official library numbers BCs, connections and solutions by
// creation order), so a merged node's children follow the order its sources give. Each
// source (an input file's base, a part's zone, a part's ZoneBC, ...) gives the order of
// the children it holds; together they give the order of the whole.
#include <algorithm>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::dist {

// One order consistent with every sequence (each lists distinct names): a name comes
// after every name that precedes it in some sequence. Where the sequences leave two
// names unordered, the one seen first (earlier sequence, then earlier position) comes
// first; where they contradict each other, the first-seen rule breaks the tie.
std::vector<std::string> combined_order(const std::vector<std::vector<std::string>>& sequences);

// Reorders `node`'s children to follow `order`; children it does not name keep their
// relative order after the named ones.
void reorder_children(Node& node, const std::vector<std::string>& order);

// The names of `node`'s children, each passed through `rename` (e.g. to drop a piece
// suffix); names `rename` maps to "" are left out.
template <class Rename>
std::vector<std::string> child_names(const Node& node, Rename rename) {
  std::vector<std::string> names;
  for (const Node& child : node.children) {
    std::string name = rename(child);
    if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
  }
  return names;
}

// The orders pcgns-split recorded under the partition zones `parts`
// (sids/order_record.hpp) for `container`: "" for the zone's own children, else
// "ZoneBC" or "ZoneGridConnectivity". Empty for parts written without the record.
std::vector<std::vector<std::string>> recorded_orders(const std::vector<const Node*>& parts,
                                                      const std::string& container);

}  // namespace pcgns::dist
