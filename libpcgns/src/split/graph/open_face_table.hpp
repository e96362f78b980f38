#pragma once
// The open faces of a rank while it meets its cells' faces: a hash table keyed by the
// sorted vertices, with open addressing (linear probing) and deletion by backward shift,
// so a face closed leaves no tombstone and the table stays as small as the front of open
// faces -- a few layers of cells in a mesh numbered in any sensible order. std::unordered_map
// allocates a node per face and costs several times more here.
#include <cstdint>
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
  std::size_t size() const { return size_; }
  // Calls fn(face) for every open face.
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (std::size_t i = 0; i < slots_.size(); ++i)
      if (used_[i]) fn(slots_[i]);
  }

 private:
  std::size_t home(std::uint64_t hash) const { return static_cast<std::size_t>(hash) & mask_; }
  void grow();
  void insert_new(const SmallFace& face, std::uint64_t hash);
  void erase_at(std::size_t slot);

  std::vector<SmallFace> slots_;
  std::vector<std::uint64_t> hashes_;  // per slot, so growing and shifting need no rehash
  std::vector<bool> used_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

}  // namespace pcgns::split::graph
