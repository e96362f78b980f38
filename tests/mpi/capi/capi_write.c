/* Writes the tube case (tube_case.h) through the C API, from every rank:
 *
 *   capi_write shared OUT.cgns VERSION   one shared file: Tube and Block, each rank its share
 *   capi_write tube OUT.cgns VERSION     one shared file: Tube only (what a merge must give)
 *   capi_write parts STEM VERSION        a file per process, STEM_<rank>.cgns: the partition
 *                                        zone Tube.P<rank>.N0 with its global numbering and
 *                                        the record of its set
 *   capi_write poly OUT.cgns VERSION     one shared file: the zone Poly, NGON_n faces (with
 *                                        their parents) and NFACE_n cells, each rank its share
 *
 * The tube carries a time series, BCs and a descriptor (tube_case.h), and so do the parts
 * (each BC in the part holding its plane): the merged parts equal the tube file.
 *
 * Exit 0 when every call succeeded; else the failing call's message and exit 1. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pcgns.h"
#include "tube_case.h"

#define CHECK(call)                                                                         \
  do {                                                                                      \
    if ((call) != PCGNS_OK) {                                                               \
      fprintf(stderr, "capi_write: line %d: %s: %s\n", __LINE__, #call, pcgns_get_error()); \
      MPI_Abort(MPI_COMM_WORLD, 1);                                                         \
    }                                                                                       \
  } while (0)

typedef struct {
  int fn, B, Z, coords[3], section, vertex_sol, cell_sol, pressure, density;
} Tube;

/* Defines a tube zone of `cells` cells (structure calls, collective on the file). */
static void define_tube(Tube* t, const char* name, int64_t cells) {
  const pcgns_size_t size[3] = {4 * (cells + 1), cells, 0};
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  CHECK(pcgns_zone_write(t->fn, t->B, name, size, PCGNS_Unstructured, &t->Z));
  for (int axis = 0; axis < 3; ++axis)
    CHECK(pcgns_coord_write(t->fn, t->B, t->Z, PCGNS_RealDouble, names[axis], &t->coords[axis]));
  CHECK(pcgns_section_write(t->fn, t->B, t->Z, "Hexa", PCGNS_HEXA_8, 1, cells, 0, &t->section));
  CHECK(pcgns_sol_write(t->fn, t->B, t->Z, "VertexData", PCGNS_Vertex, &t->vertex_sol));
  CHECK(pcgns_field_write(t->fn, t->B, t->Z, t->vertex_sol, PCGNS_RealDouble, "Pressure", &t->pressure));
  CHECK(pcgns_sol_write(t->fn, t->B, t->Z, "CellData", PCGNS_CellCenter, &t->cell_sol));
  CHECK(pcgns_field_write(t->fn, t->B, t->Z, t->cell_sol, PCGNS_RealDouble, "Density", &t->density));
}

/* BC `name` of `type` on the 4 vertices of local plane `plane`. */
static void define_plane_bc(const Tube* t, const char* name, PCGNS_BCType_t type, int64_t plane) {
  pcgns_size_t points[4];
  int BC;
  for (int i = 0; i < 4; ++i) points[i] = tube_plane_vertex(plane, i);
  CHECK(pcgns_boco_write(t->fn, t->B, t->Z, name, type, PCGNS_PointList, 4, points, &BC));
}

/* The tube's time series, descriptor and boundary conditions (tube_case.h): structure
 * calls, the same on every rank of the file. The Inlet when the zone holds the tube's plane
 * 0, the Outlet when it holds its last plane, local plane `last_plane`. */
static void define_tube_extras(const Tube* t, int with_inlet, int with_outlet, int64_t last_plane) {
  const pcgns_size_t steps = TUBE_STEPS, pointer_dims[2] = {32, TUBE_STEPS};
  double times[TUBE_STEPS];
  char pointers[32 * TUBE_STEPS];
  for (int step = 0; step < TUBE_STEPS; ++step) times[step] = tube_time(step);
  tube_pointers(pointers);
  if (with_inlet) define_plane_bc(t, "Inlet", PCGNS_BCInflow, 0);
  if (with_outlet) define_plane_bc(t, "Outlet", PCGNS_BCOutflow, last_plane);
  CHECK(pcgns_biter_write(t->fn, t->B, "BaseIterativeData", TUBE_STEPS));
  CHECK(pcgns_goto(t->fn, t->B, "BaseIterativeData_t", 1, "end"));
  CHECK(pcgns_array_write("TimeValues", PCGNS_RealDouble, 1, &steps, times));
  CHECK(pcgns_ziter_write(t->fn, t->B, t->Z, "ZoneIterativeData"));
  CHECK(pcgns_goto(t->fn, t->B, "Zone_t", t->Z, "ZoneIterativeData_t", 1, "end"));
  CHECK(pcgns_array_write("FlowSolutionPointers", PCGNS_Character, 2, pointer_dims, pointers));
  CHECK(pcgns_gopath(t->fn, "..")); /* the zone */
  CHECK(pcgns_descriptor_write("About", TUBE_DESCRIPTOR));
}

