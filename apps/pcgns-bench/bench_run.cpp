#include "bench_run.hpp"

#include <algorithm>
#include <map>

#include "flash_scenario.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "strategies.hpp"

namespace pcgns::bench_app {
namespace {

// The slowest rank's time of each phase, and of the whole run as the caller timed it
// (so the empty strategy shows what the timing itself costs).
Repetition slowest(MPI_Comm comm, const Phases& local, double elapsed) {
  double mine[4] = {elapsed, local.create, local.transfer, local.close};
  double worst[4];
  MPI_Allreduce(mine, worst, 4, MPI_DOUBLE, MPI_MAX, comm);
  return {worst[0], worst[1], worst[2], worst[3]};
}

// --drop-cache: each rank reads the values another rank wrote, half the ranks away, so
// they come from the file system rather than from pages this rank's writes left behind.
int owner_to_read(MPI_Comm comm, bool drop_cache) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  return drop_cache ? (rank + ranks / 2) % ranks : rank;
}

}  // namespace

std::vector<std::string> strategies_for(const BenchOptions& options) {
  return options.strategies.empty() ? known_strategies() : options.strategies;
}

std::int64_t planned_runs(const BenchOptions& options) {
  const auto per_scenario = static_cast<std::int64_t>(strategies_for(options).size()) * options.reps;
  std::int64_t runs = 0;
  for (const auto& scenario : options.scenarios) {
    if (scenario == "pipeline") runs += pipeline_runs(options.pipeline, options.reps);
    else if (scenario == "flash") runs += kFlashFiles * per_scenario;
    else runs += per_scenario;
  }
  return runs;
}

std::vector<Measurement> run_scenario(MPI_Comm comm, const BenchOptions& options, const std::string& scenario,
                                      BenchFiles& files, const mpi::Hints& hints, const RunDone& run_done) {
  const StrategyContext context{comm, files, options.dir, hints};
  const int owner = owner_to_read(comm, options.drop_cache);
  const auto strategies = strategies_for(options);
  std::map<std::string, Measurement> writes, reads;
  for (const auto& strategy : strategies) {
    const auto bytes = strategy == "none" ? 0 : files.file_bytes();
    writes[strategy] = {scenario, strategy, "write", bytes, {}, nlohmann::json::object()};
    reads[strategy] = {scenario, strategy, "read", bytes, {}, nlohmann::json::object()};
  }
  std::vector<std::byte> read_back(static_cast<std::size_t>(files.rank_bytes(owner)));
  for (int rep = 0; rep < options.reps; ++rep) {
    for (const auto& strategy : strategies) {
      MPI_Barrier(comm);
      double start = MPI_Wtime();
      Phases wrote;
      if (strategy != "none") {  // the empty strategy times the loop alone
        const std::byte* block = files.prepare_block();
        wrote.transfer = MPI_Wtime() - start;
        const Phases phases = write_strategy(context, strategy, block);
        wrote = {phases.create, wrote.transfer + phases.transfer, phases.close};
      }
      writes[strategy].reps.push_back(slowest(comm, wrote, MPI_Wtime() - start));
      if (options.read || options.verify) {
        std::fill(read_back.begin(), read_back.end(), std::byte{0});
        MPI_Barrier(comm);
        start = MPI_Wtime();
        const Phases read = read_strategy(context, strategy, read_back.data(), owner);
        const Repetition timed = slowest(comm, read, MPI_Wtime() - start);
        if (options.read) reads[strategy].reps.push_back(timed);
        if (options.verify && strategy != "none")
          mpi::run_agreed(comm,
                          [&] { files.verify(strategy_file(context, strategy, owner), owner, read_back.data()); });
      }
      const bool last = rep + 1 == options.reps;
      if (!(options.keep && last)) remove_strategy_files(context, strategy);
      if (run_done) run_done();
    }
  }
  std::vector<Measurement> results;
  for (const auto& strategy : strategies) {
    results.push_back(std::move(writes[strategy]));
    if (options.read) results.push_back(std::move(reads[strategy]));
  }
  return results;
}

}  // namespace pcgns::bench_app
