#include "pcgns/stripe/auto_hints.hpp"

#include <cstdlib>
#include <string>

#include "pcgns/stripe/detect.hpp"
#include "pcgns/stripe/recommendation.hpp"

namespace pcgns::stripe {
namespace fs = std::filesystem;

int job_nodes_from_environment() {
  for (const char* name : {"SLURM_JOB_NUM_NODES", "SLURM_NNODES"}) {
    const char* text = std::getenv(name);
    if (text == nullptr || *text == '\0') continue;
    char* end = nullptr;
    const long nodes = std::strtol(text, &end, 10);
    if (*end == '\0' && nodes >= 1 && nodes <= 1'000'000) return static_cast<int>(nodes);
  }
  return 1;
}

mpi::Hints auto_hints(const fs::path& path, std::int64_t bytes, int ranks, int nodes) {
  // No lfs here: this runs inside the tools' MPI jobs, on every rank.
  const Environment environment = detect_environment(path, false);
  Workload workload;
  workload.bytes = bytes > 0 ? bytes : 0;
  workload.ranks = ranks > 0 ? ranks : 1;
  workload.nodes = nodes > 0 ? nodes : 1;
  workload.pattern = workload.ranks > 1 ? Pattern::shared : Pattern::serial;
  return recommend(workload, environment).hints;
}

mpi::Hints auto_hints_for(const fs::path& output, std::int64_t bytes, int ranks) {
  // The output file usually does not exist yet: its directory is where it will live.
  std::error_code error;
  const fs::path directory =
      fs::is_directory(output, error) ? output : (output.has_parent_path() ? output.parent_path() : fs::path("."));
  return auto_hints(directory, bytes, ranks, job_nodes_from_environment());
}

}  // namespace pcgns::stripe
