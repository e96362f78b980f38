#pragma once
// Who knows what about a partitioned zone, and how to ask them. The rank holding a
// block of global ids (BlockDistribution) knows which parts took each of its ids; the
// rank building a part (part_owner) knows each id's local number there. Lookups of
// point lists go to one, then the other.
#include <mpi.h>

#include <cstdint>
#include <functional>
#include <span>
#include <utility>
#include <vector>

namespace pcgns::split {

// The rank that builds part `part` when P ranks share the parts round-robin.
inline int part_owner(int part, int ranks) { return part % ranks; }

// Collective request and answer: each rank asks for some ids of blocks it does not
// hold and owners answer with a variable-length list of int64 per id. `answer(id)` is
// called on the owner (BlockDistribution of n ids over the ranks) and must return the
// answer for that 1-based id.
std::vector<std::vector<std::int64_t>> ask_block_owners(
    MPI_Comm comm, std::int64_t n, std::span<const std::int64_t> ids,
    const std::function<std::span<const std::int64_t>(std::int64_t)>& answer);

// Collective: each rank asks about (part, id) pairs; `answer(part, id)` is called on the
// rank building the part and gives one int64 (a local number). The answers come back
// in the order asked.
std::vector<std::int64_t> ask_part_owners(MPI_Comm comm, std::span<const std::pair<int, std::int64_t>> questions,
                                          const std::function<std::int64_t(int, std::int64_t)>& answer);

}  // namespace pcgns::split
