#include "async/writer_thread.hpp"

#include <exception>

namespace pcgns::async {

void run_job(FieldQueue& queue, const WriteJob& job, const JobRunner& runner) noexcept {
  std::exception_ptr error;
  std::int64_t bytes = 0;
  try {
    bytes = runner(job);
  } catch (...) {
    error = std::current_exception();
  }
  queue.finish(job, std::move(error), bytes);
}

WriterThread::WriterThread(FieldQueue& queue, JobRunner runner)
    : queue_(queue), runner_(std::move(runner)), thread_([this] {
        while (auto job = queue_.next()) run_job(queue_, *job, runner_);
      }) {}

WriterThread::~WriterThread() {
  queue_.stop();
  if (thread_.joinable()) thread_.join();
}

}  // namespace pcgns::async
