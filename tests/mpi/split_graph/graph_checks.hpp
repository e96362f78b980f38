#pragma once
// Checks on a distributed dual graph shared by the tests.
#include <mpi.h>

#include <cstdint>
#include <vector>

#include "pcgns/split/dual_graph.hpp"

namespace pcgns::test {

// Global number of edges (each counted once).
inline std::int64_t global_edges(const split::DistributedGraph& graph) {
  std::int64_t local = static_cast<std::int64_t>(graph.adjncy.size()), total = 0;
  MPI_Allreduce(&local, &total, 1, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
  return total / 2;
}

// Neighbours of local cell c.
inline std::vector<std::int64_t> neighbours(const split::DistributedGraph& graph, std::int64_t c) {
  const auto u = static_cast<std::size_t>(c);
  return {graph.adjncy.begin() + graph.xadj[u], graph.adjncy.begin() + graph.xadj[u + 1]};
}

}  // namespace pcgns::test
