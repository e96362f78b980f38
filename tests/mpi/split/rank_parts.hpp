#pragma once
// What the vertex-holder tests give VertexHolders on each rank: the parts this rank owns
// (split's part_owner rule), each pointing at its vertices among all parts'.
#include <map>

#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/id_runs.hpp"
#include "split/unstructured/owner_questions.hpp"

namespace pcgns::split::test {

inline std::map<int, const IdRuns*> rank_parts(const std::map<int, IdRuns>& all, MPI_Comm comm) {
  const int rank = rank_of(comm), ranks = size_of(comm);
  std::map<int, const IdRuns*> mine;
  for (const auto& [part, vertices] : all)
    if (part_owner(part, ranks) == rank) mine[part] = &vertices;
  return mine;
}

}  // namespace pcgns::split::test
