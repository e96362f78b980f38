#pragma once
// Building blocks of a merged zone's node in the output tree.
#include <string>
#include <vector>

#include "merge/array_copy.hpp"
#include "merge/selection.hpp"
#include "merge/zone_arrays.hpp"
#include "pcgns/node.hpp"

namespace pcgns::merge {

// Adds to `zone` the holders of `arrays` (GridCoordinates, solutions) copied from the
// first part with their descriptive children, and every array deferred with the shape
// of its location in the merged zone.
void add_zone_arrays(Node& zone, const Node& first_part, const std::vector<ZoneArray>& arrays,
                     const Dims& vertex_shape, const Dims& cell_shape);

// Copies the children of the first part that the merge does not rebuild (family name,
// iterative data, descriptors, user data...) into `zone`, deferring bulk arrays.
// `rebuilt` holds the labels the caller builds itself.
void copy_other_children(Node& zone, const std::string& zone_path, const Node& first_part,
                         const std::vector<std::string>& rebuilt, const Selection& selection,
                         std::vector<CopyTask>& tasks);

}  // namespace pcgns::merge
