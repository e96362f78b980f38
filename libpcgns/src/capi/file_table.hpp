#pragma once
// The per-process table of files open through the C API, indexed by the `fn` handles
// the C calls take (1, 2, ... as the official library numbers them), and the settings
// of the files opened next.
#include <mpi.h>

#include <string>

#include "capi/open_file.hpp"
#include "pcgns/cgns_version.hpp"

namespace pcgns::capi {

struct OpenSettings {
  MPI_Comm comm = MPI_COMM_WORLD;
  CgnsVersion version{};
};

// The settings pcgns_mpi_comm and pcgns_set_cgns_version change.
OpenSettings& open_settings();

// Collective over the settings' communicator: opens `name` and returns its handle.
int open_file(const std::string& name);
// The open file `fn`; UsageError when no such file is open (never opened, or closed).
OpenFile& open_file(int fn);
// Collective: closes `fn` and forgets it, whatever the outcome.
void close_file(int fn);

}  // namespace pcgns::capi
