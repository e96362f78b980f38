/* Large data calls once the skeleton is laid out (after the file's first flush) are
 * written at once from the caller's buffer, keeping no copy; everywhere else they are
 * copied into the queue, or, once the file has seen an iflush (a solver that overlaps its
 * writes), kept by reference until the write that takes them. Either way a later call
 * wins over an earlier one, and but for the references the caller's buffer is free when
 * the call returns. With any number of ranks:
 *
 *   capi_at_once DIR
 *
 * - memory: a 64 MiB call before the first flush raises this rank's peak memory by the
 *   copy (the control: it shows the measure can see a copy), the same call after the
 *   flush by far less, and after an iflush (a solver that overlaps its writes, whose
 *   calls are queued for the next iflush, by reference) by far less too;
 * - values: each rank writes its slab of a structured zone in large contiguous calls
 *   (written at once), overwrites part of one with a later small call, writes large
 *   calls to an array that already has a queued piece (queued too, to keep the order),
 *   boxes that are no contiguous run of the array (queued), and a large call while an
 *   iflush is under way (queued by reference, its buffer kept until the close); each
 *   other buffer is scribbled on as soon as its call returns, and every value is read
 *   back through the C API after close.
 *
 * Exit 0 when every value and both memory figures are as expected; else a line per
 * failure and exit 1. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pcgns.h"

static int failures = 0;
static int rank = 0, ranks = 1;

static void expect(int ok, int line, const char* what) {
  if (ok) return;
  fprintf(stderr, "capi_at_once: rank %d: line %d: %s (last error: '%s')\n", rank, line, what, pcgns_get_error());
  ++failures;
}
#define EXPECT(cond) expect((cond), __LINE__, #cond)
#define EXPECT_OK(call) expect((call) == PCGNS_OK, __LINE__, #call)

/* Restarts this process's peak resident memory (VmHWM) at its current size. */
static void reset_peak(void) {
  FILE* clear = fopen("/proc/self/clear_refs", "w");
  if (clear == NULL) return;
  fputs("5", clear);
  fclose(clear);
}

/* This process's peak resident memory since reset_peak(), in KiB; -1 when unknown. */
static long peak_kib(void) {
  FILE* status = fopen("/proc/self/status", "r");
  if (status == NULL) return -1;
  char line[256];
  long kib = -1;
  while (fgets(line, sizeof line, status) != NULL) {
    if (sscanf(line, "VmHWM: %ld kB", &kib) == 1) break;
  }
  fclose(status);
  return kib;
}

enum FirstFlush { NO_FLUSH, FLUSH, IFLUSH };

/* A 1-D unstructured zone's 64 MiB CoordinateX, written by rank 0 from one buffer after
 * `first`: the growth of rank 0's peak memory over the data call, in MiB. */
static long growth_of_one_call(const char* name, enum FirstFlush first) {
  const pcgns_size_t vertices = (pcgns_size_t)8 << 20, size[3] = {vertices, vertices - 1, 0};
  int fn, B, Z, C;
  EXPECT_OK(pcgns_open(name, PCGNS_MODE_WRITE, &fn));
  EXPECT_OK(pcgns_base_write(fn, "Base", 1, 1, &B));
  EXPECT_OK(pcgns_zone_write(fn, B, "Line", size, PCGNS_Unstructured, &Z));
  EXPECT_OK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateX", &C));
  if (first == FLUSH) EXPECT_OK(pcgns_queue_flush(fn));
  if (first == IFLUSH) {
    EXPECT_OK(pcgns_queue_iflush(fn));
    EXPECT_OK(pcgns_queue_wait(fn));
  }
  double* x = malloc((size_t)vertices * sizeof *x);
  for (pcgns_size_t v = 0; v < vertices; ++v) x[v] = (double)v;
  const pcgns_size_t rmin = 1, rmax = vertices;
  reset_peak();
  const long before = peak_kib();
  EXPECT_OK(pcgns_coord_write_data(fn, B, Z, C, &rmin, &rmax, rank == 0 ? x : NULL));
  const long after = peak_kib();
  /* The buffer is free at once, but after an iflush, where it is kept until the close. */
  if (first != IFLUSH)
    for (pcgns_size_t v = 0; v < vertices; ++v) x[v] = -1.0;
  EXPECT_OK(pcgns_close(fn));
  /* The values arrived, whichever way they went (queued ones at the close's flush). */
  EXPECT_OK(pcgns_open(name, PCGNS_MODE_READ, &fn));
  EXPECT_OK(pcgns_coord_read_data(fn, 1, 1, 1, &rmin, &rmax, x));
  pcgns_size_t wrong = 0;
  for (pcgns_size_t v = 0; v < vertices; ++v) wrong += x[v] != (double)v;
  EXPECT(wrong == 0);
  EXPECT_OK(pcgns_close(fn));
  free(x);
  return (after - before) / 1024;
}

