// SharedDir: one directory per communicator, the same on each of its ranks, removed once
// every rank is done with it.
#include "support/shared_dir.hpp"

#include <gtest/gtest.h>
#include <mpi.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

// Rank 0's path of `dir` as seen by every rank of `comm`.
std::string rank_zero_path(MPI_Comm comm, const SharedDir& dir) {
  std::string path = dir.path().string();
  int length = static_cast<int>(path.size());
  MPI_Bcast(&length, 1, MPI_INT, 0, comm);
  path.resize(static_cast<std::size_t>(length));
  MPI_Bcast(path.data(), length, MPI_CHAR, 0, comm);
  return path;
}

TEST(SharedDir, OneDirectoryPerCommunicatorSeenByEachOfItsRanks) {
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm pair = MPI_COMM_NULL;  // ranks 0-1, 2-3, ...
  MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &pair);
  fs::path kept;
  {
    const SharedDir dir(pair);
    kept = dir.path();
    EXPECT_EQ(dir.path().string(), rank_zero_path(pair, dir));
    std::ofstream(dir / ("rank" + std::to_string(rank))) << rank;
    MPI_Barrier(pair);
    int pair_size = 1;
    MPI_Comm_size(pair, &pair_size);
    EXPECT_EQ(dir.entries().size(), static_cast<std::size_t>(pair_size));
    // Another pair's directory is another one.
    const std::string first_pair = rank_zero_path(MPI_COMM_WORLD, dir);
    if (rank >= 2) {
      EXPECT_NE(dir.path().string(), first_pair);
    }
  }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_FALSE(fs::exists(kept));
  MPI_Comm_free(&pair);
}

}  // namespace
}  // namespace pcgns::test
