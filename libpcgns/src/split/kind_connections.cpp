#include "split/kind_connections.hpp"

#include <string>

#include "dist/split_names.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/grid_connectivity.hpp"
#include "split/location_text.hpp"

namespace pcgns::split {
namespace {

// The zone a connection of `zone` names as its donor ("Zone", or "Base/Zone" for a zone
// of another base); none when it names no zone of `zones`.
const OriginalZone* connection_donor(const std::vector<OriginalZone>& zones, const OriginalZone& zone,
                                     const Node& connection) {
  if (!connection.has_data() || connection.type != DataType::C1) return nullptr;
  const auto donor = dist::donor_zone_id(connection.as_string(), zone.base);
  for (const auto& other : zones)
    if (other.is(donor)) return &other;
  return nullptr;
}

const char* zone_kind_text(const OriginalZone& zone) { return zone.structured ? "structured" : "unstructured"; }
const char* zone_kind_with_article(const OriginalZone& zone) {
  return zone.structured ? "a structured" : "an unstructured";
}

}  // namespace

void check_connections_between_kinds(const std::vector<OriginalZone>& zones) {
  for (const auto& zone : zones)
    for (const Node* holder : zone.node->children_with_label("ZoneGridConnectivity_t"))
      for (const Node& connection : holder->children) {
        if (!sids::is_grid_connection(connection)) continue;
        const OriginalZone* donor = connection_donor(zones, zone, connection);
        if (!donor || donor->structured == zone.structured) continue;
        const std::string location = location_text(connection);
        if (connection.label == "GridConnectivity_t" && location == "Vertex") continue;
        const std::string at = connection.label == "GridConnectivity_t" ? " at GridLocation " + location : "";
        throw InputError(zone.describe_node(holder->name + "/" + connection.name) + ": " + connection.label + " of " +
                         zone_kind_with_article(zone) + " zone towards the " + zone_kind_text(*donor) + " zone '" +
                         donor->path() + "'" + at +
                         ": pcgns-split cuts connections between structured and unstructured zones only as "
                         "GridConnectivity_t at Vertex");
      }
}

}  // namespace pcgns::split
