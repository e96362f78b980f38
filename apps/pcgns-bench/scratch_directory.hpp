#pragma once
// The benchmark's files (raw, CGNS, the hints probe) are written in a private directory
// inside --dir: created by rank 0 with mode 0700 and a fresh name, so a link another
// user planted at a predictable name such as pcgns-bench-b.raw is never written
// through, although MPI-IO and HDF5 open these files by name.
#include <mpi.h>

#include <filesystem>

namespace pcgns::bench_app {

class ScratchDirectory {
 public:
  // Collective. OutputError naming `dir` when it cannot be created.
  ScratchDirectory(MPI_Comm comm, const std::filesystem::path& dir);
  // Rank 0 removes the directory and the files left in it.
  ~ScratchDirectory();
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;

  const std::filesystem::path& path() const { return path_; }

  // Collective: rank 0 moves the files left in the directory (--keep) into `dir`. A
  // rename replaces whatever stands at the name, a link included, without following it.
  void keep_files() const;

 private:
  MPI_Comm comm_;
  std::filesystem::path dir_;
  std::filesystem::path path_;
  int rank_ = 0;
};

}  // namespace pcgns::bench_app
