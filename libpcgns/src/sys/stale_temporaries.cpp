#include "pcgns/sys/stale_temporaries.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "pcgns/sys/safe_file.hpp"
#include "sys/temporary_name.hpp"

namespace pcgns::sys {
namespace fs = std::filesystem;

namespace {

bool owner_is_gone(const sys::TemporaryOwner& owner) {
  if (owner.host != sys::this_host()) return false;
  return ::kill(static_cast<pid_t>(owner.pid), 0) != 0 && errno == ESRCH;
}

// Removes `entry` when it is ours: a regular file, or a private directory.
bool remove_ours(const fs::path& entry) {
  struct stat info {};
  if (::lstat(entry.c_str(), &info) != 0 || info.st_uid != ::geteuid()) return false;
  if (S_ISDIR(info.st_mode)) {
    remove_private_directory(entry);
    return ::access(entry.c_str(), F_OK) != 0;
  }
  return S_ISREG(info.st_mode) && ::unlink(entry.c_str()) == 0;
}

}  // namespace

std::vector<fs::path> remove_stale_temporaries(const fs::path& directory, const std::string& file_name) {
  std::vector<fs::path> removed;
  std::error_code ec;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
    const auto owner = sys::parse_temporary_entry(it->path().filename().string());
    if (!owner || (!file_name.empty() && owner->file_name != file_name) || !owner_is_gone(*owner)) continue;
    if (remove_ours(it->path())) removed.push_back(it->path());
  }
  return removed;
}

}  // namespace pcgns::sys
