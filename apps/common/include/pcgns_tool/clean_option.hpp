#pragma once
// --clean DIR: removes the temporaries that killed runs left in DIR (their process, on
// this host, no longer exists: pcgns/sys/stale_temporaries.hpp) and says what it removed.
// A run killed by SIGKILL cannot remove its own; the next run to the same output does,
// and --clean does it for a whole directory.
#include <mpi.h>

#include <optional>
#include <string>
#include <vector>
#include "pcgns_tool/cli_fwd.hpp"

namespace pcgns::tool {

// Adds --clean; the options in `needed` stay required unless --clean is given.
void add_clean_option(CLI::App& app, std::optional<std::string>& directory, std::vector<CLI::Option*> needed);

// Collective; rank 0 removes and lists what it removed on standard output. Exit code.
int run_clean(MPI_Comm comm, const std::string& tool, const std::string& directory, bool quiet);

}  // namespace pcgns::tool
