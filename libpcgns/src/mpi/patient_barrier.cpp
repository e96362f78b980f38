#include "mpi/patient_barrier.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

namespace pcgns::mpi {

void patient_barrier(MPI_Comm comm) {
  MPI_Request request = MPI_REQUEST_NULL;
  MPI_Ibarrier(comm, &request);
  int done = 0;
  auto pause = std::chrono::microseconds(20);
  while (MPI_Test(&request, &done, MPI_STATUS_IGNORE) == MPI_SUCCESS && !done) {
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(1000));
  }
}

}  // namespace pcgns::mpi
