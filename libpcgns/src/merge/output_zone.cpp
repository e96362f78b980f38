#include "merge/output_zone.hpp"

#include <algorithm>

#include "merge/zone_groups.hpp"
#include "sids/order_record.hpp"

namespace pcgns::merge {

void add_zone_arrays(Node& zone, const Node& first_part, const std::vector<ZoneArray>& arrays,
                     const Dims& vertex_shape, const Dims& cell_shape) {
  for (const ZoneArray& array : arrays) {
    Node* holder = zone.child(array.holder);
    if (!holder) {
      Node copy = *first_part.child(array.holder);
      std::erase_if(copy.children, [](const Node& c) { return c.label == "DataArray_t"; });
      holder = &zone.add(std::move(copy));
    }
    Node data = *first_part.child(array.holder)->child(array.name);
    data.data.clear();
    data.bulk.reset();
    data.dims = array.location == ArrayLocation::vertex ? vertex_shape : cell_shape;
    holder->add(std::move(data));
  }
}

void copy_other_children(Node& zone, const std::string& zone_path, const Node& first_part,
                         const std::vector<std::string>& rebuilt, const Selection& selection,
                         std::vector<CopyTask>& tasks) {
  std::vector<std::string> copied;
  for (const Node& child : first_part.children) {
    if (child.name == kGlobalNumbering || child.name == sids::kOrderRecord || zone.child(child.name)) continue;
    if (std::find(rebuilt.begin(), rebuilt.end(), child.label) != rebuilt.end()) continue;
    zone.add(child);
    copied.push_back(child.name);
  }
  // The zone's own solutions are selected already; this trims the iterative data to match.
  selection.apply_to_zone(zone);
  for (const auto& name : copied)
    if (Node* child = zone.child(name)) defer_bulk_arrays(*child, zone_path + "/" + name, tasks);
}
}  // namespace pcgns::merge
