#pragma once
// Timing helpers for the side-by-side benchmarks: every strategy runs in the same
// process and repetition loop, so ratios cancel most of the noise of a shared machine.
#include <mpi.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace pcgns::bench {

struct Summary {
  double min = 0, median = 0, max = 0;
};

inline Summary summarize(std::vector<double> seconds) {
  std::sort(seconds.begin(), seconds.end());
  const auto n = seconds.size();
  const double median = n % 2 ? seconds[n / 2] : 0.5 * (seconds[n / 2 - 1] + seconds[n / 2]);
  return {seconds.front(), median, seconds.back()};
}

// Wall time of `step` on the slowest rank (what a job actually waits for).
template <class Fn>
double timed_collective(MPI_Comm comm, Fn&& step) {
  MPI_Barrier(comm);
  const double start = MPI_Wtime();
  step();
  double local = MPI_Wtime() - start, slowest = 0;
  MPI_Allreduce(&local, &slowest, 1, MPI_DOUBLE, MPI_MAX, comm);
  return slowest;
}

// Times `write(strategy)` for every strategy, `reps` times, strategies alternating inside
// each repetition so that drift on a shared machine hits all of them alike; the file
// the strategies write is removed after each run. Returns strategy -> seconds per rep.
template <class Fn>
std::map<std::string, std::vector<double>> time_strategies(MPI_Comm comm, const std::vector<std::string>& strategies,
                                                           int reps, const std::filesystem::path& file, Fn&& write) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  std::map<std::string, std::vector<double>> seconds;
  for (int rep = 0; rep < reps; ++rep)
    for (const auto& strategy : strategies) {
      seconds[strategy].push_back(timed_collective(comm, [&] { write(strategy); }));
      MPI_Barrier(comm);
      if (rank == 0) std::filesystem::remove(file);
      MPI_Barrier(comm);
    }
  return seconds;
}

}  // namespace pcgns::bench
