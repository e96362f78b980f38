// METIS on one rank: the graph is gathered on rank 0, cut there, and the parts scattered
// back. Meant for meshes that fit one process; the result does not depend on the rank
// count because METIS sees the same graph with the same seed.
#include <metis.h>

#include <algorithm>
#include <numeric>

#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/partition_input.hpp"

namespace pcgns::split {

namespace {

// Gathers `local` (int64 values) of every rank on rank 0, as idx_t (checked to fit).
std::vector<idx_t> gather_as_idx(MPI_Comm comm, std::span<const std::int64_t> local) {
  const int ranks = size_of(comm);
  const bool root = rank_of(comm) == 0;
  int count = static_cast<int>(local.size());
  std::vector<int> counts(root ? static_cast<std::size_t>(ranks) : 0);
  MPI_Gather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, comm);
  std::vector<int> displs(counts.size(), 0);
  if (root) std::partial_sum(counts.begin(), counts.end() - 1, displs.begin() + 1);
  std::vector<std::int64_t> all(root ? static_cast<std::size_t>(displs.back() + counts.back()) : 0);
  MPI_Gatherv(local.data(), count, MPI_INT64_T, all.data(), counts.data(), displs.data(), MPI_INT64_T, 0, comm);
  return std::vector<idx_t>(all.begin(), all.end());
}

std::vector<std::int64_t> degrees(const DistributedGraph& graph) {
  std::vector<std::int64_t> out(static_cast<std::size_t>(graph.local_cells()));
  for (std::size_t c = 0; c < out.size(); ++c) out[c] = graph.xadj[c + 1] - graph.xadj[c];
  return out;
}

std::vector<idx_t> run_metis(std::vector<idx_t> degree, std::vector<idx_t> adjncy, std::vector<idx_t> weights,
                             const PartitionOptions& options) {
  idx_t cells = static_cast<idx_t>(degree.size());
  std::vector<idx_t> xadj(degree.size() + 1, 0);
  std::partial_sum(degree.begin(), degree.end(), xadj.begin() + 1);
  idx_t constraints = 1;
  idx_t parts = options.parts;
  real_t ubvec = static_cast<real_t>(1.0 + options.imbalance_tolerance);
  idx_t metis_options[METIS_NOPTIONS];
  METIS_SetDefaultOptions(metis_options);
  metis_options[METIS_OPTION_NUMBERING] = 0;
  metis_options[METIS_OPTION_SEED] = 1;  // fixed: the same parts on every run
  idx_t edge_cut = 0;
  std::vector<idx_t> part(degree.size(), 0);
  const int status = METIS_PartGraphKway(&cells, &constraints, xadj.data(), adjncy.data(), weights.data(), nullptr,
                                         nullptr, &parts, nullptr, &ubvec, metis_options, &edge_cut, part.data());
  if (status != METIS_OK)
    throw InternalError("METIS_PartGraphKway failed (status " + std::to_string(status) +
                        (status == METIS_ERROR_MEMORY ? ", out of memory)" : ")"));
  return part;
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
  auto all_weights = gather_as_idx(comm, weights);
  const auto all_parts = mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return std::vector<idx_t>{};
    return run_metis(std::move(degree), std::move(adjncy), std::move(all_weights), options);
  });
  return scatter_parts(comm, graph, all_parts);
}

}  // namespace pcgns::split
