#pragma once
// pcgns-bench's benchmark options (the `generate` subcommand has its own), and the
// checks that refuse a bad set of them before anything is written.
#include <mpi.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>
#include "pcgns_tool/cli_fwd.hpp"

#include "pcgns_tool/common_options.hpp"
#include "pipeline_scenario.hpp"

namespace pcgns::bench_app {

// The pCGNS scenarios a-e (see io_layout.hpp), `flash` (flash_layout.hpp), then
// `pipeline` (pipeline_scenario.hpp).
const std::vector<std::string>& known_scenarios();
// Every write strategy, in the order of the tables ("none" is the empty strategy).
const std::vector<std::string>& known_strategies();

struct BenchOptions {
  std::vector<std::string> scenarios{"b"};
  std::vector<std::string> strategies;  // empty: every one that applies
  double size_mib = 64;                 // each double array of the file, all ranks together
  int zones_per_rank = 8;               // c, e
  int ranks_per_zone = 2;               // d, e
  int zones = 8;                        // a
  int flash_cells = 8;                  // flash: cells along each block edge
  std::int64_t flash_blocks = 0;        // flash: blocks per rank (0: FLASH-IO's default)
  int reps = 5;
  bool read = true;
  bool drop_cache = false;
  bool verify = true;
  bool keep = false;
  std::filesystem::path dir = ".";
  std::optional<std::string> csv;
  PipelineOptions pipeline;  // its own options; the shared ones are copied in at run time
  tool::CommonOptions common;
};

void add_bench_options(CLI::App& app, BenchOptions& options);

// Collective. Expands `all` and the default strategies, then refuses (UsageError, the
// same on every rank) an unknown scenario or strategy, ranks-per-zone not dividing the
// ranks, buffers that do not fit in this node's available memory or files that do not
// fit on the file system of --dir; MissingInputError when --dir is absent, OutputError
// when it is not writable.
void check_bench_options(MPI_Comm comm, BenchOptions& options);

}  // namespace pcgns::bench_app
