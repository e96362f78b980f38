#pragma once
// MPI_Alltoallv of byte streams whose sizes need not fit in an int: the exchange runs
// in rounds of at most `pair_limit` bytes between any two ranks, so counts and
// displacements of every MPI call stay below INT_MAX however large the arrays.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::exchange {

struct ByteStreams {
  std::vector<std::byte> bytes;
  std::vector<std::int64_t> offsets;  // ranks + 1: the stream of rank r is [offsets[r], offsets[r+1])
};

// Collective. `send.offsets` delimits the stream for each destination rank. The
// result holds the stream received from each source rank. `pair_limit` 0 means
// INT_MAX / ranks (a knob for tests).
ByteStreams alltoallv_bytes(MPI_Comm comm, const ByteStreams& send, std::int64_t pair_limit = 0);

// Collective: the offsets (ranks + 1, from 0) of what each rank will receive, given the
// offsets of what it sends.
std::vector<std::int64_t> received_offsets(MPI_Comm comm, std::span<const std::int64_t> send_offsets);

// Collective, when both sides know the sizes (a reused exchange plan): `send` holds the
// stream for rank r at [send_offsets[r], send_offsets[r+1]); the stream from rank r lands
// at recv + recv_offsets[r]. No allocation on the one-round path.
void alltoallv_into(MPI_Comm comm, const std::byte* send, std::span<const std::int64_t> send_offsets, std::byte* recv,
                    std::span<const std::int64_t> recv_offsets, std::int64_t pair_limit = 0);

}  // namespace pcgns::exchange
