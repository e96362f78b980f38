#pragma once
// The ParentElements (and ParentElementsPosition) of an original zone's face sections cut
// for its parts. A part's face names its parent cells by the part's own element numbers;
// a parent cell the part does not hold becomes 0 (the face is on the part's boundary),
// its position with it. An NGON_n face two parts share is in both, each with its own
// half of the (left, right) pair: pcgns-merge puts the halves back together.
#include <mpi.h>

#include <string>

#include "pcgns/node.hpp"
#include "split/unstructured/zone_work.hpp"

namespace pcgns::split {

// InputError naming the zone (`described`) and the section for parents pcgns-split cannot
// cut: ParentData, ParentElementsPosition without ParentElements, and parents of cells (an
// NFACE_n section, or any section of the zone's cell dimension once the layout is
// finished). (Their shape, (elements, 2), is checked with the skeletons: sids/elements.hpp.)
void check_parents_cuttable(const Node& section, const std::string& described);
void check_no_cell_parents(const ElementLayout& layout, const std::string& described);

// Collective. For every section of `work` whose elements have parents, each part built
// here gets them in PartSection::parents (and parent_positions), in the part's order of
// its elements. InputError on every rank naming the zone, the section and the element
// for a parent that is neither 0 nor a cell element of the zone, and naming the section
// when a parent is a cell no part holding the face holds (ParentElements disagreeing with
// the NFACE_n cells, or a boundary face placed in another part than its cell).
void cut_section_parents(MPI_Comm comm, ZoneWork& work);

}  // namespace pcgns::split
