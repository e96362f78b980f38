#include "io/background_writer.hpp"

#include <algorithm>
#include <utility>

#include "sys/direct_write.hpp"

namespace pcgns::io {

BackgroundWriter::BackgroundWriter(std::size_t max_queued_bytes)
    : max_queued_bytes_(max_queued_bytes), thread_([this] { run(); }) {}

BackgroundWriter::~BackgroundWriter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  work_.notify_one();
  thread_.join();
}

sys::AlignedBuffer BackgroundWriter::buffer(std::size_t bytes, std::int64_t offset) {
  std::lock_guard lock(mutex_);
  // The smallest spare buffer that holds the values.
  auto best = spare_.end();
  for (auto it = spare_.begin(); it != spare_.end(); ++it)
    if (it->capacity() >= bytes + sys::kDirectAlignment && (best == spare_.end() || it->capacity() < best->capacity()))
      best = it;
  if (best == spare_.end()) return sys::AlignedBuffer(bytes, offset);
  sys::AlignedBuffer reused = std::move(*best);
  spare_.erase(best);
  spare_bytes_ -= reused.capacity();
  reused.reuse_for(bytes, offset);
  return reused;
}

void BackgroundWriter::write(std::filesystem::path file, std::int64_t offset, sys::AlignedBuffer values,
                             std::string where) {
  std::unique_lock lock(mutex_);
  progress_.wait(lock, [&] { return queued_bytes_ < max_queued_bytes_ || jobs_.empty(); });
  queued_bytes_ += values.size();
  jobs_.push_back({std::move(file), offset, std::move(values), std::move(where)});
  work_.notify_one();
}

void BackgroundWriter::finish() {
  std::unique_lock lock(mutex_);
  progress_.wait(lock, [&] { return jobs_.empty() && !writing_; });
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

void BackgroundWriter::keep_for_reuse(sys::AlignedBuffer buffer) {
  // As much as may be queued: what a steady stream of writes needs, no more.
  if (spare_bytes_ + buffer.capacity() > max_queued_bytes_) return;
  spare_bytes_ += buffer.capacity();
  spare_.push_back(std::move(buffer));
}

void BackgroundWriter::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    work_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
    if (jobs_.empty()) return;  // stopping, nothing left
    Job job = std::move(jobs_.front());
    jobs_.pop_front();
    writing_ = true;
    const bool failed = error_ != nullptr;
    lock.unlock();
    std::exception_ptr error;
    if (!failed) {
      try {
        sys::direct_write(job.file, job.values, job.offset, job.where);
      } catch (...) {
        error = std::current_exception();
      }
    }
    lock.lock();
    if (error && !error_) error_ = error;
    queued_bytes_ -= job.values.size();
    keep_for_reuse(std::move(job.values));
    writing_ = false;
    progress_.notify_all();
  }
}

}  // namespace pcgns::io