/* Writes global vertices [v0, v1) as local vertices from `local0` (1-based), and global
 * cells [c0, c1) as local cells from `cell_local0`, with node numbers less `node_shift`. */
static void write_tube_share(const Tube* t, int64_t v0, int64_t v1, int64_t local0, int64_t c0, int64_t c1,
                             int64_t cell_local0, int64_t node_shift) {
  const int64_t nv = v1 - v0, nc = c1 - c0;
  double* values = malloc(sizeof(double) * (size_t)(nv > nc ? nv : nc) + 1);
  pcgns_size_t* nodes = malloc(sizeof(pcgns_size_t) * (size_t)(8 * nc) + 1);
  if (nv > 0) {
    const pcgns_size_t lo = local0, hi = local0 + nv - 1;
    for (int axis = 0; axis < 3; ++axis) {
      for (int64_t g = v0; g < v1; ++g) values[g - v0] = tube_coordinate(axis, g);
      CHECK(pcgns_coord_write_data(t->fn, t->B, t->Z, t->coords[axis], &lo, &hi, values));
    }
    for (int64_t g = v0; g < v1; ++g) values[g - v0] = tube_pressure(g);
    CHECK(pcgns_field_write_data(t->fn, t->B, t->Z, t->vertex_sol, t->pressure, &lo, &hi, values));
  }
  if (nc > 0) {
    const pcgns_size_t lo = cell_local0, hi = cell_local0 + nc - 1;
    for (int64_t c = c0; c < c1; ++c) {
      values[c - c0] = tube_density(c);
      for (int corner = 0; corner < 8; ++corner) nodes[8 * (c - c0) + corner] = tube_hexa_node(c, corner) - node_shift;
    }
    CHECK(pcgns_elements_write_data(t->fn, t->B, t->Z, t->section, lo, hi, nodes));
    CHECK(pcgns_field_write_data(t->fn, t->B, t->Z, t->cell_sol, t->density, &lo, &hi, values));
  }
  /* A NULL data pointer writes nothing (this rank takes part with no values). */
  const pcgns_size_t one = 1;
  CHECK(pcgns_field_write_data(t->fn, t->B, t->Z, t->cell_sol, t->density, &one, &one, NULL));
  free(values);
  free(nodes);
}

static void write_block(int fn, int B, int rank, int ranks) {
  const pcgns_size_t size[9] = {BLOCK_NI, BLOCK_NJ, BLOCK_NK, BLOCK_NI - 1, BLOCK_NJ - 1, BLOCK_NK - 1, 0, 0, 0};
  int Z, C[3], S, F;
  CHECK(pcgns_zone_write(fn, B, "Block", size, PCGNS_Structured, &Z));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateX", &C[0]));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateY", &C[1]));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealSingle, "CoordinateZ", &C[2]));
  CHECK(pcgns_sol_write(fn, B, Z, "VertexData", PCGNS_Vertex, &S));
  CHECK(pcgns_field_write(fn, B, Z, S, PCGNS_RealDouble, "Temperature", &F));
  const pcgns_size_t bottom[6] = {1, 1, 1, BLOCK_NI, BLOCK_NJ, 1};
  int BC;
  CHECK(pcgns_boco_write(fn, B, Z, "Bottom", PCGNS_BCWall, PCGNS_PointRange, 2, bottom, &BC));
  const int64_t k0 = share_first(BLOCK_NK, rank, ranks), k1 = share_first(BLOCK_NK, rank + 1, ranks);
  if (k1 == k0) return;
  const pcgns_size_t rmin[3] = {1, 1, k0 + 1}, rmax[3] = {BLOCK_NI, BLOCK_NJ, k1};
  const size_t n = (size_t)(BLOCK_NI * BLOCK_NJ * (k1 - k0));
  double* values = malloc(sizeof(double) * n);
  float* z = malloc(sizeof(float) * n);
  for (int axis = 0; axis < 4; ++axis) {
    size_t at = 0;
    for (int64_t k = k0; k < k1; ++k)
      for (int64_t j = 0; j < BLOCK_NJ; ++j)
        for (int64_t i = 0; i < BLOCK_NI; ++i, ++at) {
          values[at] = axis < 3 ? block_coordinate(axis, i, j, k) : block_temperature(i, j, k);
          z[at] = (float)block_coordinate(2, i, j, k);
        }
    if (axis < 2) CHECK(pcgns_coord_write_data(fn, B, Z, C[axis], rmin, rmax, values));
    if (axis == 2) CHECK(pcgns_coord_write_data(fn, B, Z, C[axis], rmin, rmax, z));
    if (axis == 3) CHECK(pcgns_field_write_data(fn, B, Z, S, F, rmin, rmax, values));
  }
  free(values);
  free(z);
}

