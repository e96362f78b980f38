#include "io/committed_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "io/array_request.hpp"
#include "mpi/broadcast.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "sys/copy_range.hpp"
#include "sys/output_file.hpp"
#include "sys/splice_write.hpp"
#include "sys/stored_bytes.hpp"
#include "sys/temporary_registry.hpp"
#include "sys/writeback.hpp"

namespace pcgns::io {
namespace fs = std::filesystem;

CommittedFile::CommittedFile(fs::path final_name, bool overwrite)
    : final_name_(std::move(final_name)),
      temporary_(sys::reserve_output(final_name_, overwrite)),
      overwrite_(overwrite) {}

CommittedFile::CommittedFile(fs::path final_name, fs::path temporary, Role role)
    : final_name_(std::move(final_name)), temporary_(std::move(temporary)), role_(role) {
  if (role_ == Role::writer) sys::remember_temporary(temporary_, temporary_.parent_path());
}

CommittedFile CommittedFile::reserve_shared(MPI_Comm comm, fs::path final_name, bool overwrite) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  std::string temporary;
  mpi::run_agreed(comm, [&] {
    if (rank == 0) temporary = sys::reserve_output(final_name, overwrite).string();
  });
  mpi::broadcast_string(comm, 0, temporary);
  CommittedFile file(std::move(final_name), temporary, rank == 0 ? Role::owner : Role::writer);
  file.overwrite_ = overwrite;
  return file;
}

CommittedFile::CommittedFile(CommittedFile&& other) noexcept
    : final_name_(std::move(other.final_name_)),
      temporary_(std::move(other.temporary_)),
      role_(other.role_),
      overwrite_(other.overwrite_),
      settled_(std::exchange(other.settled_, true)),
      arrays_(std::move(other.arrays_)),
      fd_(std::move(other.fd_)) {}

CommittedFile::~CommittedFile() {
  fd_.reset();
  discard();
}

const ArrayTable& CommittedFile::write_skeleton(const Node& root, const WriteOptions& options, bool reserve_space) {
  // A full disk is reported now, before the skeleton or any value is written.
  if (reserve_space) sys::reserve_space(temporary_, final_name_, sys::stored_bytes(root) + options.meta_block_size);
  arrays_ = ArrayTable::of_deferred(root, write_tree(temporary_, root, options));
  return arrays_;
}

std::string CommittedFile::request_context(std::string_view node_path) const {
  return "'" + name() + "': cannot write '" + normalize_node_path(node_path) + "': ";
}

std::size_t CommittedFile::array_index(std::string_view node_path) const {
  const auto index = arrays_.find(node_path);
  if (!index) throw InputError(request_context(node_path) + "not a deferred contiguous array of the committed tree");
  return *index;
}

std::size_t CommittedFile::array_range(std::string_view node_path, std::int64_t first, std::int64_t count) const {
  const std::size_t index = array_index(node_path);
  if (const std::string problem = range_problem(arrays_[index].dims, first, count); !problem.empty())
    throw InputError(request_context(node_path) + problem);
  return index;
}

int CommittedFile::descriptor() {
  if (!fd_) {
    auto fd = std::make_unique<sys::UniqueFd>(temporary_, O_WRONLY);
    if (fd->get() < 0) throw IoError("cannot open '" + name() + "' for writing: " + std::strerror(errno));
    fd_ = std::move(fd);
  }
  return fd_->get();
}

void CommittedFile::write_at(std::int64_t offset, const void* values, std::int64_t bytes, const std::string& where) {
  sys::splice_write(descriptor(), values, static_cast<std::size_t>(bytes), offset, where);
  sys::start_writeback(descriptor(), offset, bytes);
}

std::int64_t CommittedFile::copy_at(std::int64_t offset, int source, std::int64_t source_offset, std::int64_t bytes,
                                    const std::string& where) {
  const std::int64_t copied = sys::copy_range({source, source_offset}, {descriptor(), offset}, bytes, where);
  sys::start_writeback(descriptor(), offset, copied);
  return copied;
}

void CommittedFile::close_writes() {
  if (!fd_) return;
  const auto fd = std::move(fd_);
  if (::fsync(fd->get()) != 0)
    throw IoError("'" + name() + "': cannot sync the arrays copied or written at once: " + std::strerror(errno));
}

void CommittedFile::publish() {
  close_writes();
  sys::publish_output(temporary_, final_name_, overwrite_);
  settled_ = true;
}

PendingOutput CommittedFile::release() {
  close_writes();
  settled_ = true;
  return {temporary_, final_name_};
}

void CommittedFile::discard() noexcept {
  if (std::exchange(settled_, true)) return;
  fd_.reset();
  if (role_ == Role::owner) sys::discard_output(temporary_);
  else sys::forget_temporary(temporary_);
}

}  // namespace pcgns::io
