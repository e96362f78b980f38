#pragma once
// pcgns-merge --new-times around the merge itself: the new steps are merged into a
// scratch file next to the output, then the output's tree with them spliced in
// (step_splice.hpp) is written under a temporary name and replaces the output: a failure
// anywhere leaves the output as it was.
#include <mpi.h>

#include <filesystem>

#include "pcgns/cgns_version.hpp"

namespace pcgns::merge {

// The scratch file for `output`'s new steps: hidden, in the same directory.
std::filesystem::path scratch_name(const std::filesystem::path& output);

// Removes the scratch file on rank 0 when it goes out of scope, also on an error.
class ScratchFile {
 public:
  ScratchFile(MPI_Comm comm, std::filesystem::path path);
  ~ScratchFile();
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
  bool owner_ = false;
};

// Collective: rank 0 splices `scratch` into `output` and publishes the result under
// `output`, stamped `version`. Agreed InputError when they are not the same case.
void publish_spliced(MPI_Comm comm, const std::filesystem::path& output, const std::filesystem::path& scratch,
                     CgnsVersion version);

}  // namespace pcgns::merge
