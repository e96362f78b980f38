#include "capi/open_file.hpp"

#include <system_error>

#include "async/thread_mode.hpp"
#include "capi/parent_skeleton.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::capi {
namespace {

// FNV-1a: the same on every rank, unlike a seeded hash.
std::uint64_t fingerprint(const std::string& text) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

ParallelWriteOptions write_options(CgnsVersion version) {
  ParallelWriteOptions options;
  options.tree.version = version;
  options.overwrite = true;  // PCGNS_MODE_WRITE replaces a file, as the official library does
  return options;
}

// Whether the flush may run in a thread (MPI_THREAD_MULTIPLE); otherwise the async
// writer's rule speaks: rank 0 of `comm` says once per process that shared-file writes
// are synchronous.
bool background_allowed(MPI_Comm comm) {
  return async::shared_file_can_be_asynchronous(AsyncWriteOptions{}, WritePath::queue, comm);
}

}  // namespace

OpenFile::OpenFile(MPI_Comm comm, const std::string& name, CgnsVersion version)
    : comm_(comm), name_(name), version_(version) {
  writer_.emplace(comm, name, write_options(version));
}

Node& OpenFile::tree() { return writer_->tree(); }

void OpenFile::require_usable() const {
  if (failure_) throw UsageError("'" + name_ + "' failed earlier and is abandoned: " + *failure_);
}

void OpenFile::agree_before(const std::string& call) {
  std::uint64_t lowest = fingerprint(call), highest = lowest;
  MPI_Allreduce(MPI_IN_PLACE, &lowest, 1, MPI_UINT64_T, MPI_MIN, comm_);
  MPI_Allreduce(MPI_IN_PLACE, &highest, 1, MPI_UINT64_T, MPI_MAX, comm_);
  // Only now, when every rank is known to be in this call, may the join's collective run.
  finish_background();
  guarded([&] {
    mpi::run_agreed(comm_, [&] {
      require_usable();
      pending_.rethrow_pending();
      if (lowest != highest)
        throw UsageError("'" + name_ + "': a collective call differs between ranks (this rank: " + call + ")");
    });
  });
}

void OpenFile::run_define(const std::function<void()>& step) {
  mpi::run_agreed(comm_, [&] {
    if (committed_)
      throw UsageError("'" + name_ +
                       "': structure calls must come before the file's first pcgns_queue_flush, where its "
                       "skeleton is laid out");
    step();
  });
}

bool OpenFile::write_at_once(const std::string& path, std::int64_t first, std::int64_t count, const void* values) {
  if (!committed_ || background_.valid()) return false;
  for (const QueuedWrite& write : queued_) {
    if (write.path == path) return false;
  }
  return writer_->write_at_once(path, first, count, values);
}

void OpenFile::hand_over_queue() {
  if (!committed_) {
    add_requested_parents(comm_, tree(), parent_sections_);
    writer_->commit();
  }
  committed_ = true;
  for (const QueuedWrite& write : queued_) {
    if (write.lo.size() == 1)
      writer_->write(write.path, write.lo[0], write.hi[0] - write.lo[0] + 1, write.values.data());
    else writer_->write_box(write.path, write.lo, write.hi, write.values.data());
  }
  in_flight_ = std::exchange(queued_, {});
}

void OpenFile::flush_as(const std::string& call) {
  agree_before(call);
  guarded([&] {
    hand_over_queue();
    writer_->flush();
    in_flight_.clear();
  });
}

void OpenFile::iflush() {
  agree_before("iflush");
  guarded([&] {
    hand_over_queue();
    // Every rank decides alike (the same MPI library), so the write is collective either way.
    if (background_allowed(comm_)) {
      start_background();
      return;
    }
    writer_->flush();
    in_flight_.clear();
  });
}

void OpenFile::start_background() {
  try {
    background_ = std::async(std::launch::async, [this] { writer_->flush(); });
  } catch (const std::system_error&) {
    // No thread to be had on this rank: it writes now, taking its part in the collective
    // write, but keeps the outcome in a future like the others, so that every rank joins
    // (and agrees) at the same later call.
    std::packaged_task<void()> write([this] { writer_->flush(); });
    background_ = write.get_future();
    write();
  }
}

void OpenFile::wait() { agree_before("wait"); }

void OpenFile::finish_background() {
  if (!background_.valid()) return;
  guarded([&] {
    std::exception_ptr error;
    try {
      background_.get();
    } catch (...) {
      error = std::current_exception();
    }
    in_flight_.clear();
    mpi::agree_on_error(comm_, error);
  });
}

void OpenFile::close() {
  try {
    require_usable();
    flush_as("close");
    guarded([&] { writer_->close(); });
  } catch (...) {
    if (background_.valid()) background_.wait();  // the thread may still use the writer
    writer_.reset();                              // removes the temporary file: nothing under the final name
    throw;
  }
}

}  // namespace pcgns::capi
