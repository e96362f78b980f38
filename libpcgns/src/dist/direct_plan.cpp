#include "dist/direct_plan.hpp"

#include <algorithm>

#include "pcgns/mpi_rank.hpp"

namespace pcgns::dist {
namespace {

// Collective: every rank's intervals, in rank order.
std::vector<IdInterval> gather_all(MPI_Comm comm, const std::vector<IdInterval>& mine) {
  static_assert(sizeof(IdInterval) == 2 * sizeof(std::int64_t));
  const int ranks = size_of(comm);
  const int values = static_cast<int>(2 * mine.size());
  std::vector<int> counts(static_cast<std::size_t>(ranks)), displacements(static_cast<std::size_t>(ranks), 0);
  MPI_Allgather(&values, 1, MPI_INT, counts.data(), 1, MPI_INT, comm);
  for (int r = 1; r < ranks; ++r) displacements[r] = displacements[r - 1] + counts[r - 1];
  std::vector<IdInterval> all(static_cast<std::size_t>(displacements.back() + counts.back()) / 2);
  MPI_Allgatherv(mine.data(), values, MPI_INT64_T, all.data(), counts.data(), displacements.data(), MPI_INT64_T, comm);
  return all;
}

std::int64_t sum_over_ranks(MPI_Comm comm, std::int64_t value) {
  std::int64_t total = 0;
  MPI_Allreduce(&value, &total, 1, MPI_INT64_T, MPI_SUM, comm);
  return total;
}

}  // namespace

DirectPlan::DirectPlan(MPI_Comm comm, std::span<const exchange::PartIds> parts, std::int64_t min_length,
                       std::int64_t max_runs) {
  std::vector<std::vector<DirectRun>> found;
  std::vector<IdInterval> mine;
  for (const auto& part : parts) {
    found.push_back(find_runs(part.ids, min_length));
    for (const DirectRun& run : found.back()) mine.push_back(run.ids);
  }
  // Past the cap, every rank drops its runs, so the gather below stays small.
  if (sum_over_ranks(comm, static_cast<std::int64_t>(mine.size())) > max_runs) {
    found.assign(found.size(), {});
    mine.clear();
  }
  const std::vector<IdInterval> all = gather_all(comm, mine);
  const std::vector<IdInterval> shared = covered_twice(all);
  for (const IdInterval& run : all)
    for (const DirectRun& piece : subtract({0, run, false}, shared)) all_direct_.push_back(piece.ids);
  std::sort(all_direct_.begin(), all_direct_.end(),
            [](const IdInterval& a, const IdInterval& b) { return a.low < b.low; });

  for (std::size_t i = 0; i < parts.size(); ++i) {
    Part part;
    for (const DirectRun& run : found[i])
      for (const DirectRun& piece : subtract(run, shared)) part.runs.push_back(piece);
    std::sort(part.runs.begin(), part.runs.end(),
              [](const DirectRun& a, const DirectRun& b) { return a.local_first < b.local_first; });
    // The positions outside the pieces.
    const auto ids = parts[i].ids;
    std::int64_t position = 0;
    const auto add_rest_until = [&](std::int64_t end) {
      for (; position < end; ++position) {
        part.rest_positions.push_back(position);
        part.rest_ids.push_back(ids[static_cast<std::size_t>(position)]);
      }
    };
    for (const DirectRun& run : part.runs) {
      add_rest_until(run.local_first);
      position = run.local_first + run.ids.count;
    }
    add_rest_until(static_cast<std::int64_t>(ids.size()));
    parts_.push_back(std::move(part));
  }
}

}  // namespace pcgns::dist
