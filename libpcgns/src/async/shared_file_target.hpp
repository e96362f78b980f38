#pragma once
// The shared-file target: ParallelWriter on a communicator of the writer's own. Each
// job is one write() + flush(), i.e. one collective MPI-IO call, issued by the writer
// thread while the caller's thread may use its own communicators: hence the duplicate
// (collectives of two threads must never share a communicator) and the need for
// MPI_THREAD_MULTIPLE. Every rank hands over the same fields in the same order, so the
// threads of all ranks meet in the same collectives.
#include <mpi.h>

#include <memory>

#include "async/write_target.hpp"
#include "pcgns/async_writer.hpp"
#include "pcgns/mpi/unique_comm.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::async {

class SharedFile final : public WriteTarget {
 public:
  // Collective over target.comm.
  explicit SharedFile(SharedFileTarget target);
  ~SharedFile() override;

  Node& tree() override { return writer_->tree(); }
  void commit() override { writer_->commit(); }
  std::int64_t write(const WriteJob& job, const WriteHook& hook) override;
  void close() override { writer_->close(); }

 private:
  // The writer thread's; ParallelWriter dups it again. Declared before writer_, so the
  // writer (which removes its temporary file unless closed) goes first.
  mpi::UniqueComm comm_;
  std::unique_ptr<ParallelWriter> writer_;
};

}  // namespace pcgns::async
