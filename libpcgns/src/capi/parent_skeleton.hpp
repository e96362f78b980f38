#pragma once
// ParentElements and ParentElementsPosition enter the skeleton at the file's first flush:
// pcgns_parent_data_write is a data call, made by any subset of ranks, so the ranks agree
// then on the sections some rank wrote parent data for, and every rank adds their arrays
// to its copy of the tree before it is laid out.
#include <mpi.h>

#include <set>
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::capi {

// Collective over `comm` (every rank's tree alike): adds deferred ParentElements and
// ParentElementsPosition (sids::add_parent_elements) to every section, named by its
// absolute path, that `requested` holds on some rank and that has none yet.
void add_requested_parents(MPI_Comm comm, Node& tree, const std::set<std::string>& requested);

}  // namespace pcgns::capi
