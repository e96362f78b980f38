#include "bench_run.hpp"

#include <map>

#include "pcgns/collective.hpp"
#include "rank_data.hpp"
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

std::vector<Measurement> run_scenario(MPI_Comm comm, const BenchOptions& options, const IoLayout& layout,
                                      const Hints& hints) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  const StrategyContext context{comm, layout, options.dir, hints};
  const RankData written(layout, rank, true);
  const int owner = owner_to_read(comm, options.drop_cache);
  const auto strategies = strategies_for(options);
  std::map<std::string, Measurement> writes, reads;
  for (const auto& strategy : strategies) {
    const auto bytes = strategy == "none" ? 0 : layout.file_bytes();
    writes[strategy] = {layout.scenario, strategy, "write", bytes, {}, nlohmann::json::object()};
    reads[strategy] = {layout.scenario, strategy, "read", bytes, {}, nlohmann::json::object()};
  }
  for (int rep = 0; rep < options.reps; ++rep) {
    for (const auto& strategy : strategies) {
      MPI_Barrier(comm);
      double start = MPI_Wtime();
      const Phases wrote = write_strategy(context, strategy, written);
      writes[strategy].reps.push_back(slowest(comm, wrote, MPI_Wtime() - start));
      if (options.read || options.verify) {
        RankData read_back(layout, owner, false);
        MPI_Barrier(comm);
        start = MPI_Wtime();
        const Phases read = read_strategy(context, strategy, read_back, owner);
        const Repetition timed = slowest(comm, read, MPI_Wtime() - start);
        if (options.read) reads[strategy].reps.push_back(timed);
        if (options.verify && strategy != "none")
          run_agreed(comm, [&] { read_back.verify(strategy_file(context, strategy, owner)); });
      }
      const bool last = rep + 1 == options.reps;
      if (!(options.keep && last)) remove_strategy_files(context, strategy);
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
