#pragma once
// The state the caller's thread and the writer thread share, all of it under one mutex:
// the queue of handed-over fields, each field's state, the failures not yet reported,
// and the bytes written. Both sides sleep on condition variables: the writer while the
// queue is empty, callers while what they wait for is not done. Nothing spins.
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "async/write_job.hpp"
#include "pcgns/async_writer.hpp"

namespace pcgns::async {

class FieldQueue {
 public:
  // Caller side. Queues `job` (numbering it) and wakes the writer. UsageError when the
  // field's previous write has not been waited for: its buffer may still be in use.
  void push(WriteJob job);
  // Sleeps until the field's last write is done, marks it and every field handed over
  // before it waited for, then rethrows the
  // earliest unreported failure of the writes handed over up to it. Waiting only on
  // writes up to the field keeps the outcome independent of the thread's progress
  // (with the shared file, the same on every rank).
  void wait_field(const std::string& field);
  // Sleeps until every write is done; rethrows the earliest unreported failure.
  void wait_all();
  // Sleeps until every write is done; reports nothing (for destructors).
  void drain() noexcept;
  FieldState state(const std::string& field) const;
  std::int64_t bytes_written() const;

  // Writer side. Sleeps until a job is queued, marks its field `writing` and returns
  // it; nullopt once stop() was called and the queue is empty.
  std::optional<WriteJob> next();
  // Marks the job's field done, keeping `error` (if any) for the caller.
  void finish(const WriteJob& job, std::exception_ptr error, std::int64_t bytes);
  // The writer returns from next() once the queue is empty.
  void stop();

 private:
  struct Record {
    FieldState state = FieldState::idle;
    std::uint64_t last = 0;  // sequence of the field's last write
    bool waited = true;      // its last write was covered by a wait
  };
  struct Failure {
    std::uint64_t sequence = 0;
    std::exception_ptr error;
  };

  bool all_done() const { return finished_ == handed_over_; }
  // Removes and returns the earliest failure of a write numbered at most `sequence`.
  std::exception_ptr take_failure(std::uint64_t sequence);

  mutable std::mutex mutex_;
  std::condition_variable work_;      // writer: a job was queued, or stop
  std::condition_variable progress_;  // callers: a job finished
  std::deque<WriteJob> jobs_;
  std::unordered_map<std::string, Record> fields_;
  std::vector<Failure> failures_;  // in sequence order (jobs finish in order)
  std::uint64_t handed_over_ = 0;
  std::uint64_t finished_ = 0;
  std::int64_t bytes_ = 0;
  bool stopping_ = false;
};

}  // namespace pcgns::async
