#include "pcgns/sys/safe_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "pcgns/error.hpp"
#include "sys/temporary_name.hpp"

namespace pcgns::sys {
namespace fs = std::filesystem;

namespace {

constexpr int kAttempts = 10;

fs::path sibling(const fs::path& final_name, const std::string& entry) {
  return final_name.has_parent_path() ? final_name.parent_path() / entry : fs::path(entry);
}

bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t written = ::write(fd, content.data(), content.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    content.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

}  // namespace

int create_exclusive(const fs::path& path, mode_t mode) {
  return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
}

void write_file_safely(const fs::path& destination, std::string_view content, mode_t mode) {
  const std::string name = destination.string();
  for (int attempt = 0;; ++attempt) {
    const fs::path temporary =
        sibling(destination, sys::temporary_entry_name(destination.filename().string(), sys::random_token()));
    const int fd = create_exclusive(temporary, mode);
    if (fd < 0) {
      if (errno == EEXIST && attempt < kAttempts) continue;
      throw OutputError("cannot write '" + name + "': " + std::strerror(errno));
    }
    const bool written = write_all(fd, content) && ::fsync(fd) == 0;
    const int error = errno;
    const bool closed = ::close(fd) == 0;
    if (!written || !closed || ::rename(temporary.c_str(), destination.c_str()) != 0) {
      const std::string reason = std::strerror(written && closed ? errno : error);
      ::unlink(temporary.c_str());
      throw OutputError("cannot write '" + name + "': " + reason);
    }
    return;
  }
}

fs::path private_directory_name(const fs::path& final_name) {
  // Named after the run's shared owner where there is one (io/run_owner.hpp).
  return sibling(final_name, sys::temporary_entry_name(final_name.filename().string(), {}));
}

fs::path create_private_directory(const fs::path& final_name) {
  for (int attempt = 0;; ++attempt) {
    fs::path directory =
        attempt == 0
            ? private_directory_name(final_name)
            : sibling(final_name, sys::temporary_entry_name(final_name.filename().string(), sys::random_token()));
    if (::mkdir(directory.c_str(), 0700) == 0) return directory;
    if (errno == EEXIST && attempt < kAttempts) continue;
    const fs::path parent = final_name.has_parent_path() ? final_name.parent_path() : fs::path(".");
    throw OutputError("cannot create '" + final_name.string() + "': cannot write in '" + parent.string() +
                      "': " + std::strerror(errno));
  }
}

void remove_private_directory(const fs::path& directory) noexcept {
  std::error_code ec;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec))
    ::unlink(it->path().c_str());  // unlink never follows a link, and fails on directories
  ::rmdir(directory.c_str());
}

}  // namespace pcgns::sys
