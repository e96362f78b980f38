#include "pcgns/sids/grid_coordinates.hpp"

#include "pcgns/sids/rind.hpp"

namespace pcgns::sids {

GridCoordinatesView::GridCoordinatesView(NodeRef ref, const ZoneView& zone)
    : ref_(labelled(std::move(ref), "GridCoordinates_t")),
      rind_(read_rind(ref_, zone.index_dim())),
      coordinates_(data_arrays(ref_)) {
  const Dims shape = zone.data_shape(GridLocation::Vertex, rind_);
  for (const auto& c : coordinates_) {
    if (!is_real(c.type())) c.ref.fail("coordinates hold " + std::string(to_string(c.type())) + ", R4 or R8 expected");
    expect_dims(c.ref, shape, "coordinate array (vertex count with rind)");
  }
}

const DataArrayView& GridCoordinatesView::coordinate(std::string_view name) const {
  for (const auto& c : coordinates_)
    if (c.name() == name) return c;
  ref_.fail("missing coordinate '" + std::string(name) + "'");
}

std::vector<GridCoordinatesView> grid_coordinates(const ZoneView& zone) {
  std::vector<GridCoordinatesView> out;
  for (const auto& ref : zone.ref().children_with_label("GridCoordinates_t")) out.emplace_back(ref, zone);
  return out;
}

Node& add_grid_coordinates(Node& zone, std::string grid_name, const std::vector<std::int64_t>& rind) {
  if (Node* existing = zone.child(grid_name)) return *existing;
  Node grid(std::move(grid_name), "GridCoordinates_t");
  add_rind(grid, rind);
  return zone.add(std::move(grid));
}

Dims coordinate_shape(const Node& zone, const std::string& grid_name) {
  const ZoneView view = view_built_zone(zone);
  std::vector<std::int64_t> rind;
  if (const Node* grid = zone.child(grid_name)) rind = read_rind(view.ref().child(*grid), view.index_dim());
  return view.data_shape(GridLocation::Vertex, rind);
}

Node& add_coordinates(Node& zone, DataType type, const std::vector<std::string>& names, const std::string& grid_name) {
  if (!is_real(type)) throw UsageError("coordinates must be R4 or R8");
  Node& grid = add_grid_coordinates(zone, grid_name);
  const Dims shape = coordinate_shape(zone, grid_name);
  for (const auto& name : names) add_data_array(grid, name, type, shape);
  return grid;
}

}  // namespace pcgns::sids
