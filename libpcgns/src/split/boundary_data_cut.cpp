#include "split/boundary_data_cut.hpp"

#include <algorithm>
#include <cstring>

#include "pcgns/error.hpp"
#include "pcgns/sids/point_set.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/patch_order.hpp"
#include "split/location_text.hpp"

namespace pcgns::split {
namespace {

using sids::PatchOrder;

bool is_local(const Node& array) { return array.label == "DataArray_t" && array.count() > 1; }

void check_array(const Node& array, const PatchOrder& patch, const std::string& where) {
  if (!is_local(array)) return;
  if (array.count() != patch.points())
    throw InputError(where + ": " + std::to_string(array.count()) + " values for a boundary patch of " +
                     std::to_string(patch.points()) + " points (one value, or one per point)");
  if (!sids::per_point_dims(array.dims, patch.extents(), patch.extents(), patch.extents()))
    throw InputError(where + ": values per point of the patch in a shape pcgns-split cannot cut");
}

void check_data_set(const Node& set, const PatchOrder& patch, const std::string& location, const NodeNamer& name) {
  if (!sids::holds_point_values(set)) return;
  if (location_text(set, location) != location)
    throw InputError(name(set.name) + ": boundary data at " + location_text(set, location) + " on a BC at " + location +
                     ": not supported by pcgns-split yet");
  for (const Node& data : set.children) {
    const std::string path = set.name + "/" + data.name;
    if (data.label != "BCData_t") {
      if (sids::holds_point_values(data))
        throw InputError(name(path) +
                         ": arrays in a BCDataSet_t outside its BCData_t: not supported by pcgns-split yet");
      continue;
    }
    for (const Node& array : data.children) {
      if (array.label != "DataArray_t" && sids::holds_point_values(array))
        throw InputError(name(path + "/" + array.name) +
                         ": arrays below a BCData_t outside its DataArray_t: "
                         "not supported by pcgns-split yet");
      check_array(array, patch, name(path + "/" + array.name));
    }
  }
}

void cut_array(Node& array, const PatchOrder& whole, const PatchOrder& piece) {
  load_data(array);
  const auto element = element_size(array.type);
  std::vector<std::byte> values(static_cast<std::size_t>(piece.points()) * element);
  sids::for_each_shared_point(piece, whole, [&](std::int64_t to, std::int64_t from) {
    std::memcpy(values.data() + static_cast<std::size_t>(to) * element,
                array.data.data() + static_cast<std::size_t>(from) * element, element);
  });
  array.dims = *sids::per_point_dims(array.dims, whole.extents(), piece.extents(), whole.extents());
  array.data = std::move(values);
}

}  // namespace

void check_boundary_data(const Node& bc, const std::vector<std::int64_t>& point_range, const std::string& location,
                         const NodeNamer& name) {
  const PatchOrder patch(point_range);
  for (const Node& set : bc.children)
    if (set.label == "BCDataSet_t") check_data_set(set, patch, location, name);
}

void cut_boundary_data(Node& bc, const std::vector<std::int64_t>& point_range,
                       const std::vector<std::int64_t>& piece_range) {
  const PatchOrder whole(point_range), piece(piece_range);
  if (piece.points() == whole.points()) return;
  for (Node& set : bc.children) {
    if (set.label != "BCDataSet_t") continue;
    for (Node& data : set.children) {
      if (data.label != "BCData_t") continue;
      for (Node& array : data.children)
        if (is_local(array)) cut_array(array, whole, piece);
    }
  }
}

}  // namespace pcgns::split
