#pragma once
// Where global ids sit in a sorted list of distinct ids (a part's vertices, the vertices
// a rank's cells use). A dense table when the ids are packed closely enough -- the usual
// case, since meshes number neighbouring vertices closely -- else binary search.
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split {

class IdIndex {
 public:
  // Borrows `sorted_ids`, which must outlive the index and stay unchanged.
  explicit IdIndex(std::span<const std::int64_t> sorted_ids);
  // 0-based position of `id` in the list; -1 when absent.
  std::int64_t find(std::int64_t id) const;

 private:
  std::span<const std::int64_t> ids_;
  std::int64_t low_ = 0;
  std::vector<std::uint32_t> dense_;  // id - low_ -> position + 1, 0 when absent
};

}  // namespace pcgns::split
