/* A mini-solver in C writing its output through pcgns's C API (pcgns.h): a row of HEXA_8
 * cells along x, split between the MPI ranks, where a temperature diffuses; each output
 * step writes the temperature as a cell-centred field, and the file records the steps as
 * a time series (BaseIterativeData with TimeValues, ZoneIterativeData with
 * FlowSolutionPointers).
 *
 *   mpiexec -n 4 pcgns-example-c-solver OUT.cgns [STEPS [CELLS_PER_RANK]]
 *       one shared file, zone "Tube", each rank writing its slice
 *   mpiexec -n 4 pcgns-example-c-solver --parts STEM [STEPS [CELLS_PER_RANK]]
 *       a file per process, STEM_<rank>.cgns, zone "Tube.P<rank>.N0" with its global
 *       numbering: `pcgns-merge -o merged.cgns STEM_*.cgns` puts the tube back together
 *
 * The calls are the official parallel CGNS library's (cgp_open, cg_base_write, ...) with
 * the prefix pcgns_; the structure comes first, then the data of each step is queued
 * from every rank and written in the background (pcgns_queue_iflush) while the next
 * step computes; the next pcgns_queue_iflush first ends the write still in flight. The
 * background write needs MPI_THREAD_MULTIPLE, asked for in MPI_Init_thread (without it
 * the write happens in pcgns_queue_iflush itself). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pcgns.h"

#define CHECK(call)                                                       \
  do {                                                                    \
    if ((call) != PCGNS_OK) {                                             \
      fprintf(stderr, "pcgns-example-c-solver: %s\n", pcgns_get_error()); \
      MPI_Abort(MPI_COMM_WORLD, 1);                                       \
    }                                                                     \
  } while (0)

typedef struct {
  int rank, ranks, steps;
  int64_t cells, first_cell; /* this rank's cells and the global id of its first */
  int per_process;
} Layout;

