#include "split/shared_face.hpp"

#include <algorithm>

namespace pcgns::split {

std::optional<IndexRange> shared_face(const CellBox& a, const CellBox& b) {
  const std::size_t dim = a.lo.size();
  IndexRange face{a.lo, a.hi};
  int touching = 0;
  for (std::size_t d = 0; d < dim; ++d) {
    if (a.hi[d] + 1 == b.lo[d] || b.hi[d] + 1 == a.lo[d]) {
      ++touching;
      face.lo[d] = face.hi[d] = std::max(a.lo[d], b.lo[d]);  // the plane between them
      continue;
    }
    face.lo[d] = std::max(a.lo[d], b.lo[d]);
    face.hi[d] = std::min(a.hi[d], b.hi[d]) + 1;
    if (face.lo[d] >= face.hi[d]) return std::nullopt;  // no cell in common this way
  }
  if (touching != 1) return std::nullopt;
  return face;
}

std::int64_t cell_faces(const IndexRange& face) {
  std::int64_t count = 1;
  for (std::size_t d = 0; d < face.dim(); ++d)
    if (face.hi[d] > face.lo[d]) count *= face.hi[d] - face.lo[d];
  return count;
}

std::int64_t vertex_count(const IndexRange& range) {
  std::int64_t count = 1;
  for (std::size_t d = 0; d < range.dim(); ++d) count *= range.hi[d] - range.lo[d] + 1;
  return count;
}

}  // namespace pcgns::split
