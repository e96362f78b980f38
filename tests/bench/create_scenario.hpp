#pragma once
// Skeleton-creation comparison for files of many small zones: libpcgns (rank 0 writes
// the metadata through the serial driver, offsets broadcast) against every rank
// creating the same structure collectively through parallel HDF5.
#include <mpi.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace pcgns::bench {

struct CreateResult {
  std::map<std::string, std::vector<double>> seconds;  // strategy -> one time per rep
};

CreateResult run_create(MPI_Comm comm, const std::filesystem::path& dir, int zone_count,
                        const std::vector<std::string>& strategies, int reps);

}  // namespace pcgns::bench
