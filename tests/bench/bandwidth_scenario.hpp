#pragma once
// Write-bandwidth comparison: the same bytes written by raw MPI-IO (each rank one
// contiguous block, MPI_File_write_at_all: the IOR-style ceiling) and by libpcgns
// through each of its write paths.
#include <mpi.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "bench/bench_layout.hpp"

namespace pcgns::bench {

struct BandwidthResult {
  std::map<std::string, std::vector<double>> seconds;  // strategy -> one time per rep
  double bytes_total = 0;
};

BandwidthResult run_bandwidth(MPI_Comm comm, const std::filesystem::path& dir, const ZoneLayout& layout,
                              const std::vector<std::string>& strategies, int reps);

}  // namespace pcgns::bench
