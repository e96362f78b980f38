#pragma once
// The background thread that writes queued fields one after the other, in hand-over
// order. It sleeps in FieldQueue::next() while there is nothing to write. Whatever a
// write throws is caught here and handed to the caller through the queue: an exception
// escaping a std::thread would call std::terminate.
#include <cstdint>
#include <functional>
#include <thread>

#include "async/field_queue.hpp"

namespace pcgns::async {

// Writes one job; returns the bytes it wrote.
using JobRunner = std::function<std::int64_t(const WriteJob& job)>;

// Runs one job on the calling thread and reports its outcome to `queue`; shared by the
// writer thread and the synchronous mode, so both behave alike.
void run_job(FieldQueue& queue, const WriteJob& job, const JobRunner& runner) noexcept;

class WriterThread {
 public:
  WriterThread(FieldQueue& queue, JobRunner runner);
  // Lets the thread write what is queued, then joins it. Never throws.
  ~WriterThread();
  WriterThread(const WriterThread&) = delete;
  WriterThread& operator=(const WriterThread&) = delete;

 private:
  FieldQueue& queue_;
  JobRunner runner_;
  std::thread thread_;  // last: starts once the members it uses exist
};

}  // namespace pcgns::async
