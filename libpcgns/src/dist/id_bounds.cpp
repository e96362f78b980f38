#include "dist/id_bounds.hpp"

#include <algorithm>
#include <limits>

#include "dist/split_names.hpp"
#include "pcgns/checked_size.hpp"

namespace pcgns::dist {
namespace {

// Elements of the numbering array `name` under `holder`; 0 when absent (reported as
// missing where the array is read).
std::int64_t numbering_length(const Node& holder, const char* name) {
  const Node* numbering = holder.child(kGlobalNumbering);
  const Node* array = numbering ? numbering->child(name) : nullptr;
  return array ? array->count() : 0;
}

// Saturates: a sum past 2^63 bounds nothing, and the ids are checked by the arrays'
// own lengths long before.
void add_to(std::int64_t& total, std::int64_t length) {
  total = checked_add(total, length).value_or(std::numeric_limits<std::int64_t>::max());
}

}  // namespace

IdBounds id_bounds(const UnstructuredZone& zone) {
  IdBounds bounds{0, 0, std::vector<std::int64_t>(zone.sections.size(), 0),
                  std::vector<std::int64_t>(zone.point_lists.size(), 0)};
  for (const PartRef& part : zone.parts) {
    add_to(bounds.vertices, numbering_length(*part.zone, "Vertex"));
    add_to(bounds.cells, numbering_length(*part.zone, "Cell"));
    for (std::size_t s = 0; s < zone.sections.size(); ++s)
      if (const Node* section = part.zone->child(zone.sections[s].name))
        add_to(bounds.sections[s], numbering_length(*section, "Element"));
    for (std::size_t l = 0; l < zone.point_lists.size(); ++l)
      if (zone.point_lists[l].indexed)
        for (const Node* holder : list_holders(*part.zone, zone.point_lists[l]))
          add_to(bounds.point_lists[l], numbering_length(*holder, "Index"));
  }
  if (zone.record) {  // the set's own count, which also holds for parts not given
    bounds.vertices = zone.record->sizes.vertex_count;
    bounds.cells = zone.record->sizes.cell_count;
  }
  return bounds;
}

std::optional<std::string> id_problem(const std::vector<std::int64_t>& ids, std::int64_t bound,
                                      const std::string& where) {
  for (const std::int64_t id : ids)
    if (id < 1 || id > bound)
      return std::string(where + ": global id " + std::to_string(id) + " out of range 1.." + std::to_string(bound) +
                         " (the set's recorded count, or else the ids the parts given hold together): parts of the "
                         "set are missing, or the id is corrupt");
  return std::nullopt;
}

}  // namespace pcgns::dist
