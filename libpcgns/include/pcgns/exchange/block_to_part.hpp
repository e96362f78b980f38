#pragma once
// Block -> part, the inverse of part_to_block: each rank holds its block of a
// global-id-indexed array (BlockDistribution) and asks for the values of any ids
// (for pcgns-split, and to verify a merge).
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace pcgns::exchange {

// Collective. `block_values` holds count(rank) * value_bytes bytes of this rank's block.
// Returns wanted_ids.size() * value_bytes bytes, in wanted_ids order. InputError on
// every rank when any rank asks for an id outside 1..n.
std::vector<std::byte> block_to_part(MPI_Comm comm, std::int64_t n, std::size_t value_bytes, const void* block_values,
                                     std::span<const std::int64_t> wanted_ids);

// Typed view: `components` values of T per id.
template <class T>
std::vector<T> block_to_part(MPI_Comm comm, std::int64_t n, int components, std::span<const T> block_values,
                             std::span<const std::int64_t> wanted_ids) {
  const std::size_t value_bytes = sizeof(T) * static_cast<std::size_t>(components);
  const std::vector<std::byte> bytes = block_to_part(comm, n, value_bytes, block_values.data(), wanted_ids);
  std::vector<T> values(bytes.size() / sizeof(T));
  if (!bytes.empty()) std::memcpy(values.data(), bytes.data(), bytes.size());
  return values;
}

}  // namespace pcgns::exchange
