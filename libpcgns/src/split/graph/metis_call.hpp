#pragma once
// What the two METIS users share (partition_metis on the dual graph, group_chunks on the
// graph of chunks): the gathering of a distributed array on rank 0, and METIS called
// with the same options and seed, so that either gives the same parts on every
// run and under any number of ranks.
#include <metis.h>
#include <mpi.h>

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "pcgns/split/cell_partition.hpp"

namespace pcgns::split::graph {

// Collective. Every rank's `local` values on rank 0, in rank order; empty elsewhere.
std::vector<std::int64_t> gathered_on_root(MPI_Comm comm, std::span<const std::int64_t> local);
// The MPI type of METIS's idx_t (32 or 64 bits, as METIS was built).
inline MPI_Datatype idx_mpi_type() { return sizeof(idx_t) == 8 ? MPI_INT64_T : MPI_INT32_T; }

// How METIS cuts: k-way (its default), or by recursive bisection; the best of
// `attempts` cuts.
struct MetisScheme {
  bool recursive_bisection = false;
  int attempts = 1;
};

// What METIS returns: the part of each vertex, and the weight of the edges it cut.
struct MetisCut {
  std::vector<idx_t> part;
  std::int64_t edge_cut = 0;
};

// METIS into options.parts (at least 2) parts, within options' tolerance, on the
// graph of `degree.size()` vertices whose edges are `adjncy` (vertex after vertex,
// `degree` of each), weighing `vwgt` each, and `adjwgt` each edge (empty: 1 each).
// InternalError naming `graph_name` when METIS fails.
MetisCut run_metis(const std::vector<idx_t>& degree, std::vector<idx_t> adjncy, std::vector<idx_t> vwgt,
                   std::vector<idx_t> adjwgt, const PartitionOptions& options, std::string_view graph_name,
                   MetisScheme scheme = {});

}  // namespace pcgns::split::graph
