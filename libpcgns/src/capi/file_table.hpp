#pragma once
// The per-process table of files open through the C API, indexed by the `fn` handles
// the C calls take (1, 2, ... as the official library numbers them), and the settings
// of the files opened next. A file is open for writing (OpenFile) or for reading
// (ReadFile); the inquiry calls (pcgns_nbases, pcgns_zone_read, ...) see either's tree.
#include <mpi.h>

#include <string>

#include "capi/error_boundary.hpp"
#include "capi/open_file.hpp"
#include "capi/read_file.hpp"
#include "pcgns/cgns_version.hpp"

namespace pcgns::capi {

struct OpenSettings {
  MPI_Comm comm = MPI_COMM_WORLD;
  CgnsVersion version{};
};

// The settings pcgns_mpi_comm and pcgns_set_cgns_version change.
OpenSettings& open_settings();

// Collective over the settings' communicator: opens `name` for writing and returns its handle.
int open_file(const std::string& name);
// Collective over the settings' communicator: opens `name` for reading and returns its handle.
int open_for_reading(const std::string& name);
// The file `fn` open for writing; UsageError when no such file is open (never opened,
// or closed) or when it is open for reading.
OpenFile& open_file(int fn);
// The file `fn` open for reading; UsageError otherwise.
ReadFile& reading_file(int fn);

// Runs reading call `call` (its body takes the ReadFile) on file fn, open for reading,
// under the C API's error boundary; a failure is remembered for close.
template <class Fn>
int reading(const char* call, int fn, Fn&& body) {
  return c_call(call, [&] {
    ReadFile& file = reading_file(fn);
    file.local([&] { body(file); });
  });
}

// The goto calls make `fn` the file that pcgns_array_write and pcgns_descriptor_write write
// into (the official library has one goto position per process, not per file).
void set_positioned_file(int fn);
// The file of the last goto call; UsageError when none was made or its file is closed.
OpenFile& positioned_file();

// The tree of file `fn` (open in either mode), for the inquiry calls, and its name.
struct InquiredTree {
  Node& tree;
  const std::string& name;
  ReadFile* reading;  // the file when open for reading, else nullptr
};
InquiredTree inquired_tree(int fn);
// Collective: closes `fn` and forgets it, whatever the outcome.
void close_file(int fn);

}  // namespace pcgns::capi
