#pragma once
// The ways pcgns-bench writes (and reads back) a scenario's file, all from the same
// RankData so they move the same bytes:
//   queue      libpcgns ParallelWriter, queue path (skeleton on rank 0, one collective
//              MPI-IO call per flush)
//   hdf5-coll  ParallelWriter through parallel HDF5, collective H5Dwrite
//   hdf5-ind   ParallelWriter through parallel HDF5, independent H5Dwrite
//   async      AsyncWriter on the shared file: every array handed over, then wait_all
//   fpp        file per process: each rank's pieces in a CGNS file of its own
//   serial     rank 0 gathers every rank's values and writes the file alone
//   mpiio      raw MPI-IO, one contiguous block per rank: the IOR baseline
//   none       nothing: what the benchmark's own loop costs
#include <mpi.h>

#include <filesystem>
#include <string>

#include "io_layout.hpp"
#include "pcgns/mpi_hints.hpp"
#include "rank_data.hpp"

namespace pcgns::bench_app {

// Local wall times of one run's phases on this rank.
struct Phases {
  double create = 0;    // open, define, commit
  double transfer = 0;  // the data
  double close = 0;     // flush, sync, close, rename
};

struct StrategyContext {
  MPI_Comm comm;
  const IoLayout& layout;
  std::filesystem::path dir;
  Hints hints;
};

// The shared file, or (fpp) this rank's file.
std::filesystem::path strategy_file(const StrategyContext& context, const std::string& strategy, int rank);

// Collective: writes this rank's values.
Phases write_strategy(const StrategyContext& context, const std::string& strategy, const RankData& data);
// Collective: reads the values of rank `into`'s owner (this rank's, or another's to
// defeat the page cache) back into `into`.
Phases read_strategy(const StrategyContext& context, const std::string& strategy, RankData& into, int owner);
// Collective: removes what the strategy wrote.
void remove_strategy_files(const StrategyContext& context, const std::string& strategy);

}  // namespace pcgns::bench_app
