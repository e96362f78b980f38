#include "split/unstructured/orphan_vertices.hpp"

#include <algorithm>
#include <array>
#include <limits>

#include "pcgns/error.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/owner_questions.hpp"

namespace pcgns::split {
namespace {

void add_part_run(std::vector<PartRun>& runs, std::int64_t first, std::int64_t end, int part) {
  if (end > first) runs.push_back({first, end - first, part});
}

// The orphans [first, end), between the used vertices `below` and `above` (either may
// be none), by the rule.
void give_gap(std::vector<PartRun>& runs, std::int64_t first, std::int64_t end, NearestUsed below, NearestUsed above) {
  if (below.id == 0 && above.id == 0) return add_part_run(runs, first, end, 0);
  if (above.id == 0) return add_part_run(runs, first, end, below.part);
  if (below.id == 0) return add_part_run(runs, first, end, above.part);
  // Nearer to `below` up to the middle, a tie included; the gap may be a piece of a
  // longer one that spans several blocks.
  const std::int64_t middle = below.id + (above.id - below.id) / 2;
  const std::int64_t split = std::clamp(middle + 1, first, end);
  add_part_run(runs, first, split, below.part);
  add_part_run(runs, split, end, above.part);
}

// Per rank: the first used vertex of its block and its part, then the last and its
// part (ids 0 when the block has none).
std::vector<std::int64_t> blocks_used_ends(MPI_Comm comm, const std::vector<PartRun>& held) {
  std::array<std::int64_t, 4> mine{0, 0, 0, 0};
  if (!held.empty())
    mine = {held.front().first, held.front().part, held.back().first + held.back().count - 1, held.back().part};
  std::vector<std::int64_t> all(4 * static_cast<std::size_t>(size_of(comm)));
  MPI_Allgather(mine.data(), 4, MPI_INT64_T, all.data(), 4, MPI_INT64_T, comm);
  return all;
}

}  // namespace

std::vector<PartRun> orphan_runs(IdRun block, std::span<const PartRun> held, NearestUsed below, NearestUsed above) {
  std::vector<PartRun> runs;
  NearestUsed previous = below;
  std::int64_t next = block.first;
  for (const PartRun& run : held) {
    give_gap(runs, next, run.first, previous, {run.first, run.part});
    previous = {run.first + run.count - 1, run.part};
    next = run.first + run.count;
  }
  give_gap(runs, next, block.end(), previous, above);
  return runs;
}

std::vector<PartRun> find_orphans(MPI_Comm comm, const VertexHolders& holders) {
  const std::vector<PartRun> held = holders.held_runs();
  const auto ends = blocks_used_ends(comm, held);
  const int rank = rank_of(comm), ranks = size_of(comm);
  NearestUsed below, above;
  for (int r = rank - 1; r >= 0 && below.id == 0; --r) {
    const auto at = 4 * static_cast<std::size_t>(r);
    below = {ends[at + 2], static_cast<int>(ends[at + 3])};
  }
  for (int r = rank + 1; r < ranks && above.id == 0; ++r) {
    const auto at = 4 * static_cast<std::size_t>(r);
    above = {ends[at], static_cast<int>(ends[at + 1])};
  }
  return orphan_runs(holders.block(), held, below, above);
}

std::map<int, IdRuns> route_orphans(MPI_Comm comm, std::span<const PartRun> orphans) {
  const int ranks = size_of(comm);
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(ranks));  // (part, first, count)
  for (const PartRun& run : orphans)
    out[static_cast<std::size_t>(part_owner(run.part, ranks))].insert(
        out[static_cast<std::size_t>(part_owner(run.part, ranks))].end(), {run.part, run.first, run.count});
  // From the blocks' ranks in rank order, each block's runs increasing: every part's
  // runs arrive in increasing order.
  const auto got = graph::alltoallv_int64(comm, out).values;
  std::map<int, IdRuns> parts;
  for (std::size_t i = 0; i + 2 < got.size(); i += 3) parts[static_cast<int>(got[i])].add_run(got[i + 1], got[i + 2]);
  return parts;
}

IdRuns united(const IdRuns& a, const IdRuns& b) {
  IdRuns both;
  const auto ra = a.runs(), rb = b.runs();
  std::size_t i = 0, j = 0;
  while (i < ra.size() || j < rb.size()) {
    const bool from_a = j == rb.size() || (i < ra.size() && ra[i].first < rb[j].first);
    const IdRun& run = from_a ? ra[i++] : rb[j++];
    both.add_run(run.first, run.count);
  }
  return both;
}

std::vector<std::uint32_t> new_local_ids(const IdRuns& old_ids, const IdRuns& new_ids, const std::string& described) {
  if (new_ids.size() > std::numeric_limits<std::uint32_t>::max())
    throw InputError(described + ": a part would hold " + std::to_string(new_ids.size()) +
                     " vertices with the ones no cell uses, more than 32-bit local ids number");
  std::vector<std::uint32_t> renumbered(static_cast<std::size_t>(old_ids.size()));
  std::size_t at = 0;
  // No orphan lies inside a run of used ids: each run moves as a whole.
  for (const IdRun& run : old_ids.runs()) {
    const auto first = static_cast<std::uint32_t>(new_ids.index_of(run.first) + 1);
    for (std::int64_t k = 0; k < run.count; ++k) renumbered[at++] = first + static_cast<std::uint32_t>(k);
  }
  return renumbered;
}

}  // namespace pcgns::split
