#pragma once
// Recursive bisection of a small graph (auto's graph of chunks) with its attempts shared
// out over the ranks. METIS's own recursive bisection, given N attempts, makes N whole
// multilevel bisections of each piece and keeps the best, one piece after the other on
// one rank: on the 2 GiB meshes, rank 0 worked for seconds while the others waited.
// Here each attempt is one METIS call bisecting one piece, with a seed of its own; the
// attempts at all the pieces of a level go round the ranks, and the best of each piece
// is kept by METIS's rule (the lowest cut within the tolerance, else the least
// imbalance). The parts depend on the seeds alone, so they are the same under any
// number of ranks.
#include <metis.h>
#include <mpi.h>

#include <string_view>
#include <vector>

#include "pcgns/split/cell_partition.hpp"
#include "split/graph/metis_call.hpp"

namespace pcgns::split::graph {

// A graph in METIS's arrays: vertex after vertex, `xadj` (vertices + 1) into `adjncy`
// and `adjwgt`, `vwgt` per vertex.
struct SmallGraph {
  std::vector<idx_t> xadj, adjncy, vwgt, adjwgt;
  std::size_t vertices() const { return xadj.size() - 1; }
};

// Collective: every rank gives the same `graph`. Each vertex's part of options.parts
// (at least 2) and the edge weight cut, the same on every rank. `attempts` at each
// bisection. InternalError naming `graph_name` when METIS fails.
MetisCut shared_recursive_bisection(MPI_Comm comm, const SmallGraph& graph, const PartitionOptions& options,
                                    int attempts, std::string_view graph_name);

}  // namespace pcgns::split::graph
