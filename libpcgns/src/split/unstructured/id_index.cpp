#include "split/unstructured/id_index.hpp"

#include <algorithm>
#include <limits>

namespace pcgns::split {
namespace {

// A table of at most this many entries per id listed: 32 bytes per id at worst.
constexpr std::int64_t kDenseSpread = 8;

}  // namespace

IdIndex::IdIndex(std::span<const std::int64_t> sorted_ids) : ids_(sorted_ids) {
  if (ids_.empty()) return;
  const auto count = static_cast<std::int64_t>(ids_.size());
  const std::int64_t span = ids_.back() - ids_.front() + 1;
  if (span > kDenseSpread * count || count >= std::numeric_limits<std::uint32_t>::max()) return;
  low_ = ids_.front();
  dense_.assign(static_cast<std::size_t>(span), 0);
  for (std::size_t i = 0; i < ids_.size(); ++i)
    dense_[static_cast<std::size_t>(ids_[i] - low_)] = static_cast<std::uint32_t>(i + 1);
}

std::int64_t IdIndex::find(std::int64_t id) const {
  if (!dense_.empty()) {
    const std::int64_t at = id - low_;
    if (at < 0 || at >= static_cast<std::int64_t>(dense_.size())) return -1;
    return static_cast<std::int64_t>(dense_[static_cast<std::size_t>(at)]) - 1;
  }
  const auto it = std::ranges::lower_bound(ids_, id);
  return it != ids_.end() && *it == id ? it - ids_.begin() : -1;
}

}  // namespace pcgns::split
