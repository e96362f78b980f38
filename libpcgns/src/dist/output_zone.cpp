#include "dist/output_zone.hpp"

#include <algorithm>

#include "dist/child_order.hpp"
#include "dist/split_names.hpp"
#include "dist/zone_groups.hpp"
#include "pcgns/sids/grid_connectivity.hpp"
#include "pcgns/sids/point_set.hpp"
#include "sids/order_record.hpp"
#include "sids/zone_holders.hpp"

namespace pcgns::dist {
namespace {

bool holds_point_set(const Node& node) {
  return std::any_of(node.children.begin(), node.children.end(),
                     [](const Node& c) { return sids::is_point_set_node(c) || holds_point_set(c); });
}

bool has_data_arrays(const Node& holder) {
  return std::any_of(holder.children.begin(), holder.children.end(),
                     [](const Node& c) { return c.label == "DataArray_t"; });
}

// The names of a part's children as the merged node holds them (a connection's pieces
// under the name they share).
std::vector<std::string> names_in(const Node& node) {
  return child_names(node, [](const Node& child) {
    if (child.name == kGlobalNumbering || child.name == sids::kOrderRecord || is_partition_interface(child))
      return std::string();
    return sids::is_grid_connection(child) ? unsplit_name(child.name) : child.name;
  });
}

// `order` with the sections where it places them, but in the order the zone holds them
// (section_order.hpp orders them better, from Maia's Sections numbering).
std::vector<std::string> with_sections_as_built(std::vector<std::string> order, const Node& zone) {
  std::vector<std::string> sections;
  for (const Node& child : zone.children)
    if (child.label == "Elements_t") sections.push_back(child.name);
  auto next = sections.begin();
  for (auto& name : order)
    if (const Node* child = zone.child(name); child && child->label == "Elements_t" && next != sections.end())
      name = *next++;
  return order;
}

}  // namespace

void add_zone_arrays(Node& zone, const Node& first_part, const std::vector<ZoneArray>& arrays, const Dims& vertex_shape,
                     const Dims& cell_shape) {
  for (const ZoneArray& array : arrays) {
    Node* holder = zone.child(array.holder);
    if (!holder) {
      Node copy = *first_part.child(array.holder);
      erase_if(copy.children, [](const Node& c) { return c.label == "DataArray_t"; });
      holder = &zone.add(std::move(copy));
    }
    Node data = *first_part.child(array.holder)->child(array.name);
    data.data.clear();
    data.bulk.reset();
    data.dims = array.location == ArrayLocation::vertex ? vertex_shape : cell_shape;
    holder->add(std::move(data));
  }
}

void add_dataless_holders(Node& zone, const std::string& zone_path, const std::vector<PartRef>& parts,
                          const Selection& selection, std::vector<CopyTask>& tasks) {
  for (const PartRef& part : parts)
    for (const Node& child : part.zone->children) {
      if (!sids::is_located_holder(child) || has_data_arrays(child) || holds_point_set(child) || zone.child(child.name))
        continue;
      if (!selection.keep_step_node(*part.zone, child) ||
          (child.label == "FlowSolution_t" && !selection.keep_solution(*part.zone, child.name)))
        continue;
      defer_bulk_arrays(zone.add(child), zone_path + "/" + child.name, tasks);
    }
}

void copy_other_children(Node& zone, const std::string& zone_path, const std::vector<PartRef>& parts,
                         const Rebuilt& rebuilt, const Selection& selection, std::vector<CopyTask>& tasks) {
  std::vector<std::string> copied;
  for (const PartRef& part : parts)
    for (const Node& child : part.zone->children) {
      if (child.name == kGlobalNumbering || child.name == sids::kOrderRecord || zone.child(child.name) ||
          rebuilt(child) || holds_point_set(child))
        continue;
      zone.add(child);
      copied.push_back(child.name);
    }
  // The zone's own solutions are selected already; this trims the iterative data to match.
  selection.apply_to_zone(zone);
  for (const auto& name : copied)
    if (Node* child = zone.child(name)) defer_bulk_arrays(*child, zone_path + "/" + name, tasks);
}

void add_container_rest(Node& zone, const std::string& zone_path, const std::vector<PartRef>& parts,
                        const std::string& label, const Rebuilt& rebuilt, std::vector<CopyTask>& tasks) {
  for (const PartRef& part : parts)
    for (const Node* container : part.zone->children_with_label(label)) {
      Node* merged = zone.child(container->name);
      if (!merged && holds_only_partition_interfaces(*container)) continue;
      if (!merged) merged = &zone.add(without_children(*container));
      for (const Node& entry : container->children)
        if (!merged->child(entry.name) && !rebuilt(entry) && !holds_point_set(entry) && !sids::is_point_set_node(entry))
          defer_bulk_arrays(merged->add(entry), zone_path + "/" + container->name + "/" + entry.name, tasks);
    }
}

void order_like_parts(Node& zone, const std::vector<PartRef>& parts) {
  std::vector<const Node*> zones;
  zones.reserve(parts.size());
  for (const PartRef& part : parts) zones.push_back(part.zone);
  // The order pcgns-split recorded, when the parts carry it, settles what they leave open.
  auto chains = recorded_orders(zones, "");
  for (const PartRef& part : parts) chains.push_back(names_in(*part.zone));
  reorder_children(zone, with_sections_as_built(combined_order(chains), zone));
  for (Node& container : zone.children) {
    if (container.label != "ZoneBC_t" && container.label != "ZoneGridConnectivity_t") continue;
    chains = recorded_orders(zones, container.name);
    for (const PartRef& part : parts)
      if (const Node* source = part.zone->child(container.name); source && source->label == container.label)
        chains.push_back(names_in(*source));
    reorder_children(container, combined_order(chains));
  }
}

}  // namespace pcgns::dist