static void copied_only_before_the_first_flush(const char* dir) {
  char name[4096];
  snprintf(name, sizeof name, "%s/at_once_memory.cgns", dir);
  const long at_once = growth_of_one_call(name, FLUSH);
  const long copied = growth_of_one_call(name, NO_FLUSH);
  const long overlapped = growth_of_one_call(name, IFLUSH);
  if (rank != 0) return;
  printf(
      "capi_at_once: a 64 MiB call raised the peak memory by %ld MiB queued, %ld MiB written at once, "
      "%ld MiB queued by reference after an iflush\n",
      copied, at_once, overlapped);
  EXPECT(copied >= 60);
  EXPECT(at_once <= 16);
  EXPECT(overlapped <= 16);
}

/* The structured zone: NI x NJ x NK vertices, a slab of planes per rank. A plane of
 * doubles, even less one row, is over 1 MiB: a data call of whole planes or of a plane
 * but its first row is large and one contiguous run of the array. */
enum { NI = 256, NJ = 520, NK = 24 };
static const size_t kPlane = (size_t)NI * NJ;

static double expected_value(int array, size_t i, size_t j, size_t k) {
  return 1e7 * array + (double)(i + NI * (j + NJ * k));
}

/* Values of `array` over the box lo..hi (0-based, inclusive), in Fortran order. */
static size_t fill(double* values, int array, const size_t lo[3], const size_t hi[3]) {
  size_t n = 0;
  for (size_t k = lo[2]; k <= hi[2]; ++k)
    for (size_t j = lo[1]; j <= hi[1]; ++j)
      for (size_t i = lo[0]; i <= hi[0]; ++i) values[n++] = expected_value(array, i, j, k);
  return n;
}

/* Writes the box lo..hi (0-based, inclusive) of array `array` (0-2 the coordinates, 3 the
 * field) and scribbles over the buffer as soon as the call returns, unless it is `kept`
 * (a call after an iflush: the buffer stays unchanged until the write that takes it). */
static void write_box(int fn, const int ids[5], int array, const size_t lo[3], const size_t hi[3], double* buffer,
                      int kept) {
  const size_t count = fill(buffer, array, lo, hi);
  pcgns_size_t rmin[3], rmax[3];
  for (int d = 0; d < 3; ++d) {
    rmin[d] = (pcgns_size_t)lo[d] + 1;
    rmax[d] = (pcgns_size_t)hi[d] + 1;
  }
  const int B = ids[0], Z = ids[1];
  if (array < 3) EXPECT_OK(pcgns_coord_write_data(fn, B, Z, array + 1, rmin, rmax, buffer));
  else EXPECT_OK(pcgns_field_write_data(fn, B, Z, ids[2], ids[3], rmin, rmax, buffer));
  if (!kept)
    for (size_t n = 0; n < count; ++n) buffer[n] = -1.0;
}

/* The first row of each rank's first plane of CoordinateX, written last, small. */
static double overridden_x(size_t i) { return -2.0 - (double)i; }

/* Returns the field's buffer, to be freed after the close that writes it. */
static double* write_slab(int fn, const int ids[5], size_t k0, size_t k1) {
  double* buffer = malloc(kPlane * (k1 - k0 + 1) * sizeof *buffer);
  double* field = malloc(kPlane * (k1 - k0 + 1) * sizeof *field);
  /* X: the slab at once, then a later small call over its first row, which wins. */
  const size_t slab_lo[3] = {0, 0, k0}, slab_hi[3] = {NI - 1, NJ - 1, k1};
  write_box(fn, ids, 0, slab_lo, slab_hi, buffer, 0);
  const size_t row_lo[3] = {0, 0, k0}, row_hi[3] = {NI - 1, 0, k0};
  const pcgns_size_t plane = (pcgns_size_t)k0 + 1;
  const pcgns_size_t row_min[3] = {1, 1, plane}, row_max[3] = {NI, 1, plane};
  for (size_t i = 0; i < NI; ++i) buffer[i] = overridden_x(i);
  EXPECT_OK(pcgns_coord_write_data(fn, ids[0], ids[1], 1, row_min, row_max, buffer));
  buffer[0] = -1.0;
  /* Y: the first row is queued first, so the large rest of the plane and the planes
   * after it are queued too (the flush keeps them in order). */
  write_box(fn, ids, 1, row_lo, row_hi, buffer, 0);
  const size_t rest_lo[3] = {0, 1, k0}, rest_hi[3] = {NI - 1, NJ - 1, k0};
  write_box(fn, ids, 1, rest_lo, rest_hi, buffer, 0);
  if (k1 > k0) {
    const size_t after_lo[3] = {0, 0, k0 + 1};
    write_box(fn, ids, 1, after_lo, slab_hi, buffer, 0);
  }
  /* Z: half of each row, which is no contiguous run of the array (queued). */
  const size_t half_lo[3] = {0, 0, k0}, half_hi[3] = {NI / 2 - 1, NJ - 1, k1};
  const size_t other_lo[3] = {NI / 2, 0, k0}, other_hi[3] = {NI - 1, NJ - 1, k1};
  write_box(fn, ids, 2, half_lo, half_hi, buffer, 0);
  write_box(fn, ids, 2, other_lo, other_hi, buffer, 0);
  /* The field: large and contiguous, but while an iflush is under way (queued, by
   * reference: the close writes it). */
  EXPECT_OK(pcgns_queue_iflush(fn));
  write_box(fn, ids, 3, slab_lo, slab_hi, field, 1);
  EXPECT_OK(pcgns_queue_wait(fn));
  free(buffer);
  return field;
}

