#include "pcgns/sids/zone_bc.hpp"

#include <algorithm>

#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {
namespace {

std::optional<PointSet> read_bc_points(const NodeRef& bc, int index_dim) {
  if (auto points = read_point_set(bc, index_dim)) return points;
  // CGNS 2.x BCs on elements used ElementRange / ElementList (element numbers).
  return read_point_set(bc, 1, "ElementRange", "ElementList");
}

// Vertex indices must lie inside the zone; checked only when the list is in memory.
void check_vertex_indices(const PointSet& points, const ZoneView& zone) {
  if (points.ref->name != "PointList" && points.ref->name != "PointRange") return;
  if (!points.ref->has_data()) return;
  const auto values = points.kind == PointSetKind::range ? points.range : integers(points.ref);
  const auto dim = static_cast<std::size_t>(zone.index_dim());
  for (std::size_t i = 0; i < values.size(); ++i) {
    const auto limit = zone.vertex_size()[i % dim];
    if (values[i] < 1 || values[i] > limit)
      points.ref.fail("vertex index " + std::to_string(values[i]) + " outside 1.." + std::to_string(limit));
  }
}

std::vector<BCDataView> read_bc_data(const NodeRef& dataset, std::int64_t points) {
  std::vector<BCDataView> out;
  for (const auto& ref : dataset.children_with_label("BCData_t")) {
    BCDataView data{ref, data_arrays(ref)};
    for (const auto& a : data.arrays)
      if (points > 0 && a.size() != 1 && a.size() != points)
        a.ref.fail("BC data of " + std::to_string(a.size()) + " values, expected 1 (global) or " +
                   std::to_string(points) + " (one per point)");
    out.push_back(std::move(data));
  }
  return out;
}

}  // namespace

BCDataSetView::BCDataSetView(NodeRef ref, const ZoneView& zone, const std::optional<PointSet>& bc_points,
                             GridLocation bc_location)
    : ref_(labelled(std::move(ref), "BCDataSet_t")),
      type_(read_bc_type(ref_)),
      location_(ref_->child("GridLocation") ? read_grid_location(ref_) : bc_location),
      point_set_(read_point_set(ref_, zone.index_dim())) {
  const auto& points = point_set_ ? point_set_ : bc_points;
  data_ = read_bc_data(ref_, points ? points->size : 0);
}

BCView::BCView(NodeRef ref, const ZoneView& zone)
    : ref_(labelled(std::move(ref), "BC_t")),
      type_(read_bc_type(ref_)),
      location_(read_grid_location(ref_)),
      point_set_(read_bc_points(ref_, zone.index_dim())) {
  if (!point_set_) ref_.fail("missing PointRange or PointList");
  if (location_ == GridLocation::Vertex) check_vertex_indices(*point_set_, zone);
  for (const auto& f : ref_.children_with_label("FamilyName_t")) family_name_ = text(f);
  for (const auto& d : ref_.children_with_label("BCDataSet_t")) data_sets_.emplace_back(d, zone, point_set_, location_);
}

std::vector<BCView> boundary_conditions(const ZoneView& zone) {
  std::vector<BCView> out;
  for (const auto& zone_bc : zone.ref().children_with_label("ZoneBC_t"))
    for (const auto& bc : zone_bc.children_with_label("BC_t")) out.emplace_back(bc, zone);
  return out;
}

Node& add_bc(Node& zone, std::string name, BCType type, GridLocation location, const PointSetSpec& points) {
  const ZoneView view = view_built_zone(zone);
  Node* zone_bc = zone.child("ZoneBC");
  if (!zone_bc) zone_bc = &zone.add(Node("ZoneBC", "ZoneBC_t"));
  Node bc = make_string_node(std::move(name), "BC_t", enum_name(type));
  add_point_set(bc, points.kind == PointSetKind::range ? "PointRange" : "PointList", points, view.index_dim(),
                index_type_for(std::max(view.vertex_count(), view.cell_count())));
  add_grid_location(bc, location);
  return zone_bc->add(std::move(bc));
}

Node& add_family_name(Node& holder, std::string_view family) {
  return holder.add(make_string_node("FamilyName", "FamilyName_t", family));
}

Node& add_bc_dataset(Node& bc, std::string name, BCType type) {
  return bc.add(make_string_node(std::move(name), "BCDataSet_t", enum_name(type)));
}

Node& add_bc_data(Node& dataset, BCDataKind kind) {
  return dataset.add(Node(kind == BCDataKind::Dirichlet ? "DirichletData" : "NeumannData", "BCData_t"));
}

}  // namespace pcgns::sids
