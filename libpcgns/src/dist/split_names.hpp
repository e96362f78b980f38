#pragma once
// Names of Maia's partition bookkeeping (DESIGN.md §3): interfaces created by
// partitioning (connections, and the face sections pcgns-split --interface face adds),
// and nodes split into pieces named "<name>.<count>".
#include <charconv>
#include <optional>
#include <string>
#include <system_error>

#include "pcgns/node.hpp"

namespace pcgns::dist {

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

// "Wing.P3.N0" -> "Wing": the original zone of a partition zone's name (DESIGN.md §3);
// nothing for a name not of that form.
inline std::optional<std::string> original_zone_name(const std::string& name) {
  const auto n = name.rfind(".N");
  const auto p = n == std::string::npos || n == 0 ? std::string::npos : name.rfind(".P", n - 1);
  if (p == std::string::npos || p == 0) return std::nullopt;
  const auto digits = [&](std::size_t from, std::size_t to) {
    if (from >= to) return false;
    for (auto i = from; i < to; ++i)
      if (name[i] < '0' || name[i] > '9') return false;
    return true;
  };
  if (!digits(p + 2, n) || !digits(n + 2, name.size())) return std::nullopt;
  return name.substr(0, p);
}

// "Wing.P3.N0" -> 3: the rank of a partition zone's name; nothing for a name not of that
// form, or a rank beyond an int.
inline std::optional<int> partition_rank(const std::string& name) {
  const auto original = original_zone_name(name);
  if (!original) return std::nullopt;
  const char* first = name.data() + original->size() + 2;
  const char* last = name.data() + name.rfind(".N");
  int rank = 0;
  if (std::from_chars(first, last, rank).ec != std::errc()) return std::nullopt;
  return rank;
}

// A connection's donor, named "Zone" or "Base/Zone": the base prefix ("Base/", or
// empty) kept in front of the partition or merged zone that replaces the name.
struct DonorName {
  std::string prefix;
  std::string zone;
};
inline DonorName donor_name(const std::string& text) {
  const auto slash = text.rfind('/');
  if (slash == std::string::npos) return {"", text};
  return {text.substr(0, slash + 1), text.substr(slash + 1)};
}

// The zone a donor name designates, for a connection held by a zone of base `own_base`
// (a name without a base prefix names a zone of the same base).
struct ZoneId {
  std::string base;
  std::string zone;
};
inline ZoneId donor_zone_id(const std::string& text, const std::string& own_base) {
  auto [prefix, zone] = donor_name(text);
  return {prefix.empty() ? own_base : prefix.substr(0, prefix.size() - 1), std::move(zone)};
}

}  // namespace pcgns::dist
