// AsyncWriter: the caller-side API over a target, a FieldQueue shared with the writer
// thread, and the thread itself (absent in synchronous mode, where iwrite() runs the
// job at once through the same queue, so states and errors behave the same).
#include "pcgns/async_writer.hpp"

#include <cstring>
#include <optional>

#include "async/array_shapes.hpp"
#include "async/field_queue.hpp"
#include "async/file_per_process_target.hpp"
#include "async/shared_file_target.hpp"
#include "async/thread_mode.hpp"
#include "async/writer_thread.hpp"
#include "io/array_request.hpp"

namespace pcgns {

using async::WriteJob;

const char* field_state_name(FieldState state) {
  switch (state) {
    case FieldState::idle: return "idle";
    case FieldState::queued: return "queued";
    case FieldState::writing: return "writing";
    case FieldState::done: return "done";
  }
  return "?";
}

class AsyncWriter::Impl {
 public:
  Impl(std::unique_ptr<async::WriteTarget> target, AsyncWriteOptions options, bool asynchronous)
      : target_(std::move(target)), options_(std::move(options)), asynchronous_(asynchronous) {}

  Node& tree() { return target_->tree(); }

  void commit() {
    if (committed_ || closed_) throw UsageError("AsyncWriter: commit() called twice or after close()");
    target_->commit();
    arrays_ = async::deferred_arrays(target_->tree());
    committed_ = true;
    if (asynchronous_) thread_.emplace(queue_, runner());
  }

  void iwrite(std::string_view field, std::optional<DataType> type, std::int64_t first, std::int64_t count,
              const void* values, BufferUse buffer) {
    WriteJob job{io::normalize_node_path(field), first, count, values, {}, 0};
    if (!committed_ || closed_) throw UsageError("iwrite('" + job.field + "'): before commit() or after close()");
    const auto shape = arrays_.find(job.field);
    if (type && shape != arrays_.end() && shape->second.type != *type)
      throw InputError("iwrite('" + job.field + "'): values of type " + std::string(to_string(*type)) +
                       " for an array of type " + std::string(to_string(shape->second.type)));
    const bool copy = buffer == BufferUse::copy || (buffer == BufferUse::as_options && options_.copy);
    // A request the target will reject (unknown array, range outside it) is not copied:
    // its buffer is never read, and the rejection comes through iwait like any failure.
    if (copy && shape != arrays_.end() && first >= 0 && count >= 0 && count <= shape->second.count - first) {
      job.copy.resize(static_cast<std::size_t>(count) * element_size(shape->second.type));
      if (!job.copy.empty()) std::memcpy(job.copy.data(), values, job.copy.size());
      job.values = job.copy.data();
    }
    queue_.push(std::move(job));
    if (!asynchronous_) async::run_job(queue_, *queue_.next(), runner());
  }

  void iwait(std::string_view field) { queue_.wait_field(io::normalize_node_path(field)); }
  void wait_all() { queue_.wait_all(); }
  FieldState state(std::string_view field) const { return queue_.state(io::normalize_node_path(field)); }
  bool asynchronous() const { return asynchronous_; }
  std::int64_t bytes_written() const { return queue_.bytes_written(); }

  void close() {
    if (closed_) throw UsageError("AsyncWriter: close() called twice");
    if (!committed_) commit();
    wait_all();
    thread_.reset();  // idle: joins at once
    target_->close();
    closed_ = true;
  }

 private:
  async::JobRunner runner() {
    return [this](const WriteJob& job) { return target_->write(job, options_.before_write); };
  }

  // Destroyed in reverse order: the thread first (it writes what is queued, then
  // joins), while the queue, options and target it uses still exist.
  std::unique_ptr<async::WriteTarget> target_;
  AsyncWriteOptions options_;
  bool asynchronous_;
  async::ArrayShapes arrays_;
  async::FieldQueue queue_;
  bool committed_ = false;
  bool closed_ = false;
  std::optional<async::WriterThread> thread_;
};

AsyncWriter::AsyncWriter(FilePerProcessTarget target, AsyncWriteOptions options) {
  const bool asynchronous = !options.synchronous;  // no MPI in the thread: any level will do
  impl_ = std::make_unique<Impl>(std::make_unique<async::FilePerProcessFile>(std::move(target)), std::move(options),
                                 asynchronous);
}

AsyncWriter::AsyncWriter(SharedFileTarget target, AsyncWriteOptions options) {
  const bool asynchronous = async::shared_file_can_be_asynchronous(options, target.options.path, target.comm);
  impl_ =
      std::make_unique<Impl>(std::make_unique<async::SharedFile>(std::move(target)), std::move(options), asynchronous);
}

AsyncWriter::~AsyncWriter() = default;
AsyncWriter::AsyncWriter(AsyncWriter&&) noexcept = default;
AsyncWriter& AsyncWriter::operator=(AsyncWriter&&) noexcept = default;

Node& AsyncWriter::tree() { return impl_->tree(); }
void AsyncWriter::commit() { impl_->commit(); }
void AsyncWriter::iwrite(std::string_view field, std::int64_t first, std::int64_t count, const void* values,
                         BufferUse buffer) {
  impl_->iwrite(field, std::nullopt, first, count, values, buffer);
}
void AsyncWriter::iwrite_typed(std::string_view field, DataType type, std::int64_t first, std::int64_t count,
                               const void* values, BufferUse buffer) {
  impl_->iwrite(field, type, first, count, values, buffer);
}
void AsyncWriter::iwait(std::string_view field) { impl_->iwait(field); }
void AsyncWriter::wait_all() { impl_->wait_all(); }
FieldState AsyncWriter::state(std::string_view field) const { return impl_->state(field); }
bool AsyncWriter::asynchronous() const { return impl_->asynchronous(); }
std::int64_t AsyncWriter::bytes_written() const { return impl_->bytes_written(); }
void AsyncWriter::close() { impl_->close(); }

}  // namespace pcgns
