#pragma once
// A zone of 1-D cells (BAR_2 .. BAR_5) is cut at single vertices. A vertex ending three
// cells or more (a branching wire network) would be a face of more than two cells in the
// dual graph: such zones are refused, naming the vertex, before any partitioner runs, so
// every method gives the same verdict (hilbert builds no graph to find it).
#include <mpi.h>

#include <string>

#include "split/unstructured/cell_assignment.hpp"
#include "split/unstructured/element_layout.hpp"

namespace pcgns::split {

// Whether the zone's cells are 1-D.
bool is_wire(const ElementLayout& layout);

// Collective. For a wire zone, with this rank's block of every cell section in `slices`:
// InputError naming the zone (`described`) and the lowest vertex that ends more than two
// cells, or a vertex id outside the zone. Nothing for other zones.
void check_unbranched_wire(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                           const std::string& described);

}  // namespace pcgns::split
