#pragma once
// Items of an array spread over the ranks in blocks (BlockDistribution), fetched by runs
// of items: each rank asks for any items, the ranks holding them answer with their bytes.
// A request's runs are sorted, so the owners' answers arrive in the request's own order
// and are placed without sorting. What travels is the runs, not one id per item.
#include <mpi.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "pcgns/exchange/block_distribution.hpp"
#include "split/unstructured/id_runs.hpp"

namespace pcgns::split {

// Calls visit(owner, first, count) for each piece of `run` (0-based items) that one
// rank's block holds, in order.
template <class Visit>
void for_each_block_piece(const exchange::BlockDistribution& blocks, IdRun run, Visit&& visit) {
  for (std::int64_t first = run.first; first < run.end();) {
    const int owner = blocks.owner(first + 1);
    const std::int64_t count = std::min(run.end(), blocks.first(owner) - 1 + blocks.count(owner)) - first;
    visit(owner, first, count);
    first += count;
  }
}

// Collective. `block` holds this rank's items of an array of `items` items, `item_bytes`
// each: BlockDistribution(items, P), 0-based here. Returns, per request (runs of 0-based
// items of any rank), its items' bytes in run order. InternalError for an item outside
// 0..items-1. The exchange runs in rounds of at most `round_bytes` asked per rank (a
// knob for tests), so what is in flight beside the result stays small.
std::vector<std::vector<std::byte>> fetch_from_blocks(MPI_Comm comm, std::int64_t items, std::size_t item_bytes,
                                                      std::span<const std::byte> block,
                                                      std::span<const IdRuns> requests,
                                                      std::int64_t round_bytes = std::int64_t{64} << 20);

}  // namespace pcgns::split
