#include "async/thread_mode.hpp"

#include <atomic>
#include <cstdio>
#include <string>

namespace pcgns::async {
namespace {

void warn(const AsyncWriteOptions& options, MPI_Comm comm, const std::string& message) {
  if (options.on_warning) {
    options.on_warning(message);
    return;
  }
  // The library has no logger; rank 0 alone speaks so that P ranks do not print P
  // copies, and once per process so that a writer per snapshot does not repeat it.
  static std::atomic<bool> warned{false};
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  if (rank == 0 && !warned.exchange(true)) std::fprintf(stderr, "pcgns: warning: %s\n", message.c_str());
}

}  // namespace

int mpi_thread_level(const AsyncWriteOptions& options) {
  if (options.thread_level) return *options.thread_level;
  int provided = MPI_THREAD_SINGLE;
  MPI_Query_thread(&provided);
  return provided;
}

bool shared_file_can_be_asynchronous(const AsyncWriteOptions& options, WritePath path, MPI_Comm comm) {
  if (options.synchronous) return false;  // asked for: no warning
  if (path != WritePath::queue) {
    warn(options, comm,
         "asynchronous writes to a shared file need the queue write path (HDF5 is not "
         "thread-safe); writing synchronously");
    return false;
  }
  if (mpi_thread_level(options) < MPI_THREAD_MULTIPLE) {
    warn(options, comm,
         "the MPI library does not provide MPI_THREAD_MULTIPLE (call MPI_Init_thread "
         "asking for it); shared-file writes are synchronous");
    return false;
  }
  return true;
}

}  // namespace pcgns::async
