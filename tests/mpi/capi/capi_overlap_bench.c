/* How much of a flush pcgns_queue_iflush hides behind computation: a benchmark that
 * prints its figures (it asserts none; timings depend on the machine).
 *
 *   mpiexec -n 4 capi_overlap_bench MIB_PER_RANK STEPS DIR [cache|stream]
 *
 * Each rank owns MIB_PER_RANK MiB of one double field of a shared file DIR/overlap.cgns.
 * 1. write: per step, the data call and pcgns_queue_flush (the time the solver waits
 *    for a synchronous write);
 * 2. compute: a fixed amount of arithmetic, sized to take about 1.5x the write time when
 *    run alone: sweeps of a stencil over a private array of 256 KiB that stays in the
 *    processor's cache (cache, the default: a solver's arithmetic), or of MIB_PER_RANK
 *    MiB (stream: a kernel bound by the memory bus, which a write into the page cache
 *    needs too, so that what it measures is that bus more than the overlap);
 * 3. overlapped: per step, the data call, pcgns_queue_iflush, the same computation, and
 *    pcgns_queue_wait.
 * The hidden fraction is (write + compute - overlapped) / write: 1 when the write costs
 * the solver nothing, 0 when overlapping gains nothing. Times are the slowest rank's,
 * medians over the steps; each step starts with the page cache written back. The file is
 * removed at the end. */
#define _DEFAULT_SOURCE /* sync(); NOLINT(bugprone-reserved-identifier): glibc's feature macro */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pcgns.h"

