#pragma once
// The distributed hash of faces behind the dual graph. Each face travels as one record
// [vertex count, cell id, sorted vertex ids...] to the rank chosen by hashing its sorted
// vertex ids, so the two copies of an interior face meet on one rank whatever ranks
// their cells live on.
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split::graph {

// The rank (0 .. ranks-1) that matches a face with these sorted vertex ids.
int face_home_rank(std::span<const std::int64_t> sorted_vertices, int ranks);

// Appends a face record to `bucket`.
void append_face_record(std::int64_t cell, std::span<const std::int64_t> sorted_vertices,
                        std::vector<std::int64_t>& bucket);

// Matches the face records received here: for each face found twice, the two cells it
// joins. InputError when a face belongs to more than two cells (a non-manifold mesh,
// or boundary elements passed as cells).
struct CellPair {
  std::int64_t a = 0, b = 0;
};
std::vector<CellPair> match_face_records(std::span<const std::int64_t> records);

}  // namespace pcgns::split::graph
