#include "pcgns/parallel_writer.hpp"

#include "io/array_request.hpp"
#include "io/committed_file.hpp"
#include "io/data_sink.hpp"
#include "io/deferred_failure.hpp"
#include "io/write_mode.hpp"
#include "mpi/broadcast.hpp"
#include "mpi/patient_barrier.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi/unique_comm.hpp"

namespace pcgns {

using io::ArrayRequest;

class ParallelWriter::Impl {
 public:
  Impl(MPI_Comm user_comm, std::filesystem::path file, ParallelWriteOptions options)
      : user_comm_(user_comm),
        comm_(user_comm),
        name_(file.string()),
        options_(std::move(options)),
        file_(reserve(comm_.get(), std::move(file), options_)) {
    MPI_Comm_rank(comm_.get(), &rank_);
  }

  ~Impl() {
    sink_.reset();  // closes MPI-IO / HDF5 handles without reporting, before file_ goes
  }

  Node& tree() { return tree_; }
  MPI_Comm user_comm() const { return user_comm_; }
  std::int64_t bytes_written() const { return bytes_written_; }

  void commit() {
    mpi::run_agreed(comm_.get(), [&] {
      if (committed_ || closed_) throw UsageError("'" + name_ + "': commit() called twice or after close()");
    });
    // Only rank 0 touches HDF5 metadata, through the serial driver: no collective
    // metadata traffic however many zones the tree has.
    std::vector<std::byte> table;
    std::exception_ptr error;
    try {
      if (rank_ == 0) {
        table = file_.write_skeleton(tree_, options_.tree, options_.reserve_space).encode();
      }
    } catch (...) {
      error = std::current_exception();
    }
    mpi::patient_barrier(comm_.get());
    mpi::agree_on_error(comm_.get(), error);
    mpi::broadcast_bytes(comm_.get(), 0, table);
    file_.set_arrays(io::ArrayTable::decode(table));
    sink_ = io::open_data_sink(options_.path, comm_.get(), file_.temporary(), name_, options_.hints);
    committed_ = true;
  }

  // Local. A bad request is remembered and reported by the next flush() on every rank:
  // throwing here, on one rank, would leave the others waiting in that flush.
  void write(std::string_view path, std::int64_t first, std::int64_t count, const void* values) {
    failure_.capture([&] {
      require_open(path);
      const std::size_t index = file_.array_range(path, first, count);
      queue_.push_back({index, first, count, std::nullopt, writable(values)});
    });
  }

  void write_box(std::string_view path, const Dims& lo, const Dims& hi, const void* values) {
    failure_.capture([&] {
      require_open(path);
      const std::size_t index = file_.array_index(path);
      io::Box box{lo, hi};
      const std::string problem = io::box_problem(file_.arrays()[index].dims, box);
      if (!problem.empty()) throw InputError(context(path) + problem);
      queue_.push_back({index, 0, 0, std::move(box), writable(values)});
    });
  }

  std::optional<std::int64_t> copy(std::string_view path, std::int64_t first, std::int64_t count, int source,
                                   std::int64_t source_offset, std::string_view source_name) {
    if (options_.path != WritePath::queue) return std::nullopt;
    require_open(path);
    const auto& array = file_.arrays()[file_.array_range(path, first, count)];
    const auto size = static_cast<std::int64_t>(element_size(array.type));
    const std::int64_t copied = file_.copy_at(array.offset + first * size, source, source_offset, count * size,
                                              where(path) + " from " + std::string(source_name));
    bytes_written_ += copied;
    return copied;
  }

  // Local. Like write(), a failure (a bad request, a full disk) is remembered and
  // reported by the next flush() on every rank: callers put values outside agreements.
  bool write_at_once(std::string_view path, std::int64_t first, std::int64_t count, const void* values) {
    if (options_.path != WritePath::queue) return false;
    failure_.capture([&] {
      require_open(path);
      const auto& array = file_.arrays()[file_.array_range(path, first, count)];
      const auto size = static_cast<std::int64_t>(element_size(array.type));
      file_.write_at(array.offset + first * size, values, count * size, where(path));
      bytes_written_ += count * size;
    });
    return true;
  }

