#pragma once
// What the job will write: the input of the striping rules.
#include <cstdint>
#include <string>

namespace pcgns::stripe {

// shared: many ranks write one file (MPI-IO, parallel HDF5); fpp: each rank writes its
// own file; serial: one process writes one file.
enum class Pattern { shared, fpp, serial };

struct Workload {
  std::int64_t bytes = 0;         // total bytes of the output (all files); 0 = unknown
  std::int64_t request_size = 0;  // bytes of a typical write call of one rank; 0 = unknown
  int ranks = 1;
  int nodes = 1;
  Pattern pattern = Pattern::shared;

  // Bytes of one file: the total, or a rank's share with file-per-process (0 = unknown).
  std::int64_t file_bytes() const;
  // Ranks writing the same file (1 for fpp and serial).
  int writers_per_file() const;
};

// "shared" | "fpp" | "serial"; UsageError otherwise.
Pattern parse_pattern(const std::string& name);
const char* pattern_name(Pattern pattern);

}  // namespace pcgns::stripe
