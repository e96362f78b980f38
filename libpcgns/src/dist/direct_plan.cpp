#include "dist/direct_plan.hpp"

#include <algorithm>
#include <cstring>
#include <span>

#include "mpi/allgather.hpp"
#include "mpi/sum_over_ranks.hpp"

namespace pcgns::dist {
namespace {

// Collective: every rank's intervals, in rank order.
std::vector<IdInterval> gather_all(MPI_Comm comm, const std::vector<IdInterval>& mine) {
  const auto payloads = mpi::allgather_bytes(comm, std::as_bytes(std::span(mine)));
  std::vector<IdInterval> all;
  for (const auto& payload : payloads) {
    if (payload.empty()) continue;  // memcpy's pointers must be valid even for no bytes
    const std::size_t first = all.size();
    all.resize(first + payload.size() / sizeof(IdInterval));
    std::memcpy(all.data() + first, payload.data(), payload.size());
  }
  return all;
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
  if (mpi::sum_over_ranks(comm, static_cast<std::int64_t>(mine.size())) > max_runs) {
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
