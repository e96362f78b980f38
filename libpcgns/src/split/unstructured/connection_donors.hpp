#pragma once
// The donors of the structured zones' general connections towards unstructured zones,
// in a run with both kinds: each donor vertex found in the unstructured zone's parts.
#include <mpi.h>

#include <vector>

#include "split/connection_entries.hpp"
#include "split/donor_point.hpp"
#include "split/partition_layout.hpp"
#include "split/unstructured/zone_work.hpp"

namespace pcgns::split {

// Collective: each rank resolves the entries lying in the boxes of `parts` (the parts it
// builds). `structured` are the zones `layout` places; `works` the unstructured zones,
// partitioned.
ConnectionDonors resolve_connection_donors(MPI_Comm comm, const std::vector<OriginalZone>& structured,
                                           const PartitionLayout& layout, const std::vector<int>& parts,
                                           const std::vector<ZoneWork>& works, ConnectionReads& reads);

}  // namespace pcgns::split