/* Elements [e0, e1) (0-based in section S, which starts at element `first`) of `npe`
 * nodes each, node k of element e being node(e, k), in two requests: the requests of
 * all ranks tile the section, and the offsets are absolute. */
static void write_poly_share(int fn, int B, int Z, int S, int64_t first, int64_t e0, int64_t e1, int npe,
                             int64_t (*node)(int64_t, int)) {
  const int64_t middle = e0 + (e1 - e0) / 2, cuts[3] = {e0, middle, e1};
  for (int part = 0; part < 2; ++part) {
    const int64_t a = cuts[part], b = cuts[part + 1];
    if (a == b) {
      CHECK(pcgns_poly_elements_write_data(fn, B, Z, S, first, first, NULL, NULL)); /* nothing from here */
      continue;
    }
    pcgns_size_t* offsets = malloc(sizeof(pcgns_size_t) * (size_t)(b - a + 1));
    pcgns_size_t* nodes = malloc(sizeof(pcgns_size_t) * (size_t)(npe * (b - a)));
    for (int64_t e = a; e <= b; ++e) offsets[e - a] = npe * e;
    for (int64_t e = a; e < b; ++e)
      for (int k = 0; k < npe; ++k) nodes[npe * (e - a) + k] = node(e, k);
    CHECK(pcgns_poly_elements_write_data(fn, B, Z, S, first + a, first + b - 1, nodes, offsets));
    free(offsets);
    free(nodes);
  }
}

/* The parents of faces [f0, f1) of section S (tube_case.h), as one request. */
static void write_face_parents(int fn, int B, int Z, int S, int64_t f0, int64_t f1) {
  const int64_t n = f1 - f0;
  if (n == 0) {
    CHECK(pcgns_parent_data_write(fn, B, Z, S, 1, 1, NULL)); /* nothing from here */
    return;
  }
  pcgns_size_t* parents = malloc(sizeof(pcgns_size_t) * (size_t)(4 * n));
  for (int64_t f = f0; f < f1; ++f)
    for (int side = 0; side < 2; ++side) {
      parents[side * n + f - f0] = tube_face_parent(f, side);
      parents[(2 + side) * n + f - f0] = tube_face_position(f, side);
    }
  CHECK(pcgns_parent_data_write(fn, B, Z, S, f0 + 1, f1, parents));
  free(parents);
}

/* The "Poly" zone (tube_case.h): NGON_n faces and NFACE_n cells, each rank its share. */
static void write_poly(const char* out, int rank, int ranks) {
  int fn, B, Z, C[3], faces, cells;
  const pcgns_size_t size[3] = {TUBE_VERTICES, TUBE_CELLS, 0};
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  CHECK(pcgns_open(out, PCGNS_MODE_WRITE, &fn));
  CHECK(pcgns_base_write(fn, "Base", 3, 3, &B));
  CHECK(pcgns_zone_write(fn, B, "Poly", size, PCGNS_Unstructured, &Z));
  for (int axis = 0; axis < 3; ++axis) CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, names[axis], &C[axis]));
  CHECK(pcgns_poly_section_write(fn, B, Z, "Faces", PCGNS_NGON_n, 1, TUBE_FACES, 4 * TUBE_FACES, 0, &faces));
  CHECK(pcgns_poly_section_write(fn, B, Z, "Cells", PCGNS_NFACE_n, TUBE_FACES + 1, TUBE_FACES + TUBE_CELLS,
                                 6 * TUBE_CELLS, 0, &cells));
  const int64_t v0 = share_first(TUBE_VERTICES, rank, ranks), v1 = share_first(TUBE_VERTICES, rank + 1, ranks);
  if (v1 > v0) {
    double* values = malloc(sizeof(double) * (size_t)(v1 - v0));
    const pcgns_size_t lo = v0 + 1, hi = v1;
    for (int axis = 0; axis < 3; ++axis) {
      for (int64_t g = v0; g < v1; ++g) values[g - v0] = tube_coordinate(axis, g);
      CHECK(pcgns_coord_write_data(fn, B, Z, C[axis], &lo, &hi, values));
    }
    free(values);
  }
  write_poly_share(fn, B, Z, faces, 1, share_first(TUBE_FACES, rank, ranks), share_first(TUBE_FACES, rank + 1, ranks),
                   4, tube_face_node);
  write_face_parents(fn, B, Z, faces, share_first(TUBE_FACES, rank, ranks), share_first(TUBE_FACES, rank + 1, ranks));
  write_poly_share(fn, B, Z, cells, TUBE_FACES + 1, share_first(TUBE_CELLS, rank, ranks),
                   share_first(TUBE_CELLS, rank + 1, ranks), 6, tube_cell_face);
  CHECK(pcgns_close(fn));
}

