#pragma once
// The ways pcgns-bench writes (and reads back) a scenario's files, all from the same
// rank blocks (bench_files.hpp) so they move the same bytes:
//   queue      libpcgns ParallelWriter, queue path (skeleton on rank 0, one collective
//              MPI-IO call per flush)
//   hdf5-coll  ParallelWriter through parallel HDF5, collective H5Dwrite
//   hdf5-ind   ParallelWriter through parallel HDF5, independent H5Dwrite
//   async      AsyncWriter on the shared file: every array handed over, then wait_all
//   fpp        file per process: each rank's slices in a CGNS file of its own
//   serial     rank 0 gathers every rank's block and writes the file alone
//   mpiio      raw MPI-IO, one contiguous block per rank: the IOR baseline
//   none       nothing: what the benchmark's own loop costs
#include <mpi.h>

#include <filesystem>
#include <string>

#include "bench_files.hpp"
#include "pcgns/mpi/hints.hpp"

namespace pcgns::bench_app {

// Local wall times of one run's phases on this rank.
struct Phases {
  double create = 0;    // open, define, commit
  double transfer = 0;  // the data
  double close = 0;     // flush, sync, close, rename
};

struct StrategyContext {
  MPI_Comm comm;
  const BenchFiles& files;
  std::filesystem::path dir;
  mpi::Hints hints;
};

// The shared file, or (fpp) rank `rank`'s file.
std::filesystem::path strategy_file(const StrategyContext& context, const std::string& strategy, int rank);

// Collective: writes this rank's block.
Phases write_strategy(const StrategyContext& context, const std::string& strategy, const std::byte* block);
// Collective: reads the block of rank `owner` (this rank, or another to defeat the page
// cache) into `into`, which holds context.files.rank_bytes(owner) bytes.
Phases read_strategy(const StrategyContext& context, const std::string& strategy, std::byte* into, int owner);
// Collective: removes what the strategy wrote.
void remove_strategy_files(const StrategyContext& context, const std::string& strategy);

}  // namespace pcgns::bench_app
