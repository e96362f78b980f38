#include "async/file_per_process_target.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "io/array_request.hpp"
#include "pcgns/error.hpp"
#include "sys/output_file.hpp"
#include "sys/splice_write.hpp"
#include "sys/stored_bytes.hpp"
#include "sys/writeback.hpp"

namespace pcgns::async {

FilePerProcessFile::FilePerProcessFile(FilePerProcessTarget target)
    : target_(std::move(target)),
      temporary_(sys::reserve_output(target_.file, target_.overwrite)) {}

FilePerProcessFile::~FilePerProcessFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!published_) sys::discard_output(temporary_);
}

void FilePerProcessFile::commit() {
  // A full disk is reported now, before the skeleton or any value is written.
  sys::reserve_space(temporary_, target_.file, sys::stored_bytes(tree_) + target_.tree.meta_block_size);
  auto placements = write_tree(temporary_, tree_, target_.tree);
  arrays_ = io::ArrayTable::of_deferred(tree_, std::move(placements));
  fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd_ < 0)
    throw IoError("cannot open '" + target_.file.string() + "' for writing: " + std::strerror(errno));
}

std::int64_t FilePerProcessFile::write(const WriteJob& job, const WriteHook& hook) {
  if (hook) hook(job.field);
  const auto index = arrays_.find(job.field);
  if (!index) throw InputError(context(job.field) + "not a deferred contiguous array of the committed tree");
  const DatasetPlacement& array = arrays_[*index];
  const std::string problem = io::range_problem(array.dims, job.first, job.count);
  if (!problem.empty()) throw InputError(context(job.field) + problem);
  const auto size = static_cast<std::int64_t>(element_size(array.type));
  sys::splice_write(fd_, job.values, static_cast<std::size_t>(job.count * size), array.offset + job.first * size,
                   "'" + target_.file.string() + "' node '" + job.field + "'");
  sys::start_writeback(fd_, array.offset + job.first * size, job.count * size);
  return job.count * size;
}

void FilePerProcessFile::close() {
  const int fd = std::exchange(fd_, -1);
  if (fd >= 0 && ::close(fd) != 0)
    throw IoError("cannot write '" + target_.file.string() + "': " + std::strerror(errno));
  sys::publish_output(temporary_, target_.file, target_.overwrite);
  published_ = true;
}

std::string FilePerProcessFile::context(const std::string& field) const {
  return "'" + target_.file.string() + "': cannot write '" + field + "': ";
}

}  // namespace pcgns::async
