#pragma once
// A file descriptor closed on every way out of the scope that opened it.
#include <fcntl.h>
#include <unistd.h>

#include <filesystem>

namespace pcgns::sys {

class UniqueFd {
 public:
  // open(file, flags | O_CLOEXEC, mode); get() is -1 when that failed (errno tells why).
  UniqueFd(const std::filesystem::path& file, int flags, mode_t mode = 0644)
      : fd_(::open(file.c_str(), flags | O_CLOEXEC, mode)) {}
  ~UniqueFd() {
    if (fd_ >= 0) ::close(fd_);
  }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

}  // namespace pcgns::sys
