#pragma once
// pcgns-bench generate: write file-per-process sample output the way a solver does.
#include <mpi.h>

#include <string>
#include "pcgns_tool/cli_fwd.hpp"

#include "pcgns/generate.hpp"
#include "pcgns_tool/common_options.hpp"

namespace pcgns::bench_app {

struct GenerateCli {
  generate::Options options;
  std::string cgns_version = "4.4";
  tool::CommonOptions common;
};

CLI::App* add_generate_command(CLI::App& app, GenerateCli& cli);
int run_generate(MPI_Comm comm, GenerateCli& cli);

}  // namespace pcgns::bench_app
