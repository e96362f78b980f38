#include "pcgns/sids/flow_solution.hpp"

#include <algorithm>

#include "pcgns/sids/index_data.hpp"
#include "pcgns/sids/rind.hpp"

namespace pcgns::sids {
namespace {

bool is_full_zone_location(GridLocation location) {
  return location == GridLocation::Vertex || location == GridLocation::CellCenter ||
         location == GridLocation::IFaceCenter || location == GridLocation::JFaceCenter ||
         location == GridLocation::KFaceCenter;
}

}  // namespace

FlowSolutionView::FlowSolutionView(NodeRef ref, const ZoneView& zone)
    : ref_(labelled(std::move(ref), "FlowSolution_t")),
      location_(read_grid_location(ref_)),
      rind_(read_rind(ref_, zone.index_dim())),
      point_set_(read_point_set(ref_, zone.index_dim())),
      fields_(data_arrays(ref_)) {
  if (point_set_) {
    field_shape_ = {point_set_->size};
  } else {
    if (!is_full_zone_location(location_))
      ref_.fail("GridLocation " + std::string(enum_name(location_)) +
                " is not valid for a FlowSolution_t without a point set");
    field_shape_ = zone.data_shape(location_, rind_);
  }
  for (const auto& f : fields_) {
    // A point-set field may be stored 1-D or with any shape of the same size.
    const bool ok = point_set_ ? f.size() == point_set_->size : f.dims() == field_shape_;
    if (!ok)
      f.ref.fail("field dimensions " + format_dims(f.dims()) + ", expected " + format_dims(field_shape_) + " (" +
                 std::string(enum_name(location_)) +
                 (point_set_ ? ", one per point of " + point_set_->ref->name : std::string()) + ")");
  }
}

const DataArrayView& FlowSolutionView::field(std::string_view name) const {
  for (const auto& f : fields_)
    if (f.name() == name) return f;
  ref_.fail("missing field '" + std::string(name) + "'");
}

std::vector<FlowSolutionView> flow_solutions(const ZoneView& zone) {
  std::vector<FlowSolutionView> out;
  for (const auto& ref : zone.ref().children_with_label("FlowSolution_t")) out.emplace_back(ref, zone);
  return out;
}

Node& add_solution(Node& zone, std::string name, GridLocation location, const std::vector<std::int64_t>& rind) {
  if (!is_full_zone_location(location))
    throw UsageError("solution '" + name + "': GridLocation " + std::string(enum_name(location)) +
                     " needs a point set");
  const ZoneView view = view_built_zone(zone);
  if (!view.structured() && location != GridLocation::Vertex && location != GridLocation::CellCenter)
    throw UsageError("solution '" + name + "': " + std::string(enum_name(location)) +
                     " is only valid in structured zones");
  if (!rind.empty() && rind.size() != 2 * static_cast<std::size_t>(view.index_dim()))
    throw UsageError("solution '" + name + "': rind needs " + std::to_string(2 * view.index_dim()) + " values");
  Node solution(std::move(name), "FlowSolution_t");
  add_grid_location(solution, location);
  add_rind(solution, rind);
  return zone.add(std::move(solution));
}

Node& add_solution(Node& zone, std::string name, GridLocation location, const PointSetSpec& points) {
  const ZoneView view = view_built_zone(zone);
  Node solution(std::move(name), "FlowSolution_t");
  add_point_set(solution, points.kind == PointSetKind::range ? "PointRange" : "PointList", points, view.index_dim(),
                index_type_for(std::max(view.vertex_count(), view.cell_count())));
  add_grid_location(solution, location);
  return zone.add(std::move(solution));
}

Dims field_shape(const Node& zone, const std::string& solution) {
  const ZoneView view = view_built_zone(zone);
  const Node* node = zone.child(solution);
  if (!node) throw UsageError("zone '" + zone.name + "' has no solution '" + solution + "'");
  return FlowSolutionView(view.ref().child(*node), view).field_shape();
}

Node& add_field(Node& zone, const std::string& solution, std::string name, DataType type) {
  Dims shape = field_shape(zone, solution);
  return add_data_array(*zone.child(solution), std::move(name), type, std::move(shape));
}

}  // namespace pcgns::sids
