#pragma once
// The distinct values of a list of global ids, in increasing order. Ids referenced by a
// rank's cells or a part's cells are packed closely, so a bitmap over their span does in
// one pass what sorting (eight references a vertex, tens of millions of them) does slowly;
// widely scattered ids are sorted.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace pcgns::split {

// A bitmap of at most this many bits per id referenced: no more memory than the ids.
inline constexpr std::int64_t kDistinctBitsPerId = 64;

// The ids that `for_each_id(f)` hands to f, one call per reference; it is called two or
// three times, so the ids can come from a stream that is never held whole.
template <class ForEachId>
std::vector<std::int64_t> distinct_ids_of(ForEachId&& for_each_id) {
  std::int64_t low = std::numeric_limits<std::int64_t>::max(), high = std::numeric_limits<std::int64_t>::min();
  std::int64_t references = 0;
  for_each_id([&](std::int64_t id) {
    low = std::min(low, id);
    high = std::max(high, id);
    ++references;
  });
  if (references == 0) return {};
  const std::int64_t span = high - low + 1;
  if (span > kDistinctBitsPerId * references || span <= 0) {
    std::vector<std::int64_t> sorted;
    sorted.reserve(static_cast<std::size_t>(references));
    for_each_id([&](std::int64_t id) { sorted.push_back(id); });
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    return sorted;
  }
  std::vector<bool> seen(static_cast<std::size_t>(span), false);
  std::size_t count = 0;
  for_each_id([&](std::int64_t id) {
    auto bit = seen[static_cast<std::size_t>(id - low)];
    if (!bit) ++count, bit = true;
  });
  std::vector<std::int64_t> distinct;
  distinct.reserve(count);
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (seen[i]) distinct.push_back(low + static_cast<std::int64_t>(i));
  return distinct;
}

std::vector<std::int64_t> distinct_ids(std::span<const std::int64_t> ids);

}  // namespace pcgns::split
