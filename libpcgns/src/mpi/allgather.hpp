#pragma once
// Every rank's variable-size payload on every rank. MPI counts and displacements are
// int, so payloads travel in rounds of at most INT_MAX / P bytes per rank.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::mpi {

// Collective. Result[r] is rank r's `mine`. `round_limit` (bytes per rank and round)
// is a knob for tests; 0 means INT_MAX / P.
std::vector<std::vector<std::byte>> allgather_bytes(MPI_Comm comm, std::span<const std::byte> mine,
                                                    std::int64_t round_limit = 0);

}  // namespace pcgns::mpi
