#pragma once
// Names of Maia's partition bookkeeping (DESIGN.md §3): interfaces created by
// partitioning (connections, and the face sections pcgns-split --interface face adds),
// and nodes split into pieces named "<name>.<count>".
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::merge {

inline bool is_partition_interface(const Node& connection) { return connection.name.rfind("JN.P", 0) == 0; }

// A ZoneGridConnectivity_t holding nothing but partition interfaces belongs to the
// partitioning, not to the zone.
inline bool holds_only_partition_interfaces(const Node& container) {
  if (container.children.empty()) return false;
  for (const Node& entry : container.children)
    if (!is_partition_interface(entry)) return false;
  return true;
}

// "match.2" -> "match"; a name without a numeric last field is returned unchanged.
inline std::string unsplit_name(const std::string& name) {
  const auto dot = name.rfind('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == name.size()) return name;
  for (auto i = dot + 1; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9') return name;
  return name.substr(0, dot);
}

}  // namespace pcgns::merge
