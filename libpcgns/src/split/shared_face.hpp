#pragma once
// Where two cell boxes of one structured zone meet: the face the partitioner counts in
// its edge cut and pcgns-split turns into a JN interface.
#include <cstdint>
#include <optional>

#include "pcgns/split/block_partition.hpp"
#include "split/index_range.hpp"

namespace pcgns::split {

// The vertices (1-based, in the zone) of the face boxes `a` and `b` share when they
// touch across one direction over at least one cell face; nullopt otherwise (apart, or
// meeting along an edge or a corner only).
std::optional<IndexRange> shared_face(const CellBox& a, const CellBox& b);

// Cell faces in such a face: the product of its extents along the other directions.
std::int64_t cell_faces(const IndexRange& face);

// Vertices in a range.
std::int64_t vertex_count(const IndexRange& range);

}  // namespace pcgns::split
