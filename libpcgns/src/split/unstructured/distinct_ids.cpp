#include "split/unstructured/distinct_ids.hpp"

#include <algorithm>

namespace pcgns::split {
namespace {

// A bitmap of at most this many bits per id referenced: no more memory than the ids.
constexpr std::int64_t kBitsPerId = 64;

}  // namespace

std::vector<std::int64_t> distinct_ids(std::span<const std::int64_t> ids) {
  if (ids.empty()) return {};
  const auto [low, high] = std::ranges::minmax(ids);
  const std::int64_t span = high - low + 1;
  if (span > kBitsPerId * static_cast<std::int64_t>(ids.size()) || span <= 0) {
    std::vector<std::int64_t> sorted(ids.begin(), ids.end());
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    return sorted;
  }
  std::vector<bool> seen(static_cast<std::size_t>(span), false);
  std::size_t count = 0;
  for (const auto id : ids) {
    auto bit = seen[static_cast<std::size_t>(id - low)];
    if (!bit) ++count, bit = true;
  }
  std::vector<std::int64_t> distinct;
  distinct.reserve(count);
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (seen[i]) distinct.push_back(low + static_cast<std::int64_t>(i));
  return distinct;
}

}  // namespace pcgns::split
