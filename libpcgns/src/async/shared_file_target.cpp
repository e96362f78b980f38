#include "async/shared_file_target.hpp"

#include "pcgns/mpi/agreement.hpp"

namespace pcgns::async {

SharedFile::SharedFile(SharedFileTarget target)
    : comm_(target.comm),
      writer_(std::make_unique<ParallelWriter>(comm_.get(), std::move(target.file), std::move(target.options))) {}

SharedFile::~SharedFile() = default;

std::int64_t SharedFile::write(const WriteJob& job, const WriteHook& hook) {
  // A hook failing on one rank only must fail the field everywhere: skipping the
  // collective write on that rank alone would leave the others waiting in it.
  if (hook) mpi::run_agreed(comm_.get(), [&] { hook(job.field); });
  const std::int64_t before = writer_->bytes_written();
  // A bad request (unknown array, range outside it) on any rank makes flush() throw the
  // same error on every rank.
  writer_->write(job.field, job.first, job.count, job.values);
  writer_->flush();
  return writer_->bytes_written() - before;
}

}  // namespace pcgns::async
