#include "dist/range_points.hpp"

#include "pcgns/error.hpp"

namespace pcgns::dist {

std::vector<std::int64_t> range_points(const std::vector<std::int64_t>& range, std::size_t dim,
                                       const std::string& where) {
  if (dim == 0 || range.size() != 2 * dim)
    throw InputError(where + ": PointRange of a " + std::to_string(dim) + "-dimensional structured zone must have " +
                     std::to_string(2 * dim) + " values");
  std::vector<std::int64_t> index(range.begin(), range.begin() + static_cast<std::ptrdiff_t>(dim)), points;
  for (;;) {
    points.insert(points.end(), index.begin(), index.end());
    std::size_t d = 0;
    for (; d < dim; ++d) {
      const std::int64_t begin = range[d], end = range[dim + d];
      if (index[d] != end) {
        index[d] += begin < end ? 1 : -1;
        break;
      }
      index[d] = begin;
    }
    if (d == dim) return points;
  }
}

}  // namespace pcgns::dist
