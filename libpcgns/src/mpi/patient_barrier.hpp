#pragma once
// A barrier that sleeps instead of spinning. While rank 0 alone builds or parses a
// skeleton (seconds for 10,000 zones), the other ranks would otherwise busy-poll inside
// MPI and, on oversubscribed or shared nodes, steal the CPU rank 0 needs.
#include <mpi.h>

namespace pcgns::mpi {

// Collective. Returns once every rank has entered it; waits with MPI_Ibarrier/MPI_Test
// and short sleeps (at most ~1 ms of added latency).
void patient_barrier(MPI_Comm comm);

}  // namespace pcgns::mpi