static void write_shared(const char* out, int rank, int ranks, int with_block) {
  Tube t;
  CHECK(pcgns_open(out, PCGNS_MODE_WRITE, &t.fn));
  CHECK(pcgns_base_write(t.fn, "Base", 3, 3, &t.B));
  define_tube(&t, "Tube", TUBE_CELLS);
  define_tube_extras(&t, 1, 1, TUBE_CELLS);
  if (with_block) write_block(t.fn, t.B, rank, ranks);
  /* Vertices by planes: rank r owns the planes of its cells, the last rank the last plane too. */
  const int64_t c0 = share_first(TUBE_CELLS, rank, ranks), c1 = share_first(TUBE_CELLS, rank + 1, ranks);
  const int64_t v1 = rank == ranks - 1 ? TUBE_VERTICES : 4 * c1;
  write_tube_share(&t, 4 * c0, v1, 4 * c0 + 1, c0, c1, c0 + 1, 0);
  CHECK(pcgns_queue_flush(t.fn));
  CHECK(pcgns_close(t.fn));
}

static void write_part(const char* stem, int rank, int ranks) {
  char file[4096], zone[64];
  snprintf(file, sizeof file, "%s_%d.cgns", stem, rank);
  snprintf(zone, sizeof zone, "Tube.P%d.N0", rank);
  const int64_t c0 = share_first(TUBE_CELLS, rank, ranks), c1 = share_first(TUBE_CELLS, rank + 1, ranks);
  const int64_t cells = c1 - c0, vertices = 4 * (cells + 1);
  Tube t;
  CHECK(pcgns_mpi_comm(MPI_COMM_SELF));
  CHECK(pcgns_open(file, PCGNS_MODE_WRITE, &t.fn));
  CHECK(pcgns_base_write(t.fn, "Base", 3, 3, &t.B));
  define_tube(&t, zone, cells);
  pcgns_size_t* ids = malloc(sizeof(pcgns_size_t) * (size_t)vertices);
  for (int64_t l = 0; l < vertices; ++l) ids[l] = 4 * c0 + l + 1;
  CHECK(pcgns_global_numbering_write(t.fn, t.B, t.Z, PCGNS_NumberingVertex, vertices, ids));
  for (int64_t l = 0; l < cells; ++l) ids[l] = c0 + l + 1;
  CHECK(pcgns_global_numbering_write(t.fn, t.B, t.Z, PCGNS_NumberingCell, cells, ids));
  CHECK(pcgns_global_numbering_write(t.fn, t.B, t.Z, PCGNS_NumberingElement, cells, ids));
  CHECK(pcgns_set_record_write(t.fn, t.B, t.Z, ranks, TUBE_VERTICES, TUBE_CELLS));
  define_tube_extras(&t, rank == 0, rank == ranks - 1, cells);
  free(ids);
  write_tube_share(&t, 4 * c0, 4 * (c1 + 1), 1, c0, c1, 1, 4 * c0);
  CHECK(pcgns_close(t.fn)); /* close flushes */
  CHECK(pcgns_mpi_comm(MPI_COMM_WORLD));
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (argc != 4) {
    if (rank == 0) fprintf(stderr, "usage: capi_write shared|tube|parts|poly OUT VERSION\n");
    MPI_Finalize();
    return 64;
  }
  CHECK(pcgns_set_cgns_version((float)atof(argv[3])));
  if (strcmp(argv[1], "parts") == 0) write_part(argv[2], rank, ranks);
  else if (strcmp(argv[1], "poly") == 0) write_poly(argv[2], rank, ranks);
  else write_shared(argv[2], rank, ranks, strcmp(argv[1], "shared") == 0);
  MPI_Finalize();
  return 0;
}
