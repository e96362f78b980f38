#include "pcgns_tool/progress_target.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <string>

namespace pcgns::tool {
namespace {

// Set for the processes mpiexec (Open MPI, MPICH's Hydra), a PMIx launcher or srun starts.
bool started_by_launcher() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE", "SLURM_PROCID"})
    if (std::getenv(name)) return true;
  return false;
}

pid_t parent_of(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  std::getline(stat, text);
  const auto name_end = text.rfind(')');  // the command name may hold spaces and parentheses
  if (name_end == std::string::npos || name_end + 4 > text.size()) return 0;
  return static_cast<pid_t>(std::atol(text.c_str() + name_end + 4));  // after ") S "
}

bool names_terminal(const std::string& path) {
  return path.rfind("/dev/pts/", 0) == 0 || path.rfind("/dev/tty", 0) == 0 || path == "/dev/console";
}

// Whether the nearest ancestor holding something else than our `fd` as its own `fd`
// (the launcher forwarding what we write) holds a terminal there. A few levels only:
// further up are the user's shells, which say nothing about where the job's output goes.
bool forwarder_writes_to_terminal(int fd) {
  struct stat mine {};
  if (::fstat(fd, &mine) != 0) return false;
  pid_t pid = ::getppid();
  for (int level = 0; level < 4 && pid > 1; ++level, pid = parent_of(pid)) {
    const std::string link = "/proc/" + std::to_string(pid) + "/fd/" + std::to_string(fd);
    struct stat theirs {};
    if (::stat(link.c_str(), &theirs) != 0) return false;                        // not ours to look at
    if (theirs.st_dev == mine.st_dev && theirs.st_ino == mine.st_ino) continue;  // inherited, not forwarded
    char target[256] = {};
    const auto length = ::readlink(link.c_str(), target, sizeof target - 1);
    return length > 0 && names_terminal(std::string(target, static_cast<std::size_t>(length)));
  }
  return false;
}

}  // namespace

OutputTerminals observe_output_terminals() {
  const bool stdout_tty = ::isatty(STDOUT_FILENO) != 0, stderr_tty = ::isatty(STDERR_FILENO) != 0;
  if (!started_by_launcher()) return {stdout_tty, stderr_tty};
  // A launcher's pseudo terminal on stdout alone proves nothing; on both (srun --pty) it
  // is the user's.
  return {forwarder_writes_to_terminal(STDOUT_FILENO) || (stdout_tty && stderr_tty),
          stderr_tty || forwarder_writes_to_terminal(STDERR_FILENO)};
}

ProgressTarget choose_progress_target(const OutputTerminals& terminals, std::optional<bool> requested, bool quiet,
                                      bool json_on_stdout) {
  if (requested == false || (quiet && requested != true)) return {};
  if (!json_on_stdout && terminals.stdout_terminal) return {ProgressStyle::bar, true};
  if (terminals.stderr_terminal) return {ProgressStyle::bar, false};
  return {ProgressStyle::lines, false};
}

}  // namespace pcgns::tool
