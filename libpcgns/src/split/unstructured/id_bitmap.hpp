#pragma once
// The distinct ids a part uses, found and numbered with one bit per id of their range.
// A part's vertices are the distinct vertex ids of its cells' connectivity -- about
// eight references to each -- and their local number is their place among them in
// increasing order. Sorting the references (12 M for a part of 1.5 M hexahedra) or
// looking each up in a sorted list costs tens of nanoseconds a reference; setting and
// ranking bits of a bitmap that stays in cache (a part's range of 10 M ids is 1.2 MiB)
// costs a few. The range is what the ids span, so a part of ids far apart (a mesh
// numbered at random) takes up to 0.19 bytes per id of the whole zone while it is built;
// one part at a time is.
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "split/unstructured/id_runs.hpp"

namespace pcgns::split {

// The place (0-based) of set id `id` among the set ids of a bitmap of `words` starting at
// `low`, `before` holding the set ids in the words before each. Always inlined, so that
// the callers cloned for the popcount instruction compile it with theirs.
[[gnu::always_inline]] inline std::uint32_t place_among_set(const std::uint64_t* words, const std::uint32_t* before,
                                                            std::int64_t low, std::int64_t id) {
  const auto bit = static_cast<std::uint64_t>(id - low);
  const std::uint64_t below = words[bit >> 6] & ((std::uint64_t{1} << (bit & 63)) - 1);
  return before[bit >> 6] + static_cast<std::uint32_t>(std::popcount(below));
}

class IdBitmap {
 public:
  IdBitmap() = default;
  // Ids in [low, high]; an empty range when high < low.
  IdBitmap(std::int64_t low, std::int64_t high);

  void set(std::int64_t id) {
    const auto bit = static_cast<std::uint64_t>(id - low_);
    words_[bit >> 6] |= std::uint64_t{1} << (bit & 63);
  }
  // Counts the ids set so far; rank() and the lists below need it, set() may not follow.
  void index();

  std::int64_t low() const { return low_; }
  std::int64_t count() const { return count_; }
  bool contains(std::int64_t id) const {
    if (id < low_ || id - low_ >= static_cast<std::int64_t>(words_.size()) * 64) return false;
    const auto bit = static_cast<std::uint64_t>(id - low_);
    return (words_[bit >> 6] >> (bit & 63)) & 1u;
  }
  // The place (0-based) of a set id among the set ids, in increasing order.
  std::uint32_t rank(std::int64_t id) const { return place_among_set(words_.data(), before_.data(), low_, id); }
  // The local numbers (place + 1) of set ids, one per id, into `out`: the whole of a
  // part's connectivity at once, with the processor's popcount where it has one.
  void number(std::span<const std::int32_t> ids, std::uint32_t* out) const;
  void number(std::span<const std::int64_t> ids, std::uint32_t* out) const;
  // NGON_n/NFACE_n entries numbered alike: each entry's absolute value set, its local
  // number negative where the entry is (a face's orientation), the zeros that pad a
  // record left out. Returns how many were written to `out`; count() must fit 32 bits.
  std::size_t number_entries(std::span<const std::int32_t> entries, std::int32_t* out) const;
  std::size_t number_entries(std::span<const std::int64_t> entries, std::int32_t* out) const;
  IdRuns runs() const;
  std::vector<std::int64_t> ids() const;
  std::size_t memory_bytes() const { return words_.size() * 12; }

 private:
  std::int64_t low_ = 0;
  std::int64_t count_ = 0;
  std::vector<std::uint64_t> words_;
  std::vector<std::uint32_t> before_;  // set ids in the words before each
};

}  // namespace pcgns::split
