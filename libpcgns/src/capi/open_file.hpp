#pragma once
// One file opened through the C API: a ParallelWriter whose tree the structure calls
// build and whose queue the data calls fill.
//
// The skeleton is laid out once, at the first flush (or close), so the structure calls
// come first; data calls before that are kept (copied) until then. Once the solver
// overlaps its writes (iflush), large data calls keep a reference to its buffer instead,
// checked after the write for changes (sampled_fingerprint.hpp). The file fails as a
// whole: after an error every rank of the file gets the same error from every later
// call, and close leaves nothing under the file's name.
//
// iflush() lays out the skeleton (if not yet done) and starts the collective write of
// everything queued in a thread of its own, so the caller computes meanwhile; data calls
// go on queueing for the next flush. wait() ends that write. The thread makes MPI calls
// (on the writer's private communicator) while the caller may make its own: that needs
// MPI_THREAD_MULTIPLE, and without it iflush() writes before returning (with a warning,
// once). Every later collective call first ends a write still in flight.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <future>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "capi/child_index.hpp"
#include "io/deferred_failure.hpp"
#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::capi {

// The caller's buffer of a data call, kept by reference until the write that takes it
// has ended, with the fingerprint its values had when the call was made.
struct BorrowedValues {
  const std::byte* data = nullptr;
  std::size_t bytes = 0;
  std::uint64_t fingerprint = 0;
};

// Values of one data call, in the array's own type, waiting for the flush: a copy, or
// the caller's buffer (borrowed.data not null).
struct QueuedWrite {
  std::string path;
  Dims lo, hi;  // 0-based inclusive; one entry each for a flat range
  std::vector<std::byte> values;
  BorrowedValues borrowed;

  const std::byte* data() const { return borrowed.data != nullptr ? borrowed.data : values.data(); }
  std::size_t bytes() const { return borrowed.data != nullptr ? borrowed.bytes : values.size(); }
};

// A queued write large and contiguous enough to be written on its own, from its queued
// values, rather than through the coalesced write.
struct LargeRun {
  const QueuedWrite* write = nullptr;
  std::int64_t first = 0;  // flat range of the array
  std::int64_t count = 0;
};

class OpenFile {
 public:
  // Collective over `comm`.
  OpenFile(MPI_Comm comm, const std::string& name, CgnsVersion version);

  const std::string& name() const { return name_; }
  CgnsVersion version() const { return version_; }

  // Collective. Agrees that every rank made the same call (`call` spells its arguments),
  // that no rank has a failed data call pending, then runs `define` on the tree and agrees
  // on its outcome. Throws (the same error on every rank) otherwise.
  template <class Fn>
  void define(const std::string& call, Fn&& define_step) {
    guarded([&] { define_agreed(call, [&] { define_step(tree()); }); });
  }

  // The tree, for the lookups of data calls (which must not change it).
  Node& tree();
  const Node& tree() const;

  // Local (data calls). Runs `step` after checking the file has not failed; a failure is
  // thrown here, on this rank, and again by the next collective call, on every rank.
  template <class Fn>
  void local(Fn&& step) {
    require_usable();
    pending_.remember(step);
  }
  // Local. Keeps `write` for the next flush.
  void queue(QueuedWrite write) { queued_.push_back(std::move(write)); }
  // Local: whether a data call of `bytes` keeps a reference to the caller's buffer rather
  // than a copy. Once the solver overlaps its writes (it has called pcgns_queue_iflush),
  // a large one does: its buffer stays unchanged until the write that takes it has ended,
  // as pcgns.h asks, so that the write costs the solver no pass over its values.
  bool borrows(std::size_t bytes) const;
  // Local. Writes `write`'s range of its array from `values` (`bytes` of them) now,
  // keeping no copy: only for large values over one contiguous run of the array, once the
  // skeleton is laid out, with no write under way in the background, and with nothing
  // queued for the same array (the flush would write it after these values, reversing the
  // calls' order). False otherwise, and on the writer's HDF5 paths: the caller queues a
  // copy instead. A failure (a full disk) is reported by the next collective call, on
  // every rank, as a queued write's would be.
  bool write_at_once(const QueuedWrite& write, const void* values, std::size_t bytes);
  // Local: section `path` gets ParentElements and ParentElementsPosition at the first
  // flush (add_requested_parents), for the parent data queued for it.
  void request_parents(const std::string& path) { parent_sections_.insert(path); }
  // Whether the skeleton has been laid out (the first flush is done).
  bool committed() const { return committed_; }

