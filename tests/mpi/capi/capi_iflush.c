/* The asynchronous flush through the C API, with any number of ranks:
 *
 *   capi_iflush multiple DIR   MPI_THREAD_MULTIPLE: the flush runs in the background
 *                              (exit 77, skipped, when the MPI library does not provide it)
 *   capi_iflush single DIR     MPI_THREAD_SINGLE: pcgns_queue_iflush writes at once
 *
 * A shared file DIR/iflush_<mode>.cgns gets one unstructured zone of vertices_per_rank
 * vertices per rank (arrays above the size read_tree keeps in memory, so the reads go
 * to the file; once 12,000 and once 160,000, whose fields are large writes) and STEPS
 * solutions. Each step queues its field, starts the flush, then
 * "computes" while it runs: overwrites an array of its own (the buffer it gave stays
 * unchanged until the write ends, as pcgns.h asks), makes collective calls of its own.
 * After the wait, after a pcgns_close that ends a flush still in flight, and after a
 * flush that follows an iflush without a wait, the file is opened for reading and every
 * value compared. Then the failures, each failing every rank and leaving nothing under
 * the file's name: a bad data call on rank 0 during a background flush; rank 0 changing
 * the buffer of a large data call before the background write ends (the wait fails); the
 * same before a pcgns_queue_flush that follows an iflush (the flush fails).
 *
 * Exit 0 when every value matched and every call behaved; else one line each and exit 1. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pcgns.h"

/* Small fields go through the coalesced write; large ones (1 MiB and more a rank) are
 * written on their own, from queued buffers that the next steps use again. */
static const int64_t kSizes[] = {12000, 160000};
static int64_t vertices_per_rank = 12000;
#define STEPS 3

static int failures = 0;
static int rank = 0, ranks = 1;

static void expect(int ok, int line, const char* what) {
  if (ok) return;
  fprintf(stderr, "capi_iflush: rank %d: line %d: %s (last error: '%s')\n", rank, line, what, pcgns_get_error());
  ++failures;
}
#define EXPECT(cond) expect((cond), __LINE__, #cond)
#define EXPECT_OK(call) expect((call) == PCGNS_OK, __LINE__, #call)

static double coordinate(int64_t g) { return 0.001 * (double)g; }
static double field(int step, int64_t g) { return 1000.0 * step + 0.5 * (double)g; }

typedef struct {
  int fn, B, Z, C, S[STEPS], F[STEPS];
} Case;

static void define_case(Case* c, const char* file) {
  const pcgns_size_t size[3] = {(pcgns_size_t)vertices_per_rank * ranks, vertices_per_rank * ranks - 1, 0};
  EXPECT_OK(pcgns_open(file, PCGNS_MODE_WRITE, &c->fn));
  EXPECT_OK(pcgns_base_write(c->fn, "Base", 1, 1, &c->B));
  EXPECT_OK(pcgns_zone_write(c->fn, c->B, "Line", size, PCGNS_Unstructured, &c->Z));
  EXPECT_OK(pcgns_coord_write(c->fn, c->B, c->Z, PCGNS_RealDouble, "CoordinateX", &c->C));
  for (int step = 0; step < STEPS; ++step) {
    char name[33];
    snprintf(name, sizeof name, "Step%d", step + 1);
    EXPECT_OK(pcgns_sol_write(c->fn, c->B, c->Z, name, PCGNS_Vertex, &c->S[step]));
    EXPECT_OK(pcgns_field_write(c->fn, c->B, c->Z, c->S[step], PCGNS_RealDouble, "Pressure", &c->F[step]));
  }
}

/* This rank's vertices, 1-based. */
static pcgns_size_t first_vertex(void) { return (pcgns_size_t)rank * vertices_per_rank + 1; }
static pcgns_size_t last_vertex(void) { return first_vertex() + vertices_per_rank - 1; }

static void fill(double* values, int step) {
  for (int64_t l = 0; l < vertices_per_rank; ++l) {
    const int64_t g = first_vertex() - 1 + l;
    values[l] = step < 0 ? coordinate(g) : field(step, g);
  }
}

/* Work while the flush runs: the solver's own array is scribbled over and collective
 * calls of its own go on MPI_COMM_WORLD. */
