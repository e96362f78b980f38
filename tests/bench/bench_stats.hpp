#pragma once
// Timing helpers for the side-by-side benchmarks: every strategy runs in the same
// process and repetition loop, so ratios cancel most of the noise of a shared machine.
#include <mpi.h>

#include <algorithm>
#include <string>
#include <vector>

namespace pcgns::bench {

struct Summary {
  double min = 0, median = 0, max = 0;
};

inline Summary summarize(std::vector<double> seconds) {
  std::sort(seconds.begin(), seconds.end());
  const auto n = seconds.size();
  const double median =
      n % 2 ? seconds[n / 2] : 0.5 * (seconds[n / 2 - 1] + seconds[n / 2]);
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

}  // namespace pcgns::bench
