#include "async/shared_file_target.hpp"

#include "pcgns/collective.hpp"

namespace pcgns::async {

SharedFile::SharedFile(SharedFileTarget target) {
  MPI_Comm_dup(target.comm, &comm_);
  try {
    writer_ = std::make_unique<ParallelWriter>(comm_, std::move(target.file), std::move(target.options));
  } catch (...) {
    MPI_Comm_free(&comm_);  // the destructor does not run for a failed constructor
    throw;
  }
}

SharedFile::~SharedFile() {
  writer_.reset();  // removes the temporary file unless closed; uses comm_
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Comm_free(&comm_);
}

std::int64_t SharedFile::write(const WriteJob& job, const WriteHook& hook) {
  // A hook failing on one rank only must fail the field everywhere: skipping the
  // collective write on that rank alone would leave the others waiting in it.
  if (hook) run_agreed(comm_, [&] { hook(job.field); });
  const std::int64_t before = writer_->bytes_written();
  // A bad request (unknown array, range outside it) on any rank makes flush() throw the
  // same error on every rank.
  writer_->write(job.field, job.first, job.count, job.values);
  writer_->flush();
  return writer_->bytes_written() - before;
}

}  // namespace pcgns::async
