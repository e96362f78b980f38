// pcgns-core-bench: the figures of the libpcgns core (issue 2, §5), measured side by
// side in one run so that ratios survive a noisy shared machine.
//   zone-per-rank   P ranks x 8 arrays x 64 MiB, one zone per rank: queue vs raw MPI-IO
//   zones-per-rank  8 zones per rank, 1 MiB arrays: queue vs raw MPI-IO vs HDF5 collective
//   create          files of 100, 1,000, 10,000 small zones: queue skeleton vs parallel HDF5
#include <mpi.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>

#include "bench/bandwidth_scenario.hpp"
#include "bench/bench_stats.hpp"
#include "bench/create_scenario.hpp"
#include "pcgns/error.hpp"

namespace {

using pcgns::bench::summarize;

struct Options {
  std::vector<std::string> scenarios{"zone-per-rank", "zones-per-rank", "create"};
  std::string dir = ".";
  int reps = 5;
  double array_mib = 64;
  double small_array_mib = 1;
  int zones_per_rank = 8;
  std::vector<int> zone_counts{100, 1000, 10000};
};

void print_bandwidth(const std::string& title, const pcgns::bench::BandwidthResult& r) {
  const double mib = r.bytes_total / (1 << 20);
  std::printf("\n== %s: %.0f MiB per repetition, %zu repetitions\n", title.c_str(), mib,
              r.seconds.begin()->second.size());
  std::printf("%-12s %10s %10s %10s %12s %10s\n", "strategy", "min s", "median s", "max s", "MiB/s(med)", "vs mpiio");
  const double baseline = summarize(r.seconds.at("mpiio")).median;
  for (const auto& [strategy, seconds] : r.seconds) {
    const auto s = summarize(seconds);
    std::printf("%-12s %10.4f %10.4f %10.4f %12.1f %10.3f\n", strategy.c_str(), s.min, s.median, s.max, mib / s.median,
                baseline / s.median);
  }
}

void print_create(int zones, const pcgns::bench::CreateResult& r) {
  const auto queue = summarize(r.seconds.at("queue"));
  const auto hdf5 = summarize(r.seconds.at("hdf5-coll"));
  std::printf("%8d %12.4f %12.4f %12.4f %12.4f %10.1f\n", zones, queue.median, queue.max, hdf5.median, hdf5.max,
              hdf5.median / queue.median);
}

std::int64_t doubles_in(double mib) { return static_cast<std::int64_t>(mib * (1 << 20) / 8); }

void run(const Options& o) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (rank == 0) std::printf("pcgns-core-bench: %d ranks, directory %s\n", ranks, o.dir.c_str());
  for (const auto& scenario : o.scenarios) {
    if (scenario == "zone-per-rank") {
      const auto r = pcgns::bench::run_bandwidth(MPI_COMM_WORLD, o.dir, {1, 8, doubles_in(o.array_mib)},
                                                 {"mpiio", "queue"}, o.reps);
      if (rank == 0) print_bandwidth("one zone per rank, 8 arrays", r);
    } else if (scenario == "zones-per-rank") {
      const auto r =
          pcgns::bench::run_bandwidth(MPI_COMM_WORLD, o.dir, {o.zones_per_rank, 8, doubles_in(o.small_array_mib)},
                                      {"mpiio", "queue", "hdf5-coll"}, o.reps);
      if (rank == 0) print_bandwidth(std::to_string(o.zones_per_rank) + " zones per rank, 8 arrays each", r);
    } else if (scenario == "create") {
      if (rank == 0)
        std::printf(
            "\n== creating files of many small zones (%d repetitions)\n%8s %12s %12s "
            "%12s %12s %10s\n",
            o.reps, "zones", "queue med s", "queue max s", "hdf5 med s", "hdf5 max s", "speedup");
      for (int zones : o.zone_counts) {
        const auto r = pcgns::bench::run_create(MPI_COMM_WORLD, o.dir, zones, {"queue", "hdf5-coll"}, o.reps);
        if (rank == 0) print_create(zones, r);
      }
    } else {
      throw pcgns::UsageError("unknown scenario '" + scenario + "'");
    }
    std::fflush(stdout);
  }
}

}  // namespace

// NOLINTNEXTLINE(bugprone-exception-escape): a benchmark program; an error ends it through std::terminate
int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  CLI::App app{"pcgns-core-bench: libpcgns write paths against raw MPI-IO and parallel HDF5"};
  Options o;
  app.add_option("--scenario", o.scenarios, "zone-per-rank, zones-per-rank, create")
      ->delimiter(',')
      ->check(CLI::IsMember({"zone-per-rank", "zones-per-rank", "create"}));
  app.add_option("--dir", o.dir, "directory for the benchmark files")
      ->check(CLI::ExistingDirectory)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  app.add_option("--reps", o.reps, "repetitions per figure")->check(CLI::Range(1, 1000));
  app.add_option("--array-mib", o.array_mib, "array size of zone-per-rank (MiB)");
  app.add_option("--small-array-mib", o.small_array_mib, "array size of zones-per-rank (MiB)");
  app.add_option("--zones-per-rank", o.zones_per_rank, "zones per rank in zones-per-rank");
  app.add_option("--zone-counts", o.zone_counts, "zone counts of the create scenario")->delimiter(',');
  int code = 0;
  try {
    app.parse(argc, argv);
    run(o);
  } catch (const CLI::ParseError& e) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    code = rank == 0 ? app.exit(e) : (e.get_exit_code() ? 64 : 0);
  } catch (const pcgns::Error& e) {
    std::cerr << "pcgns-core-bench: " << e.what() << "\n";
    MPI_Abort(MPI_COMM_WORLD, static_cast<int>(e.code()));
  }
  MPI_Finalize();
  return code;
}
