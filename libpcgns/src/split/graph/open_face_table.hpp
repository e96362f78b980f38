#pragma once
// The open faces of a rank while it meets its cells' faces: a table keyed by the sorted
// vertices, open addressing (linear probing), deletion by backward shift so that a face
// closed leaves no tombstone and the table stays as small as the front of open faces.
//
// A face's search starts at a slot picked by its smallest vertex id (spread over a few
// slots by the next two, as many as a vertex id has faces), not by a hash of the face. Cells numbered in any sensible order
// meet faces of nearby vertex ids one after another, so the table is walked nearly in
// order and the caches and the prefetcher follow; placed by a hash, each face went to a
// random slot of a table that outgrows the caches (it keeps the block's boundary faces
// to the end), and those misses were most of the cell graph's time (docs/performance.md).
// A face is kept within kMostProbes slots of its start; where the vertices crowd a
// neighbourhood beyond that (a vertex shared by very many cells), the faces that do not
// fit go to a hashed table, whatever the mesh.
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "split/graph/hashed_face_table.hpp"
#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {

class OpenFaceTable {
 public:
  // Slots per vertex id: the faces whose smallest vertex is the same one spread over
  // 2^spread_bits slots (clamped to kFewestSpreadBits .. kMostSpreadBits).
  static constexpr int kFewestSpreadBits = 2, kMostSpreadBits = 5, kDefaultSpreadBits = 3;
  explicit OpenFaceTable(int spread_bits = kDefaultSpreadBits);
  // The spread for `face_meetings` faces met (each face of each cell) over a span of
  // `vertex_ids` vertex ids; kDefaultSpreadBits when the span is unknown (0).
  static int spread_bits_for(std::size_t face_meetings, std::uint64_t vertex_ids);
  // When a face with these vertices is open: removes it and returns its cell. Otherwise
  // opens `face` and returns nothing.
  std::optional<std::int64_t> close_or_open(const SmallFace& face);
  // A hint that close_or_open(face) comes soon: its first slot is fetched meanwhile.
  void prefetch(const SmallFace& face) const { __builtin_prefetch(&slots_[start(face)]); }
  std::size_t size() const { return size_ + crowded_.size(); }
  // Calls fn(face) for every open face.
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (const SmallFace& slot : slots_)
      if (used(slot)) fn(slot);
    crowded_.for_each(fn);
  }

 private:
  // An empty slot's cell is kNoCell (cells are numbered from 0).
  static constexpr std::int64_t kNoCell = std::numeric_limits<std::int64_t>::min();
  static constexpr std::size_t kInitialOpenSlots = 1024;  // a power of two
  // How far from its start a face may be kept; past that it goes to the hashed table.
  static constexpr std::size_t kMostProbes = 32;
  // Odd multipliers whose top bits spread the next two vertex ids, and each wrap's turn.
  static constexpr std::uint64_t kSpreadMultiplier = 0x9e3779b97f4a7c15ULL;
  static constexpr std::uint64_t kSecondMultiplier = 0xbf58476d1ce4e5b9ULL;
  static bool used(const SmallFace& slot) { return slot.cell() != kNoCell; }

  std::size_t start(const SmallFace& face) const;
  // The slot of an open face with `face`'s vertices, or of the first free slot within
  // reach of its start, or none.
  struct Probe {
    std::optional<std::size_t> open, free;
  };
  Probe probe(const SmallFace& face) const;
  // Opens `face` (not open yet) in `free`, found by probe(), or wherever it now fits.
  void open_new(const SmallFace& face, std::optional<std::size_t> free);
  void grow();
  void erase_at(std::size_t slot);

  int spread_bits_;
  std::vector<SmallFace> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;  // in slots_
  HashedFaceTable crowded_;
  // A mark at the start slot of every face sent to crowded_: a face whose start is not
  // marked cannot be there, and needs no hash.
  std::vector<bool> crowded_starts_;
};

}  // namespace pcgns::split::graph
