#pragma once
// Matching the faces of up to four vertices, in two steps. Most faces join two cells of
// the same rank's block, so each rank first sorts and matches its own faces; only the
// faces left open (the block's boundary) travel, to the home rank their hash picks, to
// meet a face of another rank. A face matched at home stays checked against the faces
// other ranks matched on their own, which travel as bare hashes: a face met by more than
// two cells in all is refused wherever its cells are. (A 64-bit hash of one face equal
// to another's would refuse a valid mesh; the odds, open x closed faces / 2^64, are
// negligible.)
#include <cstdint>
#include <span>
#include <vector>

#include "split/graph/face_matching.hpp"
#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {

struct LocalMatch {
  std::vector<CellPair> pairs;                    // faces joining two cells of this rank
  std::vector<std::vector<std::int64_t>> open;    // per home rank: SmallFace records
  std::vector<std::vector<std::int64_t>> closed;  // per home rank: hashes of faces matched here
};

// Sorts `faces` (this rank's) and matches them. InputError when a face belongs to more
// than two of them.
LocalMatch match_locally(std::vector<SmallFace>& faces, int ranks);

// At a home rank: the open faces every rank sent (SmallFace records) matched together.
// InputError when a face belongs to more than two cells, counting the faces closed on
// their own rank (`closed_hashes`).
std::vector<CellPair> match_at_home(std::span<const std::int64_t> open_records,
                                    std::vector<std::int64_t> closed_hashes);

}  // namespace pcgns::split::graph