#define CHECK(call)                                                              \
  do {                                                                           \
    if ((call) != PCGNS_OK) {                                                    \
      fprintf(stderr, "capi_overlap_bench: %s: %s\n", #call, pcgns_get_error()); \
      MPI_Abort(MPI_COMM_WORLD, 1);                                              \
    }                                                                            \
  } while (0)

static volatile double checksum;

static int compare(const void* a, const void* b) {
  const double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

/* The median over the steps of the slowest rank's time. */
static double median_of_slowest(double* times, int steps) {
  MPI_Allreduce(MPI_IN_PLACE, times, steps, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  qsort(times, (size_t)steps, sizeof(double), compare);
  return times[steps / 2];
}

/* Every timed step starts with no dirty page of earlier steps left to write back (sync,
 * outside the timings): a step must not pay for the last one's write, whose writeback a
 * solver's computation between outputs would cover, and the phases, run one after the
 * other, must start alike. */
static void settle(void) {
  sync();
  MPI_Barrier(MPI_COMM_WORLD);
}

/* `rounds` sweeps of a smoothing stencil over `work` (n values): arithmetic the
 * compiler cannot drop, since the result is returned. */
static double compute(double* work, int64_t n, int64_t rounds) {
  for (int64_t r = 0; r < rounds; ++r)
    for (int64_t i = 1; i + 1 < n; ++i) work[i] = 0.25 * work[i - 1] + 0.5 * work[i] + 0.25 * work[i + 1];
  return work[n / 2];
}

int main(int argc, char** argv) {
  int provided = 0, rank = 0, ranks = 1;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  const int stream = argc == 5 && strcmp(argv[4], "stream") == 0;
  if (argc < 4 || argc > 5 || atof(argv[1]) <= 0 || atoi(argv[2]) < 1 ||
      (argc == 5 && !stream && strcmp(argv[4], "cache") != 0)) {
    if (rank == 0) fprintf(stderr, "usage: capi_overlap_bench MIB_PER_RANK STEPS DIR [cache|stream]\n");
    MPI_Finalize();
    return 64;
  }
  const int64_t n = (int64_t)(atof(argv[1]) * 1048576.0 / 8.0);
  const int steps = atoi(argv[2]);
  char file[4096];
  snprintf(file, sizeof file, "%s/overlap.cgns", argv[3]);

  int fn, B, Z, *S = malloc(sizeof(int) * (size_t)(2 * steps)), *F = malloc(sizeof(int) * (size_t)(2 * steps));
  const pcgns_size_t size[3] = {n * ranks, n * ranks - 1, 0};
  CHECK(pcgns_open(file, PCGNS_MODE_WRITE, &fn));
  CHECK(pcgns_base_write(fn, "Base", 1, 1, &B));
  CHECK(pcgns_zone_write(fn, B, "Line", size, PCGNS_Unstructured, &Z));
  for (int s = 0; s < 2 * steps; ++s) {
    char name[33];
    snprintf(name, sizeof name, "%s%d", s < steps ? "Write" : "Overlapped", s % steps + 1);
    CHECK(pcgns_sol_write(fn, B, Z, name, PCGNS_Vertex, &S[s]));
    CHECK(pcgns_field_write(fn, B, Z, S[s], PCGNS_RealDouble, "Pressure", &F[s]));
  }
  CHECK(pcgns_queue_flush(fn)); /* lays out the skeleton, outside the timings */

  const int64_t n_work = stream ? n : 32768;
  double *values = malloc(sizeof(double) * (size_t)n), *work = malloc(sizeof(double) * (size_t)n_work);
  double *write = malloc(sizeof(double) * (size_t)steps), *overlapped = malloc(sizeof(double) * (size_t)steps);
  for (int64_t i = 0; i < n; ++i) values[i] = (double)(rank * n + i);
  for (int64_t i = 0; i < n_work; ++i) work[i] = (double)(rank * n + i);
  const pcgns_size_t lo = rank * n + 1, hi = lo + n - 1;
  for (int s = 0; s < steps; ++s) {
    settle();
    const double t0 = MPI_Wtime();
    CHECK(pcgns_field_write_data(fn, B, Z, S[s], F[s], &lo, &hi, values));
    CHECK(pcgns_queue_flush(fn));
    write[s] = MPI_Wtime() - t0;
  }
  const double write_time = median_of_slowest(write, steps);

  /* Rounds of computation for 1.5x the write time, from one timed round. */
  double t0 = MPI_Wtime(), sink = compute(work, n_work, 1);
  double round_time = MPI_Wtime() - t0;
  MPI_Allreduce(MPI_IN_PLACE, &round_time, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  const int64_t rounds = (int64_t)(1.5 * write_time / (round_time > 1e-9 ? round_time : 1e-9)) + 1;
  double* alone = malloc(sizeof(double) * (size_t)steps);
  for (int s = 0; s < steps; ++s) {
    settle();
    t0 = MPI_Wtime();
    sink += compute(work, n_work, rounds);
    alone[s] = MPI_Wtime() - t0;
  }
  const double compute_time = median_of_slowest(alone, steps);

  double *calls = malloc(sizeof(double) * (size_t)steps), *waits = malloc(sizeof(double) * (size_t)steps);
  for (int s = 0; s < steps; ++s) {
    settle();
    t0 = MPI_Wtime();
    CHECK(pcgns_field_write_data(fn, B, Z, S[steps + s], F[steps + s], &lo, &hi, values));
    CHECK(pcgns_queue_iflush(fn));
    calls[s] = MPI_Wtime() - t0;
    sink += compute(work, n_work, rounds);
    const double waited = MPI_Wtime();
    CHECK(pcgns_queue_wait(fn));
    waits[s] = MPI_Wtime() - waited;
    overlapped[s] = MPI_Wtime() - t0;
  }
  const double overlapped_time = median_of_slowest(overlapped, steps);
  /* Where the overlapped step's time goes besides the computation. */
  const double call_time = median_of_slowest(calls, steps), wait_time = median_of_slowest(waits, steps);
  CHECK(pcgns_close(fn));
  if (rank == 0) {
    unlink(file);
    printf("capi_overlap_bench: %d ranks x %.1f MiB, %d steps, computing from %s (MPI_THREAD_MULTIPLE %s)\n", ranks,
           (double)n * 8.0 / 1048576.0, steps, stream ? "memory" : "cache",
           provided >= MPI_THREAD_MULTIPLE ? "provided" : "NOT provided");
    printf("  write %.4f s, compute %.4f s, overlapped %.4f s per step\n", write_time, compute_time, overlapped_time);
    printf("  of which the data call and iflush %.4f s, the wait %.4f s\n", call_time, wait_time);
    printf("  hidden: %.0f %% of the write time\n", 100.0 * (write_time + compute_time - overlapped_time) / write_time);
  }
  checksum = sink; /* kept, so the computation is not optimised away */
  free(values), free(work), free(write), free(overlapped), free(alone), free(calls), free(waits), free(S), free(F);
  MPI_Finalize();
  return 0;
}
