// Opening, flushing and closing files, the settings of the next open, and the last
// error's message.
#include <mpi.h>

#include <string>

#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

void require_mpi() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (!initialized || finalized) throw UsageError("MPI is not initialized (call MPI_Init first)");
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_mpi_comm(MPI_Comm comm) {
  return c_call("pcgns_mpi_comm", [&] {
    require_mpi();
    if (comm == MPI_COMM_NULL) throw UsageError("the communicator is MPI_COMM_NULL");
    open_settings().comm = comm;
  });
}

int pcgns_mpi_comm_f(MPI_Fint comm) {
  return c_call("pcgns_mpi_comm_f", [&] {
    require_mpi();  // MPI_Comm_f2c needs MPI initialised too
    const MPI_Comm converted = MPI_Comm_f2c(comm);
    if (converted == MPI_COMM_NULL) throw UsageError("the Fortran communicator is MPI_COMM_NULL");
    open_settings().comm = converted;
  });
}

int pcgns_set_cgns_version(float version) {
  return c_call("pcgns_set_cgns_version", [&] {
    const CgnsVersion parsed = CgnsVersion::from_float(version);
    if (parsed.major() < 3 || parsed.code > kDefaultCgnsVersion)
      throw UsageError("CGNS version " + parsed.to_string() + " is not between 3.0 and " +
                       CgnsVersion{kDefaultCgnsVersion}.to_string());
    open_settings().version = parsed;
  });
}

int pcgns_open(const char* filename, int mode, int* fn) {
  return c_call("pcgns_open", [&] {
    require_mpi();
    if (filename == nullptr || *filename == '\0') throw UsageError("the file name is NULL or empty");
    if (fn == nullptr) throw UsageError(std::string("'") + filename + "': the result pointer fn is NULL");
    if (mode == PCGNS_MODE_READ) *fn = open_for_reading(std::string(filename));
    else if (mode == PCGNS_MODE_WRITE) *fn = open_file(std::string(filename));
    else
      throw UsageError(std::string("'") + filename + "': mode " + std::to_string(mode) +
                       " is not supported (PCGNS_MODE_READ or PCGNS_MODE_WRITE)");
  });
}

int pcgns_close(int fn) {
  return c_call("pcgns_close", [&] { close_file(fn); });
}

int pcgns_queue_flush(int fn) {
  return c_call("pcgns_queue_flush", [&] { open_file(fn).flush(); });
}

int pcgns_queue_iflush(int fn) {
  return c_call("pcgns_queue_iflush", [&] { open_file(fn).iflush(); });
}

int pcgns_queue_wait(int fn) {
  return c_call("pcgns_queue_wait", [&] { open_file(fn).wait(); });
}

const char* pcgns_get_error(void) { return last_error(); }

}  // extern "C"
}  // namespace pcgns::capi
