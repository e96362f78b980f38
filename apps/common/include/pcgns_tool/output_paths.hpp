#pragma once
// Output destinations made ready before a tool starts its work: a run that would fail
// to write its output or its report must fail at once, not after the merge or split
// has been done for nothing.
#include <mpi.h>

#include <optional>
#include <string>

namespace pcgns::tool {

// Collective. Creates the missing parent directories of `path` like `mkdir -p` (mode
// from the umask), on rank 0 alone; every rank returns once they exist, or throws the
// same OutputError naming the part of the path that is not a directory or cannot be
// created.
void create_parent_directories(MPI_Comm comm, const std::string& path);

// Collective. For --json FILE (nothing to do for "-" or no --json): its parent
// directories created as above, then checked on rank 0, the rank that writes the
// report, that FILE can be created there. OutputError naming FILE otherwise. The
// report itself is still written at the end (pcgns_tool/json_output.hpp).
void prepare_json_destination(MPI_Comm comm, const std::optional<std::string>& destination);

}  // namespace pcgns::tool
