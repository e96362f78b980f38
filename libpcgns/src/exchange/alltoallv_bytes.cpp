#include "exchange/alltoallv_bytes.hpp"

#include <algorithm>
#include <climits>
#include <cstring>

namespace pcgns::exchange {
namespace {

std::vector<std::int64_t> offsets_of(const std::vector<std::int64_t>& sizes) {
  std::vector<std::int64_t> offsets(sizes.size() + 1, 0);
  for (std::size_t r = 0; r < sizes.size(); ++r) offsets[r + 1] = offsets[r] + sizes[r];
  return offsets;
}

// The slice of each stream moved in one round, packed contiguously.
struct Round {
  std::vector<int> counts;
  std::vector<int> displacements;
  int total = 0;
};

Round round_of(const std::vector<std::int64_t>& sizes, std::int64_t done, std::int64_t limit) {
  Round round;
  for (const std::int64_t size : sizes) {
    const auto count = static_cast<int>(std::clamp<std::int64_t>(size - done, 0, limit));
    round.counts.push_back(count);
    round.displacements.push_back(round.total);
    round.total += count;
  }
  return round;
}

std::vector<std::int64_t> sizes_of(std::span<const std::int64_t> offsets) {
  std::vector<std::int64_t> sizes(offsets.size() - 1);
  for (std::size_t r = 0; r + 1 < offsets.size(); ++r) sizes[r] = offsets[r + 1] - offsets[r];
  return sizes;
}

}  // namespace

std::vector<std::int64_t> received_offsets(MPI_Comm comm, std::span<const std::int64_t> send_offsets) {
  const auto send_sizes = sizes_of(send_offsets);
  std::vector<std::int64_t> recv_sizes(send_sizes.size());
  MPI_Alltoall(send_sizes.data(), 1, MPI_INT64_T, recv_sizes.data(), 1, MPI_INT64_T, comm);
  return offsets_of(recv_sizes);
}

ByteStreams alltoallv_bytes(MPI_Comm comm, const ByteStreams& send, std::int64_t pair_limit) {
  ByteStreams received;
  received.offsets = received_offsets(comm, send.offsets);
  received.bytes.resize(static_cast<std::size_t>(received.offsets.back()));
  alltoallv_into(comm, send.bytes.data(), send.offsets, received.bytes.data(), received.offsets, pair_limit);
  return received;
}

void alltoallv_into(MPI_Comm comm, const std::byte* send, std::span<const std::int64_t> send_offsets, std::byte* recv,
                    std::span<const std::int64_t> recv_offsets, std::int64_t pair_limit) {
  const auto ranks = static_cast<std::int64_t>(send_offsets.size() - 1);
  const auto send_sizes = sizes_of(send_offsets);
  const auto recv_sizes = sizes_of(recv_offsets);
  const std::int64_t limit = pair_limit > 0 ? pair_limit : INT_MAX / ranks;
  std::int64_t largest = *std::max_element(send_sizes.begin(), send_sizes.end());
  MPI_Allreduce(MPI_IN_PLACE, &largest, 1, MPI_INT64_T, MPI_MAX, comm);

  if (largest <= limit && send_offsets.back() <= INT_MAX && recv_offsets.back() <= INT_MAX) {
    // One round, and every offset fits in an int: no packing copies.
    const Round out = round_of(send_sizes, 0, limit);
    const Round in = round_of(recv_sizes, 0, limit);
    MPI_Alltoallv(send, out.counts.data(), out.displacements.data(), MPI_BYTE, recv, in.counts.data(),
                  in.displacements.data(), MPI_BYTE, comm);
    return;
  }
  std::vector<std::byte> out_buffer, in_buffer;
  for (std::int64_t done = 0; done < largest; done += limit) {
    const Round out = round_of(send_sizes, done, limit);
    const Round in = round_of(recv_sizes, done, limit);
    out_buffer.resize(static_cast<std::size_t>(out.total));
    in_buffer.resize(static_cast<std::size_t>(in.total));
    for (std::size_t r = 0; r < send_sizes.size(); ++r)
      if (out.counts[r] > 0)
        std::memcpy(out_buffer.data() + out.displacements[r], send + send_offsets[r] + done,
                    static_cast<std::size_t>(out.counts[r]));
    MPI_Alltoallv(out_buffer.data(), out.counts.data(), out.displacements.data(), MPI_BYTE, in_buffer.data(),
                  in.counts.data(), in.displacements.data(), MPI_BYTE, comm);
    for (std::size_t r = 0; r < recv_sizes.size(); ++r)
      if (in.counts[r] > 0)
        std::memcpy(recv + recv_offsets[r] + done, in_buffer.data() + in.displacements[r],
                    static_cast<std::size_t>(in.counts[r]));
  }
}

}  // namespace pcgns::exchange
