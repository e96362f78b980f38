#pragma once
// This process's rank and the size of a communicator, as values.
#include <mpi.h>

namespace pcgns {

inline int rank_of(MPI_Comm comm) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  return rank;
}

inline int size_of(MPI_Comm comm) {
  int size = 1;
  MPI_Comm_size(comm, &size);
  return size;
}

}  // namespace pcgns
