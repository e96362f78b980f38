#pragma once
// MPI-IO hints: KEY=VALUE pairs from the command line, turned into an MPI_Info.
#include <mpi.h>

#include <string>
#include <utility>
#include <vector>

namespace pcgns::mpi {

using Hints = std::vector<std::pair<std::string, std::string>>;

// Parses "KEY=VALUE"; throws UsageError naming the text when malformed.
std::pair<std::string, std::string> parse_hint(const std::string& text);

// Owns an MPI_Info built from hints (MPI_INFO_NULL when there are none).
class MpiInfo {
 public:
  explicit MpiInfo(const Hints& hints);
  ~MpiInfo();
  MpiInfo(const MpiInfo&) = delete;
  MpiInfo& operator=(const MpiInfo&) = delete;
  MPI_Info get() const { return info_; }

 private:
  MPI_Info info_ = MPI_INFO_NULL;
};

}  // namespace pcgns::mpi
