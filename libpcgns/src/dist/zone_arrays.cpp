#include "dist/zone_arrays.hpp"

#include "pcgns/error.hpp"
#include "pcgns/sids/grid_location.hpp"

namespace pcgns::dist {
namespace {

// Where a solution's or discrete data's values sit; partitioned zones are merged by
// vertex or cell ids only.
ArrayLocation array_location(const Node& holder, const std::string& where) {
  const auto location = sids::read_grid_location(sids::NodeRef{&holder, where + "/" + holder.name});
  if (location == sids::GridLocation::Vertex) return ArrayLocation::vertex;
  if (location == sids::GridLocation::CellCenter) return ArrayLocation::cell;
  throw InputError(where + "/" + holder.name + ": GridLocation " + std::string(sids::enum_name(location)) +
                   " is not supported in a partitioned zone (Vertex or CellCenter)");
}

void add_holder(std::vector<ZoneArray>& arrays, const Node& holder, ArrayLocation location,
                const Selection* selection) {
  for (const Node& array : holder.children) {
    if (array.label != "DataArray_t") continue;
    if (selection && !selection->keep_field(array.name)) continue;
    arrays.push_back({holder.name, array.name, location, array.type});
  }
}

std::vector<ZoneArray> arrays_of(const Node& zone, const Selection& selection, const std::string& where) {
  std::vector<ZoneArray> arrays;
  for (const Node& child : zone.children) {
    if (!selection.keep_step_node(zone, child)) continue;  // a grid or motion of a step left out
    if (child.label == "GridCoordinates_t") {
      add_holder(arrays, child, ArrayLocation::vertex, nullptr);
    } else if (child.label == "DiscreteData_t" && is_located_solution(child)) {
      add_holder(arrays, child, array_location(child, where), nullptr);
    } else if (child.label == "ArbitraryGridMotion_t") {
      // Its arrays are per vertex or cell like a solution's; one with rind planes would
      // be taken for a copy and lose the other parts' values.
      if (!is_located_solution(child))
        throw InputError(where + "/" + child.name +
                         ": an ArbitraryGridMotion_t with Rind is not supported in a "
                         "partitioned zone");
      add_holder(arrays, child, array_location(child, where), nullptr);
    } else if (child.label == "FlowSolution_t" && is_located_solution(child) &&
               selection.keep_solution(zone, child.name)) {
      add_holder(arrays, child, array_location(child, where), &selection);
    }
  }
  return arrays;
}

bool same_array(const ZoneArray& a, const ZoneArray& b) {
  return a.holder == b.holder && a.name == b.name && a.location == b.location && a.type == b.type;
}

std::string signature(const ZoneArray& array) {
  return array.relative_path() + " (" + std::string(to_string(array.type)) + ")";
}

const ZoneArray* find_array(const std::vector<ZoneArray>& arrays, const std::string& path) {
  for (const auto& array : arrays)
    if (array.relative_path() == path) return &array;
  return nullptr;
}

void check_same_arrays(const std::string& zone, const std::vector<ZoneArray>& a, const std::string& a_where,
                       const std::vector<ZoneArray>& b, const std::string& b_where) {
  const std::string prefix = "parts of zone '" + zone + "' disagree on field sets or data types: ";
  for (const auto& array : a) {
    const ZoneArray* other = find_array(b, array.relative_path());
    if (!other) throw InputError(prefix + array.relative_path() + " is in " + a_where + " but not in " + b_where);
    if (!same_array(array, *other))
      throw InputError(prefix + signature(array) + " in " + a_where + ", " + signature(*other) + " in " + b_where);
  }
  for (const auto& array : b)
    if (!find_array(a, array.relative_path()))
      throw InputError(prefix + array.relative_path() + " is in " + b_where + " but not in " + a_where);
}

}  // namespace

bool is_located_solution(const Node& solution) {
  return !solution.child("PointList") && !solution.child("PointRange") && !solution.child("Rind");
}

std::vector<ZoneArray> zone_arrays(const Catalog& catalog, const ZoneGroup& zone, const Selection& selection) {
  const PartRef& first = zone.parts.front();
  auto expected = arrays_of(*first.zone, selection, describe(catalog, first));
  for (std::size_t p = 1; p < zone.parts.size(); ++p) {
    const PartRef& part = zone.parts[p];
    const auto actual = arrays_of(*part.zone, selection, describe(catalog, part));
    check_same_arrays(zone.name, expected, describe(catalog, first), actual, describe(catalog, part));
  }
  return expected;
}

}  // namespace pcgns::dist
