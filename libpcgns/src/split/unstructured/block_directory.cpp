#include "split/unstructured/block_directory.hpp"

#include <algorithm>
#include <tuple>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {

namespace {

// Sorts the `count` (part, local) pairs at `pairs` -- the few copies of one id, most
// often one or two -- by part, then local id.
void sort_pairs(std::int64_t* pairs, std::size_t count) {
  for (std::size_t i = 1; i < count; ++i) {
    const std::int64_t part = pairs[2 * i], local = pairs[2 * i + 1];
    std::size_t j = i;
    for (; j > 0 && std::tie(pairs[2 * j - 2], pairs[2 * j - 1]) > std::tie(part, local); --j) {
      pairs[2 * j] = pairs[2 * j - 2];
      pairs[2 * j + 1] = pairs[2 * j - 1];
    }
    pairs[2 * j] = part;
    pairs[2 * j + 1] = local;
  }
}

}  // namespace

BlockDirectory::BlockDirectory(MPI_Comm comm, std::int64_t n, const std::vector<DirectoryEntry>& entries) : n_(n) {
  const int rank = rank_of(comm), ranks = size_of(comm);
  const exchange::BlockDistribution blocks(n, ranks);
  first_ = blocks.first(rank);
  // Buckets of the exact size, counted first: no doubling growth of entries that are
  // tens of millions for a large zone's vertices.
  std::vector<std::size_t> sizes(static_cast<std::size_t>(ranks), 0);
  for (const auto& entry : entries) {
    if (entry.id < 1 || entry.id > n) throw InternalError("split: directory id out of range");
    sizes[static_cast<std::size_t>(blocks.owner(entry.id))] += 3;
  }
  std::vector<std::vector<std::int64_t>> buckets(static_cast<std::size_t>(ranks));
  for (std::size_t r = 0; r < buckets.size(); ++r) buckets[r].reserve(sizes[r]);
  for (const auto& entry : entries) {
    auto& bucket = buckets[static_cast<std::size_t>(blocks.owner(entry.id))];
    bucket.insert(bucket.end(), {entry.id, entry.part, entry.local});
  }
  const auto got = graph::alltoallv_int64(comm, buckets);
  buckets = {};
  // The ids are this rank's block: placed by counting, not sorted.
  const auto count = static_cast<std::size_t>(blocks.count(rank));
  const std::size_t received = got.values.size() / 3;
  starts_.assign(count + 1, 0);
  for (std::size_t i = 0; i < received; ++i) ++starts_[static_cast<std::size_t>(got.values[3 * i] - first_) + 1];
  for (std::size_t i = 0; i < count; ++i) starts_[i + 1] += starts_[i];
  pairs_.resize(2 * received);
  std::vector<std::int64_t> next(starts_.begin(), starts_.end() - 1);
  for (std::size_t i = 0; i < received; ++i) {
    const auto at = static_cast<std::size_t>(next[static_cast<std::size_t>(got.values[3 * i] - first_)]++);
    pairs_[2 * at] = got.values[3 * i + 1];
    pairs_[2 * at + 1] = got.values[3 * i + 2];
  }
  for (std::size_t i = 0; i < count; ++i)
    sort_pairs(pairs_.data() + 2 * starts_[i], static_cast<std::size_t>(starts_[i + 1] - starts_[i]));
}

std::span<const std::int64_t> BlockDirectory::of(std::int64_t id) const {
  const auto i = static_cast<std::size_t>(id - first_);
  if (id < first_ || i + 1 >= starts_.size()) throw InternalError("split: directory asked for an id of another rank");
  return std::span(pairs_).subspan(static_cast<std::size_t>(2 * starts_[i]),
                                   static_cast<std::size_t>(2 * (starts_[i + 1] - starts_[i])));
}

std::vector<std::vector<std::int64_t>> BlockDirectory::lookup(MPI_Comm comm, std::span<const std::int64_t> ids) const {
  return ask_block_owners(comm, n_, ids, [this](std::int64_t id) { return of(id); });
}

}  // namespace pcgns::split
