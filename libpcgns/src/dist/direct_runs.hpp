#pragma once
// Runs of a part's values that need no exchange. Where a part's global ids climb (or
// fall) one by one over a long stretch of its values, that stretch is a slice of the
// merged array as it stands: the rank reading the part can write it in place, and in
// the kernel, file to file, when the ids climb and the input is raw. Only ids that more
// than one part covers (vertices on a partition interface, whose copies must be
// compared) and the scattered rest travel to the block owners.
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::dist {

struct IdInterval {  // the ids [low, low + count)
  std::int64_t low = 0;
  std::int64_t count = 0;
  std::int64_t end() const { return low + count; }
  bool operator==(const IdInterval&) const = default;
};

// The part's positions [local_first, local_first + ids.count) hold the ids of `ids`:
// climbing, position local_first + j holds ids.low + j; falling, ids.end() - 1 - j.
struct DirectRun {
  std::int64_t local_first = 0;
  IdInterval ids;
  bool falling = false;
  bool operator==(const DirectRun&) const = default;
};

// The maximal runs of at least `min_length` consecutive ids (climbing or falling by one)
// in a part's ids, in position order. A run of length 1 has no direction: climbing.
std::vector<DirectRun> find_runs(std::span<const std::int64_t> ids, std::int64_t min_length);

// The ids covered by more than one of `intervals` (any order), as sorted disjoint
// intervals.
std::vector<IdInterval> covered_twice(std::vector<IdInterval> intervals);

// What is left of `run` once the ids of `removed` (sorted, disjoint) are taken out: its
// pieces in position order.
std::vector<DirectRun> subtract(const DirectRun& run, std::span<const IdInterval> removed);

// True when every id of [first, first + count) is either in one of `direct` (sorted,
// disjoint) or in `listed` (sorted, unique), never both, and `listed` holds no id
// outside the range: the exchanged ids and the runs complete each other.
bool complete_each_other(std::int64_t first, std::int64_t count, std::span<const IdInterval> direct,
                         std::span<const std::int64_t> listed);

}  // namespace pcgns::dist
