#pragma once
// Where the writer's jobs go: this rank's own file or the shared file. The writer
// defines the tree and commits on the caller's thread, runs write() on the writer
// thread (or the caller's, in synchronous mode), and closes on the caller's thread
// once the writer thread is gone, so a target is never used by two threads at once.
#include <cstdint>
#include <functional>
#include <string_view>

#include "async/write_job.hpp"
#include "pcgns/node.hpp"

namespace pcgns::async {

using WriteHook = std::function<void(std::string_view field)>;

class WriteTarget {
 public:
  virtual ~WriteTarget() = default;
  virtual Node& tree() = 0;
  virtual void commit() = 0;
  // Writes the job's values after running `hook` (when set); returns the bytes written.
  virtual std::int64_t write(const WriteJob& job, const WriteHook& hook) = 0;
  virtual void close() = 0;
};

}  // namespace pcgns::async
