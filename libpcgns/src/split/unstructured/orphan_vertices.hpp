#pragma once
// Vertices no cell uses (a Delaunay mesher leaves some): each is given to a part so that
// it keeps its coordinates, its values and its global id, and a merge back restores it.
//
// The rule: an orphan goes to the lowest part holding the used vertex nearest to it in
// global id (the lower one on a tie), so orphans stay with the vertices numbered next
// to them and a run of orphans between two parts is shared between them; part 0 when
// no vertex is used at all. The rank holding a block of vertex ids decides for its
// block from its holders and, at the block's ends, the nearest used vertex of the
// other blocks (two per rank, gathered): no list of all vertices anywhere.
#include <mpi.h>

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "split/unstructured/id_runs.hpp"
#include "split/unstructured/vertex_holders.hpp"

namespace pcgns::split {

// A used vertex and the lowest part holding it; id 0 when there is none.
struct NearestUsed {
  std::int64_t id = 0;
  int part = 0;
};

// The orphans of `block` (runs of 1-based ids no run of `held` covers), each run given
// to its part by the rule; `below` and `above` are the nearest used vertices outside
// the block. `held` are increasing, disjoint, inside the block, with their lowest part.
std::vector<PartRun> orphan_runs(IdRun block, std::span<const PartRun> held, NearestUsed below, NearestUsed above);

// Collective: the orphans of this rank's block of vertex ids, by the rule.
std::vector<PartRun> find_orphans(MPI_Comm comm, const VertexHolders& holders);

// Collective: `orphans` (this rank's block's) sent to the ranks building their parts;
// per part built there, its orphan ids.
std::map<int, IdRuns> route_orphans(MPI_Comm comm, std::span<const PartRun> orphans);

// The ids of `a` and of `b`, which hold no id in common.
IdRuns united(const IdRuns& a, const IdRuns& b);

// Where the vertices of `old_ids` went among `new_ids` (which holds them all): the new
// local id (1-based) of each old local id, old local id k at index k - 1. InputError
// naming `described` when the part holds more vertices than 32-bit local ids number.
std::vector<std::uint32_t> new_local_ids(const IdRuns& old_ids, const IdRuns& new_ids, const std::string& described);

}  // namespace pcgns::split
