#pragma once
// Input checks shared by the partitioners, agreed over the ranks, and the conversions
// to the partitioners' integer types.
#include <mpi.h>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::split::graph {

// Collective. Checks `options` for `local_cells` cells here (see cell_partition.hpp);
// every rank throws the same error. Returns the weight of each local cell (1 each when
// none are given), a view of options.weights: `options` must outlive it.
WeightView checked_weights(MPI_Comm comm, std::int64_t local_cells, const PartitionOptions& options);

// `value` as the partitioner's integer type T; InputError naming `what` if it does not fit.
template <class T>
T narrow_to(std::int64_t value, const char* what, const char* type_name) {
  if (value < static_cast<std::int64_t>(std::numeric_limits<T>::min()) ||
      value > static_cast<std::int64_t>(std::numeric_limits<T>::max()))
    throw InputError(std::string(what) + " " + std::to_string(value) + " does not fit " + type_name + " (" +
                     std::to_string(sizeof(T) * 8) + "-bit)");
  return static_cast<T>(value);
}

// Collective. The global sizes a partitioner accumulates in its integer type T (cells,
// adjacency entries, total weight) must fit it; every rank throws the same InputError.
template <class T>
void check_totals_fit(MPI_Comm comm, const DistributedGraph& graph, const WeightView& weights, const char* type_name) {
  const std::int64_t local[2] = {static_cast<std::int64_t>(graph.adjncy.size()), weights.total()};
  std::int64_t global[2] = {0, 0};
  MPI_Allreduce(local, global, 2, MPI_INT64_T, MPI_SUM, comm);
  mpi::run_agreed(comm, [&] {
    narrow_to<T>(graph.global_cells(), "the cell count", type_name);
    narrow_to<T>(global[0], "the graph's adjacency size", type_name);
    narrow_to<T>(global[1], "the total cell weight", type_name);
  });
}

}  // namespace pcgns::split::graph