/* One explicit diffusion step with the neighbours' edge cells as halo. */
static void diffuse(const Layout* l, double* t) {
  double left = t[0], right = t[l->cells - 1];
  const int below = l->rank > 0 ? l->rank - 1 : MPI_PROC_NULL;
  const int above = l->rank < l->ranks - 1 ? l->rank + 1 : MPI_PROC_NULL;
  MPI_Sendrecv(&t[l->cells - 1], 1, MPI_DOUBLE, above, 0, &left, 1, MPI_DOUBLE, below, 0, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
  MPI_Sendrecv(&t[0], 1, MPI_DOUBLE, below, 1, &right, 1, MPI_DOUBLE, above, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  double previous = left;
  for (int64_t c = 0; c < l->cells; ++c) {
    const double next = c + 1 < l->cells ? t[c + 1] : right, here = t[c];
    t[c] = here + 0.25 * (previous - 2.0 * here + next);
    previous = here;
  }
}

/* Writes this rank's vertices (its planes) and cells; local numbers start at 1 in a
 * part file, at the first owned item in the shared file. */
static void write_mesh(const Layout* l, int fn, int B, int Z, const int C[3], int S) {
  const int64_t planes = l->per_process || l->rank == l->ranks - 1 ? l->cells + 1 : l->cells;
  const int64_t v0 = l->per_process ? 0 : 4 * l->first_cell, e0 = l->per_process ? 0 : l->first_cell;
  double* xyz = malloc(sizeof(double) * (size_t)(4 * planes));
  pcgns_size_t* nodes = malloc(sizeof(pcgns_size_t) * (size_t)(8 * l->cells));
  const pcgns_size_t vmin = v0 + 1, vmax = v0 + 4 * planes;
  for (int axis = 0; axis < 3; ++axis) {
    for (int64_t v = 0; v < 4 * planes; ++v) {
      const int64_t plane = v / 4, at = v % 4; /* 4 vertices a plane, on a unit square */
      xyz[v] = axis == 0 ? 0.1 * (double)(l->first_cell + plane) : (double)(axis == 1 ? at % 2 : at >= 2);
    }
    CHECK(pcgns_coord_write_data(fn, B, Z, C[axis], &vmin, &vmax, xyz));
  }
  static const int corner[8] = {0, 1, 3, 2, 4, 5, 7, 6};
  for (int64_t c = 0; c < l->cells; ++c)
    for (int k = 0; k < 8; ++k) nodes[8 * c + k] = v0 + 4 * c + corner[k] + 1;
  CHECK(pcgns_elements_write_data(fn, B, Z, S, e0 + 1, e0 + l->cells, nodes));
  free(xyz);
  free(nodes);
}

static void write_numbering(const Layout* l, int fn, int B, int Z) {
  pcgns_size_t* ids = malloc(sizeof(pcgns_size_t) * (size_t)(4 * (l->cells + 1)));
  for (int64_t v = 0; v < 4 * (l->cells + 1); ++v) ids[v] = 4 * l->first_cell + v + 1;
  CHECK(pcgns_global_numbering_write(fn, B, Z, PCGNS_NumberingVertex, 4 * (l->cells + 1), ids));
  for (int64_t c = 0; c < l->cells; ++c) ids[c] = l->first_cell + c + 1;
  CHECK(pcgns_global_numbering_write(fn, B, Z, PCGNS_NumberingCell, l->cells, ids));
  CHECK(pcgns_global_numbering_write(fn, B, Z, PCGNS_NumberingElement, l->cells, ids));
  /* The set's size, so that pcgns-merge refuses the set with a part missing. */
  const int64_t cells = l->cells * l->ranks;
  CHECK(pcgns_set_record_write(fn, B, Z, l->ranks, 4 * (cells + 1), cells));
  free(ids);
}

/* The time series as CGNS readers expect it: the base's BaseIterativeData with the time
 * of each step (TimeValues), the zone's ZoneIterativeData naming the solution of each
 * step (FlowSolutionPointers, 32 characters a name). Structure calls, like the solutions. */
static void write_time_series(const Layout* l, int fn, int B, int Z) {
  const pcgns_size_t steps = l->steps, pointer_dims[2] = {32, l->steps};
  double* times = malloc(sizeof(double) * (size_t)l->steps);
  char* pointers = malloc((size_t)32 * (size_t)l->steps);
  memset(pointers, ' ', (size_t)32 * (size_t)l->steps);
  for (int step = 0; step < l->steps; ++step) {
    char name[33];
    times[step] = 10.0 * (step + 1); /* ten diffusion steps of unit time per output step */
    const int length = snprintf(name, sizeof name, "Step%04d", step + 1);
    memcpy(pointers + 32 * step, name, (size_t)length);
  }
  CHECK(pcgns_biter_write(fn, B, "TimeIterValues", l->steps));
  CHECK(pcgns_goto(fn, B, "BaseIterativeData_t", 1, "end"));
  CHECK(pcgns_array_write("TimeValues", PCGNS_RealDouble, 1, &steps, times));
  CHECK(pcgns_ziter_write(fn, B, Z, "ZoneIterativeData"));
  CHECK(pcgns_goto(fn, B, "Zone_t", Z, "ZoneIterativeData_t", 1, "end"));
  CHECK(pcgns_array_write("FlowSolutionPointers", PCGNS_Character, 2, pointer_dims, pointers));
  free(times);
  free(pointers);
}

static void run(const Layout* l, const char* out) {
  char file[4096], zone[33];
  const int64_t zone_cells = l->per_process ? l->cells : l->cells * l->ranks;
  if (l->per_process) {
    snprintf(file, sizeof file, "%s_%d.cgns", out, l->rank);
    snprintf(zone, sizeof zone, "Tube.P%d.N0", l->rank);
    CHECK(pcgns_mpi_comm(MPI_COMM_SELF));
  } else {
    snprintf(file, sizeof file, "%s", out);
    snprintf(zone, sizeof zone, "Tube");
  }
  int fn, B, Z, C[3], S;
  const pcgns_size_t size[3] = {4 * (zone_cells + 1), zone_cells, 0};
  CHECK(pcgns_open(file, PCGNS_MODE_WRITE, &fn));
  CHECK(pcgns_base_write(fn, "Base", 3, 3, &B));
  CHECK(pcgns_zone_write(fn, B, zone, size, PCGNS_Unstructured, &Z));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateX", &C[0]));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateY", &C[1]));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateZ", &C[2]));
  CHECK(pcgns_section_write(fn, B, Z, "Cells", PCGNS_HEXA_8, 1, zone_cells, 0, &S));
  if (l->per_process) write_numbering(l, fn, B, Z);
  /* Every step's solution is defined up front: structure comes before the first flush. */
  int *sol = malloc(sizeof(int) * (size_t)l->steps), *field = malloc(sizeof(int) * (size_t)l->steps);
  for (int step = 0; step < l->steps; ++step) {
    char name[33];
    snprintf(name, sizeof name, "Step%04d", step + 1);
    CHECK(pcgns_sol_write(fn, B, Z, name, PCGNS_CellCenter, &sol[step]));
    CHECK(pcgns_field_write(fn, B, Z, sol[step], PCGNS_RealDouble, "Temperature", &field[step]));
  }
  write_time_series(l, fn, B, Z);
  write_mesh(l, fn, B, Z, C, S);

  double* t = malloc(sizeof(double) * (size_t)l->cells);
  for (int64_t c = 0; c < l->cells; ++c) t[c] = l->first_cell + c == 0 ? 100.0 : 0.0;
  const pcgns_size_t cmin = (l->per_process ? 0 : l->first_cell) + 1, cmax = cmin + l->cells - 1;
  /* A buffer given to a data call stays unchanged until the write that takes it has ended
   * (pcgns.h): each step's output goes through one of two buffers, so that the diffusion
   * updates t in place while the other buffer is still being written. */
  double* output[2] = {malloc(sizeof(double) * (size_t)l->cells), malloc(sizeof(double) * (size_t)l->cells)};
  for (int step = 0; step < l->steps; ++step) {
    for (int inner = 0; inner < 10; ++inner) diffuse(l, t); /* overlaps the previous step's write */
    double* values = output[step % 2];                      /* its last write ended in the previous step's iflush */
    memcpy(values, t, sizeof(double) * (size_t)l->cells);
    CHECK(pcgns_field_write_data(fn, B, Z, sol[step], field[step], &cmin, &cmax, values));
    CHECK(pcgns_queue_iflush(fn)); /* ends the previous step's write; this step's (and the mesh's, at first) starts */
  }
  CHECK(pcgns_close(fn)); /* waits for the last write */
  free(output[0]);
  free(output[1]);
  if (l->rank == 0)
    printf("pcgns-example-c-solver: %d ranks wrote %d steps of %lld cells to %s%s\n", l->ranks, l->steps,
           (long long)l->cells * l->ranks, out, l->per_process ? "_<rank>.cgns" : "");
  free(t);
  free(sol);
  free(field);
}

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  Layout l = {0, 1, 5, 16, 0, 0};
  MPI_Comm_rank(MPI_COMM_WORLD, &l.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &l.ranks);
  int arg = 1;
  if (arg < argc && strcmp(argv[arg], "--parts") == 0) l.per_process = 1, ++arg;
  if (arg >= argc) {
    if (l.rank == 0) fprintf(stderr, "usage: pcgns-example-c-solver [--parts] OUT [STEPS [CELLS_PER_RANK]]\n");
    MPI_Finalize();
    return 64;
  }
  const char* out = argv[arg++];
  if (arg < argc) l.steps = atoi(argv[arg++]);
  if (arg < argc) l.cells = atoll(argv[arg++]);
  if (l.steps < 1 || l.cells < 1) {
    if (l.rank == 0) fprintf(stderr, "pcgns-example-c-solver: STEPS and CELLS_PER_RANK must be >= 1\n");
    MPI_Finalize();
    return 64;
  }
  l.first_cell = l.cells * l.rank;
  run(&l, out);
  MPI_Finalize();
  return 0;
}
