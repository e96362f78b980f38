#pragma once
// Open faces placed by their hash: a hash table keyed by the sorted vertices, with open
// addressing (linear probing) and deletion by backward shift, so a face taken leaves no
// tombstone. A slot keeps the face's hash, so that growing and shifting need no rehash.
// The open-face table (open_face_table.hpp) places faces by their vertices' ids for
// locality and keeps here the few its crowded neighbourhoods cannot hold, which a hash
// spreads whatever the mesh.
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {

class HashedFaceTable {
 public:
  HashedFaceTable();
  // When a face with these vertices is held: removes it and returns its cell. `hash` is
  // face.hash().
  std::optional<std::int64_t> take(const SmallFace& face, std::uint64_t hash);
  // Holds `face`, which must not be held yet.
  void hold(const SmallFace& face, std::uint64_t hash);
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // Calls fn(face) for every face held.
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (const Slot& slot : slots_)
      if (slot.used()) fn(slot.face);
  }

 private:
  // An empty slot's cell is kNoCell (cells are numbered from 0).
  static constexpr std::int64_t kNoCell = std::numeric_limits<std::int64_t>::min();
  static constexpr std::size_t kInitialHashedSlots = 1024;  // a power of two
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
