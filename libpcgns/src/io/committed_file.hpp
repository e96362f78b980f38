#pragma once
// One output file from its first byte to its publication, the way every writer of pcgns
// makes it (the shared-file ParallelWriter, the file-per-process async writer, the part
// files and main file of pcgns-split):
//   1. a temporary name, created exclusively in a private directory next to the final
//      name and removed by a cleanup signal (sys/output_file.hpp);
//   2. the skeleton, written by the tree writer once the disk space of its arrays is
//      known to be there, with every bulk array allocated contiguously: the placements
//      of the deferred arrays become the file's array table;
//   3. the arrays' bytes, written at those offsets by one of the transports: this
//      process's own descriptor of the temporary (write_at: spliced or pwrite; copy_at:
//      copy_file_range), the O_DIRECT background thread (io/background_writer.hpp) or
//      MPI-IO and parallel HDF5 (io/data_sink.hpp), both given temporary();
//   4. publish() under the final name, or release() to a set of files published all or
//      nothing (io/output_set.hpp). A file neither published nor released is discarded
//      when it is destroyed, also on the way out of an exception: a failed run never
//      leaves a partial file or a temporary behind.
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "io/array_table.hpp"
#include "io/output_set.hpp"
#include "pcgns/tree_io.hpp"
#include "sys/unique_fd.hpp"

namespace pcgns::io {

class CommittedFile {
 public:
  // Reserves a temporary for `final_name` on this process. OutputError naming the file
  // when it may not be created (it exists and `overwrite` is false, no directory, ...).
  CommittedFile(std::filesystem::path final_name, bool overwrite);
  // Collective. One file written by every rank of `comm`: rank 0 reserves the temporary
  // and owns it (publishes or discards it); the others only write into it and remove it
  // on a cleanup signal -- mpiexec forwards the signal to all ranks, and the first to
  // get it removes the file even while rank 0 is stuck in a write. Errors are agreed.
  static CommittedFile reserve_shared(MPI_Comm comm, std::filesystem::path final_name, bool overwrite);

  // Discards the file unless it was published or released; never throws.
  ~CommittedFile();
  CommittedFile(CommittedFile&& other) noexcept;
  CommittedFile& operator=(CommittedFile&&) = delete;
  CommittedFile(const CommittedFile&) = delete;
  CommittedFile& operator=(const CommittedFile&) = delete;

  const std::filesystem::path& final_name() const { return final_name_; }
  const std::filesystem::path& temporary() const { return temporary_; }
  // The final name, as messages quote it.
  std::string name() const { return final_name_.string(); }

  // Writes `root` as the file's skeleton (IoError naming the file when the space its
  // arrays need is not there, unless `reserve_space` is false) and keeps the placements
  // of its deferred arrays.
  const ArrayTable& write_skeleton(const Node& root, const WriteOptions& options, bool reserve_space = true);
  // The array table of a skeleton another rank wrote (reserve_shared).
  void set_arrays(ArrayTable arrays) { arrays_ = std::move(arrays); }
  const ArrayTable& arrays() const { return arrays_; }
  // The index in arrays() of the deferred array at `node_path`, or InputError
  // "'FILE': cannot write 'PATH': why"; array_range also checks that the array has
  // elements [first, first + count).
  std::size_t array_index(std::string_view node_path) const;
  std::size_t array_range(std::string_view node_path, std::int64_t first, std::int64_t count) const;
  // "'FILE': cannot write 'PATH': ", the start of messages about a write request.
  std::string request_context(std::string_view node_path) const;

  // Writes `bytes` bytes of `values` at `offset` of the temporary through this process's
  // descriptor (opened on first use), spliced where the file system takes it, and starts
  // their write-back. IoError naming `where` (a full disk, ...).
  void write_at(std::int64_t offset, const void* values, std::int64_t bytes, const std::string& where);
  // Copies `bytes` bytes from offset `source_offset` of descriptor `source` to `offset` in
  // the kernel (sys/copy_range.hpp). Returns the bytes copied, fewer only when the source
  // ended first. IoError naming `where`.
  std::int64_t copy_at(std::int64_t offset, int source, std::int64_t source_offset, std::int64_t bytes,
                       const std::string& where);
  // Makes what write_at and copy_at wrote durable and closes the descriptor: IoError
  // naming the file. Publication does it too; ranks that only write call it themselves.
  void close_writes();

  // Closes the writes, flushes the temporary and renames it to the final name.
  // OutputError/IoError naming the file; the temporary is then discarded on destruction.
  void publish();
  // Closes the writes and hands the temporary over, to be published with others (or
  // discarded) by the caller: no longer removed here.
  PendingOutput release();
  // Removes the temporary now (only the owner does), unless published or released.
  void discard() noexcept;

 private:
  enum class Role { owner, writer };
  CommittedFile(std::filesystem::path final_name, std::filesystem::path temporary, Role role);
  int descriptor();

  std::filesystem::path final_name_;
  std::filesystem::path temporary_;
  Role role_ = Role::owner;
  bool overwrite_ = false;
  bool settled_ = false;  // published, released or discarded: nothing left to remove
  ArrayTable arrays_;
  std::unique_ptr<sys::UniqueFd> fd_;  // write_at and copy_at's descriptor, once opened
};

}  // namespace pcgns::io
