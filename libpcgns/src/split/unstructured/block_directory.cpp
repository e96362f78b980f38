#include "split/unstructured/block_directory.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "exchange/alltoallv_bytes.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {

namespace {

// Sorts the few copies of one id (most often one or two) by part, then local id.
void sort_pairs(PartLocal* pairs, std::size_t count) {
  for (std::size_t i = 1; i < count; ++i) {
    const PartLocal pair = pairs[i];
    std::size_t j = i;
    for (; j > 0 && pairs[j - 1] > pair; --j) pairs[j] = pairs[j - 1];
    pairs[j] = pair;
  }
}

}  // namespace

// Parts and local ids fit in 32 bits.
PartLocal BlockDirectory::compact(const DirectoryEntry& entry) {
  if (entry.part < 0 || entry.part > std::numeric_limits<std::int32_t>::max() || entry.local < 1 ||
      entry.local > std::numeric_limits<std::uint32_t>::max())
    throw InputError("part " + std::to_string(entry.part) + " would have local id " + std::to_string(entry.local) +
                     ", more than pcgns-split places in one part; use more parts");
  return {static_cast<std::int32_t>(entry.part), static_cast<std::uint32_t>(entry.local)};
}

void BlockDirectory::place(MPI_Comm comm, std::vector<PackedEntry> packed, const std::vector<std::int64_t>& offsets) {
  const int rank = rank_of(comm);
  const exchange::BlockDistribution blocks(n_, size_of(comm));
  first_ = blocks.first(rank);
  std::vector<std::int64_t> send_offsets(offsets.size());
  constexpr auto kEntryBytes = static_cast<std::int64_t>(sizeof(PackedEntry));
  for (std::size_t r = 0; r < offsets.size(); ++r) send_offsets[r] = offsets[r] * kEntryBytes;
  const auto recv_offsets = exchange::received_offsets(comm, send_offsets);
  std::vector<PackedEntry> got(static_cast<std::size_t>(recv_offsets.back() / kEntryBytes));
  exchange::alltoallv_into(comm, reinterpret_cast<const std::byte*>(packed.data()), send_offsets,
                           reinterpret_cast<std::byte*>(got.data()), recv_offsets);
  packed = {};
  // The ids are this rank's block: placed by counting, not sorted. starts_[i + 1] counts
  // id i's pairs, then (summed) is where they begin; it serves as the cursor while
  // placing, which leaves each entry at the next id's start, shifted back afterwards.
  const auto count = static_cast<std::size_t>(blocks.count(rank));
  starts_.assign(count + 1, 0);
  for (const auto& entry : got) ++starts_[static_cast<std::size_t>(entry.id - first_) + 1];
  for (std::size_t i = 0; i < count; ++i) starts_[i + 1] += starts_[i];
  pairs_.resize(got.size());
  for (const auto& entry : got) pairs_[static_cast<std::size_t>(starts_[static_cast<std::size_t>(entry.id - first_)]++)] = entry.copy;
  for (std::size_t i = count; i > 0; --i) starts_[i] = starts_[i - 1];
  starts_[0] = 0;
  for (std::size_t i = 0; i < count; ++i)
    sort_pairs(pairs_.data() + starts_[i], static_cast<std::size_t>(starts_[i + 1] - starts_[i]));
}

std::span<const PartLocal> BlockDirectory::of(std::int64_t id) const {
  const auto i = static_cast<std::size_t>(id - first_);
  if (id < first_ || i + 1 >= starts_.size()) throw InternalError("split: directory asked for an id of another rank");
  return std::span(pairs_).subspan(static_cast<std::size_t>(starts_[i]), static_cast<std::size_t>(starts_[i + 1] - starts_[i]));
}

std::vector<std::vector<std::int64_t>> BlockDirectory::lookup(MPI_Comm comm, std::span<const std::int64_t> ids) const {
  std::vector<std::int64_t> flat;  // one answer, copied by ask_block_owners before the next
  return ask_block_owners(comm, n_, ids, [this, &flat](std::int64_t id) {
    flat.clear();
    for (const PartLocal& copy : of(id)) flat.insert(flat.end(), {copy.part, static_cast<std::int64_t>(copy.local)});
    return std::span<const std::int64_t>(flat);
  });
}

}  // namespace pcgns::split
