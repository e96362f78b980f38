/* Reads the tube case (tube_case.h) back through the C API's reading calls, from every
 * rank, and compares each value with the formulas:
 *
 *   capi_read shared FILE   Tube and Block (capi_write shared)
 *   capi_read tube FILE     Tube only (capi_write tube, or the official library's file
 *                           written by tests/interop's official_capi --write-tube)
 *   capi_read parts STEM    each rank its own STEM_<rank>.cgns (capi_write parts) with
 *                           MPI_COMM_SELF, global numbering included
 *
 * Each rank reads its own share, one range that another rank also reads, and the whole
 * array, so that ranged reads from any rank are covered. Exit 0 when every value
 * matched; else one line per mismatch and exit 1. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pcgns.h"
#include "tube_case.h"

static int failures = 0;
static int rank = 0, ranks = 1;

#define CHECK(call)                                                                                       \
  do {                                                                                                    \
    if ((call) != PCGNS_OK) {                                                                             \
      fprintf(stderr, "capi_read: rank %d: line %d: %s: %s\n", rank, __LINE__, #call, pcgns_get_error()); \
      MPI_Abort(MPI_COMM_WORLD, 1);                                                                       \
    }                                                                                                     \
  } while (0)

static void expect(int ok, int line, const char* what) {
  if (ok) return;
  fprintf(stderr, "capi_read: rank %d: line %d: %s\n", rank, line, what);
  ++failures;
}
#define EXPECT(cond) expect((cond), __LINE__, #cond)

static int find_zone(int fn, int B, const char* wanted, pcgns_size_t* size) {
  int nzones = 0;
  char name[33];
  CHECK(pcgns_nzones(fn, B, &nzones));
  for (int Z = 1; Z <= nzones; ++Z) {
    CHECK(pcgns_zone_read(fn, B, Z, name, size));
    if (strcmp(name, wanted) == 0) return Z;
  }
  expect(0, __LINE__, wanted);
  return 0;
}

/* Vertices [v0, v1) of the tube, local vertex l = g - shift, read as 1-based [lo, hi]. */
static void check_vertices(int fn, int B, int Z, int64_t v0, int64_t v1, int64_t shift) {
  if (v1 <= v0) return;
  const pcgns_size_t lo = v0 - shift + 1, hi = v1 - shift;
  double* values = malloc(sizeof(double) * (size_t)(v1 - v0));
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  for (int C = 1; C <= 3; ++C) {
    PCGNS_DataType_t type = PCGNS_DataTypeNull;
    char name[33];
    CHECK(pcgns_coord_info(fn, B, Z, C, &type, name));
    EXPECT(type == PCGNS_RealDouble && strcmp(name, names[C - 1]) == 0);
    CHECK(pcgns_coord_read_data(fn, B, Z, C, &lo, &hi, values));
    for (int64_t g = v0; g < v1; ++g) EXPECT(values[g - v0] == tube_coordinate(C - 1, g));
  }
  CHECK(pcgns_field_read_data(fn, B, Z, 1, 1, &lo, &hi, values));
  for (int64_t g = v0; g < v1; ++g) EXPECT(values[g - v0] == tube_pressure(g));
  free(values);
}

/* Cells [c0, c1) of the tube, local cell l = c - shift, nodes less 4 * shift. */
static void check_cells(int fn, int B, int Z, int64_t c0, int64_t c1, int64_t shift) {
  if (c1 <= c0) return;
  const pcgns_size_t lo = c0 - shift + 1, hi = c1 - shift;
  double* values = malloc(sizeof(double) * (size_t)(c1 - c0));
  pcgns_size_t* nodes = malloc(sizeof(pcgns_size_t) * (size_t)(8 * (c1 - c0)));
  CHECK(pcgns_field_read_data(fn, B, Z, 2, 1, &lo, &hi, values));
  for (int64_t c = c0; c < c1; ++c) EXPECT(values[c - c0] == tube_density(c));
  CHECK(pcgns_elements_read_data(fn, B, Z, 1, lo, hi, nodes));
  for (int64_t c = c0; c < c1; ++c)
    for (int corner = 0; corner < 8; ++corner)
      EXPECT(nodes[8 * (c - c0) + corner] == tube_hexa_node(c, corner) - 4 * shift);
  free(values);
  free(nodes);
}

/* The tube zone's structure, then its values: this rank's share, the next rank's share
 * (read by two ranks), and everything. `cells` cells from global cell `c_first`. */