  void flush() {
    auto requests = std::exchange(queue_, {});
    // One agreement covers every local problem: bad requests, misuse, overlaps.
    std::vector<io::ByteRun> runs;
    mpi::run_agreed(comm_.get(), [&] {
      failure_.rethrow_pending();
      if (closed_) throw UsageError("'" + name_ + "': flush() after close()");
      if (!committed_ && !requests.empty()) throw UsageError("'" + name_ + "': flush() before commit()");
      if (committed_) runs = ordered_runs(requests);
      // Inside the agreement: a full disk on one rank is every rank's error, and no rank
      // starts the MPI-IO write below (which may rewrite the bytes around its pieces)
      // before every rank's own writes are done.
      if (committed_) write_large_runs_at_once(requests, runs);
    });
    if (!committed_ || !anyone_has(runs)) return;
    sink_->write(file_.arrays(), requests, runs);
    for (const auto& run : runs) bytes_written_ += run.bytes;
    // The write may read and rewrite the bytes around its pieces (ROMIO's data sieving,
    // two-phase holes), so no rank may copy() next to them until every rank is done;
    // anyone_has() is the same fence on the way in. A barrier beside a collective
    // write costs nothing measurable.
    MPI_Barrier(comm_.get());
  }

  bool close_if(const std::function<bool(const std::filesystem::path&)>& check) {
    mpi::run_agreed(comm_.get(), [&] {
      if (closed_) throw UsageError("'" + name_ + "': close() called twice");
    });
    if (!committed_) commit();
    flush();
    // Copies are durable like the writes: synced before the file gets its name.
    mpi::run_agreed(comm_.get(), [&] { file_.close_writes(); });
    sink_->close();
    sink_.reset();
    closed_ = true;
    int accepted = !check || check(file_.temporary()) ? 1 : 0;
    MPI_Allreduce(MPI_IN_PLACE, &accepted, 1, MPI_INT, MPI_MIN, comm_.get());
    if (!accepted) return false;  // the destructor removes the temporary file
    mpi::run_agreed(comm_.get(), [&] {
      if (rank_ == 0) file_.publish();
    });
    return true;
  }

 private:
  // Collective. An empty flush everywhere (e.g. the one in close() after an explicit
  // flush) skips the collective write, which costs several collectives even when empty.
  bool anyone_has(const std::vector<io::ByteRun>& runs) const {
    int mine = runs.empty() ? 0 : 1;
    int any = 0;
    MPI_Allreduce(&mine, &any, 1, MPI_INT, MPI_MAX, comm_.get());
    return any != 0;
  }

  // Collective. Malformed hints fail now, not at commit(); then rank 0 reserves the file.
  static io::CommittedFile reserve(MPI_Comm comm, std::filesystem::path file, const ParallelWriteOptions& options) {
    mpi::run_agreed(comm, [&] { const mpi::MpiInfo hints(options.hints); });
    return io::CommittedFile::reserve_shared(comm, std::move(file), options.overwrite);
  }

  // Runs of a piece too large to gain from coalescing (io::kIndependentPieceBytes, where a
  // flush would write them independently anyway) are written now, each on its own from
  // the caller's memory through the spliced write (sys/splice_write.hpp), and left out of
  // `runs`: MPI-IO's independent write is a pwrite(), which falls now and then to a tenth
  // of its speed on large buffers where the spliced write does not (docs/performance.md).
  // Only on the queue path, and not when the hints ask for collective buffering.
  void write_large_runs_at_once(const std::vector<ArrayRequest>& requests, std::vector<io::ByteRun>& runs) {
    if (options_.path != WritePath::queue || io::write_mode_choice(options_.hints) == io::WriteModeChoice::collective)
      return;
    std::vector<io::ByteRun> coalesced;  // still sorted by offset
    for (const io::ByteRun& run : runs) {
      if (run.bytes < io::kIndependentPieceBytes) {
        coalesced.push_back(run);
        continue;
      }
      const std::string& node = file_.arrays()[requests[run.source].array].node_path;
      file_.write_at(run.file_offset, run.memory, run.bytes, where(node));
      bytes_written_ += run.bytes;
    }
    runs = std::move(coalesced);
  }

