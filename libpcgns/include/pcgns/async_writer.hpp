#pragma once
// The asynchronous pipeline writer: hides snapshot output behind computation.
//
// A field's write may start after the field's last update in a time step and must end
// before its first update in the next. iwrite(field, ...) hands the field to a
// background writer thread and returns at once; iwait(field) blocks until that write
// is done, after which the buffer may be updated again; wait_all() waits for every
// field. A field's state goes queued -> writing -> done; fields are written in the order
// they were handed over.
//
//   AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, "out.cgns"});
//   writer.tree() ... define bases, zones, deferred arrays ...
//   writer.commit();
//   for (step ...) {
//     for (field f) { writer.iwait(f.path); compute(f); writer.iwrite(f.path, f.values); }
//   }
//   writer.close();
//
// THE CALLER'S CONTRACT (data consistency). Buffers are borrowed, not copied, unless
// the caller asks (BufferUse::copy, or AsyncWriteOptions::copy): between iwrite() and
// the iwait()/wait_all() that covers it (or close(), or the writer's destruction), the
// buffer must stay alive and must not be modified. pcgns cannot check this; breaking it
// writes whatever the buffer holds when the thread reads it. With a copy, the buffer is
// free again as soon as iwrite() returns. A field may be handed over again only after
// a wait covering its previous write (UsageError otherwise). Writes complete in
// hand-over order, so iwait(field) covers every write handed over before that field's.
//
// "Done" means the bytes were handed to the file system (pwrite / MPI-IO returned):
// any reader of the file sees them. With the shared file, it means this rank's part
// of the collective call returned: MPI-IO aggregators may write a rank's values for it,
// so all ranks' values are in the file once every rank's iwait() returned (e.g. after a
// barrier). Durability (fsync) and the final file name come with close(); until then
// the file has a temporary name, and a writer destroyed before close() removes it.
//
// Errors. A failed write (an IoError, a request naming no deferred array of the tree or
// a range outside it, ...) is captured on the writer thread and rethrown on the
// caller's thread by the next iwait() of that field or of a later one, or by the next
// wait_all() (earliest failure first; each failure is reported once). Later fields are
// still written. Misuse (iwrite before commit(), of a field still in flight, a typed
// iwrite whose element type differs from the array's) throws at once.
//
// Targets.
// - FilePerProcessTarget: each rank writes its own file, no MPI at all. commit()
//   writes the skeleton on the caller's thread through serial HDF5 (every bulk array
//   allocated contiguously, offsets known); the thread only pwrite()s values at those
//   offsets. No collective calls: works with any MPI thread level.
// - SharedFileTarget: one file written by every rank of `comm` through ParallelWriter
//   (its queue path: one collective MPI-IO call per field). Constructor, commit() and
//   close() are collective. THE COLLECTIVE CONTRACT: every rank calls iwrite() for the
//   same fields in the same order (a rank with nothing to write passes count 0), since
//   the thread writes each field with one collective call on a duplicated communicator
//   of its own. A failed write is reported on every rank (no rank is left waiting).
//   This needs MPI_THREAD_MULTIPLE (request it in MPI_Init_thread): when MPI_Query_thread
//   reports less, or for the plain HDF5 write paths (HDF5 is not thread-safe), the
//   writer falls back to synchronous writes -- iwrite() writes before returning -- and
//   warns once (AsyncWriteOptions::on_warning).
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <ranges>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "pcgns/node.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {

// This rank's own file; `file` must differ between ranks (e.g. "<stem>_<rank>.cgns").
struct FilePerProcessTarget {
  explicit FilePerProcessTarget(std::filesystem::path file_name, WriteOptions tree_options = {}, bool replace = false)
      : file(std::move(file_name)), tree(tree_options), overwrite(replace) {}
  std::filesystem::path file;
  WriteOptions tree;       // CGNS version, layout thresholds of the skeleton
  bool overwrite = false;  // replace an existing file (else OutputError)
};

// One file written together by every rank of `comm`.
struct SharedFileTarget {
  SharedFileTarget(MPI_Comm communicator, std::filesystem::path file_name, ParallelWriteOptions writer_options = {})
      : comm(communicator), file(std::move(file_name)), options(std::move(writer_options)) {}
  MPI_Comm comm = MPI_COMM_WORLD;
  std::filesystem::path file;
  ParallelWriteOptions options;
};

