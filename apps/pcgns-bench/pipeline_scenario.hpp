#pragma once
// pcgns-bench's `pipeline` scenario: a solver's time-step loop with emulated compute,
// writing a snapshot every `interval` steps through the asynchronous pipeline writer.
// Three schedules are timed side by side against the loop without output:
//   sync       every field written synchronously at the end of a snapshot step;
//   async-end  every field handed to the writer (iwrite) at the end of the step,
//              iwait before the field's first update in the next step;
//   pipeline   iwrite right after a field's last update in the step, iwait before its
//              first update in the next step.
// The share of write time hidden is 1 - (T_schedule - T_compute) / (T_sync - T_compute).
#include <mpi.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iosfwd>
#include <vector>

#include "measurement.hpp"
#include "pcgns/mpi_hints.hpp"

namespace pcgns::bench_app {

struct PipelineOptions {
  // Shared with the other scenarios (set by pcgns-bench's own options).
  double size_mib = 16;  // each of the 7 double fields (and half of it for the int one)
  int reps = 5;
  std::filesystem::path dir = ".";
  Hints hints;
  bool verify = true;
  bool keep = false;
  // The pipeline's own options (add_pipeline_options).
  int steps = 6;      // time steps per repetition
  int interval = 1;   // a snapshot every `interval` steps
  // Emulated compute per field segment, in ms. When unset (<= 0) it is calibrated from
  // the measured synchronous write time: each ratio r in compute_ratios gives a run where
  // a step's compute is r x the snapshot's write time.
  double compute_ms = 0;
  std::vector<double> compute_ratios{1.0, 0.5};
};

// Adds --steps, --interval, --compute-ms and --compute-ratio to `app`.
void add_pipeline_options(CLI::App& app, PipelineOptions& options);

// Collective over `comm`. One Measurement per (compute setting, target, schedule); the
// hidden share and the compute and write times are in each Measurement's `extra`.
std::vector<Measurement> run_pipeline(MPI_Comm comm, const PipelineOptions& options);

// The pipeline's own table (rank 0 calls it): per compute setting and target, the loop
// time of each schedule and the share of write time hidden.
void print_pipeline_table(std::ostream& out, const std::vector<Measurement>& results);

}  // namespace pcgns::bench_app
