#include "sys/copy_range.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "pcgns/error.hpp"
#include "sys/pwrite_all.hpp"

namespace pcgns::sys {
namespace {

// The buffer of the fallback copy: large enough for full-speed sequential I/O, small
// enough to be nothing beside the merge's own round of data.
constexpr std::int64_t kBufferBytes = std::int64_t{8} << 20;

// The kernel's answers meaning "not between these two files", as opposed to a failure.
bool kernel_cannot(int error) {
  return error == EXDEV || error == EINVAL || error == EOPNOTSUPP || error == ENOSYS || error == EBADF ||
         error == ETXTBSY;
}

[[noreturn]] void fail(const std::string& where, int error) {
  throw IoError("cannot copy into " + where + ": " + std::strerror(error));
}

std::int64_t copy_through_buffer(FileBytes from, FileBytes to, std::int64_t bytes, const std::string& where) {
  std::vector<char> buffer(static_cast<std::size_t>(std::min(bytes, kBufferBytes)));
  std::int64_t done = 0;
  while (done < bytes) {
    const auto want = static_cast<std::size_t>(std::min<std::int64_t>(bytes - done, kBufferBytes));
    const ssize_t got = ::pread(from.descriptor, buffer.data(), want, from.offset + done);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail(where, errno);
    if (got == 0) break;  // the source ended
    pwrite_all(to.descriptor, buffer.data(), static_cast<std::size_t>(got), to.offset + done, where);
    done += got;
  }
  return done;
}

}  // namespace

std::int64_t copy_range(FileBytes from, FileBytes to, std::int64_t bytes, const std::string& where) {
  std::int64_t done = 0;
  while (done < bytes) {
    loff_t in = from.offset + done;
    loff_t out = to.offset + done;
    const ssize_t copied =
        ::copy_file_range(from.descriptor, &in, to.descriptor, &out, static_cast<std::size_t>(bytes - done), 0);
    if (copied < 0 && errno == EINTR) continue;
    if (copied < 0 && kernel_cannot(errno))
      return done + copy_through_buffer({from.descriptor, from.offset + done}, {to.descriptor, to.offset + done},
                                        bytes - done, where);
    if (copied < 0) fail(where, errno);
    if (copied == 0) break;  // the source ended
    done += copied;
  }
  return done;
}

}  // namespace pcgns::sys
