#include "split/point_set_audit.hpp"

#include <algorithm>
#include <initializer_list>

#include "dist/boundary_data.hpp"
#include "dist/list_range.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/grid_connectivity.hpp"
#include "pcgns/sids/point_set.hpp"
#include "split/boundary_data_cut.hpp"
#include "split/located_list.hpp"
#include "split/located_range.hpp"
#include "split/location_text.hpp"
#include "split/point_list_bc.hpp"

namespace pcgns::split {
namespace {

using Names = std::initializer_list<const char*>;

bool named(const Node& node, Names names) {
  return std::any_of(names.begin(), names.end(), [&](const char* name) { return node.name == name; });
}

using sids::is_point_set_node;
using sids::point_set_child;

// "BCDataSet_t given by PointRange", "BC_t with InwardNormalList".
std::string holding(const Node& holder, const Node& set) {
  const bool given_by = !named(set, {"PointListDonor", "PointRangeDonor", "CellListDonor", "InwardNormalList"});
  return holder.label + (given_by ? " given by " : " with ") + set.name;
}

[[noreturn]] void refuse(const OriginalZone& zone, const std::string& relative, const std::string& what) {
  throw InputError(zone.describe_node(relative) + ": " + what + ": not supported by pcgns-split yet");
}

// Refuses a point set anywhere below `node` (at `relative`), but for the children named
// in `cut` (the ones the split cuts itself).
void refuse_point_sets(const Node& node, const OriginalZone& zone, const std::string& relative, Names cut = {}) {
  for (const Node& child : node.children) {
    if (named(child, cut)) continue;
    if (is_point_set_node(child)) refuse(zone, relative, holding(node, child));
    refuse_point_sets(child, zone, relative + "/" + child.name);
  }
}

// A sub-region with no point set of its own lies on a BC or connection's points
// (BCRegionName, GridConnectivityRegionName): its arrays follow those points.
void audit_sub_region_without_points(const Node& region, const OriginalZone& zone, const std::string& relative) {
  if (sids::holds_point_values(region))
    refuse(zone, relative, "ZoneSubRegion_t with arrays over another node's points");
  refuse_point_sets(region, zone, relative);
}

// ---- structured

// A BC given by PointList: a location it can be cut at, boundary data of one value per
// entry or a single one, no other point set below it.
void audit_list_bc(const Node& bc, const OriginalZone& zone, const std::string& relative) {
  const std::string where = zone.describe_node(relative);
  list_beyond_cells(location_text(bc), zone.cell_size.size(), where);
  const std::int64_t entries = list_entries(*bc.child("PointList"), zone.cell_size.size(), where);
  for (const auto& path : bc_data_arrays(bc))
    if (const auto count = find_node(bc, path)->count(); count != 1 && count != entries)
      throw InputError(zone.describe_node(relative + "/" + path) + ": " + std::to_string(count) +
                       " values for a PointList of " + std::to_string(entries) +
                       " entries (neither one per entry nor a single one)");
  for (const Node& child : bc.children) {
    if (child.name == "PointList") continue;
    if (is_point_set_node(child)) refuse(zone, relative, holding(bc, child));
    refuse_point_sets(child, zone, relative + "/" + child.name);
  }
}

void audit_structured_bc(const Node& bc, const OriginalZone& zone, const std::string& relative) {
  if (const Node* set = point_set_child(bc); set && set->name == "PointList") return audit_list_bc(bc, zone, relative);
  else if (set && set->name != "PointRange") refuse(zone, relative, "structured BC given by " + set->name);
  const Node* range = bc.child("PointRange");
  if (!range || !range->has_data()) refuse(zone, relative, "structured BC without a PointRange");
  locate_range(range->as_int64(), location_text(bc), zone.cell_size, zone.describe_node(relative));
  for (const Node& child : bc.children) {
    const std::string path = relative + "/" + child.name;
    if (child.name != "PointRange") {
      if (is_point_set_node(child)) refuse(zone, relative, holding(bc, child));
      // A data set repeating the BC's range is cut with it.
      if (child.label == "BCDataSet_t" && dist::repeats_bc_range(child, range->as_int64()))
        refuse_point_sets(child, zone, path, {"PointRange"});
      else refuse_point_sets(child, zone, path);
    }
  }
  // After the point sets: a data set on points of its own is refused as such.
  check_boundary_data(bc, range->as_int64(), location_text(bc),
                      [&](const std::string& below) { return zone.describe_node(relative + "/" + below); });
}

// A general connection is cut point by point (general_connection_cut.hpp): at Vertex, its
// own points by PointRange or PointList, its donors by PointListDonor, no other set.
void audit_structured_connection(const Node& connection, const OriginalZone& zone, const std::string& relative) {
  const std::string location = location_text(connection);
  if (location != "Vertex")
    refuse(zone, relative, "general connection (GridConnectivity_t) of a structured zone at GridLocation " + location);
  const Node* own = connection.child("PointList") ? connection.child("PointList") : connection.child("PointRange");
  if (!own || !own->has_data()) refuse(zone, relative, "general connection of a structured zone without its points");
  if (!connection.child("PointListDonor"))
    refuse(zone, relative, "general connection of a structured zone without PointListDonor");
  refuse_point_sets(connection, zone, relative, {own->name.c_str(), "PointListDonor"});
}

void audit_structured_child(const Node& child, const OriginalZone& zone) {
  if (child.label == "ZoneBC_t" || child.label == "ZoneGridConnectivity_t") {
    for (const Node& entry : child.children) {
      const std::string relative = child.name + "/" + entry.name;
      if (entry.label == "BC_t") audit_structured_bc(entry, zone, relative);
      else if (entry.label == "GridConnectivity1to1_t")
        refuse_point_sets(entry, zone, relative, {"PointRange", "PointRangeDonor"});
      else if (entry.label == "GridConnectivity_t") audit_structured_connection(entry, zone, relative);
      else if (const Node* set = point_set_child(entry)) refuse(zone, relative, holding(entry, *set));
      else refuse_point_sets(entry, zone, relative);
    }
  } else if (const Node* set = point_set_child(child)) {
    refuse(zone, child.name, holding(child, *set));
  } else if (child.label == "ZoneSubRegion_t") {
    audit_sub_region_without_points(child, zone, child.name);
  } else {
    refuse_point_sets(child, zone, child.name);
  }
}

// ---- unstructured

bool is_cut_list_holder(const Node& node) {
  static const Names kLabels = {"BC_t", "GridConnectivity_t", "ZoneSubRegion_t", "FlowSolution_t", "DiscreteData_t"};
  return (node.child("PointList") || dist::range_child(node)) &&
         std::any_of(kLabels.begin(), kLabels.end(), [&](const char* label) { return node.label == label; });
}

// Whether the element numbers first..last all lie in the zone's sections.
bool in_sections(const Node& zone, std::int64_t first, std::int64_t last) {
  std::vector<std::pair<std::int64_t, std::int64_t>> sections;
  for (const Node* section : zone.children_with_label("Elements_t")) {
    const Node* range = section->child("ElementRange");
    if (range && range->has_data() && range->count() == 2)
      sections.emplace_back(range->as_int64()[0], range->as_int64()[1]);
  }
  std::sort(sections.begin(), sections.end());
  for (const auto& [start, end] : sections) {
    if (start > first) return false;
    if (end >= first) first = end + 1;
    if (first > last) return true;
  }
  return false;
}

// A range of an unstructured zone: vertices (PointRange at Vertex) or element numbers
// (at EdgeCenter, FaceCenter or CellCenter) inside the zone, begin <= end.
void audit_unstructured_range(const Node& holder, const Node& range, const OriginalZone& zone,
                              const std::string& relative) {
  const std::string where = zone.describe_node(relative + "/" + range.name);
  const auto [first, last] = dist::range_bounds(range, where);
  const std::string location = location_text(holder);
  const std::string text = range.name + " [" + std::to_string(first) + ", " + std::to_string(last) + "]";
  if (location == "Vertex") {
    if (range.name == "ElementRange")
      throw InputError(where + ": ElementRange at GridLocation Vertex (it names elements; state FaceCenter)");
    const auto vertices = zone.node->has_data() ? zone.node->as_int64().at(0) : 0;
    if (first < 1 || last > vertices)
      throw InputError(where + ": " + text + " lies outside the zone's " + std::to_string(vertices) + " vertices");
  } else if (location == "EdgeCenter" || location == "FaceCenter" || location == "CellCenter") {
    if (!in_sections(*zone.node, first, last))
      throw InputError(where + ": " + text + " at GridLocation " + location +
                       " names element numbers outside the zone's sections");
  } else {
    throw InputError(where + ": " + range.name + " at GridLocation " + location +
                     " in an unstructured zone (Vertex, EdgeCenter, FaceCenter or CellCenter)");
  }
}

void audit_unstructured_entry(const Node& entry, const OriginalZone& zone, const std::string& relative) {
  if (is_cut_list_holder(entry)) {
    const Node* range = entry.child("PointList") ? nullptr : dist::range_child(entry);
    if (range) audit_unstructured_range(entry, *range, zone, relative);
    refuse_point_sets(entry, zone, relative, {"PointList", "PointListDonor", range ? range->name.c_str() : ""});
    return;
  }
  const Node* set = point_set_child(entry);
  if (entry.label == "BC_t") refuse(zone, relative, "unstructured BC given by " + (set ? set->name : "no point set"));
  if (sids::is_grid_connection(entry))
    refuse(zone, relative, "unstructured connection given by " + (set ? set->name : "no point list"));
  if (set) refuse(zone, relative, holding(entry, *set));
  if (entry.label == "ZoneSubRegion_t") audit_sub_region_without_points(entry, zone, relative);
  else refuse_point_sets(entry, zone, relative);
}

}  // namespace

void audit_structured_zone(const OriginalZone& zone) {
  for (const Node& child : zone.node->children) audit_structured_child(child, zone);
}

void audit_unstructured_zone(const OriginalZone& zone) {
  for (const Node& child : zone.node->children) {
    if (child.label == "Elements_t") continue;  // its ElementRange numbers the section itself
    if (child.label == "ZoneBC_t" || child.label == "ZoneGridConnectivity_t") {
      for (const Node& entry : child.children) audit_unstructured_entry(entry, zone, child.name + "/" + entry.name);
    } else {
      audit_unstructured_entry(child, zone, child.name);
    }
  }
}

}  // namespace pcgns::split
