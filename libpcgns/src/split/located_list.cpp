#include "split/located_list.hpp"

#include "pcgns/error.hpp"

namespace pcgns::split {
namespace {

// "(6, 1, 2)"
std::string text_of(const std::vector<std::int64_t>& points, std::size_t first, std::size_t dim) {
  std::string text = "(";
  for (std::size_t d = 0; d < dim; ++d) text += (d ? ", " : "") + std::to_string(points[first + d]);
  return text + ")";
}

void check_inside(const std::vector<std::int64_t>& points, std::size_t entry, const std::vector<std::int64_t>& last,
                  const std::string& location, const std::string& where) {
  const std::size_t dim = last.size();
  for (std::size_t d = 0; d < dim; ++d) {
    const std::int64_t index = points[entry * dim + d];
    if (index < 1 || index > last[d])
      throw InputError(where + ": PointList entry " + std::to_string(entry + 1) + " " +
                       text_of(points, entry * dim, dim) + " lies outside the zone (GridLocation " + location +
                       ": indices 1.." + std::to_string(last[d]) + " in direction " + std::string(1, "IJK"[d]) + ")");
  }
}

}  // namespace

std::vector<std::int64_t> list_beyond_cells(const std::string& location, std::size_t dim, const std::string& where) {
  if (location == "Vertex") return std::vector<std::int64_t>(dim, 1);
  std::vector<std::int64_t> beyond(dim, 0);
  if (location == "CellCenter") return beyond;
  for (std::size_t d = 0; d < dim && d < 3; ++d)
    if (location == std::string(1, "IJK"[d]) + "FaceCenter") {
      beyond[d] = 1;
      return beyond;
    }
  throw InputError(where + ": PointList at GridLocation " + location +
                   " cannot be cut in a structured zone (Vertex, CellCenter or I/J/KFaceCenter)");
}

ListShare list_share_in_box(const std::vector<std::int64_t>& points, const std::string& location,
                            const std::vector<std::int64_t>& cell_size, const IndexRange& cells,
                            const std::string& where) {
  const std::size_t dim = cell_size.size();
  if (dim == 0 || points.size() % dim != 0)
    throw InputError(where + ": PointList of " + std::to_string(points.size()) + " values is no list of " +
                     std::to_string(dim) + "-dimensional indices");
  const auto beyond = list_beyond_cells(location, dim, where);
  std::vector<std::int64_t> last(dim), box_last(dim);
  for (std::size_t d = 0; d < dim; ++d) {
    last[d] = cell_size[d] + beyond[d];
    box_last[d] = cells.hi[d] + beyond[d];
  }
  ListShare share;
  for (std::size_t entry = 0; entry < points.size() / dim; ++entry) {
    check_inside(points, entry, last, location, where);
    bool inside = true;
    for (std::size_t d = 0; d < dim && inside; ++d) {
      const std::int64_t index = points[entry * dim + d];
      inside = index >= cells.lo[d] && index <= box_last[d];
    }
    if (!inside) continue;
    share.rows.push_back(entry);
    for (std::size_t d = 0; d < dim; ++d) share.local.push_back(points[entry * dim + d] - cells.lo[d] + 1);
  }
  return share;
}

}  // namespace pcgns::split
