#pragma once
// Small MPI building blocks of the graph code: block offsets, an
// all-to-all of int64 buckets, and fetching values of cells owned by other ranks.
#include <mpi.h>

#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split::graph {

// Collective. Offsets of the ranks' consecutive blocks of `local_count` items: P+1
// entries, the first 0.
std::vector<std::int64_t> block_offsets(MPI_Comm comm, std::int64_t local_count);

// The rank whose block [offsets[r], offsets[r+1]) holds `id` (empty blocks skipped).
int owner_rank(const std::vector<std::int64_t>& offsets, std::int64_t id);

// Collective. Sends buckets[r] to rank r (one bucket per rank); returns what every rank
// sent here, concatenated in rank order, and how much came from each rank.
struct Received {
  std::vector<std::int64_t> values;
  std::vector<int> counts;  // per source rank
};
Received alltoallv_int64(MPI_Comm comm, const std::vector<std::vector<std::int64_t>>& buckets);
// The same, each bucket freed as soon as it is packed: the values are not held twice
// while they are sent.
Received alltoallv_int64(MPI_Comm comm, std::vector<std::vector<std::int64_t>>&& buckets);

// Collective. For each id of `wanted` (global ids of blocks `offsets`), the `width`
// values its owner holds in `owned_values` (at width * (id - offsets[owner])), so several
// values per id travel in one exchange.
std::vector<std::int64_t> fetch_values(MPI_Comm comm, const std::vector<std::int64_t>& offsets,
                                       std::span<const std::int64_t> wanted, std::span<const std::int64_t> owned_values,
                                       std::size_t width = 1);

}  // namespace pcgns::split::graph
