#pragma once
// A run whose ranks each write their own outputs (pcgns-split's part files) names every
// temporary after rank 0's process (one token, rank 0's pid and host), so that every
// rank can compute every temporary of the run and remove them all on a signal: Open MPI
// kills the remaining ranks with SIGKILL soon after one died of the signal, and a rank
// stuck in a long write then gets no chance to remove its own.
#include <mpi.h>

#include <filesystem>
#include <vector>

namespace pcgns::io {

class SharedTemporaries {
 public:
  // Collective. Until destruction, outputs reserved by this process are named after
  // rank 0, and the temporaries of all of `final_names` are removed on a signal.
  SharedTemporaries(MPI_Comm comm, const std::vector<std::filesystem::path>& final_names);
  ~SharedTemporaries();
  SharedTemporaries(const SharedTemporaries&) = delete;
  SharedTemporaries& operator=(const SharedTemporaries&) = delete;

 private:
  std::vector<std::filesystem::path> temporaries_;
};

}  // namespace pcgns::io
