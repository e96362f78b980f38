#include "split/unstructured/id_index.hpp"

#include <algorithm>
#include <bit>

namespace pcgns::split {
namespace {

// The bitmap is used while its range is at most this many times the ids' count: then it
// costs at most 64 x 1.5 bits = 12 bytes per id, as much as a table of positions.
constexpr std::int64_t kMaxSpread = 64;

}  // namespace

IdIndex::IdIndex(std::span<const std::int64_t> sorted_ids) : ids_(sorted_ids) {
  if (ids_.empty()) return;
  const auto count = static_cast<std::int64_t>(ids_.size());
  const std::int64_t span = ids_.back() - ids_.front() + 1;
  if (span > kMaxSpread * count) return;
  low_ = ids_.front();
  bits_.assign(static_cast<std::size_t>((span + 63) / 64), 0);
  for (const auto id : ids_) {
    const auto at = static_cast<std::uint64_t>(id - low_);
    bits_[at / 64] |= std::uint64_t{1} << (at % 64);
  }
  ranks_before_.resize(bits_.size());
  std::int64_t before = 0;
  for (std::size_t w = 0; w < bits_.size(); ++w) {
    ranks_before_[w] = before;
    before += std::popcount(bits_[w]);
  }
}

std::int64_t IdIndex::find(std::int64_t id) const {
  if (!bits_.empty()) {
    const std::int64_t at = id - low_;
    if (at < 0 || at >= static_cast<std::int64_t>(bits_.size()) * 64) return -1;
    const auto word = static_cast<std::size_t>(at / 64);
    const std::uint64_t bit = std::uint64_t{1} << (at % 64);
    if (!(bits_[word] & bit)) return -1;
    return ranks_before_[word] + std::popcount(bits_[word] & (bit - 1));
  }
  const auto it = std::ranges::lower_bound(ids_, id);
  return it != ids_.end() && *it == id ? it - ids_.begin() : -1;
}

}  // namespace pcgns::split
