#pragma once
// pcgns-bench's `pipeline` scenario: a solver's time-step loop with emulated compute,
// writing a snapshot every `interval` steps through the asynchronous pipeline writer.
// Each rank updates seven fields in turn every step (one compute segment each). Four
// schedules are timed side by side, alternating inside each repetition:
//   compute    the loop without output;
//   sync       every field written (synchronously) at the end of a snapshot step;
//   async-end  every field handed to the writer (iwrite) at the end of the step, and
//              waited for (iwait) just before its first update of the next step;
//   pipeline   iwrite right after the field's last update in the step, iwait before its
//              first update in the next one.
// for each target: `shared` (one file written by all ranks, SharedFileTarget) and `fpp`
// (a file per rank). A run writes one file (per rank for fpp) holding one
// FlowSolution_t per snapshot, all defined up front; the time measured is the loop
// (with the final wait_all), while creating the file and closing it (fsync, rename) are
// reported apart, since no schedule can hide them.
// Hidden share = 1 - (T_schedule - T_compute) / (T_sync - T_compute); the ratio the runs
// really had, T_compute / (T_sync - T_compute), is reported beside it ("c/w"), since the
// calibration's write time and the one measured in the runs may differ.
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <vector>
#include "pcgns_tool/cli_fwd.hpp"

#include "measurement.hpp"
#include "pcgns/mpi/hints.hpp"
#include "run_done.hpp"

namespace pcgns::bench_app {

struct PipelineOptions {
  // Shared with the other scenarios (set from pcgns-bench's own options).
  double size_mib = 16;  // each of the seven fields, all ranks together
  int reps = 5;
  std::filesystem::path dir = ".";
  mpi::Hints hints;
  bool verify = true;
  bool keep = false;
  // The pipeline's own options (add_pipeline_options).
  int steps = 6;     // time steps per run
  int interval = 1;  // a snapshot every `interval` steps
  // Emulated compute per field segment, in ms. When not given (<= 0) it is calibrated
  // from the measured synchronous write time: for each r in compute_ratios, a run where
  // the compute between two snapshots is r x one snapshot's write time.
  double compute_ms = 0;
  std::vector<double> compute_ratios{1.0, 0.5};
};

// Adds --steps, --interval, --compute-ms and --compute-ratio to `app`.
void add_pipeline_options(CLI::App& app, PipelineOptions& options);

// Collective over `comm`. One Measurement per (compute setting, target, schedule); the
// hidden share, the compute and write times are in each Measurement's `extra`.
// `run_done` after each schedule's run.
std::vector<Measurement> run_pipeline(MPI_Comm comm, const PipelineOptions& options, const RunDone& run_done = {});

// The runs of run_pipeline with `reps` repetitions, for progress.
std::int64_t pipeline_runs(const PipelineOptions& options, int reps);

// The pipeline's own table (rank 0 calls it): per compute setting and target, the loop
// time of each schedule, the write time and the share of it hidden.
void print_pipeline_table(std::ostream& out, const std::vector<Measurement>& results);

}  // namespace pcgns::bench_app
