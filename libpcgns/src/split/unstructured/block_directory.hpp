#pragma once
// Where the copies of global ids went: for ids 1..n spread over the ranks in
// BlockDistribution blocks, the owner of each id knows every (part, local id) it has in
// the partitions. A vertex on an interface has several; an element or a cell has one.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split {

struct DirectoryEntry {
  std::int64_t id = 0;  // global, 1-based
  std::int64_t part = 0;
  std::int64_t local = 0;  // 1-based in the part
};

class BlockDirectory {
 public:
  // Collective: every rank gives the entries it knows (of any ids).
  BlockDirectory(MPI_Comm comm, std::int64_t n, const std::vector<DirectoryEntry>& entries);

  std::int64_t size() const { return n_; }
  std::int64_t first() const { return first_; }  // 1-based first id of this rank's block
  std::int64_t count() const { return static_cast<std::int64_t>(starts_.size()) - 1; }
  // (part, local) pairs, flat and sorted by part, of an id of this rank's block.
  std::span<const std::int64_t> of(std::int64_t id) const;
  // Collective: the pairs of any ids, asked from their owners.
  std::vector<std::vector<std::int64_t>> lookup(MPI_Comm comm, std::span<const std::int64_t> ids) const;

 private:
  std::int64_t n_ = 0;
  std::int64_t first_ = 1;
  std::vector<std::int64_t> starts_;  // per id of the block + 1, into pairs_
  std::vector<std::int64_t> pairs_;
};

}  // namespace pcgns::split
