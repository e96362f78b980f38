#pragma once
// GridCoordinates_t: coordinate DataArray_t children (CoordinateX/Y/Z, ...) shaped like
// the zone's vertices plus any Rind planes.
#include <string>
#include <vector>

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

class GridCoordinatesView {
 public:
  // Validates every coordinate array: real type and shape == vertex shape (with rind).
  GridCoordinatesView(NodeRef ref, const ZoneView& zone);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  const std::vector<std::int64_t>& rind() const { return rind_; }
  const std::vector<DataArrayView>& coordinates() const { return coordinates_; }
  // The named coordinate; InputError when absent.
  const DataArrayView& coordinate(std::string_view name) const;

 private:
  NodeRef ref_;
  std::vector<std::int64_t> rind_;
  std::vector<DataArrayView> coordinates_;
};

// Every GridCoordinates_t child of the zone.
std::vector<GridCoordinatesView> grid_coordinates(const ZoneView& zone);

// Adds the GridCoordinates_t node `grid_name` to `zone` with `rind` planes; an existing
// grid of that name is returned unchanged (its rind is kept).
Node& add_grid_coordinates(Node& zone, std::string grid_name = "GridCoordinates",
                           const std::vector<std::int64_t>& rind = {});
// Adds deferred coordinate arrays `names` of `type` to grid `grid_name`, shaped like the
// zone's vertices (with the grid's rind); creates the grid when needed.
Node& add_coordinates(Node& zone, DataType type, const std::vector<std::string>& names,
                      const std::string& grid_name = "GridCoordinates");
// Adds one coordinate holding `values` (must match the vertex shape).
template <class T>
Node& add_coordinate(Node& zone, std::string name, const std::vector<T>& values,
                     const std::string& grid_name = "GridCoordinates");

// Shape of a coordinate of grid `grid_name` (vertex shape with the grid's rind, none
// when the grid does not exist yet).
Dims coordinate_shape(const Node& zone, const std::string& grid_name);

template <class T>
Node& add_coordinate(Node& zone, std::string name, const std::vector<T>& values, const std::string& grid_name) {
  Node& grid = add_grid_coordinates(zone, grid_name);
  Dims shape = coordinate_shape(zone, grid_name);
  return add_data_array(grid, std::move(name), values, std::move(shape));
}

}  // namespace pcgns::sids
