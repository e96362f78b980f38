#pragma once
// A fresh directory that every rank of a communicator writes into: made by its rank 0,
// its name sent to the others, removed by rank 0 once every rank is done with it.
#include <mpi.h>

#include <filesystem>
#include <string>
#include <vector>

namespace pcgns::test {

class SharedDir {
 public:
  // Collective over `comm`; throws std::runtime_error on every rank when rank 0 cannot
  // make the directory.
  explicit SharedDir(MPI_Comm comm = MPI_COMM_WORLD);
  // Collective: waits for every rank before the directory is removed.
  ~SharedDir();
  SharedDir(const SharedDir&) = delete;
  SharedDir& operator=(const SharedDir&) = delete;

  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
  const std::filesystem::path& path() const { return path_; }
  // Names of the entries of the directory (as seen from this rank).
  std::vector<std::string> entries() const;

 private:
  MPI_Comm comm_;
  std::filesystem::path path_;
};

}  // namespace pcgns::test
