#pragma once
// pcgns-split's command line: the options, and turning them into a library call.
#include <mpi.h>

#include <optional>
#include <string>
#include <vector>
#include "pcgns_tool/cli_fwd.hpp"

#include "pcgns/selection_options.hpp"
#include "pcgns_tool/common_options.hpp"

namespace pcgns::split_app {

struct SplitCli {
  tool::CommonOptions common;
  std::string stem;
  std::vector<std::string> inputs;
  int parts = 0;
  std::string method = "auto";
  std::optional<std::string> clean;  // --clean DIR
  double imbalance = 0.03;
  std::optional<std::string> weights;
  std::string renumber = "none";
  std::string interface = "auto";
  bool no_main = false;
  bool dry_run = false;
  std::optional<std::string> cgns_version;
  std::optional<int> expect_parts;
  SelectionOptions selection;  // --solutions, --fields, --latest, --time
};

void add_options(CLI::App& app, SplitCli& cli);
// Collective: expands the inputs, splits, prints the plan or summary and the JSON report.
int run(MPI_Comm comm, const SplitCli& cli);

}  // namespace pcgns::split_app
