#pragma once
// Collective: the sum of a per-rank count (bytes read, bytes written...) over `comm`.
#include <mpi.h>

#include <cstdint>

namespace pcgns::mpi {

inline std::int64_t sum_over_ranks(MPI_Comm comm, std::int64_t mine) {
  std::int64_t total = 0;
  MPI_Allreduce(&mine, &total, 1, MPI_INT64_T, MPI_SUM, comm);
  return total;
}

}  // namespace pcgns::mpi
