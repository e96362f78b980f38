#include "dist/zone_completeness.hpp"

#include "dist/split_names.hpp"
#include "pcgns/sids/grid_connectivity.hpp"
#include "pcgns/sids/point_set.hpp"
#include "sids/order_record.hpp"

namespace pcgns::dist {
namespace {

bool is_container(const Node& node) { return node.label == "ZoneBC_t" || node.label == "ZoneGridConnectivity_t"; }

// "BC_t given by PointRange", or the label alone.
std::string kind_of(const Node& node) {
  const Node* set = sids::point_set_child(node);
  return node.label + (set ? " given by " + set->name : "");
}

[[noreturn]] void refuse(const Catalog& catalog, const PartRef& part, const std::string& relative, const Node& node) {
  throw InputError(describe(catalog, part, relative) + ": " + kind_of(node) +
                   " in a partitioned zone: pcgns-merge cannot reassemble it yet");
}

// A connection may come in pieces "name.<k>", one per donor partition.
std::string unsplit_entry_name(const Node& entry) {
  return sids::is_grid_connection(entry) ? unsplit_name(entry.name) : entry.name;
}

void check_container(const Catalog& catalog, const PartRef& part, const Node& container, const Node& merged) {
  for (const Node& entry : container.children) {
    if (is_partition_interface(entry) || merged.child(entry.name) || merged.child(unsplit_entry_name(entry))) continue;
    refuse(catalog, part, container.name + "/" + entry.name, entry);
  }
}

// A step node of a step left out, or a solution left out by the selection, whole or
// every field of it.
bool deselected(const Node& part_zone, const Node& solution, const Selection& selection) {
  if (!selection.keep_step_node(part_zone, solution)) return true;
  if (solution.label != "FlowSolution_t") return false;
  if (!selection.keep_solution(part_zone, solution.name)) return true;
  bool fields = false;
  for (const Node& field : solution.children)
    if (field.label == "DataArray_t") {
      if (selection.keep_field(field.name)) return false;
      fields = true;
    }
  return fields;
}

}  // namespace

void check_nothing_dropped(const Catalog& catalog, const std::vector<PartRef>& parts, const Node& merged,
                           const Selection& selection) {
  for (const PartRef& part : parts)
    for (const Node& child : part.zone->children) {
      if (child.name == kGlobalNumbering || child.name == sids::kOrderRecord || is_partition_interface(child) ||
          holds_only_partition_interfaces(child))
        continue;
      if (deselected(*part.zone, child, selection)) continue;
      const Node* kept = merged.child(child.name);
      if (!kept) refuse(catalog, part, child.name, child);
      if (is_container(child)) check_container(catalog, part, child, *kept);
    }
}

}  // namespace pcgns::dist
