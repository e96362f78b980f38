#include "sys/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/sys/safe_file.hpp"
#include "pcgns/sys/stale_temporaries.hpp"
#include "sys/temporary_name.hpp"
#include "sys/temporary_registry.hpp"

namespace pcgns::sys {
namespace fs = std::filesystem;

namespace {

fs::path directory_of(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

void check_destination(const fs::path& final_name, bool overwrite) {
  const std::string name = final_name.string();
  std::error_code ec;
  if (!fs::is_directory(directory_of(final_name), ec))
    throw OutputError("cannot create '" + name + "': directory '" + directory_of(final_name).string() +
                      "' does not exist");
  if (fs::is_directory(final_name, ec)) throw OutputError("cannot create '" + name + "': it is a directory");
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

// Removes the private directory a temporary was made in (and nothing else).
void remove_private_parent(const fs::path& temporary) noexcept {
  if (parse_temporary_entry(temporary.parent_path().filename().string())) ::rmdir(temporary.parent_path().c_str());
}

}  // namespace

fs::path reserve_output(const fs::path& final_name, bool overwrite) {
  check_destination(final_name, overwrite);
  remove_stale_temporaries(directory_of(final_name), final_name.filename().string());
  for (int attempt = 0;; ++attempt) {
    // The run's shared name first (io/run_owner.hpp); a fresh one if that is taken.
    const fs::path directory =
        attempt == 0 ? private_directory_name(final_name)
                     : directory_of(final_name) / temporary_entry_name(final_name.filename().string(), random_token());
    fs::path temporary = directory / final_name.filename();
    // Recorded before it exists: a signal from now on removes whatever was made.
    remember_temporary(temporary, directory);
    if (::mkdir(directory.c_str(), 0700) != 0) {
      const int error = errno;
      forget_temporary(temporary);
      if (error == EEXIST && attempt < 10) continue;
      throw OutputError("cannot create '" + final_name.string() + "': cannot write in '" +
                        directory_of(final_name).string() + "': " + std::strerror(error));
    }
    const int fd = create_exclusive(temporary, 0666);
    if (fd < 0) {
      const std::string reason = std::strerror(errno);
      discard_output(temporary);
      throw OutputError("cannot create '" + final_name.string() + "': " + reason);
    }
    ::close(fd);
    return temporary;
  }
}

void flush_output(const fs::path& temporary, const fs::path& final_name, bool overwrite) {
  // The destination may have appeared while we were writing.
  check_destination(final_name, overwrite);
  sync_path(temporary, O_RDONLY, "file");
}

void rename_output(const fs::path& temporary, const fs::path& final_name) {
  std::error_code ec;
  fs::rename(temporary, final_name, ec);
  if (ec)
    throw OutputError("cannot rename '" + temporary.string() + "' to '" + final_name.string() + "': " + ec.message());
  forget_temporary(temporary);
  remove_private_parent(temporary);
}

void sync_directory_of(const fs::path& file) { sync_path(directory_of(file), O_RDONLY | O_DIRECTORY, "directory"); }

void publish_output(const fs::path& temporary, const fs::path& final_name, bool overwrite) {
  flush_output(temporary, final_name, overwrite);
  rename_output(temporary, final_name);
  // Makes the rename itself durable.
  sync_directory_of(final_name);
}

void discard_output(const fs::path& temporary) noexcept {
  ::unlink(temporary.c_str());
  remove_private_parent(temporary);
  forget_temporary(temporary);
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
  throw IoError("cannot write '" + final_name.string() + "': " + std::to_string(bytes) + " bytes do not fit (" +
                std::strerror(error) + ")");
}

}  // namespace pcgns::sys