static void check_tube(int fn, int B, const char* zone, int64_t c_first, int64_t cells) {
  pcgns_size_t size[9];
  const int Z = find_zone(fn, B, zone, size);
  if (Z == 0) return;
  PCGNS_ZoneType_t type = PCGNS_ZoneTypeNull;
  CHECK(pcgns_zone_type(fn, B, Z, &type));
  EXPECT(type == PCGNS_Unstructured);
  EXPECT(size[0] == 4 * (cells + 1) && size[1] == cells && size[2] == 0);
  int n = 0;
  CHECK(pcgns_ncoords(fn, B, Z, &n));
  EXPECT(n == 3);
  CHECK(pcgns_nsols(fn, B, Z, &n));
  EXPECT(n == 2);
  char name[33];
  PCGNS_GridLocation_t location = PCGNS_GridLocationNull;
  PCGNS_DataType_t data_type = PCGNS_DataTypeNull;
  CHECK(pcgns_sol_info(fn, B, Z, 1, name, &location));
  EXPECT(strcmp(name, "VertexData") == 0 && location == PCGNS_Vertex);
  CHECK(pcgns_sol_info(fn, B, Z, 2, name, &location));
  EXPECT(strcmp(name, "CellData") == 0 && location == PCGNS_CellCenter);
  CHECK(pcgns_nfields(fn, B, Z, 2, &n));
  EXPECT(n == 1);
  CHECK(pcgns_field_info(fn, B, Z, 2, 1, &data_type, name));
  EXPECT(strcmp(name, "Density") == 0 && data_type == PCGNS_RealDouble);
  CHECK(pcgns_nsections(fn, B, Z, &n));
  EXPECT(n == 1);
  PCGNS_ElementType_t element = PCGNS_ElementTypeNull;
  pcgns_size_t start = 0, end = 0;
  int nbndry = -1, parent_flag = -1;
  CHECK(pcgns_section_read(fn, B, Z, 1, name, &element, &start, &end, &nbndry, &parent_flag));
  EXPECT(strcmp(name, "Hexa") == 0 && element == PCGNS_HEXA_8 && start == 1 && end == cells && nbndry == 0 &&
         parent_flag == 0);

  const int64_t c_last = c_first + cells;
  for (int which = 0; which < 2; ++which) {
    const int r = (rank + which) % ranks;
    const int64_t c0 = c_first + share_first(cells, r, ranks), c1 = c_first + share_first(cells, r + 1, ranks);
    check_cells(fn, B, Z, c0, c1, c_first);
    check_vertices(fn, B, Z, 4 * c0, 4 * c1 + (r == ranks - 1 ? 4 : 0), 4 * c_first);
  }
  check_cells(fn, B, Z, c_first, c_last, c_first);
  check_vertices(fn, B, Z, 4 * c_first, 4 * (c_last + 1), 4 * c_first);
  /* A NULL buffer reads nothing, whatever the range (as the official library). */
  const pcgns_size_t one = 1;
  CHECK(pcgns_coord_read_data(fn, B, Z, 1, &one, &one, NULL));
}

/* This rank's k-planes of the block, as boxes, with CoordinateZ single precision. */
static void check_block(int fn, int B) {
  pcgns_size_t size[9];
  const int Z = find_zone(fn, B, "Block", size);
  if (Z == 0) return;
  PCGNS_ZoneType_t type = PCGNS_ZoneTypeNull;
  CHECK(pcgns_zone_type(fn, B, Z, &type));
  EXPECT(type == PCGNS_Structured);
  EXPECT(size[0] == BLOCK_NI && size[1] == BLOCK_NJ && size[2] == BLOCK_NK && size[3] == BLOCK_NI - 1 &&
         size[4] == BLOCK_NJ - 1 && size[5] == BLOCK_NK - 1 && size[6] == 0);
  PCGNS_DataType_t data_type = PCGNS_DataTypeNull;
  char name[33];
  CHECK(pcgns_coord_info(fn, B, Z, 3, &data_type, name));
  EXPECT(data_type == PCGNS_RealSingle && strcmp(name, "CoordinateZ") == 0);
  const int64_t k0 = share_first(BLOCK_NK, rank, ranks), k1 = share_first(BLOCK_NK, rank + 1, ranks);
  if (k1 == k0) return;
  /* i from 2 on, a box cut across the fastest direction. */
  const pcgns_size_t rmin[3] = {2, 1, k0 + 1}, rmax[3] = {BLOCK_NI, BLOCK_NJ, k1};
  const size_t n = (size_t)((BLOCK_NI - 1) * BLOCK_NJ * (k1 - k0));
  double* values = malloc(sizeof(double) * n);
  float* z = malloc(sizeof(float) * n);
  for (int which = 0; which < 4; ++which) {
    if (which < 2) CHECK(pcgns_coord_read_data(fn, B, Z, which + 1, rmin, rmax, values));
    if (which == 2) CHECK(pcgns_coord_read_data(fn, B, Z, 3, rmin, rmax, z));
    if (which == 3) CHECK(pcgns_field_read_data(fn, B, Z, 1, 1, rmin, rmax, values));
    size_t at = 0;
    for (int64_t k = k0; k < k1; ++k)
      for (int64_t j = 0; j < BLOCK_NJ; ++j)
        for (int64_t i = 1; i < BLOCK_NI; ++i, ++at) {
          if (which < 2) EXPECT(values[at] == block_coordinate(which, i, j, k));
          if (which == 2) EXPECT(z[at] == (float)block_coordinate(2, i, j, k));
          if (which == 3) EXPECT(values[at] == block_temperature(i, j, k));
        }
  }
  free(values);
  free(z);
}

