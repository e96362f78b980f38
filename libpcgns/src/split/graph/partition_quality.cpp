// Measures of a partition: edges cut (communication) and weight imbalance (load).
#include <algorithm>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {

std::int64_t edge_cut(MPI_Comm comm, const DistributedGraph& graph, std::span<const int> parts) {
  mpi::run_agreed(comm, [&] {
    if (static_cast<std::int64_t>(parts.size()) != graph.local_cells())
      throw InputError("edge cut: " + std::to_string(parts.size()) + " parts given for " +
                       std::to_string(graph.local_cells()) + " local cells");
  });
  // Most neighbours are local cells; only the parts of the others are fetched.
  const std::int64_t first = graph.first_cell(rank_of(comm));
  const auto local = [&](std::int64_t cell) { return cell >= first && cell - first < graph.local_cells(); };
  std::vector<std::int64_t> remote;
  for (const auto neighbour : graph.adjncy)
    if (!local(neighbour)) remote.push_back(neighbour);
  const std::vector<std::int64_t> owned(parts.begin(), parts.end());
  const auto remote_parts = graph::fetch_values(comm, graph.vtxdist, remote, owned);
  // Each cut edge is seen from both of its cells, on whichever ranks they live.
  std::int64_t local_ends = 0;
  std::size_t next_remote = 0;
  for (std::size_t c = 0; c < parts.size(); ++c)
    for (auto e = graph.xadj[c]; e < graph.xadj[c + 1]; ++e) {
      const std::int64_t neighbour = graph.adjncy[static_cast<std::size_t>(e)];
      const std::int64_t part =
          local(neighbour) ? parts[static_cast<std::size_t>(neighbour - first)] : remote_parts[next_remote++];
      if (part != parts[c]) ++local_ends;
    }
  std::int64_t ends = 0;
  MPI_Allreduce(&local_ends, &ends, 1, MPI_INT64_T, MPI_SUM, comm);
  return ends / 2;
}

double imbalance(MPI_Comm comm, std::span<const int> parts, std::span<const std::int64_t> weights, int part_count) {
  std::vector<std::int64_t> local(static_cast<std::size_t>(std::max(part_count, 0)), 0);
  mpi::run_agreed(comm, [&] {
    if (part_count < 1)
      throw UsageError("imbalance: the number of parts must be at least 1, not " + std::to_string(part_count));
    if (!weights.empty() && weights.size() != parts.size())
      throw InputError("imbalance: " + std::to_string(weights.size()) + " weights given for " +
                       std::to_string(parts.size()) + " local cells");
    for (std::size_t c = 0; c < parts.size(); ++c) {
      if (parts[c] < 0 || parts[c] >= part_count)
        throw InputError("imbalance: local cell " + std::to_string(c) + " is in part " + std::to_string(parts[c]) +
                         ", outside 0.." + std::to_string(part_count - 1));
      local[static_cast<std::size_t>(parts[c])] += weights.empty() ? 1 : weights[c];
    }
  });
  std::vector<std::int64_t> global(local.size());
  MPI_Allreduce(local.data(), global.data(), part_count, MPI_INT64_T, MPI_SUM, comm);
  std::int64_t total = 0;
  for (const auto w : global) total += w;
  if (total == 0) return 0;
  const double mean = static_cast<double>(total) / part_count;
  return static_cast<double>(*std::ranges::max_element(global)) / mean - 1;
}

}  // namespace pcgns::split
