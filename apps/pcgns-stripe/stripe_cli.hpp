#pragma once
// pcgns-stripe's command line and its body: inputs -> rules -> one output format.
#include <mpi.h>

#include <optional>
#include <string>
#include "pcgns_tool/cli_fwd.hpp"

namespace pcgns::stripe_app {

struct StripeCli {
  std::string path = ".";
  std::optional<std::string> fs;
  std::optional<int> osts;
  std::optional<std::string> size;
  std::optional<std::string> file;
  std::optional<std::string> bench;
  std::optional<int> ranks;
  std::optional<int> nodes;
  std::string pattern = "shared";
  std::optional<std::string> request_size;
  std::optional<std::string> mpi;
  std::string format = "text";
  bool apply = false;
  bool quiet = false;
  std::optional<std::string> json;
};

void add_options(CLI::App& app, StripeCli& cli);
int run(MPI_Comm comm, const StripeCli& cli);

}  // namespace pcgns::stripe_app
