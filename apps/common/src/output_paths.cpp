#include "pcgns_tool/output_paths.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>

#include "pcgns/error.hpp"

namespace pcgns::tool {
namespace fs = std::filesystem;

namespace {

bool names_directory(const fs::path& path) {
  struct stat status {};
  return ::stat(path.c_str(), &status) == 0 && S_ISDIR(status.st_mode);
}

// Rank 0's part of create_parent_directories: "" when the parents exist, else why not.
std::string make_parents(const std::string& path) {
  const fs::path parent = fs::path(path).parent_path();
  fs::path prefix;
  for (const auto& part : parent) {
    prefix /= part;
    if (names_directory(prefix)) continue;
    if (::mkdir(prefix.c_str(), 0777) == 0) continue;  // the umask decides the mode
    const int error = errno;
    if (error == EEXIST && names_directory(prefix)) continue;  // made by someone else meanwhile
    if (error == EEXIST || error == ENOTDIR)
      return "cannot create '" + path + "': '" + prefix.string() + "' exists and is not a directory";
    return "cannot create '" + path + "': cannot create directory '" + prefix.string() + "': " + std::strerror(error);
  }
  return {};
}

// Rank 0's check that a file can be created as `path` once its parents exist.
std::string check_creatable(const std::string& path) {
  if (names_directory(path)) return "cannot write '" + path + "': it is a directory";
  const fs::path parent = fs::path(path).parent_path();
  const fs::path directory = parent.empty() ? fs::path(".") : parent;
  if (::access(directory.c_str(), W_OK | X_OK) != 0)
    return "cannot write '" + path + "': cannot create files in '" + directory.string() + "': " + std::strerror(errno);
  return {};
}

// Rank 0's verdict, the same on every rank: "" or the error message.
std::string broadcast_from_rank0(MPI_Comm comm, std::string message) {
  std::int64_t length = static_cast<std::int64_t>(message.size());
  MPI_Bcast(&length, 1, MPI_INT64_T, 0, comm);
  message.resize(static_cast<std::size_t>(length));
  if (length > 0) MPI_Bcast(message.data(), static_cast<int>(length), MPI_CHAR, 0, comm);
  return message;
}

int rank_in(MPI_Comm comm) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  return rank;
}

}  // namespace

void create_parent_directories(MPI_Comm comm, const std::string& path) {
  const std::string error = broadcast_from_rank0(comm, rank_in(comm) == 0 ? make_parents(path) : std::string());
  if (!error.empty()) throw OutputError(error);
}

void prepare_json_destination(MPI_Comm comm, const std::optional<std::string>& destination) {
  if (!destination || *destination == "-") return;
  std::string error;
  if (rank_in(comm) == 0) {
    error = make_parents(*destination);
    if (error.empty()) error = check_creatable(*destination);
  }
  error = broadcast_from_rank0(comm, error);
  if (!error.empty()) throw OutputError("JSON report: " + error);
}

}  // namespace pcgns::tool
