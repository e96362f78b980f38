#pragma once
// A structured zone's PointList read with its GridLocation: every entry is one index
// triple (pair in 2-D), i.e. a one-point located range (located_range.hpp). An entry
// belongs to each box of cells that holds it by the same rule as ranges, so a vertex or
// a face on the plane two boxes share goes to both. The entries a box keeps stay in
// list order, with their positions in the original list.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "split/index_range.hpp"

namespace pcgns::split {

// Per direction: 1 where indices at `location` run to cells + 1 (vertices, face
// normals). InputError naming `where` for a location a structured PointList cannot be
// cut at (FaceCenter, EdgeCenter, ...): only I/J/KFaceCenter say which faces it lists.
std::vector<std::int64_t> list_beyond_cells(const std::string& location, std::size_t dim, const std::string& where);

struct ListShare {
  std::vector<std::size_t> rows;    // 0-based positions of the kept entries in the list
  std::vector<std::int64_t> local;  // their indices in the box (dim per entry)
};

// The entries of `points` (dim values per entry, entry after entry) at `location`, in a
// zone of `cell_size` cells, that lie in the box of cells `cells`, in local indices.
// InputError naming `where` for an entry outside the zone.
ListShare list_share_in_box(const std::vector<std::int64_t>& points, const std::string& location,
                            const std::vector<std::int64_t>& cell_size, const IndexRange& cells,
                            const std::string& where);

}  // namespace pcgns::split
