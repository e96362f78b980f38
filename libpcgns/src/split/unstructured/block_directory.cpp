#include "split/unstructured/block_directory.hpp"

#include <algorithm>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {

BlockDirectory::BlockDirectory(MPI_Comm comm, std::int64_t n, const std::vector<DirectoryEntry>& entries) : n_(n) {
  const int rank = rank_of(comm), ranks = size_of(comm);
  const exchange::BlockDistribution blocks(n, ranks);
  first_ = blocks.first(rank);
  std::vector<std::vector<std::int64_t>> buckets(static_cast<std::size_t>(ranks));
  for (const auto& entry : entries) {
    if (entry.id < 1 || entry.id > n) throw InternalError("split: directory id out of range");
    auto& bucket = buckets[static_cast<std::size_t>(blocks.owner(entry.id))];
    bucket.insert(bucket.end(), {entry.id, entry.part, entry.local});
  }
  const auto got = graph::alltoallv_int64(comm, buckets);
  buckets = {};
  std::vector<std::array<std::int64_t, 3>> mine(got.values.size() / 3);
  for (std::size_t i = 0; i < mine.size(); ++i)
    mine[i] = {got.values[3 * i], got.values[3 * i + 1], got.values[3 * i + 2]};
  std::sort(mine.begin(), mine.end());
  const auto count = static_cast<std::size_t>(blocks.count(rank));
  starts_.assign(count + 1, 0);
  for (const auto& entry : mine) ++starts_[static_cast<std::size_t>(entry[0] - first_) + 1];
  for (std::size_t i = 0; i < count; ++i) starts_[i + 1] += starts_[i];
  pairs_.reserve(2 * mine.size());
  for (const auto& entry : mine) pairs_.insert(pairs_.end(), {entry[1], entry[2]});
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