static void write_structured(const char* name) {
  const pcgns_size_t size[9] = {NI, NJ, NK, NI - 1, NJ - 1, NK - 1, 0, 0, 0};
  const char* axes[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  int fn, ids[5], C;
  EXPECT_OK(pcgns_open(name, PCGNS_MODE_WRITE, &fn));
  EXPECT_OK(pcgns_base_write(fn, "Base", 3, 3, &ids[0]));
  EXPECT_OK(pcgns_zone_write(fn, ids[0], "Block", size, PCGNS_Structured, &ids[1]));
  for (int a = 0; a < 3; ++a) EXPECT_OK(pcgns_coord_write(fn, ids[0], ids[1], PCGNS_RealDouble, axes[a], &C));
  EXPECT_OK(pcgns_sol_write(fn, ids[0], ids[1], "Flow", PCGNS_Vertex, &ids[2]));
  EXPECT_OK(pcgns_field_write(fn, ids[0], ids[1], ids[2], PCGNS_RealDouble, "Density", &ids[3]));
  EXPECT_OK(pcgns_queue_flush(fn));
  const size_t per_rank = (NK + (size_t)ranks - 1) / (size_t)ranks, k0 = (size_t)rank * per_rank;
  double* field = NULL;
  if (k0 < NK) {
    field = write_slab(fn, ids, k0, k0 + per_rank - 1 < NK - 1 ? k0 + per_rank - 1 : NK - 1);
  } else { /* no planes here: the iflush and the wait are collective */
    EXPECT_OK(pcgns_queue_iflush(fn));
    EXPECT_OK(pcgns_queue_wait(fn));
  }
  EXPECT_OK(pcgns_close(fn));
  free(field);
}

static void read_back_structured(const char* name) {
  int fn;
  EXPECT_OK(pcgns_open(name, PCGNS_MODE_READ, &fn));
  const size_t count = kPlane * NK, per_rank = (NK + (size_t)ranks - 1) / (size_t)ranks;
  double* values = malloc(count * sizeof *values);
  const pcgns_size_t rmin[3] = {1, 1, 1}, rmax[3] = {NI, NJ, NK};
  for (int array = 0; array < 4; ++array) {
    if (array < 3) EXPECT_OK(pcgns_coord_read_data(fn, 1, 1, array + 1, rmin, rmax, values));
    else EXPECT_OK(pcgns_field_read_data(fn, 1, 1, 1, 1, rmin, rmax, values));
    int wrong = 0;
    for (size_t n = 0; n < count; ++n) {
      const size_t i = n % NI, j = n / NI % NJ, k = n / kPlane;
      double expected = expected_value(array, i, j, k);
      if (array == 0 && j == 0 && k % per_rank == 0) expected = overridden_x(i);
      if (values[n] != expected && wrong++ < 3)
        fprintf(stderr, "capi_at_once: rank %d: array %d at (%zu,%zu,%zu): %g, expected %g\n", rank, array, i, j, k,
                values[n], expected);
    }
    EXPECT(wrong == 0);
  }
  free(values);
  EXPECT_OK(pcgns_close(fn));
}

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (argc != 2) {
    if (rank == 0) fprintf(stderr, "usage: capi_at_once DIR\n");
    MPI_Finalize();
    return 2;
  }
  EXPECT_OK(pcgns_mpi_comm(MPI_COMM_WORLD));
  copied_only_before_the_first_flush(argv[1]);
  char name[4096];
  snprintf(name, sizeof name, "%s/at_once.cgns", argv[1]);
  write_structured(name);
  read_back_structured(name);
  int total = 0;
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return total == 0 ? 0 : 1;
}