  // Collective: lays out the skeleton at the first flush, then writes every rank's queue.
  void flush() { flush_as("flush"); }
  // Collective: like flush(), but the write runs in the background until wait().
  void iflush();
  // Collective: waits for the write iflush() started (none: returns at once).
  void wait();
  // Collective: flushes and publishes the file; after a failure, removes it and throws.
  void close();

  // Local: the node that pcgns_goto / pcgns_gopath last chose on this rank ("/Base/Zone"),
  // under which pcgns_array_write and pcgns_descriptor_write write; empty when none (never
  // set, or cleared by a failed goto, as the official library clears its position).
  const std::string& position() const { return position_; }
  void set_position(std::string path) { position_ = std::move(path); }

 private:
  void require_usable() const;
  void agree_before(const std::string& call);
  void run_define(const std::function<void()>& step);
  // define() in one reduction when no write is in flight: every rank checks, runs the
  // step, then a single reduction agrees on the call, the checks and the step's outcome.
  // Structure calls come by the thousand (a zone, its coordinates, sections, fields), and
  // one reduction each instead of three is what a many-zone file's definition costs.
  void define_agreed(const std::string& call, const std::function<void()>& step);
  // Local: the step, refused once the skeleton is laid out.
  void run_define_step(const std::function<void()>& step);
  void flush_as(const std::string& call);
  // Starts the write of everything handed over in a thread; without a thread to be had,
  // writes now, keeping the outcome in background_ all the same.
  void start_background(std::vector<LargeRun> large);
  // Commits the skeleton when not yet done and hands every queued write to the writer's
  // coalesced write but the large contiguous ones, which it returns, to be written on
  // their own as write_at_once would (the spliced write of a large piece is the faster)
  // before the coalesced write: it keeps to the coalesced write the large ones after an
  // earlier write of the same array (order kept). The queued values move to in_flight_,
  // where they stay until the write has ended.
  std::vector<LargeRun> hand_over_queue();
  // Writes what hand_over_queue handed over: the large runs, then the coalesced write
  // (collective); then checks the borrowed buffers (require_borrowed_unchanged), which may
  // fail on this rank alone.
  void write_handed_over(const std::vector<LargeRun>& large);
  // write_handed_over in the caller's thread, its outcome agreed (collective).
  void write_now(const std::vector<LargeRun>& large);
  // Local: throws, naming the array, when a borrowed buffer of the write that has just
  // ended no longer has the fingerprint its data call saw: the file may hold values the
  // solver changed while they were being written.
  void require_borrowed_unchanged() const;
  // The in-flight write has ended: its values (copies and references) are dropped.
  void end_in_flight();
  // The flat range of `write` when its values are one contiguous run of its array and
  // large enough to be written on their own.
  std::optional<std::pair<std::int64_t, std::int64_t>> large_run(const QueuedWrite& write, std::size_t bytes);
  // Collective when a write is in flight (on every rank alike): joins it and agrees on
  // its outcome. Called by agree_before once every rank is known to make the same call.
  void finish_background();
  template <class Fn>
  void guarded(Fn&& step) {
    try {
      step();
    } catch (const std::exception& e) {
      if (!failure_) failure_ = e.what();  // the first failure, not "abandoned" wrapped around it
      throw;
    }
  }

  MPI_Comm comm_;
  std::string name_;
  CgnsVersion version_;
  std::optional<ParallelWriter> writer_;
  std::optional<ScopedChildIndex> child_index_;  // of the writer's tree; goes before it
  std::vector<QueuedWrite> queued_;
  std::vector<QueuedWrite> in_flight_;  // the values of the write under way, until it ends
  // Declared after the writer and the values it writes: destroyed first, it waits for the
  // thread (a std::async future does) before they go.
  std::future<void> background_;
  std::set<std::string> parent_sections_;  // sections this rank wrote parent data for
  std::string position_;
  io::DeferredFailure pending_;         // a failed data call on this rank, not yet agreed
  std::optional<std::string> failure_;  // agreed: the file is abandoned
  bool committed_ = false;
  // The solver overlaps its writes (it has called pcgns_queue_iflush): its large data
  // calls are queued, by reference, so that the next iflush writes them behind its
  // computation instead of the data call writing them before it returns.
  bool overlapping_ = false;
};

}  // namespace pcgns::capi
