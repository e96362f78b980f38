// METIS on one rank: the graph is gathered on rank 0, cut there, and the parts scattered
// back. Meant for meshes that fit one process; the result does not depend on the rank
// count because METIS sees the same graph with the same seed.
#include <algorithm>
#include <numeric>

#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/metis_call.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/partition_input.hpp"

namespace pcgns::split {

namespace {

// Gathers `local` (int64 values) of every rank on rank 0, as idx_t (check_totals_fit
// has checked that they fit).
std::vector<idx_t> gather_as_idx(MPI_Comm comm, std::span<const std::int64_t> local) {
  const auto all = graph::gathered_on_root(comm, local);
  return std::vector<idx_t>(all.begin(), all.end());
}

std::vector<std::int64_t> degrees(const DistributedGraph& graph) {
  std::vector<std::int64_t> out(static_cast<std::size_t>(graph.local_cells()));
  for (std::size_t c = 0; c < out.size(); ++c) out[c] = graph.xadj[c + 1] - graph.xadj[c];
  return out;
}

std::vector<int> scatter_parts(MPI_Comm comm, const DistributedGraph& graph, const std::vector<idx_t>& all_parts) {
  const bool root = rank_of(comm) == 0;
  std::vector<int> counts, displs;
  if (root)
    for (std::size_t r = 0; r + 1 < graph.vtxdist.size(); ++r) {
      counts.push_back(static_cast<int>(graph.vtxdist[r + 1] - graph.vtxdist[r]));
      displs.push_back(static_cast<int>(graph.vtxdist[r]));
    }
  const std::vector<int> parts_as_int(all_parts.begin(), all_parts.end());
  std::vector<int> local(static_cast<std::size_t>(graph.local_cells()));
  MPI_Scatterv(parts_as_int.data(), counts.data(), displs.data(), MPI_INT, local.data(), static_cast<int>(local.size()),
               MPI_INT, 0, comm);
  return local;
}

}  // namespace

std::vector<int> partition_metis(MPI_Comm comm, const DistributedGraph& graph, const PartitionOptions& options) {
  const auto weights = graph::checked_weights(comm, graph.local_cells(), options);
  if (options.parts == 1) return std::vector<int>(weights.size(), 0);
  graph::check_totals_fit<idx_t>(comm, graph, weights, "METIS idx_t");
  auto degree = gather_as_idx(comm, degrees(graph));
  auto adjncy = gather_as_idx(comm, graph.adjncy);
  auto all_weights = gather_as_idx(comm, weights.materialized());
  const auto all_parts = mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return std::vector<idx_t>{};
    return graph::run_metis(degree, std::move(adjncy), std::move(all_weights), {}, options, "the dual graph").part;
  });
  return scatter_parts(comm, graph, all_parts);
}

}  // namespace pcgns::split
