#include "split/graph/partition_input.hpp"

#include <cmath>

#include "pcgns/mpi/agreement.hpp"

namespace pcgns::split::graph {

namespace {

void check_local_weights(std::int64_t local_cells, const std::vector<std::int64_t>& weights) {
  if (!weights.empty() && static_cast<std::int64_t>(weights.size()) != local_cells)
    throw InputError("partition weights: " + std::to_string(weights.size()) + " weights given for " +
                     std::to_string(local_cells) + " local cells; give one per cell or none");
  for (const auto w : weights)
    if (w < 0) throw InputError("partition weights: negative cell weight " + std::to_string(w));
}

}  // namespace

WeightView checked_weights(MPI_Comm comm, std::int64_t local_cells, const PartitionOptions& options) {
  std::int64_t global_cells = 0;
  MPI_Allreduce(&local_cells, &global_cells, 1, MPI_INT64_T, MPI_SUM, comm);
  mpi::run_agreed(comm, [&] {
    if (options.parts < 1)
      throw UsageError("the number of parts must be at least 1, not " + std::to_string(options.parts));
    if (!(options.imbalance_tolerance >= 0) || !std::isfinite(options.imbalance_tolerance))
      throw UsageError("the imbalance tolerance must be a finite value >= 0, not " +
                       std::to_string(options.imbalance_tolerance));
    if (options.parts > global_cells)
      throw InputError("cannot cut " + std::to_string(global_cells) + " cells into " + std::to_string(options.parts) +
                       " non-empty parts");
    check_local_weights(local_cells, options.weights);
  });
  const WeightView weights(local_cells, options.weights);
  const std::int64_t local_total = weights.total();
  std::int64_t total = 0;
  MPI_Allreduce(&local_total, &total, 1, MPI_INT64_T, MPI_SUM, comm);
  mpi::run_agreed(comm, [&] {
    if (total == 0) throw InputError("partition weights: every cell weighs 0");
  });
  return weights;
}

}  // namespace pcgns::split::graph
