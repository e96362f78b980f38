#include "sys/pwrite_all.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "pcgns/error.hpp"

namespace pcgns::sys {

void pwrite_all(int fd, const void* values, std::size_t bytes, std::int64_t offset, const std::string& where) {
  const auto* data = static_cast<const std::byte*>(values);
  std::size_t done = 0;
  while (done < bytes) {
    const auto wrote = ::pwrite(fd, data + done, bytes - done, static_cast<off_t>(offset) + static_cast<off_t>(done));
    if (wrote < 0 && errno == EINTR) continue;
    // 0 bytes written for a non-empty request would loop forever: report it.
    if (wrote <= 0) throw IoError("cannot write " + where + ": " + std::strerror(wrote < 0 ? errno : ENOSPC));
    done += static_cast<std::size_t>(wrote);
  }
}

}  // namespace pcgns::sys