static void check_base(int fn, int* B) {
  int nbases = 0, cell_dim = 0, phys_dim = 0;
  char name[33];
  CHECK(pcgns_nbases(fn, &nbases));
  EXPECT(nbases == 1);
  *B = 1;
  CHECK(pcgns_base_read(fn, *B, name, &cell_dim, &phys_dim));
  EXPECT(strcmp(name, "Base") == 0 && cell_dim == 3 && phys_dim == 3);
}

static void check_shared(const char* file, int with_block) {
  int fn = 0, B = 0;
  CHECK(pcgns_open(file, PCGNS_MODE_READ, &fn));
  check_base(fn, &B);
  int nzones = 0;
  CHECK(pcgns_nzones(fn, B, &nzones));
  EXPECT(nzones == (with_block ? 2 : 1));
  check_tube(fn, B, "Tube", 0, TUBE_CELLS);
  if (with_block) check_block(fn, B);
  CHECK(pcgns_close(fn));
}

static void check_numbering(int fn, int B, int Z, int64_t c0, int64_t cells) {
  const int64_t vertices = 4 * (cells + 1);
  pcgns_size_t* ids = malloc(sizeof(pcgns_size_t) * (size_t)vertices);
  CHECK(pcgns_global_numbering_read(fn, B, Z, PCGNS_NumberingVertex, vertices, ids));
  for (int64_t l = 0; l < vertices; ++l) EXPECT(ids[l] == 4 * c0 + l + 1);
  const PCGNS_GlobalNumbering_t kinds[2] = {PCGNS_NumberingCell, PCGNS_NumberingElement};
  for (int k = 0; k < 2; ++k) {
    memset(ids, 0, sizeof(pcgns_size_t) * (size_t)cells);
    CHECK(pcgns_global_numbering_read(fn, B, Z, kinds[k], cells, ids));
    for (int64_t l = 0; l < cells; ++l) EXPECT(ids[l] == c0 + l + 1);
  }
  free(ids);
}

static void check_part(const char* stem) {
  char file[4096], zone[64];
  snprintf(file, sizeof file, "%s_%d.cgns", stem, rank);
  snprintf(zone, sizeof zone, "Tube.P%d.N0", rank);
  const int64_t c0 = share_first(TUBE_CELLS, rank, ranks), c1 = share_first(TUBE_CELLS, rank + 1, ranks);
  int fn = 0, B = 0;
  pcgns_size_t size[9];
  CHECK(pcgns_mpi_comm(MPI_COMM_SELF));
  CHECK(pcgns_open(file, PCGNS_MODE_READ, &fn));
  check_base(fn, &B);
  /* Alone on its communicator: this rank's share is the whole part. */
  const int saved_rank = rank, saved_ranks = ranks;
  rank = 0, ranks = 1;
  check_tube(fn, B, zone, c0, c1 - c0);
  rank = saved_rank, ranks = saved_ranks;
  check_numbering(fn, B, find_zone(fn, B, zone, size), c0, c1 - c0);
  CHECK(pcgns_close(fn));
  CHECK(pcgns_mpi_comm(MPI_COMM_WORLD));
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (argc != 3) {
    if (rank == 0) fprintf(stderr, "usage: capi_read shared|tube|parts FILE\n");
    MPI_Finalize();
    return 64;
  }
  if (strcmp(argv[1], "parts") == 0) check_part(argv[2]);
  else check_shared(argv[2], strcmp(argv[1], "shared") == 0);
  int total = failures;
  MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0)
    printf("capi_read: %s: %s (%d ranks)\n", argv[2], total == 0 ? "every value matched" : "MISMATCHES", ranks);
  MPI_Finalize();
  return total == 0 ? 0 : 1;
}
