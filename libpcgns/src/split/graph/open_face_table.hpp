#pragma once
// The open faces of a rank while it meets its cells' faces: a hash table keyed by the
// sorted vertices, with open addressing (linear probing) and deletion by backward shift,
// so a face closed leaves no tombstone and the table stays as small as the front of open
// faces -- a few layers of cells in a mesh numbered in any sensible order. std::unordered_map
// allocates a node per face and costs several times more here.
// The table also keeps the block's boundary faces until the end, so it outgrows the
// caches: a slot holds the face with its hash (one cache line to look at, not one per
// array), and a caller that knows its next faces can prefetch their slots.
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {

class OpenFaceTable {
 public:
  OpenFaceTable();
  // When a face with these vertices is open: removes it and returns its cell. Otherwise
  // opens `face` and returns nothing.
  std::optional<std::int64_t> close_or_open(const SmallFace& face, std::uint64_t hash);
  // A hint that close_or_open(face, hash) comes soon: the slot is fetched meanwhile.
  void prefetch(std::uint64_t hash) const { __builtin_prefetch(&slots_[home(hash)]); }
  std::size_t size() const { return size_; }
  // Calls fn(face) for every open face.
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (const Slot& slot : slots_)
      if (slot.used()) fn(slot.face);
  }

 private:
  // An empty slot's cell is kNoCell (cells are numbered from 0). The hash is kept so that
  // growing and shifting need no rehash.
  static constexpr std::int64_t kNoCell = std::numeric_limits<std::int64_t>::min();
  struct Slot {
    std::uint64_t hash = 0;
    SmallFace face = SmallFace::empty(kNoCell);
    bool used() const { return face.cell() != kNoCell; }
  };

  std::size_t home(std::uint64_t hash) const { return static_cast<std::size_t>(hash) & mask_; }
  void grow();
  void insert_new(const SmallFace& face, std::uint64_t hash);
  void erase_at(std::size_t slot);

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

}  // namespace pcgns::split::graph
