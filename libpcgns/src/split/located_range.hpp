#pragma once
// A structured zone's PointRange read with its GridLocation (SIDS): Vertex ranges
// count vertices in every direction, CellCenter ranges cells, and an I/J/KFaceCenter
// range counts faces across its normal (1..cells + 1) and cells along the face. The
// share of such a range in a box of cells is what a partition zone gets of it.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "split/index_range.hpp"

namespace pcgns::split {

struct LocatedRange {
  IndexRange range;
  // Per direction: 1 where the indices run to cells + 1 (vertices, face normals).
  std::vector<std::int64_t> beyond_cells;
  bool vertex = false;
};

// The range at `location` in a zone of `cell_size` cells. InputError naming `where`
// for a location pcgns-split cannot cut (EdgeCenter, a FaceCenter range whose normal
// is ambiguous), a range of the wrong dimension, or a range outside the zone.
LocatedRange locate_range(const std::vector<std::int64_t>& point_range, const std::string& location,
                          const std::vector<std::int64_t>& cell_size, const std::string& where);

// The share of `located` in the box of cells `cells`; nullopt when the box holds none
// of it. A Vertex range that only touches the box along an edge or a corner (fewer
// directions than the range spans) is not in it: the faces it bounds lie outside.
std::optional<IndexRange> share_in_box(const LocatedRange& located, const IndexRange& cells);

// `piece` as PointRange values (begin..., end...) ordered in each direction as
// `original` is (a range may run from high to low indices).
std::vector<std::int64_t> oriented_like(const IndexRange& piece, const std::vector<std::int64_t>& original);

}  // namespace pcgns::split