static void compute(double* work) {
  for (int round = 0; round < 20; ++round) {
    for (int64_t l = 0; l < vertices_per_rank; ++l) work[l] = -1.0 - round;
    double sum = work[0];
    MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
}

/* `ending`: 0 wait then close, 1 close with the last flush in flight, 2 flush after an iflush. */
static void write_steps(const char* file, int ending) {
  Case c;
  define_case(&c, file);
  /* Two output buffers: a step fills one while the other may still be written (the next
   * iflush ends the last step's write). The coordinates have their own. */
  double* values[2] = {malloc(sizeof(double) * (size_t)vertices_per_rank),
                       malloc(sizeof(double) * (size_t)vertices_per_rank)};
  double* coordinates = malloc(sizeof(double) * (size_t)vertices_per_rank);
  double* work = malloc(sizeof(double) * (size_t)vertices_per_rank);
  const pcgns_size_t lo = first_vertex(), hi = last_vertex();
  fill(coordinates, -1);
  EXPECT_OK(pcgns_coord_write_data(c.fn, c.B, c.Z, c.C, &lo, &hi, coordinates));
  for (int step = 0; step < STEPS; ++step) {
    double* out = values[step % 2];
    fill(out, step);
    EXPECT_OK(pcgns_field_write_data(c.fn, c.B, c.Z, c.S[step], c.F[step], &lo, &hi, out));
    EXPECT_OK(pcgns_queue_iflush(c.fn));
    compute(work);
    if (step == STEPS - 1 && ending == 1) break;
    if (step == STEPS - 1 && ending == 2) {
      EXPECT_OK(pcgns_queue_flush(c.fn));
      break;
    }
    EXPECT_OK(pcgns_queue_wait(c.fn));
    EXPECT_OK(pcgns_queue_wait(c.fn)); /* nothing in flight: returns at once */
  }
  EXPECT_OK(pcgns_close(c.fn));
  free(values[0]), free(values[1]), free(coordinates), free(work);
}

static void check_file(const char* file) {
  int fn = 0;
  double* values = malloc(sizeof(double) * (size_t)vertices_per_rank);
  const pcgns_size_t lo = first_vertex(), hi = last_vertex();
  EXPECT_OK(pcgns_open(file, PCGNS_MODE_READ, &fn));
  /* Another rank's share: what one rank wrote, another reads. */
  const int other = (rank + 1) % ranks;
  const pcgns_size_t other_lo = (pcgns_size_t)other * vertices_per_rank + 1,
                     other_hi = other_lo + vertices_per_rank - 1;
  EXPECT_OK(pcgns_coord_read_data(fn, 1, 1, 1, &other_lo, &other_hi, values));
  int wrong = 0;
  for (int64_t l = 0; l < vertices_per_rank; ++l) wrong += values[l] != coordinate(other_lo - 1 + l);
  EXPECT(wrong == 0);
  for (int step = 0; step < STEPS; ++step) {
    EXPECT_OK(pcgns_field_read_data(fn, 1, 1, step + 1, 1, &lo, &hi, values));
    wrong = 0;
    for (int64_t l = 0; l < vertices_per_rank; ++l) wrong += values[l] != field(step, lo - 1 + l);
    expect(wrong == 0, __LINE__, "every value of the step read back");
  }
  EXPECT_OK(pcgns_close(fn));
  free(values);
}

/* A bad data call on rank 0 while a flush is in flight: the wait fails everywhere. */
static void failure_during_flight(const char* file) {
  Case c;
  if (rank == 0) unlink(file);
  MPI_Barrier(MPI_COMM_WORLD);
  define_case(&c, file);
  double* values = malloc(sizeof(double) * (size_t)vertices_per_rank);
  const pcgns_size_t lo = first_vertex(), hi = last_vertex(), beyond = (pcgns_size_t)vertices_per_rank * ranks + 1;
  fill(values, 0);
  EXPECT_OK(pcgns_field_write_data(c.fn, c.B, c.Z, c.S[0], c.F[0], &lo, &hi, values));
  EXPECT_OK(pcgns_queue_iflush(c.fn));
  if (rank == 0)
    expect(pcgns_field_write_data(c.fn, c.B, c.Z, c.S[1], c.F[1], &lo, &beyond, values) == PCGNS_ERROR, __LINE__,
           "a range outside the array fails at once");
  expect(pcgns_queue_wait(c.fn) == PCGNS_ERROR && strstr(pcgns_get_error(), "not inside") != NULL, __LINE__,
         "the wait fails on every rank with the bad call's message");
  expect(pcgns_close(c.fn) == PCGNS_ERROR, __LINE__, "close fails after the error");
  MPI_Barrier(MPI_COMM_WORLD);
  expect(access(file, F_OK) != 0, __LINE__, "nothing under the file's name");
  free(values);
}

/* The solver's update of a buffer the background write still reads: a race by design,
 * which the library must catch, not ThreadSanitizer (the TSan tree runs this program
 * too), so the update is left out of TSan's view. */
__attribute__((no_sanitize("thread"))) static void scribble(double* values) {
  for (int64_t l = 0; l < vertices_per_rank; ++l) values[l] *= 2.0;
}

/* Rank 0 changes the buffer of a large data call (kept by reference once the file has
 * seen an iflush) before the write that takes it has ended: in the background write
 * (`background`: ended by the wait) or before a pcgns_queue_flush. That call fails on
 * every rank, naming the array; close fails; nothing under the file's name. */
static void buffer_changed(const char* file, int background) {
  Case c;
  if (rank == 0) unlink(file);
  MPI_Barrier(MPI_COMM_WORLD);
  define_case(&c, file);
  double* values = malloc(sizeof(double) * (size_t)vertices_per_rank);
  const pcgns_size_t lo = first_vertex(), hi = last_vertex();
  fill(values, 0);
  EXPECT_OK(pcgns_field_write_data(c.fn, c.B, c.Z, c.S[0], c.F[0], &lo, &hi, values));
  EXPECT_OK(pcgns_queue_iflush(c.fn));
  EXPECT_OK(pcgns_queue_wait(c.fn));
  fill(values, 1);
  EXPECT_OK(pcgns_field_write_data(c.fn, c.B, c.Z, c.S[1], c.F[1], &lo, &hi, values));
  int outcome;
  if (background) {
    EXPECT_OK(pcgns_queue_iflush(c.fn));
    if (rank == 0) scribble(values); /* the solver's update in place, while the write runs */
    outcome = pcgns_queue_wait(c.fn);
  } else {
    if (rank == 0) scribble(values);
    outcome = pcgns_queue_flush(c.fn);
  }
  expect(outcome == PCGNS_ERROR && strstr(pcgns_get_error(), "Step2/Pressure") != NULL &&
             strstr(pcgns_get_error(), "changed before the write") != NULL,
         __LINE__, "the call ending the write fails on every rank, naming the array");
  expect(pcgns_close(c.fn) == PCGNS_ERROR, __LINE__, "close fails after the error");
  MPI_Barrier(MPI_COMM_WORLD);
  expect(access(file, F_OK) != 0, __LINE__, "nothing under the file's name");
  free(values);
}

int main(int argc, char** argv) {
  const int multiple = argc == 3 && strcmp(argv[1], "multiple") == 0;
  int provided = 0;
  MPI_Init_thread(&argc, &argv, multiple ? MPI_THREAD_MULTIPLE : MPI_THREAD_SINGLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (argc != 3 || (!multiple && strcmp(argv[1], "single") != 0)) {
    if (rank == 0) fprintf(stderr, "usage: capi_iflush multiple|single DIR\n");
    MPI_Finalize();
    return 64;
  }
  /* Without the thread level the background flush is not what runs: skipped (every rank
   * sees the same level), not passed on the synchronous fallback. */
  if (multiple && provided < MPI_THREAD_MULTIPLE) {
    if (rank == 0) fprintf(stderr, "capi_iflush: MPI_THREAD_MULTIPLE not provided: skipped\n");
    MPI_Finalize();
    return 77;
  }
  char file[4096];
  for (size_t size = 0; size < sizeof kSizes / sizeof kSizes[0]; ++size) {
    vertices_per_rank = kSizes[size];
    for (int ending = 0; ending < 3; ++ending) {
      snprintf(file, sizeof file, "%s/iflush_%s_%d_%d.cgns", argv[2], argv[1], (int)size, ending);
      write_steps(file, ending);
      check_file(file);
    }
  }
  snprintf(file, sizeof file, "%s/iflush_%s_failed.cgns", argv[2], argv[1]);
  failure_during_flight(file);
  /* Large writes (1 MiB and more a rank) are the ones kept by reference. In a single
   * thread the iflush writes before returning, so only the flush can see a change. */
  vertices_per_rank = kSizes[1];
  snprintf(file, sizeof file, "%s/iflush_%s_changed_flush.cgns", argv[2], argv[1]);
  buffer_changed(file, 0);
  if (multiple) {
    snprintf(file, sizeof file, "%s/iflush_%s_changed_wait.cgns", argv[2], argv[1]);
    buffer_changed(file, 1);
  }
  int total = failures;
  MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0)
    printf("capi_iflush %s: %s (%d ranks)\n", argv[1], total == 0 ? "every value matched" : "FAILED", ranks);
  MPI_Finalize();
  return total == 0 ? 0 : 1;
}
