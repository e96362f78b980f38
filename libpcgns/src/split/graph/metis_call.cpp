#include "split/graph/metis_call.hpp"

#include <numeric>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split::graph {

std::vector<std::int64_t> gathered_on_root(MPI_Comm comm, std::span<const std::int64_t> local) {
  const bool root = rank_of(comm) == 0;
  const int count = static_cast<int>(local.size());
  std::vector<int> counts(root ? static_cast<std::size_t>(size_of(comm)) : 0), displs(counts.size(), 0);
  MPI_Gather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, comm);
  if (root) std::partial_sum(counts.begin(), counts.end() - 1, displs.begin() + 1);
  std::vector<std::int64_t> all(root ? static_cast<std::size_t>(displs.back() + counts.back()) : 0);
  MPI_Gatherv(local.data(), count, MPI_INT64_T, all.data(), counts.data(), displs.data(), MPI_INT64_T, 0, comm);
  return all;
}

MetisCut run_metis(const std::vector<idx_t>& degree, std::vector<idx_t> adjncy, std::vector<idx_t> vwgt,
                   std::vector<idx_t> adjwgt, const PartitionOptions& options, std::string_view graph_name,
                   MetisScheme scheme) {
  idx_t vertices = static_cast<idx_t>(degree.size());
  std::vector<idx_t> xadj(degree.size() + 1, 0);
  std::partial_sum(degree.begin(), degree.end(), xadj.begin() + 1);
  idx_t constraints = 1;
  idx_t parts = options.parts;
  real_t ubvec = static_cast<real_t>(1.0 + options.imbalance_tolerance);
  idx_t metis_options[METIS_NOPTIONS];
  METIS_SetDefaultOptions(metis_options);
  metis_options[METIS_OPTION_NUMBERING] = 0;
  metis_options[METIS_OPTION_SEED] = 1;  // fixed: the same parts on every run
  metis_options[METIS_OPTION_NCUTS] = scheme.attempts;
  idx_t edge_cut = 0;
  std::vector<idx_t> part(degree.size(), 0);
  const auto cut = scheme.recursive_bisection ? METIS_PartGraphRecursive : METIS_PartGraphKway;
  const int status =
      cut(&vertices, &constraints, xadj.data(), adjncy.data(), vwgt.data(), nullptr,
          adjwgt.empty() ? nullptr : adjwgt.data(), &parts, nullptr, &ubvec, metis_options, &edge_cut, part.data());
  if (status != METIS_OK)
    throw InternalError(std::string(scheme.recursive_bisection ? "METIS_PartGraphRecursive" : "METIS_PartGraphKway") +
                        " failed on " + std::string(graph_name) + " (status " + std::to_string(status) +
                        (status == METIS_ERROR_MEMORY ? ", out of memory)" : ")"));
  return {std::move(part), edge_cut};
}

}  // namespace pcgns::split::graph
