#include "pcgns/stripe/detect.hpp"

#include <sys/statfs.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <sstream>
#include <system_error>

#include "pcgns/stripe/file_system.hpp"
#include "pcgns/stripe/hint_syntax.hpp"

namespace pcgns::stripe {
namespace fs = std::filesystem;
namespace {

bool on_search_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (path == nullptr) return false;
  std::istringstream dirs(path);
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (dir.empty()) dir = ".";
    if (::access((dir + "/" + program).c_str(), X_OK) == 0) return true;
  }
  return false;
}

// Standard output of a shell command, stderr discarded; empty when it fails.
std::string command_output(const std::string& command) {
  FILE* pipe = ::popen((command + " 2>/dev/null").c_str(), "r");
  if (pipe == nullptr) return {};
  std::string output;
  std::array<char, 4096> buffer{};
  std::size_t got = 0;
  while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) output.append(buffer.data(), got);
  return ::pclose(pipe) == 0 ? output : std::string();
}

void read_lustre_details(Environment& environment) {
  if (!on_search_path("lfs")) return;
  const std::string where = shell_quote(environment.probed.string());
  // A directory's default layout is what new files inherit; a file has its own.
  const bool directory = fs::is_directory(environment.probed);
  environment.layout =
      parse_lfs_getstripe(command_output("lfs getstripe " + std::string(directory ? "-d " : "") + where));
  environment.osts = count_lfs_osts(command_output("lfs df " + where));
}

}  // namespace

fs::path nearest_existing(const fs::path& path) {
  fs::path candidate = path.empty() ? fs::path(".") : path;
  std::error_code error;
  while (!fs::exists(candidate, error)) {
    if (!candidate.has_relative_path()) break;  // "/" itself
    fs::path parent = candidate.parent_path();
    if (parent.empty()) return ".";
    candidate = parent;
  }
  return candidate;
}

unsigned long statfs_magic(const fs::path& path) {
  struct statfs info {};
  if (::statfs(path.c_str(), &info) != 0) return 0;
  return static_cast<unsigned long>(info.f_type);
}

Environment detect_environment(const fs::path& path, bool run_lfs) {
  Environment environment;
  environment.path = path.empty() ? fs::path(".") : path;
  environment.probed = nearest_existing(environment.path);
  struct statfs info {};
  if (::statfs(environment.probed.c_str(), &info) == 0) {
    environment.detected_fs = fs_name_for_magic(static_cast<unsigned long>(info.f_type));
    environment.block_size = static_cast<std::int64_t>(info.f_bsize);
  }
  environment.fs = environment.detected_fs;
  if (environment.fs == "lustre" && run_lfs) read_lustre_details(environment);
  return environment;
}

std::optional<LustreLayout> parse_lfs_getstripe(const std::string& text) {
  static const std::regex count(R"(stripe_count:\s*(-?\d+))");
  static const std::regex size(R"(stripe_size:\s*(\d+))");
  LustreLayout layout;
  bool found = false;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), count); it != std::sregex_iterator(); ++it) {
    const int value = std::stoi((*it)[1]);
    if (!found || value == -1 || (layout.stripe_count != -1 && value > layout.stripe_count))
      layout.stripe_count = value;
    found = true;
  }
  if (!found) return std::nullopt;
  std::smatch match;
  if (std::regex_search(text, match, size)) layout.stripe_size = std::stoll(match[1]);
  layout.progressive = text.find("lcm_entry_count") != std::string::npos;
  return layout;
}

int count_lfs_osts(const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  int osts = 0;
  while (std::getline(lines, line))
    if (line.find("[OST:") != std::string::npos) ++osts;
  return osts;
}

MpiFlavor mpi_flavor_from_version(const std::string& version) {
  if (version.find("Open MPI") != std::string::npos) return MpiFlavor::openmpi;
  if (version.find("CRAY MPICH") != std::string::npos || version.find("Cray MPICH") != std::string::npos)
    return MpiFlavor::cray;
  // MPICH and its derivatives (MVAPICH, Intel MPI) read ROMIO_HINTS files.
  if (version.find("MPICH") != std::string::npos || version.find("Intel") != std::string::npos) return MpiFlavor::mpich;
  return MpiFlavor::openmpi;
}

std::string romio_component_from_version(const std::string& version) {
  static const std::regex open_mpi(R"(Open MPI v(\d+)\.)");
  std::smatch match;
  if (!std::regex_search(version, match, open_mpi)) return {};
  // The ROMIO release each Open MPI series bundles as an io component.
  switch (std::stoi(match[1])) {
    case 3: return "romio314";
    case 4: return "romio321";
    case 5: return "romio341";
    default: return {};
  }
}

}  // namespace pcgns::stripe
