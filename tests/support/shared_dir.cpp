#include "support/shared_dir.hpp"

#include <stdexcept>
#include <system_error>

#include "support/scratch_dir.hpp"

namespace pcgns::test {
namespace {

int rank_in(MPI_Comm comm) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  return rank;
}

// Rank 0's directory name on every rank; empty everywhere when rank 0 could not make it.
std::string made_by_rank_zero(MPI_Comm comm) {
  std::string name;
  if (rank_in(comm) == 0) {
    try {
      name = make_unique_directory(std::filesystem::temp_directory_path(), scratch_prefix()).string();
    } catch (const std::exception&) {
      name.clear();  // reported on every rank below, so none waits for the others
    }
  }
  int length = static_cast<int>(name.size());
  MPI_Bcast(&length, 1, MPI_INT, 0, comm);
  name.resize(static_cast<std::size_t>(length));
  MPI_Bcast(name.data(), length, MPI_CHAR, 0, comm);
  return name;
}

}  // namespace

SharedDir::SharedDir(MPI_Comm comm) : comm_(comm) {
  const std::string name = made_by_rank_zero(comm);
  if (name.empty()) throw std::runtime_error("rank 0 cannot create a shared scratch directory");
  path_ = name;
}

SharedDir::~SharedDir() {
  MPI_Barrier(comm_);
  std::error_code ignored;
  if (rank_in(comm_) == 0) std::filesystem::remove_all(path_, ignored);
}

std::vector<std::string> SharedDir::entries() const { return entry_names(path_); }

}  // namespace pcgns::test
