#pragma once
// A file descriptor closed on every way out of the scope that opened it. Movable, so
// that an owner can keep descriptors in a container or hand one over.
#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <utility>

namespace pcgns::sys {

class UniqueFd {
 public:
  // Holds no descriptor (get() is -1).
  UniqueFd() = default;
  // open(file, flags | O_CLOEXEC, mode); get() is -1 when that failed (errno tells why).
  UniqueFd(const std::filesystem::path& file, int flags, mode_t mode = 0644)
      : fd_(::open(file.c_str(), flags | O_CLOEXEC, mode)) {}
  ~UniqueFd() { reset(); }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  // Moving transfers ownership; the moved-from object holds -1.
  UniqueFd(UniqueFd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) {
      reset();
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }

  int get() const { return fd_; }
  bool is_open() const { return fd_ >= 0; }
  // Closes the descriptor now (close's own failure is not reported: the data was either
  // synced before, or its loss is reported by whoever syncs).
  void reset() noexcept {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

 private:
  int fd_ = -1;
};

}  // namespace pcgns::sys
