#pragma once
// pcgns-merge's command line: the options, and turning them into a library call.
#include <mpi.h>

#include <optional>
#include <string>
#include <vector>
#include "pcgns_tool/cli_fwd.hpp"

#include "pcgns/selection_options.hpp"
#include "pcgns_tool/common_options.hpp"

namespace pcgns::merge_app {

struct MergeCli {
  tool::CommonOptions common;
  std::string output;
  std::vector<std::string> inputs;
  bool dry_run = false;
  bool link = false;
  bool new_times = false;
  bool verify = false;
  bool check_inputs = false;
  SelectionOptions selection;  // --solutions, --fields, --latest, --time
  std::optional<std::string> cgns_version;
  std::optional<int> expect_parts;
  std::string write_path = "queue";
  std::int64_t round_mib = 64;
  std::optional<std::string> clean;  // --clean DIR
};

void add_options(CLI::App& app, MergeCli& cli);
// Collective: expands the inputs, merges, prints the summary and the JSON report.
int run(MPI_Comm comm, const MergeCli& cli);

}  // namespace pcgns::merge_app
