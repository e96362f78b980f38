#include "pcgns/sids/grid_location.hpp"

#include "pcgns/sids/carried_enum.hpp"

namespace pcgns::sids {

GridLocation read_grid_location(const NodeRef& holder) {
  const auto node = holder.child("GridLocation");
  if (!node) return GridLocation::Vertex;
  const std::string name = text(*node);
  const auto location = parse_enum<GridLocation>(name);
  if (!location)
    node->fail("unknown GridLocation '" + printable(name) + "': expected " + enum_values_text<GridLocation>());
  return *location;
}

void add_grid_location(Node& holder, GridLocation location) {
  if (location == GridLocation::Vertex) return;
  holder.add(make_string_node("GridLocation", "GridLocation_t", enum_name(location)));
}

}  // namespace pcgns::sids