enum class FieldState {
  idle,     // never handed over
  queued,   // handed over, waiting for the writer thread
  writing,  // being written
  done,     // written (or failed: iwait() rethrows the error)
};
const char* field_state_name(FieldState state);

// Whether iwrite() borrows the caller's buffer or copies it.
enum class BufferUse { as_options, borrow, copy };

struct AsyncWriteOptions {
  bool copy = false;         // default for iwrite(): copy every buffer
  bool synchronous = false;  // write in iwrite() itself (a baseline; no warning)
  // The MPI thread level to assume instead of asking MPI_Query_thread (tests use it to
  // exercise the synchronous fallback).
  std::optional<int> thread_level;
  // Receives the fallback warning, on every rank of the target. When empty, the
  // warning goes to stderr from rank 0, once per process.
  std::function<void(const std::string& message)> on_warning;
  // Runs just before each field's write, on the thread that writes it (the writer
  // thread, or the caller's in synchronous mode), with the field's node path. An
  // exception it throws fails that field's write. For tests and instrumentation. With
  // the shared file, the ranks agree on its outcome (one small collective per field).
  std::function<void(std::string_view field)> before_write;
};

class AsyncWriter {
 public:
  // Local: reserves this rank's output file. OutputError when it cannot be created.
  explicit AsyncWriter(FilePerProcessTarget target, AsyncWriteOptions options = {});
  // Collective over target.comm: creates the shared file's ParallelWriter.
  explicit AsyncWriter(SharedFileTarget target, AsyncWriteOptions options = {});
  // Waits for every handed-over write (their buffers must still be valid), stops the
  // thread, and removes the file unless close() succeeded. Never throws; errors not yet
  // reported are dropped.
  ~AsyncWriter();
  AsyncWriter(const AsyncWriter&) = delete;
  AsyncWriter& operator=(const AsyncWriter&) = delete;
  // The thread works on state the writer owns on the heap, so moving is safe; a
  // moved-from writer may only be destroyed or assigned to.
  AsyncWriter(AsyncWriter&&) noexcept;
  AsyncWriter& operator=(AsyncWriter&&) noexcept;

  // The tree to define before commit(): bulk arrays as deferred nodes.
  Node& tree();
  // Writes the skeleton (collective for the shared file) and starts the writer thread.
  void commit();

  // Hands elements [first, first + count) of the array at `field` (a node path) to the
  // writer; `values` holds them in the array's own type. Returns at once (in
  // synchronous mode, after writing).
  void iwrite(std::string_view field, std::int64_t first, std::int64_t count, const void* values,
              BufferUse buffer = BufferUse::as_options);
  // Typed form over a contiguous range (std::vector, std::span, std::array, ...):
  // InputError at once when its element type is not the array's.
  template <std::ranges::contiguous_range R>
  void iwrite(std::string_view field, const R& values, std::int64_t first = 0,
              BufferUse buffer = BufferUse::as_options) {
    using T = std::remove_cv_t<std::ranges::range_value_t<R>>;
    iwrite_typed(field, data_type_of<T>(), first, static_cast<std::int64_t>(std::ranges::size(values)),
                 std::ranges::data(values), buffer);
  }
  // A temporary container would die before the thread reads it (views such as
  // std::span are fine: they borrow).
  template <std::ranges::contiguous_range R>
  requires(!std::ranges::borrowed_range<R>) void iwrite(std::string_view field, const R&& values,
                                                        std::int64_t first = 0,
                                                        BufferUse buffer = BufferUse::as_options) = delete;

  // Blocks (sleeping) until the field's last write is done; then rethrows the earliest
  // unreported failure among the writes handed over up to it. Returns at once for a
  // field never handed over.
  void iwait(std::string_view field);
  // Blocks until every write is done; rethrows the earliest unreported failure.
  void wait_all();
  FieldState state(std::string_view field) const;

  // Whether a writer thread runs (false: synchronous, by request or fallback).
  bool asynchronous() const;
  // Bytes this rank's writes have written so far.
  std::int64_t bytes_written() const;

  // wait_all(), stop the thread, then make the file durable and give it its final name
  // (collective for the shared file).
  void close();

 private:
  void iwrite_typed(std::string_view field, DataType type, std::int64_t first, std::int64_t count, const void* values,
                    BufferUse buffer);

  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pcgns