  std::string where(std::string_view path) const {
    return "'" + name_ + "' node '" + io::normalize_node_path(path) + "'";
  }

  std::string context(std::string_view path) const { return file_.request_context(path); }

  void require_open(std::string_view path) const {
    if (!committed_ || closed_) throw UsageError(context(path) + "write before commit() or after close()");
  }

  // The write path never writes through the pointer; requests share one type with the
  // read path, whose buffers are writable.
  static std::byte* writable(const void* values) { return static_cast<std::byte*>(const_cast<void*>(values)); }

  std::vector<io::ByteRun> ordered_runs(const std::vector<ArrayRequest>& requests) const {
    std::vector<io::ByteRun> runs;
    for (std::size_t i = 0; i < requests.size(); ++i)
      io::append_byte_runs(file_.arrays()[requests[i].array], requests[i], i, runs);
    io::sort_by_file_offset(runs);
    if (const auto clash = io::find_overlap(runs))
      throw InputError("'" + name_ + "': overlapping writes on one rank: " + describe(runs[clash->first], requests) +
                       " and " + describe(runs[clash->second], requests));
    return runs;
  }

  std::string describe(const io::ByteRun& run, const std::vector<ArrayRequest>& requests) const {
    const auto& array = file_.arrays()[requests[run.source].array];
    const auto size = static_cast<std::int64_t>(element_size(array.type));
    const std::int64_t first = (run.file_offset - array.offset) / size;
    return "'" + array.node_path + "' elements [" + std::to_string(first) + ", " +
           std::to_string(first + run.bytes / size) + ")";
  }

  MPI_Comm user_comm_;
  mpi::UniqueComm comm_;  // private: keeps our collectives apart from the caller's messages
  int rank_ = 0;
  std::string name_;
  ParallelWriteOptions options_;
  io::CommittedFile file_;  // the temporary, its array table and the descriptor for copies
  Node tree_{"/", "Root Node of HDF5 File"};
  std::unique_ptr<io::DataSink> sink_;
  std::vector<ArrayRequest> queue_;
  io::DeferredFailure failure_;  // bad requests, reported by the next flush()
  std::int64_t bytes_written_ = 0;
  bool committed_ = false;
  bool closed_ = false;
};

ParallelWriter::ParallelWriter(MPI_Comm comm, std::filesystem::path file, ParallelWriteOptions options)
    : impl_(std::make_unique<Impl>(comm, std::move(file), std::move(options))) {}

ParallelWriter::~ParallelWriter() = default;

Node& ParallelWriter::tree() { return impl_->tree(); }
const Node& ParallelWriter::tree() const { return impl_->tree(); }
void ParallelWriter::commit() { impl_->commit(); }
void ParallelWriter::write(std::string_view node_path, std::int64_t first, std::int64_t count, const void* values) {
  impl_->write(node_path, first, count, values);
}
void ParallelWriter::write_box(std::string_view node_path, const Dims& lo, const Dims& hi, const void* values) {
  impl_->write_box(node_path, lo, hi, values);
}
std::optional<std::int64_t> ParallelWriter::copy(std::string_view node_path, std::int64_t first, std::int64_t count,
                                                 int source, std::int64_t source_offset, std::string_view source_name) {
  return impl_->copy(node_path, first, count, source, source_offset, source_name);
}
bool ParallelWriter::write_at_once(std::string_view node_path, std::int64_t first, std::int64_t count,
                                   const void* values) {
  return impl_->write_at_once(node_path, first, count, values);
}
void ParallelWriter::flush() { impl_->flush(); }
void ParallelWriter::close() { impl_->close_if({}); }
bool ParallelWriter::close_if(const std::function<bool(const std::filesystem::path&)>& check) {
  return impl_->close_if(check);
}
MPI_Comm ParallelWriter::comm() const { return impl_->user_comm(); }
std::int64_t ParallelWriter::bytes_written() const { return impl_->bytes_written(); }

}  // namespace pcgns
