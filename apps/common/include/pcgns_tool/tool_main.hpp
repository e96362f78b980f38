#pragma once
// The main() of every pcgns tool: MPI start-up, option parsing with CLI11 (rank 0
// alone prints help and usage errors), the tool's body, and the mapping of pcgns
// errors to the documented exit codes.
//
// A failing rank waits a short grace period for the others to agree on the failure
// (errors of collective steps are thrown on every rank). If they do not all arrive --
// the error happened on this rank alone while others wait in a collective call -- it
// prints its error with its rank and aborts the job, so no rank is ever left hanging.
#include <mpi.h>

#include <functional>
#include <string>
#include "pcgns_tool/cli_fwd.hpp"

namespace pcgns::tool {

struct ToolSpec {
  std::string name;         // "pcgns-merge"
  std::string description;  // one line for --help
  std::string footer;       // examples and exit codes for --help
  std::function<void(CLI::App&)> add_options;
  std::function<int(MPI_Comm)> run;  // returns the exit code on success (normally 0)
  // PT-Scotch's distributed partitioner calls MPI from its own threads.
  bool thread_multiple = false;
  // Freed memory kept for reuse from the start (pcgns/heap_policy.hpp): right for a tool
  // that moves one array after another through buffers of the same sizes (pcgns-merge);
  // pcgns-split, whose graph partitioners leave a high-water mark the rest should not
  // sit on, turns it on itself when that is behind it.
  bool keep_freed_memory = true;
};

int run_tool(int argc, char** argv, const ToolSpec& spec);

// "pcgns-merge 0.1.0 (HDF5 1.10.8, Open MPI v4.1.4)"
std::string version_line(const std::string& tool);
std::string hdf5_version();  // "1.10.8", the library in use
std::string mpi_library();   // "Open MPI v4.1.4"

// The exit-code table printed in every tool's --help.
const char* exit_code_help();

}  // namespace pcgns::tool
