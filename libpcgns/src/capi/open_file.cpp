#include "capi/open_file.hpp"

#include <system_error>

#include "async/thread_mode.hpp"
#include "capi/fnv1a.hpp"
#include "capi/parent_skeleton.hpp"
#include "capi/sampled_fingerprint.hpp"
#include "io/box_runs.hpp"
#include "io/write_mode.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::capi {
namespace {

std::uint64_t fingerprint(const std::string& text) {
  std::uint64_t hash = kFnvOffsetBasis;
  for (const char c : text) hash = fnv1a(hash, static_cast<unsigned char>(c));
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
  child_index_.emplace(writer_->tree());
}

Node& OpenFile::tree() { return writer_->tree(); }
const Node& OpenFile::tree() const { return writer_->tree(); }

void OpenFile::require_usable() const {
  if (failure_) throw UsageError("'" + name_ + "' failed earlier and is abandoned: " + *failure_);
}

void OpenFile::agree_before(const std::string& call) {
  // The lowest and the highest fingerprint in one reduction: the highest is the
  // complement of the lowest complement.
  const std::uint64_t mine = fingerprint(call);
  std::uint64_t least[2] = {mine, ~mine};
  MPI_Allreduce(MPI_IN_PLACE, least, 2, MPI_UINT64_T, MPI_MIN, comm_);
  const std::uint64_t lowest = least[0], highest = ~least[1];
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

void OpenFile::define_agreed(const std::string& call, const std::function<void()>& step) {
  if (background_.valid()) {  // joining the write in flight is collective: the careful order
    agree_before(call);
    run_define(step);
    return;
  }
  // The errors agree_before would raise (an abandoned file, a failed data call) come
  // before a differing call, which comes before the step's own error, as in that order.
  std::exception_ptr check_error, step_error;
  try {
    require_usable();
    pending_.rethrow_pending();
  } catch (...) {
    check_error = std::current_exception();
  }
  if (!check_error) {
    try {
      run_define_step(step);
    } catch (...) {
      step_error = std::current_exception();
    }
  }
  int size = 1, rank = 0;
  MPI_Comm_size(comm_, &size);
  MPI_Comm_rank(comm_, &rank);
  const std::uint64_t mine = fingerprint(call);
  std::uint64_t least[4] = {mine, ~mine, static_cast<std::uint64_t>(check_error ? rank : size),
                            static_cast<std::uint64_t>(step_error ? rank : size)};
  MPI_Allreduce(MPI_IN_PLACE, least, 4, MPI_UINT64_T, MPI_MIN, comm_);
  const bool differs = least[0] != ~least[1];
  if (differs) {
    // Every rank fails (rank 0 first): its own check's error, or the difference.
    if (!check_error)
      check_error = std::make_exception_ptr(
          UsageError("'" + name_ + "': a collective call differs between ranks (this rank: " + call + ")"));
    mpi::throw_failure_of(comm_, 0, check_error);
  }
  if (least[2] != static_cast<std::uint64_t>(size))
    mpi::throw_failure_of(comm_, static_cast<int>(least[2]), check_error);
  if (least[3] != static_cast<std::uint64_t>(size))
    mpi::throw_failure_of(comm_, static_cast<int>(least[3]), step_error);
}

void OpenFile::run_define_step(const std::function<void()>& step) {
  if (committed_)
    throw UsageError("'" + name_ +
                     "': structure calls must come before the file's first pcgns_queue_flush, where its "
                     "skeleton is laid out");
  step();
}

void OpenFile::run_define(const std::function<void()>& step) {
  mpi::run_agreed(comm_, [&] { run_define_step(step); });
}

// From this size on a write goes out on its own, from its values, rather than through the
// coalesced write: the flush would write a piece this large on its own anyway
// (io::kIndependentPieceBytes), so there is nothing to coalesce, and a data call's values
// need no copy.
constexpr std::size_t kAtOnceBytes = io::kIndependentPieceBytes;

std::optional<std::pair<std::int64_t, std::int64_t>> OpenFile::large_run(const QueuedWrite& write, std::size_t bytes) {
  if (bytes < kAtOnceBytes) return std::nullopt;
  if (write.lo.size() == 1) return std::pair{write.lo[0], write.hi[0] - write.lo[0] + 1};
  const Node* array = find_node(tree(), write.path);
  if (array == nullptr) return std::nullopt;
  const auto runs = io::box_runs(array->dims, io::Box{write.lo, write.hi});
  if (runs.size() != 1) return std::nullopt;
  return std::pair{runs.front().first, runs.front().count};
}

bool OpenFile::write_at_once(const QueuedWrite& write, const void* values, std::size_t bytes) {
  // Small values are queued: no need to look through the queue for them.
  if (!committed_ || overlapping_ || background_.valid() || bytes < kAtOnceBytes) return false;
  for (const QueuedWrite& queued : queued_) {
    if (queued.path == write.path) return false;
  }
  const auto run = large_run(write, bytes);
  return run && writer_->write_at_once(write.path, run->first, run->second, values);
}

std::vector<LargeRun> OpenFile::hand_over_queue() {
  if (!committed_) {
    add_requested_parents(comm_, tree(), parent_sections_);
    writer_->commit();
  }
  committed_ = true;
  in_flight_ = std::exchange(queued_, {});  // moved, the values stay where they are
  std::set<std::string> coalesced;          // arrays with a write in the coalesced one
  std::vector<LargeRun> large;
  for (const QueuedWrite& write : in_flight_) {
    if (!coalesced.contains(write.path)) {
      if (const auto run = large_run(write, write.bytes())) {
        large.push_back({&write, run->first, run->second});
        continue;
      }
    }
    coalesced.insert(write.path);
    if (write.lo.size() == 1) writer_->write(write.path, write.lo[0], write.hi[0] - write.lo[0] + 1, write.data());
    else writer_->write_box(write.path, write.lo, write.hi, write.data());
  }
  return large;
}

void OpenFile::write_handed_over(const std::vector<LargeRun>& large) {
  for (const LargeRun& run : large) {
    // The C API's writer takes the queue path, where every write can go at once.
    if (!writer_->write_at_once(run.write->path, run.first, run.count, run.write->data()))
      throw InternalError("C API: '" + name_ + "': no write at once on this write path");
  }
  writer_->flush();
  require_borrowed_unchanged();  // local, after the collective write: its caller agrees
}

bool OpenFile::borrows(std::size_t bytes) const { return overlapping_ && bytes >= kAtOnceBytes; }

void OpenFile::require_borrowed_unchanged() const {
  for (const QueuedWrite& write : in_flight_) {
    const BorrowedValues& borrowed = write.borrowed;
    if (borrowed.data != nullptr && sampled_fingerprint(borrowed.data, borrowed.bytes) != borrowed.fingerprint)
      throw UsageError("'" + name_ + "': node '" + write.path +
                       "': the buffer given to its data call changed before the write that takes it ended "
                       "(after pcgns_queue_iflush, a data call's buffer must stay unchanged until the flush "
                       "that writes it has ended: pcgns_queue_wait, pcgns_queue_flush or pcgns_close)");
  }
}

void OpenFile::write_now(const std::vector<LargeRun>& large) {
  // Only an overlapping file holds borrowed buffers, whose check fails on one rank alone;
  // every rank overlaps alike (iflush is collective), so the agreement is collective too.
  if (overlapping_) mpi::run_agreed(comm_, [&] { write_handed_over(large); });
  else write_handed_over(large);
  end_in_flight();
}

void OpenFile::end_in_flight() { in_flight_.clear(); }

void OpenFile::flush_as(const std::string& call) {
  agree_before(call);
  guarded([&] { write_now(hand_over_queue()); });
}

void OpenFile::iflush() {
  agree_before("iflush");
  overlapping_ = true;
  guarded([&] {
    auto large = hand_over_queue();  // the thread writes it all, so that the caller goes on at once
    // Every rank decides alike (the same MPI library), so the write is collective either way.
    if (background_allowed(comm_)) {
      start_background(std::move(large));
      return;
    }
    write_now(large);
  });
}

void OpenFile::start_background(std::vector<LargeRun> large) {
  try {
    // Its outcome (the borrowed buffers' check included) is agreed by finish_background.
    background_ = std::async(std::launch::async, [this, large] { write_handed_over(large); });
  } catch (const std::system_error&) {
    // No thread to be had on this rank: it writes now, taking its part in the collective
    // write, but keeps the outcome in a future like the others, so that every rank joins
    // (and agrees) at the same later call.
    std::packaged_task<void()> write([this, &large] { write_handed_over(large); });
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
      // Checked again once the caller is here: a buffer changed after the background write
      // had checked it, but before this call, broke the contract all the same. Caught
      // whatever the timing, the same program fails the same way on every run.
      require_borrowed_unchanged();
    } catch (...) {
      error = std::current_exception();
    }
    end_in_flight();
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
