#pragma once
// FlowSolution_t: field DataArray_t children at a GridLocation (child "GridLocation",
// Vertex when absent), over the whole zone (shape from the zone and Rind) or over a
// PointRange/PointList (one value per point).
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/point_set.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

class FlowSolutionView {
 public:
  // Validates the location, rind, point set and every field's size.
  FlowSolutionView(NodeRef ref, const ZoneView& zone);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  GridLocation location() const { return location_; }
  const std::vector<std::int64_t>& rind() const { return rind_; }
  const std::optional<PointSet>& point_set() const { return point_set_; }
  // Shape every field must have: the zone shape at the location, or [points].
  const Dims& field_shape() const { return field_shape_; }
  const std::vector<DataArrayView>& fields() const { return fields_; }
  const DataArrayView& field(std::string_view name) const;

 private:
  NodeRef ref_;
  GridLocation location_ = GridLocation::Vertex;
  std::vector<std::int64_t> rind_;
  std::optional<PointSet> point_set_;
  Dims field_shape_;
  std::vector<DataArrayView> fields_;
};

std::vector<FlowSolutionView> flow_solutions(const ZoneView& zone);

// Adds a FlowSolution_t node (as cg_sol_write): GridLocation child unless Vertex, Rind
// when non-zero.
Node& add_solution(Node& zone, std::string name, GridLocation location = GridLocation::Vertex,
                   const std::vector<std::int64_t>& rind = {});
// Adds a FlowSolution_t over a point set (as cg_sol_ptset_write): point set, then
// GridLocation unless Vertex.
Node& add_solution(Node& zone, std::string name, GridLocation location, const PointSetSpec& points);
// Shape of a field of solution `solution` of `zone`.
Dims field_shape(const Node& zone, const std::string& solution);
// Adds a deferred field sized from the zone, location, rind or point set.
Node& add_field(Node& zone, const std::string& solution, std::string name, DataType type);
// Adds a field holding `values` (must match the field shape).
template <class T>
Node& add_field(Node& zone, const std::string& solution, std::string name, const std::vector<T>& values) {
  Dims shape = field_shape(zone, solution);
  return add_data_array(*zone.child(solution), std::move(name), values, std::move(shape));
}

}  // namespace pcgns::sids
