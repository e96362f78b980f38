#pragma once
// Where the copies of global ids went: for ids 1..n spread over the ranks in
// BlockDistribution blocks, the owner of each id knows every (part, local id) it has in
// the partitions. A vertex on an interface has several; an element or a cell has one.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

#include "pcgns/collective.hpp"
#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split {

struct DirectoryEntry {
  std::int64_t id = 0;  // global, 1-based
  std::int64_t part = 0;
  std::int64_t local = 0;  // 1-based in the part
};

// Where one copy of an id is: 8 bytes, for tens of millions of copies per rank.
struct PartLocal {
  std::int32_t part = 0;
  std::uint32_t local = 0;  // 1-based in the part
  auto operator<=>(const PartLocal&) const = default;
};

class BlockDirectory {
 public:
  // Collective: every rank gives the entries it knows (of any ids). `for_each_entry(add)`
  // calls add(entry) for each, and is called twice (to count, then to pack), so that the
  // entries, tens of millions for a large zone's vertices, are never listed on their own.
  template <class ForEachEntry>
    requires(!std::is_convertible_v<ForEachEntry, const std::vector<DirectoryEntry>&>)
  BlockDirectory(MPI_Comm comm, std::int64_t n, ForEachEntry&& for_each_entry);
  BlockDirectory(MPI_Comm comm, std::int64_t n, const std::vector<DirectoryEntry>& entries)
      : BlockDirectory(comm, n, [&](auto&& add) {
          for (const auto& entry : entries) add(entry);
        }) {}

  std::int64_t size() const { return n_; }
  std::int64_t first() const { return first_; }  // 1-based first id of this rank's block
  std::int64_t count() const { return static_cast<std::int64_t>(starts_.size()) - 1; }
  // The copies of an id of this rank's block, sorted by part.
  std::span<const PartLocal> of(std::int64_t id) const;
  // Collective: the copies of any ids, asked from their owners, as flat (part, local)
  // pairs sorted by part.
  std::vector<std::vector<std::int64_t>> lookup(MPI_Comm comm, std::span<const std::int64_t> ids) const;

 private:
  struct PackedEntry {  // an entry as sent: 16 bytes, tens of millions of them
    std::int64_t id = 0;
    PartLocal copy;
  };
  static PartLocal compact(const DirectoryEntry& entry);
  // Collective: `packed` holds the entries for rank r at [offsets[r], offsets[r+1]);
  // each rank places those of its block.
  void place(MPI_Comm comm, std::vector<PackedEntry> packed, const std::vector<std::int64_t>& offsets);

  std::int64_t n_ = 0;
  std::int64_t first_ = 1;
  std::vector<std::int64_t> starts_;  // per id of the block + 1, into pairs_
  std::vector<PartLocal> pairs_;
};

template <class ForEachEntry>
  requires(!std::is_convertible_v<ForEachEntry, const std::vector<DirectoryEntry>&>)
BlockDirectory::BlockDirectory(MPI_Comm comm, std::int64_t n, ForEachEntry&& for_each_entry) : n_(n) {
  const int ranks = size_of(comm);
  const exchange::BlockDistribution blocks(n, ranks);
  const auto owner = [&](std::int64_t id) {
    if (id < 1 || id > n) throw InternalError("split: directory id out of range");
    return static_cast<std::size_t>(blocks.owner(id));
  };
  // Counted first, then packed straight into the send buffer at their rank's place.
  std::vector<std::int64_t> offsets(static_cast<std::size_t>(ranks) + 1, 0);
  for_each_entry([&](const DirectoryEntry& entry) { ++offsets[owner(entry.id) + 1]; });
  for (std::size_t r = 0; r < static_cast<std::size_t>(ranks); ++r) offsets[r + 1] += offsets[r];
  std::vector<PackedEntry> packed(static_cast<std::size_t>(offsets.back()));
  std::vector<std::int64_t> next(offsets.begin(), offsets.end() - 1);
  run_agreed(comm, [&] {  // a part too large for 32-bit local ids fails every rank
    for_each_entry([&](const DirectoryEntry& entry) {
      packed[static_cast<std::size_t>(next[owner(entry.id)]++)] = {entry.id, compact(entry)};
    });
  });
  place(comm, std::move(packed), offsets);
}

}  // namespace pcgns::split
