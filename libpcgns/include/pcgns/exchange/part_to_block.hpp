#pragma once
// Part -> block redistribution of data indexed by global ids: ranks hold values for
// arbitrary, possibly shared, ids (the parts); afterwards each rank holds the values of
// its contiguous block of ids (BlockDistribution), in id order. This is how a merged
// array is assembled so that every rank writes one contiguous range of it.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace pcgns::exchange {

// What to do when several copies of an id arrive.
enum class Duplicates {
  require_equal,  // shared vertices: every copy must be bit-identical
  first,          // keep the copy of the lowest source tag
  unique,         // positions in a list: an id given twice is an error
};

struct Contribution {                 // one part's data on this rank (a rank may hold several)
  std::span<const std::int64_t> ids;  // 1-based global ids
  const void* values = nullptr;       // ids.size() * value_bytes bytes, in ids order
  int source = 0;                     // the caller's tag (e.g. a part index), for messages
};

struct ExchangeContext {  // how messages name what is exchanged and where it came from
  std::string what;       // e.g. "zone 'Zone' GridCoordinates"
  std::function<std::string(int source)> describe_source;
};

// Collective. Returns this rank's block, BlockDistribution(n, P), in id order:
// count(rank) * value_bytes bytes. InputError, the same on every rank, for an id outside
// 1..n, conflicting copies (the first such id and both sources), an id given twice
// (policy unique), and ids no part gives ("<what>: global ids 5-9, 12 missing").
std::vector<std::byte> part_to_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                     std::span<const Contribution> parts, Duplicates policy,
                                     const ExchangeContext& context);

// The ids actually given, for sets that need not cover 1..n (a boundary's vertices):
// this rank's block holds the given ids of its range, sorted, each once.
struct SparseBlock {
  std::vector<std::int64_t> ids;
  std::vector<std::byte> values;  // ids.size() * value_bytes
};

// Collective. As part_to_block, without the coverage check.
SparseBlock part_to_sparse_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                 std::span<const Contribution> parts, Duplicates policy,
                                 const ExchangeContext& context);

// Typed view of the above: `components` values of T per id (e.g. 3 for a vector).
template <class T>
std::vector<T> part_to_block(MPI_Comm comm, std::int64_t n, int components, std::span<const Contribution> parts,
                             Duplicates policy, const ExchangeContext& context) {
  const std::size_t value_bytes = sizeof(T) * static_cast<std::size_t>(components);
  const std::vector<std::byte> bytes = part_to_block(comm, n, value_bytes, parts, policy, context);
  std::vector<T> values(bytes.size() / sizeof(T));
  if (!bytes.empty()) std::memcpy(values.data(), bytes.data(), bytes.size());
  return values;
}

}  // namespace pcgns::exchange
