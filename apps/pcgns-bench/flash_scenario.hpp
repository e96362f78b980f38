#pragma once
// pcgns-bench --scenario flash: the three files of a FLASH-IO checkpoint (checkpoint,
// plot file at cell centres, plot file at corners), each measured like scenarios a-e.
#include <mpi.h>

#include <functional>
#include <string>
#include <vector>

#include "bench_options.hpp"
#include "flash_layout.hpp"
#include "measurement.hpp"
#include "run_done.hpp"

namespace pcgns::bench_app {

constexpr int kFlashFiles = 3;  // checkpoint, plot file at centres, plot file at corners

FlashGeometry flash_geometry(const BenchOptions& options, int ranks);

// Collective. `done(title, results)` is called after each file's figures, `run_done`
// after each run.
std::vector<Measurement> run_flash(MPI_Comm comm, const BenchOptions& options, const mpi::Hints& hints,
                                   const std::function<void(const std::string&, const std::vector<Measurement>&)>& done,
                                   const RunDone& run_done = {});

}  // namespace pcgns::bench_app
