#include "io/output_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>

#include "pcgns/error.hpp"

namespace pcgns::io {
namespace fs = std::filesystem;

namespace {

std::string random_token() {
  std::random_device device;
  std::uniform_int_distribution<unsigned> digit(0, 15);
  std::string token;
  for (int i = 0; i < 10; ++i) token += "0123456789abcdef"[digit(device)];
  return token;
}

fs::path directory_of(const fs::path& file) {
  return file.has_parent_path() ? file.parent_path() : fs::path(".");
}

void check_destination(const fs::path& final_name, bool overwrite) {
  const std::string name = final_name.string();
  std::error_code ec;
  if (!fs::is_directory(directory_of(final_name), ec))
    throw OutputError("cannot create '" + name + "': directory '" +
                      directory_of(final_name).string() + "' does not exist");
  if (fs::is_directory(final_name, ec))
    throw OutputError("cannot create '" + name + "': it is a directory");
  if (!overwrite && fs::exists(final_name, ec))
    throw OutputError("output file '" + name + "' already exists (overwrite not requested)");
}

// fsync of a file or directory; `what` names it in the error.
void sync_path(const fs::path& path, int flags, const std::string& what) {
  const int fd = ::open(path.c_str(), flags);
  if (fd < 0 || ::fsync(fd) != 0) {
    const std::string reason = std::strerror(errno);
    if (fd >= 0) ::close(fd);
    throw IoError("cannot flush " + what + " '" + path.string() + "' to disk: " + reason);
  }
  ::close(fd);
}

}  // namespace

fs::path temporary_name(const fs::path& final_name, std::string_view token) {
  const std::string name = "." + final_name.filename().string() + ".pcgns-" +
                           std::string(token) + ".tmp";
  return final_name.has_parent_path() ? final_name.parent_path() / name : fs::path(name);
}

fs::path reserve_output(const fs::path& final_name, bool overwrite) {
  check_destination(final_name, overwrite);
  // O_EXCL: two writers never share a temporary, even with an unlucky token.
  for (int attempt = 0;; ++attempt) {
    const fs::path temporary = temporary_name(final_name, random_token());
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd >= 0) {
      ::close(fd);
      return temporary;
    }
    if (errno != EEXIST || attempt == 10)
      throw OutputError("cannot create '" + final_name.string() + "': cannot write in '" +
                        directory_of(final_name).string() + "': " + std::strerror(errno));
  }
}

void publish_output(const fs::path& temporary, const fs::path& final_name, bool overwrite) {
  // The destination may have appeared while we were writing.
  check_destination(final_name, overwrite);
  sync_path(temporary, O_RDONLY, "file");
  std::error_code ec;
  fs::rename(temporary, final_name, ec);
  if (ec)
    throw OutputError("cannot rename '" + temporary.string() + "' to '" + final_name.string() +
                      "': " + ec.message());
  // Makes the rename itself durable.
  sync_path(directory_of(final_name), O_RDONLY | O_DIRECTORY, "directory");
}

void discard_output(const fs::path& temporary) noexcept {
  std::error_code ec;
  fs::remove(temporary, ec);
}

void reserve_space(const std::filesystem::path& temporary, const std::filesystem::path& final_name,
                   std::int64_t bytes) {
  if (bytes <= 0) return;
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return;  // creating the file will report the problem
  const int rc = ::fallocate(fd, 0, 0, static_cast<off_t>(bytes));
  const int error = errno;
  if (::ftruncate(fd, 0) != 0) {
    // HDF5 truncates the file again when it creates it; the check was all we wanted.
  }
  ::close(fd);
  if (rc == 0 || error == EOPNOTSUPP || error == ENOSYS || error == EINTR) return;
  throw IoError("cannot write '" + final_name.string() + "': " + std::to_string(bytes) +
                " bytes do not fit (" + std::strerror(error) + ")");
}

}  // namespace pcgns::io
