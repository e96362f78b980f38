#pragma once
// Matching the faces of up to four vertices, in two steps. Most faces join two cells of
// the same rank's block, so each rank first matches its own faces as it meets them: a
// face waits among the open ones until a second cell closes it, and cells numbered in
// any sensible order keep that front small (memory and cache). Only the faces left open
// (the block's boundary) travel, to the home rank their hash picks, to meet a face of
// another rank. Every closed face travels too, as a bare hash, so that a face met by
// more than two cells in all -- re-opened after closing, or closed on two ranks -- is
// refused wherever its cells are. (A 64-bit hash of one face equal to another's would
// refuse a valid mesh; the odds, open x closed faces / 2^64, are negligible.)
#include <cstdint>
#include <span>
#include <vector>

#include "split/graph/face_matching.hpp"
#include "split/graph/open_face_table.hpp"
#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {

// Two cells of this rank joined by a face, as indices from the rank's first cell: half
// the memory of a CellPair, for what is most of the faces.
struct LocalPair {
  std::uint32_t a = 0, b = 0;
};

// The most cells a rank may hold for its faces to be met (LocalPair's indices).
inline constexpr std::int64_t kMaxLocalCells = std::int64_t{1} << 32;

struct LocalMatch {
  std::vector<LocalPair> pairs;                   // faces joining two cells of this rank
  std::vector<std::vector<std::int64_t>> open;    // per home rank: SmallFace records
  std::vector<std::vector<std::int64_t>> closed;  // per home rank: hashes of faces matched here
};

// This rank's faces, met one by one.
class LocalMatcher {
 public:
  // `first_cell`: the global id of the rank's first cell; the rank holds fewer than 2^32
  // cells (kMaxLocalCells).
  explicit LocalMatcher(int ranks, std::int64_t first_cell = 0);
  // Closes `face` against the open face with its vertices, or opens it.
  void meet(const SmallFace& face);
  // Room for what `faces` faces (at most) can close, made before they come: grown by
  // doubling instead, the pairs and hashes held up to three times their size while
  // they moved, and that was the split's peak memory. The open-face table is laid out
  // for that many faces over a span of `vertex_ids` vertex ids.
  void prepare(std::size_t faces, std::uint64_t vertex_ids);
  // A hint that `face` is met soon (OpenFaceTable::prefetch).
  void prefetch(const SmallFace& face) const { open_.prefetch(face); }
  // The pairs found, the open faces and the closed hashes by home rank.
  LocalMatch finish() &&;

 private:
  int ranks_;
  std::int64_t first_cell_;
  OpenFaceTable open_;
  LocalMatch match_;
};

// At a home rank: the open faces every rank sent (SmallFace records) matched together.
// InputError when a face belongs to more than two cells, counting the faces closed on
// their own rank (`closed_hashes`).
std::vector<CellPair> match_at_home(std::span<const std::int64_t> open_records,
                                    std::vector<std::int64_t> closed_hashes);

}  // namespace pcgns::split::graph
