#pragma once
// Whether a writer may run its thread. The file-per-process thread makes no MPI or
// HDF5 call, so it always may. The shared-file thread issues collective MPI calls while
// the caller's thread may make its own: that is only legal at MPI_THREAD_MULTIPLE, and
// the plain HDF5 write paths would call HDF5 from two threads, which a parallel
// (non thread-safe) HDF5 build forbids. Otherwise the writer falls back to synchronous
// writes and says so.
#include <mpi.h>

#include "pcgns/async_writer.hpp"

namespace pcgns::async {

// MPI_Query_thread's level, or `options.thread_level` when set (tests inject it).
int mpi_thread_level(const AsyncWriteOptions& options);

// Decides for the shared file; warns through options.on_warning (every rank) or, when
// unset, on stderr from rank 0 of `comm` once per process. Local.
bool shared_file_can_be_asynchronous(const AsyncWriteOptions& options, WritePath path, MPI_Comm comm);

}  // namespace pcgns::async
