#pragma once
// One scenario measured: every strategy written (and read back) once per repetition,
// the strategies alternating inside each repetition so that drift on a shared machine
// hits all of them alike. Each figure is the slowest rank's wall time.
#include <mpi.h>

#include <string>
#include <vector>

#include "bench_files.hpp"
#include "bench_options.hpp"
#include "measurement.hpp"
#include "run_done.hpp"

namespace pcgns::bench_app {

// Collective: the figures of scenario `scenario`, whose files `files` describes. A write
// is timed from the preparation of the rank's block (files.prepare_block()) to the
// close. InputError when a value read back differs from the one written. `run_done`
// after each strategy's repetition.
std::vector<Measurement> run_scenario(MPI_Comm comm, const BenchOptions& options, const std::string& scenario,
                                      BenchFiles& files, const mpi::Hints& hints, const RunDone& run_done = {});

// The strategies measured for a scenario: those asked for, or every one.
std::vector<std::string> strategies_for(const BenchOptions& options);

// The runs (RunDone calls) of all the scenarios of `options`, for progress.
std::int64_t planned_runs(const BenchOptions& options);

}  // namespace pcgns::bench_app
