#include "bench/bandwidth_scenario.hpp"

#include <numeric>

#include "bench/bench_stats.hpp"
#include "pcgns/error.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::bench {
namespace {

void check_mpi(int rc, const char* what) {
  if (rc != MPI_SUCCESS) throw IoError(std::string("raw MPI-IO baseline: ") + what + " failed");
}

// The baseline: one contiguous block per rank, one collective call, synced like the
// library's close() so both sides pay for the same durability.
void write_raw_mpiio(MPI_Comm comm, const std::filesystem::path& file, const std::vector<double>& block) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_File fh = MPI_FILE_NULL;
  check_mpi(MPI_File_open(comm, file.c_str(), MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh), "open");
  MPI_File_set_errhandler(fh, MPI_ERRORS_RETURN);
  const auto bytes = static_cast<MPI_Offset>(block.size()) * static_cast<MPI_Offset>(sizeof(double));
  MPI_Datatype chunk;  // a block type keeps the element count below 2^31
  MPI_Type_contiguous(1 << 20, MPI_BYTE, &chunk);
  MPI_Type_commit(&chunk);
  check_mpi(
      MPI_File_write_at_all(fh, rank * bytes, block.data(), static_cast<int>(bytes >> 20), chunk, MPI_STATUS_IGNORE),
      "write_at_all");
  MPI_Type_free(&chunk);
  check_mpi(MPI_File_sync(fh), "sync");
  check_mpi(MPI_File_close(&fh), "close");
}

void write_with_library(MPI_Comm comm, const std::filesystem::path& file, WritePath path, const ZoneLayout& layout,
                        const std::vector<double>& block) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  ParallelWriteOptions options;
  options.path = path;
  options.overwrite = true;
  ParallelWriter writer(comm, file, options);
  define_zones(writer.tree(), ranks, layout);
  writer.commit();
  const double* next = block.data();
  for (int k = 0; k < layout.zones_per_rank; ++k)
    for (int a = 0; a < layout.arrays_per_zone; ++a, next += layout.doubles_per_array)
      writer.write(array_path(rank, k, a), 0, layout.doubles_per_array, next);
  writer.close();
}

WritePath write_path_of(const std::string& strategy) {
  if (strategy == "queue") return WritePath::queue;
  if (strategy == "hdf5-coll") return WritePath::hdf5_collective;
  if (strategy == "hdf5-ind") return WritePath::hdf5_independent;
  throw UsageError("unknown strategy '" + strategy + "'");
}

}  // namespace

BandwidthResult run_bandwidth(MPI_Comm comm, const std::filesystem::path& dir, const ZoneLayout& layout,
                              const std::vector<std::string>& strategies, int reps) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  const auto per_rank = static_cast<std::size_t>(layout.zones_per_rank) *
                        static_cast<std::size_t>(layout.arrays_per_zone) *
                        static_cast<std::size_t>(layout.doubles_per_array);
  std::vector<double> block(per_rank);
  std::iota(block.begin(), block.end(), static_cast<double>(rank) * 1e9);

  BandwidthResult result;
  result.bytes_total = static_cast<double>(per_rank) * sizeof(double) * ranks;
  const auto file = dir / "pcgns-core-bench.cgns";
  result.seconds = time_strategies(comm, strategies, reps, file, [&](const std::string& strategy) {
    if (strategy == "mpiio") write_raw_mpiio(comm, file, block);
    else write_with_library(comm, file, write_path_of(strategy), layout, block);
  });
  return result;
}

}  // namespace pcgns::bench
