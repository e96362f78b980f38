#pragma once
// Writes buffers to files in a thread of its own, one after the other, so that the
// caller gathers the next values while the disk takes the last ones (with direct I/O the
// thread mostly waits for the disk: no processor is taken from the caller). The buffers
// written are kept for reuse -- mapped pages rather than fresh ones the kernel must
// clear -- and the caller waits only when more than a set amount is queued.
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "sys/aligned_buffer.hpp"

namespace pcgns::io {

class BackgroundWriter {
 public:
  // The caller waits while more than `max_queued_bytes` bytes wait to be written.
  explicit BackgroundWriter(std::size_t max_queued_bytes);
  // Writes what is queued, then joins the thread. Never throws (finish() reports).
  ~BackgroundWriter();
  BackgroundWriter(const BackgroundWriter&) = delete;
  BackgroundWriter& operator=(const BackgroundWriter&) = delete;

  // A buffer for `bytes` bytes bound for `offset`: one already written when one is
  // large enough, else a new one. Its bytes are not initialised.
  sys::AlignedBuffer buffer(std::size_t bytes, std::int64_t offset);
  // Queues the write of `values` at `offset` of `file` (direct_write); `where` names it
  // in messages. Once a write has failed, later ones are dropped.
  void write(std::filesystem::path file, std::int64_t offset, sys::AlignedBuffer values, std::string where);
  // Waits until every queued write is done; throws the first failure, once.
  void finish();

 private:
  struct Job {
    std::filesystem::path file;
    std::int64_t offset = 0;
    sys::AlignedBuffer values;
    std::string where;
  };
  void run();
  void keep_for_reuse(sys::AlignedBuffer buffer);  // under the lock

  const std::size_t max_queued_bytes_;
  std::mutex mutex_;
  std::condition_variable work_, progress_;
  std::deque<Job> jobs_;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool stopping_ = false;
  std::exception_ptr error_;
  std::vector<sys::AlignedBuffer> spare_;
  std::size_t spare_bytes_ = 0;
  std::thread thread_;  // last: starts once the members it uses exist
};

}  // namespace pcgns::io
