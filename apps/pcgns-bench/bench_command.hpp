#pragma once
// `pcgns-bench [options]`: the scenarios measured one after the other, a table each on
// standard output (rank 0), then the JSON and CSV reports.
#include <mpi.h>

#include "bench_options.hpp"

namespace pcgns::bench_app {

int run_bench(MPI_Comm comm, BenchOptions& options);

}  // namespace pcgns::bench_app
