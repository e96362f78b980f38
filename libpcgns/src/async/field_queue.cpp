#include "async/field_queue.hpp"

#include "pcgns/error.hpp"

namespace pcgns::async {

void FieldQueue::push(WriteJob job) {
  {
    std::lock_guard lock(mutex_);
    Record& record = fields_[job.field];
    if (!record.waited)
      throw UsageError("iwrite('" + job.field +
                       "'): its previous write was not waited for "
                       "(iwait or wait_all first: the writer may still be reading its buffer)");
    job.sequence = ++handed_over_;
    record = {FieldState::queued, job.sequence, false};
    jobs_.push_back(std::move(job));
  }
  work_.notify_one();
}

void FieldQueue::wait_field(const std::string& field) {
  std::exception_ptr error;
  {
    std::unique_lock lock(mutex_);
    const auto it = fields_.find(field);
    if (it == fields_.end()) return;
    Record& record = it->second;
    // Jobs finish in sequence order, so this field's last write being done means so are
    // all before it. The record stays valid: unordered_map references survive inserts.
    progress_.wait(lock, [&] { return finished_ >= record.last; });
    // Writes finish in order: every field handed over before this one is done too,
    // and its buffer free again.
    const std::uint64_t covered = record.last;
    for (auto& [name, other] : fields_)
      if (other.last <= covered) other.waited = true;
    error = take_failure(covered);
  }
  if (error) std::rethrow_exception(error);
}

void FieldQueue::wait_all() {
  std::exception_ptr error;
  {
    std::unique_lock lock(mutex_);
    progress_.wait(lock, [&] { return all_done(); });
    for (auto& [name, record] : fields_) record.waited = true;
    error = take_failure(handed_over_);
  }
  if (error) std::rethrow_exception(error);
}

void FieldQueue::drain() noexcept {
  std::unique_lock lock(mutex_);
  progress_.wait(lock, [&] { return all_done(); });
}

FieldState FieldQueue::state(const std::string& field) const {
  std::lock_guard lock(mutex_);
  const auto it = fields_.find(field);
  return it == fields_.end() ? FieldState::idle : it->second.state;
}

std::int64_t FieldQueue::bytes_written() const {
  std::lock_guard lock(mutex_);
  return bytes_;
}

std::optional<WriteJob> FieldQueue::next() {
  std::unique_lock lock(mutex_);
  work_.wait(lock, [&] { return !jobs_.empty() || stopping_; });
  if (jobs_.empty()) return std::nullopt;
  WriteJob job = std::move(jobs_.front());
  jobs_.pop_front();
  Record& record = fields_[job.field];
  // A later write of the same field cannot be queued before this one was waited for,
  // so the record describes this job.
  record.state = FieldState::writing;
  return job;
}

void FieldQueue::finish(const WriteJob& job, std::exception_ptr error, std::int64_t bytes) {
  {
    std::lock_guard lock(mutex_);
    fields_[job.field].state = FieldState::done;
    finished_ = job.sequence;
    bytes_ += bytes;
    if (error) failures_.push_back({job.sequence, std::move(error)});
  }
  progress_.notify_all();
}

void FieldQueue::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  work_.notify_all();
}

std::exception_ptr FieldQueue::take_failure(std::uint64_t sequence) {
  if (failures_.empty() || failures_.front().sequence > sequence) return nullptr;
  std::exception_ptr error = std::move(failures_.front().error);
  failures_.erase(failures_.begin());
  return error;
}

}  // namespace pcgns::async
