#pragma once
// Moving values to the partitions of an unstructured split. Part r is built by rank
// r % P; a PartRouter gathers fixed-size records addressed to parts, each under a sort
// key (a position in the original order), and delivers them to the ranks that build
// those parts, sorted by key within each part.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <vector>

namespace pcgns::split {

// The rank that builds part `part` when P ranks share the parts round-robin.
inline int part_owner(int part, int ranks) { return part % ranks; }

// What a part receives: the keys in increasing order and one payload per key.
struct PartRecords {
  std::vector<std::int64_t> keys;
  std::vector<std::byte> payloads;  // keys.size() * payload bytes, in key order
  std::size_t payload_bytes = 0;
  std::size_t size() const { return keys.size(); }
  const std::byte* payload(std::size_t i) const { return payloads.data() + i * payload_bytes; }
  std::int64_t int64_at(std::size_t i, std::size_t field) const;  // payload as int64 fields
};

class PartRouter {
 public:
  PartRouter(MPI_Comm comm, std::size_t payload_bytes);
  void add(int part, std::int64_t key, const void* payload);
  void add(int part, std::int64_t key, std::span<const std::int64_t> fields);
  // Collective: every part built here, with what was addressed to it (parts nobody
  // wrote to are absent).
  std::map<int, PartRecords> exchange();

 private:
  MPI_Comm comm_;
  int ranks_ = 1;
  std::size_t payload_bytes_;
  std::vector<std::vector<std::byte>> buckets_;  // per destination rank
};

// Collective request and answer: each rank asks for some ids of blocks it does not
// hold and owners answer with a variable-length list of int64 per id. `answer(id)` is
// called on the owner (BlockDistribution of n ids over the ranks) and must return the
// answer for that 1-based id.
std::vector<std::vector<std::int64_t>> ask_block_owners(
    MPI_Comm comm, std::int64_t n, std::span<const std::int64_t> ids,
    const std::function<std::span<const std::int64_t>(std::int64_t)>& answer);

}  // namespace pcgns::split
