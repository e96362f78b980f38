#include "bench/create_scenario.hpp"

#include <hdf5.h>

#include "bench/bench_layout.hpp"
#include "bench/bench_stats.hpp"
#include "pcgns/error.hpp"
#include "pcgns/parallel_writer.hpp"
#include "tree/tree_writer.hpp"

namespace pcgns::bench {
namespace {

void create_with_library(MPI_Comm comm, const std::filesystem::path& file, int zone_count) {
  ParallelWriteOptions options;
  options.overwrite = true;
  ParallelWriter writer(comm, file, options);
  define_small_zones(writer.tree(), zone_count);
  writer.commit();
  writer.close();
}

// Every rank makes the same HDF5 calls on a file opened with the MPI-IO driver, which
// is how parallel HDF5 requires metadata to be created (collectively), with the
// collective metadata writes the official parallel CGNS library (ADFH) turns on.
void create_with_parallel_hdf5(MPI_Comm comm, const std::filesystem::path& file, int zone_count) {
  Node root("/", "Root Node of HDF5 File");
  define_small_zones(root, zone_count);
  const hid_t access = H5Pcreate(H5P_FILE_ACCESS);
  H5Pset_fapl_mpio(access, comm, MPI_INFO_NULL);
  H5Pset_coll_metadata_write(access, true);
  try {
    tree::write_tree_with_access(file, root, WriteOptions{}, access);
  } catch (...) {
    H5Pclose(access);
    throw;
  }
  H5Pclose(access);
}

}  // namespace

CreateResult run_create(MPI_Comm comm, const std::filesystem::path& dir, int zone_count,
                        const std::vector<std::string>& strategies, int reps) {
  CreateResult result;
  const auto file = dir / "pcgns-create-bench.cgns";
  result.seconds = time_strategies(comm, strategies, reps, file, [&](const std::string& strategy) {
    if (strategy == "queue") create_with_library(comm, file, zone_count);
    else if (strategy == "hdf5-coll") create_with_parallel_hdf5(comm, file, zone_count);
    else throw UsageError("unknown creation strategy '" + strategy + "'");
  });
  return result;
}

}  // namespace pcgns::bench
