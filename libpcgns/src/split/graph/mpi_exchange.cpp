#include "split/graph/mpi_exchange.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split::graph {

std::vector<std::int64_t> block_offsets(MPI_Comm comm, std::int64_t local_count) {
  std::vector<std::int64_t> counts(static_cast<std::size_t>(size_of(comm)));
  MPI_Allgather(&local_count, 1, MPI_INT64_T, counts.data(), 1, MPI_INT64_T, comm);
  std::vector<std::int64_t> offsets(counts.size() + 1, 0);
  std::partial_sum(counts.begin(), counts.end(), offsets.begin() + 1);
  return offsets;
}

int owner_rank(const std::vector<std::int64_t>& offsets, std::int64_t id) {
  // The last block starting at or before id; empty blocks share their start with the
  // next block, and upper_bound steps past them.
  const auto after = std::upper_bound(offsets.begin(), offsets.end() - 1, id);
  return static_cast<int>(after - offsets.begin()) - 1;
}

namespace {

// Byte offsets of the buckets, packed one after the other.
std::vector<std::int64_t> send_offsets_of(const std::vector<std::vector<std::int64_t>>& buckets) {
  std::vector<std::int64_t> offsets{0};
  for (const auto& bucket : buckets)
    offsets.push_back(offsets.back() + static_cast<std::int64_t>(bucket.size() * sizeof(std::int64_t)));
  return offsets;
}

// The buckets one after the other, in a buffer of their total size. Buckets the caller
// gave up (not const) are freed as they are copied, so the two never coexist whole.
template <class Bucket>
std::vector<std::int64_t> packed_buckets(std::span<Bucket> buckets, std::int64_t bytes) {
  std::vector<std::int64_t> packed;
  packed.reserve(static_cast<std::size_t>(bytes) / sizeof(std::int64_t));
  for (Bucket& bucket : buckets) {
    packed.insert(packed.end(), bucket.begin(), bucket.end());
    if constexpr (!std::is_const_v<Bucket>) bucket = {};
  }
  return packed;
}

// Rides on exchange::alltoallv_into, which splits exchanges larger than MPI's int
// counts into rounds. The buckets are packed once into a buffer of their total size
// (freed once sent) and the values received straight into the result: these exchanges
// move gigabytes, and every extra copy, or buffer grown by doubling, costs fresh pages
// the kernel must clear.
Received send_packed(MPI_Comm comm, std::vector<std::int64_t> packed, const std::vector<std::int64_t>& send_offsets) {
  const auto recv_offsets = exchange::received_offsets(comm, send_offsets);
  Received received;
  received.values.resize(static_cast<std::size_t>(recv_offsets.back()) / sizeof(std::int64_t));
  exchange::alltoallv_into(comm, reinterpret_cast<const std::byte*>(packed.data()), send_offsets,
                           reinterpret_cast<std::byte*>(received.values.data()), recv_offsets);
  packed = {};
  for (std::size_t r = 0; r + 1 < recv_offsets.size(); ++r)
    received.counts.push_back(static_cast<int>((recv_offsets[r + 1] - recv_offsets[r]) / sizeof(std::int64_t)));
  return received;
}

}  // namespace

Received alltoallv_int64(MPI_Comm comm, const std::vector<std::vector<std::int64_t>>& buckets) {
  const auto send_offsets = send_offsets_of(buckets);
  return send_packed(comm, packed_buckets(std::span(buckets), send_offsets.back()), send_offsets);
}

Received alltoallv_int64(MPI_Comm comm, std::vector<std::vector<std::int64_t>>&& buckets) {
  const auto send_offsets = send_offsets_of(buckets);
  auto packed = packed_buckets(std::span(buckets), send_offsets.back());
  buckets = {};
  return send_packed(comm, std::move(packed), send_offsets);
}

std::vector<std::int64_t> fetch_values(MPI_Comm comm, const std::vector<std::int64_t>& offsets,
                                       std::span<const std::int64_t> wanted, std::span<const std::int64_t> owned_values,
                                       std::size_t width) {
  const auto ranks = static_cast<std::size_t>(size_of(comm));
  // Ask each owner for its ids, remembering where each answer goes.
  std::vector<std::vector<std::int64_t>> questions(ranks);
  std::vector<std::vector<std::size_t>> asked_at(ranks);
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    const auto owner = static_cast<std::size_t>(owner_rank(offsets, wanted[i]));
    questions[owner].push_back(wanted[i]);
    asked_at[owner].push_back(i);
  }
  const auto asked = alltoallv_int64(comm, questions);
  const std::int64_t first = offsets[static_cast<std::size_t>(rank_of(comm))];
  std::vector<std::vector<std::int64_t>> answers(ranks);
  std::size_t next = 0;
  for (std::size_t r = 0; r < ranks; ++r) {
    answers[r].reserve(static_cast<std::size_t>(asked.counts[r]) * width);
    for (int k = 0; k < asked.counts[r]; ++k, ++next) {
      const auto at = owned_values.begin() +
                      static_cast<std::ptrdiff_t>(width * static_cast<std::size_t>(asked.values[next] - first));
      answers[r].insert(answers[r].end(), at, at + static_cast<std::ptrdiff_t>(width));
    }
  }
  const auto answered = alltoallv_int64(comm, answers);
  std::vector<std::int64_t> values(wanted.size() * width);
  next = 0;
  for (std::size_t r = 0; r < ranks; ++r)
    for (const auto position : asked_at[r])
      for (std::size_t w = 0; w < width; ++w) values[position * width + w] = answered.values[next++];
  return values;
}

}  // namespace pcgns::split::graph
