#include "split/located_range.hpp"

#include "pcgns/error.hpp"

namespace pcgns::split {
namespace {

// "[[1, 1, 1], [1, 8, 6]]"
std::string text_of(const std::vector<std::int64_t>& values) {
  std::string text;
  for (std::size_t i = 0; i < values.size(); ++i) {
    text += i == 0 ? "[[" : i == values.size() / 2 ? "], [" : ", ";
    text += std::to_string(values[i]);
  }
  return text + "]]";
}

// The direction a face range's indices count faces in.
std::size_t face_normal(const std::string& location, const IndexRange& range, const std::string& where) {
  const std::string normals = "IJK";
  for (std::size_t d = 0; d < range.dim() && d < normals.size(); ++d)
    if (location == std::string(1, normals[d]) + "FaceCenter") return d;
  if (location == "FaceCenter") {
    std::vector<std::size_t> flat;
    for (std::size_t d = 0; d < range.dim(); ++d)
      if (range.lo[d] == range.hi[d]) flat.push_back(d);
    if (flat.size() == 1) return flat.front();
  }
  throw InputError(where + ": GridLocation " + location + " with PointRange " + text_of(range.point_range()) +
                   " names no single face direction (use IFaceCenter, JFaceCenter or KFaceCenter)");
}

}  // namespace

LocatedRange locate_range(const std::vector<std::int64_t>& point_range, const std::string& location,
                          const std::vector<std::int64_t>& cell_size, const std::string& where) {
  const std::size_t dim = cell_size.size();
  if (point_range.size() != 2 * dim)
    throw InputError(where + ": PointRange has " + std::to_string(point_range.size()) + " values for a " +
                     std::to_string(dim) + "-dimensional zone");
  LocatedRange located{IndexRange::from_point_range(point_range), std::vector<std::int64_t>(dim, 0),
                       location == "Vertex"};
  if (located.vertex) {
    located.beyond_cells.assign(dim, 1);
  } else if (location != "CellCenter") {
    if (location.find("FaceCenter") == std::string::npos)
      throw InputError(where + ": GridLocation " + location +
                       " cannot be cut in a structured zone (Vertex, CellCenter or I/J/KFaceCenter)");
    located.beyond_cells[face_normal(location, located.range, where)] = 1;
  }
  for (std::size_t d = 0; d < dim; ++d) {
    const std::int64_t last = cell_size[d] + located.beyond_cells[d];
    if (located.range.lo[d] < 1 || located.range.hi[d] > last)
      throw InputError(where + ": PointRange " + text_of(point_range) + " lies outside the zone (GridLocation " +
                       location + ": indices 1.." + std::to_string(last) + " in direction " + std::string(1, "IJK"[d]) +
                       ")");
  }
  return located;
}

std::optional<IndexRange> share_in_box(const LocatedRange& located, const IndexRange& cells) {
  IndexRange clip = cells;
  for (std::size_t d = 0; d < clip.dim(); ++d) clip.hi[d] += located.beyond_cells[d];
  auto piece = intersect(located.range, clip);
  if (piece && located.vertex && piece->extents() != located.range.extents()) return std::nullopt;
  return piece;
}

std::vector<std::int64_t> oriented_like(const IndexRange& piece, const std::vector<std::int64_t>& original) {
  const std::size_t dim = piece.dim();
  std::vector<std::int64_t> values = piece.point_range();
  for (std::size_t d = 0; d < dim; ++d)
    if (original[d] > original[dim + d]) std::swap(values[d], values[dim + d]);
  return values;
}

}  // namespace pcgns::split
