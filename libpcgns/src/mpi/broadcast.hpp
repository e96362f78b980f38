#pragma once
// Broadcasts of variable-size payloads from one rank. MPI counts are int, so the size
// travels first as an int64 and the payload in chunks below 2^31 bytes.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pcgns::mpi {

inline constexpr std::int64_t kBroadcastChunk = std::int64_t{1} << 30;

// Collective. On `root`, `bytes` is the payload; elsewhere it is replaced by it.
void broadcast_bytes(MPI_Comm comm, int root, std::vector<std::byte>& bytes, std::int64_t chunk = kBroadcastChunk);
void broadcast_string(MPI_Comm comm, int root, std::string& text);

}  // namespace pcgns::mpi
