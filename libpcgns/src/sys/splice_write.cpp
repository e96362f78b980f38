#include "sys/splice_write.hpp"

#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "pcgns/error.hpp"
#include "sys/pwrite_all.hpp"

namespace pcgns::sys {
namespace {

// Below this, the pipe's own system calls cost more than they save.
constexpr std::size_t kSmallestSpliced = std::size_t{256} << 10;
constexpr int kPipeBytes = 1 << 20;  // the default pipe-max-size

// A pipe for one write, closed on every way out.
class Pipe {
 public:
  Pipe() {
    if (::pipe2(ends_, O_CLOEXEC) != 0) ends_[0] = ends_[1] = -1;
    else capacity_ = std::max(::fcntl(ends_[1], F_SETPIPE_SZ, kPipeBytes), 0);
  }
  ~Pipe() {
    for (const int end : ends_)
      if (end >= 0) ::close(end);
  }
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  bool usable() const { return ends_[0] >= 0 && capacity_ > 0; }
  std::size_t capacity() const { return static_cast<std::size_t>(capacity_); }
  int read_end() const { return ends_[0]; }
  int write_end() const { return ends_[1]; }

 private:
  int ends_[2] = {-1, -1};
  int capacity_ = 0;
};

// The kernel's answers meaning "this file takes no spliced writes".
bool cannot_splice(int error) { return error == EINVAL || error == EOPNOTSUPP || error == ENOSYS || error == EBADF; }

// Moves `bytes` bytes from the pipe into the file at `offset`. False, with nothing
// written, when the file takes no spliced writes.
bool drain(const Pipe& pipe, int fd, std::size_t bytes, std::int64_t offset, const std::string& where) {
  loff_t at = offset;
  while (bytes > 0) {
    const ssize_t moved = ::splice(pipe.read_end(), nullptr, fd, &at, bytes, SPLICE_F_MOVE);
    if (moved < 0 && errno == EINTR) continue;
    if (moved < 0 && cannot_splice(errno) && at == offset) return false;
    if (moved <= 0) throw IoError("cannot write " + where + ": " + std::strerror(moved < 0 ? errno : ENOSPC));
    bytes -= static_cast<std::size_t>(moved);
  }
  return true;
}

}  // namespace

void splice_write(int fd, const void* values, std::size_t bytes, std::int64_t offset, const std::string& where) {
  const auto* data = static_cast<const std::byte*>(values);
  if (bytes < kSmallestSpliced) return pwrite_all(fd, data, bytes, offset, where);
  const Pipe pipe;
  if (!pipe.usable()) return pwrite_all(fd, data, bytes, offset, where);
  std::size_t done = 0;
  while (done < bytes) {
    iovec piece{const_cast<std::byte*>(data + done), std::min(bytes - done, pipe.capacity())};
    const ssize_t handed = ::vmsplice(pipe.write_end(), &piece, 1, 0);
    if (handed < 0 && errno == EINTR) continue;
    if (handed <= 0) break;  // no pipe for these pages: plain writes from here
    // The pipe now refers to the caller's pages: empty it before going on or returning.
    if (!drain(pipe, fd, static_cast<std::size_t>(handed), offset + static_cast<std::int64_t>(done), where)) {
      // The file takes no spliced writes; what the pipe holds is simply dropped with it.
      break;
    }
    done += static_cast<std::size_t>(handed);
  }
  if (done < bytes) pwrite_all(fd, data + done, bytes - done, offset + static_cast<std::int64_t>(done), where);
}

}  // namespace pcgns::sys
