#pragma once
// Where global ids sit in a sorted list of distinct ids (a part's vertices, the vertices
// a rank's cells use). Meshes number neighbouring vertices closely, so the ids usually
// span a range not much wider than their count: a bitmap over that range, with a count
// of the set bits before every 64-bit word, answers in constant time with about 1.5 bits
// per id of the range. Ids scattered too widely are found by binary search.
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
  std::vector<std::uint64_t> bits_;        // bit (id - low_) set when id is listed
  std::vector<std::int64_t> ranks_before_;  // per word: ids listed before it
};

}  // namespace pcgns::split
