#include "dist/whole_zone_checks.hpp"

#include "pcgns/error.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::dist {
namespace {

struct ZoneIds {
  IdSet vertices;
  IdSet elements;                          // every section's element ids
  IdSet cells;                             // ParentElements: 0 (no parent) or a cell's element id
  IdSet faces;                             // NFACE_n: the NGON_n sections' element ids
  std::vector<std::int64_t> index_limits;  // structured: vertices along each direction
};

ZoneIds zone_ids(const sids::ZoneView& zone, const std::vector<sids::ElementsView>& sections, int cell_dim) {
  ZoneIds ids;
  ids.vertices = {{{1, zone.vertex_count()}}, "vertex ids"};
  ids.elements.what = "element ids";
  ids.cells = {{{0, 0}}, "0 (no parent) or cell ids"};
  ids.faces.what = "NGON_n element ids";
  ids.index_limits = zone.vertex_size();
  bool cells_found = false;
  for (const auto& section : sections) {
    ids.elements.add(section.start(), section.end());
    const int dimension = sids::element_dimension(section.type());
    if (dimension == cell_dim || section.type() == sids::ElementType::MIXED) {
      ids.cells.add(section.start(), section.end());
      cells_found = true;
    }
    if (section.type() == sids::ElementType::NGON_n) ids.faces.add(section.start(), section.end());
  }
  if (!cells_found)  // no section of the base's cell dimension: any element
    for (const auto& [low, high] : ids.elements.intervals) ids.cells.add(low, high);
  return ids;
}

// A poly section before CGNS 4.0: its headers inline (see inline_layout_check.hpp).
ValueCheck inline_layout_check(sids::ElementType type, const ZoneIds& ids, CgnsVersion version,
                               const sids::ElementsView& section) {
  ValueCheck check{CheckKind::inline_mixed, ids.vertices, {}, section.end() - section.start() + 1, {}, version, {}};
  if (type == sids::ElementType::NGON_n) check.kind = CheckKind::counted;
  if (type == sids::ElementType::NFACE_n)
    check = {CheckKind::counted_signed, ids.faces, {}, check.total, {}, version, {}};
  return check;
}

void add_section_checks(const sids::ElementsView& section, const ZoneIds& ids, CgnsVersion version,
                        const std::string& zone_path, std::vector<ArrayCheck>& checks) {
  const auto relative = [&](const sids::NodeRef& ref) { return ref.path.substr(zone_path.size() + 1); };
  const auto type = section.type();
  const auto& offsets = section.start_offset();
  ValueCheck connectivity{CheckKind::ids, ids.vertices, {}, 0, {}, version, {}};
  if (type == sids::ElementType::NFACE_n) connectivity = {CheckKind::signed_ids, ids.faces, {}, 0, {}, version, {}};
  if (type == sids::ElementType::MIXED && offsets) {
    connectivity.kind = CheckKind::mixed;
    connectivity.offsets = without_children(**offsets);
  }
  if (!sids::is_fixed_size(type) && !offsets) connectivity = inline_layout_check(type, ids, version, section);
  checks.push_back({relative(section.connectivity()), connectivity});
  if (offsets)
    checks.push_back({relative(*offsets), {CheckKind::offsets, {}, {}, section.connectivity_size(), {}, version, {}}});
  const auto& parents = section.parent_elements();
  if (parents && (*parents)->name == "ParentElements")
    checks.push_back({relative(*parents), {CheckKind::ids, ids.cells, {}, 0, {}, version, {}}});
}

bool is_id_list(const Node& node) { return node.name == "PointList" || node.name == "ElementList"; }

// Point lists and ranges below `node`, at the location the nearest GridLocation above
// them states (Vertex when none does). Donor lists name another zone's points.
void add_point_checks(const Node& node, const std::string& relative, sids::GridLocation location, const ZoneIds& ids,
                      bool structured, std::vector<ArrayCheck>& checks) {
  if (node.child("GridLocation")) location = sids::read_grid_location(sids::NodeRef{&node, relative});
  for (const Node& child : node.children) {
    const std::string path = relative.empty() ? child.name : relative + "/" + child.name;
    if (structured && (child.name == "PointList" || child.name == "PointRange")) {
      checks.push_back({path, {CheckKind::index_points, {}, ids.index_limits, 0, {}, {}, {}}});
    } else if (!structured && is_id_list(child)) {
      const IdSet& allowed =
          child.name == "PointList" && location == sids::GridLocation::Vertex ? ids.vertices : ids.elements;
      checks.push_back({path, {CheckKind::ids, allowed, {}, 0, {}, {}, {}}});
    } else if (!child.children.empty()) {
      add_point_checks(child, path, location, ids, structured, checks);
    }
  }
}

void check_in_memory(const Node& node, const ArrayCheck& array) {
  const auto values = node.as_int64();
  std::optional<std::string> problem;
  if (array.check.kind == CheckKind::mixed) {
    // Offsets on disk while the connectivity is in memory: left to the offsets' check.
    if (!array.check.offsets->has_data()) return;
    problem = mixed_problem(array.check, 0, values, 0, array.check.offsets->as_int64());
  } else {
    problem = value_problem(array.check, 0, values, std::nullopt, node.count());
  }
  if (problem) throw InputError(*problem);
}

}  // namespace

std::vector<ArrayCheck> whole_zone_checks(const Node& zone, int cell_dim, CgnsVersion version,
                                          const std::function<std::string(const std::string&)>& where) {
  const auto view = sids::view_built_zone(zone);
  std::vector<ArrayCheck> checks;
  if (view.structured()) {
    ZoneIds ids;
    ids.index_limits = view.vertex_size();
    add_point_checks(zone, "", sids::GridLocation::Vertex, ids, true, checks);
  } else {
    const auto sections = sids::sections(view, version);
    const ZoneIds ids = zone_ids(view, sections, cell_dim);
    for (const auto& section : sections) add_section_checks(section, ids, version, view.ref().path, checks);
    add_point_checks(zone, "", sids::GridLocation::Vertex, ids, false, checks);
  }
  for (auto& check : checks) check.check.where = where(check.relative);
  return checks;
}

void apply_checks(const Node& zone, const std::vector<ArrayCheck>& checks, const std::string& zone_path,
                  std::span<CopyTask> tasks) {
  for (const auto& array : checks) {
    const Node* node = find_node(zone, array.relative);
    if (!node) continue;  // left out by the selection
    if (node->has_data()) {
      check_in_memory(*node, array);
      continue;
    }
    const std::string output_path = zone_path + "/" + array.relative;
    for (auto& task : tasks)
      if (task.output_path == output_path) task.check = array.check;
  }
}

}  // namespace pcgns::dist
