/* The C API's tube case (tests/mpi/capi/tube_case.h) on Debian's official serial
 * library. Like the other official_* programs it links the official library only.
 *
 *   official_capi FILE.cgns          reads a file written through pcgns's C API
 *                                    (capi_write shared, stamped 3.4) and checks every value
 *   official_capi --write-tube FILE  writes the Tube zone with the official calls of the
 *                                    same names as capi_write's (cg_ for pcgns_), serially
 *
 * Exit 0 when every value matches (or the file was written); else the first problem and
 * exit 1. */
#include "../mpi/capi/tube_case.h"
#include "official_cg.h"

static void check_tube(int fn, int B) {
  cgsize_t size[9], one = 1, nv = TUBE_VERTICES, nc = TUBE_CELLS;
  const int Z = find_zone(fn, B, "Tube", size);
  if (size[0] != TUBE_VERTICES || size[1] != TUBE_CELLS) fail("Tube: sizes %ld, %ld", (long)size[0], (long)size[1]);
  double* values = checked_malloc(TUBE_VERTICES, sizeof(double));
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  for (int axis = 0; axis < 3; ++axis) {
    cg(cg_coord_read(fn, B, Z, names[axis], CGNS_ENUMV(RealDouble), &one, &nv, values), "cg_coord_read");
    for (int g = 0; g < TUBE_VERTICES; ++g)
      if (values[g] != tube_coordinate(axis, g)) fail("Tube %s[%d] = %g", names[axis], g, values[g]);
  }
  cg(cg_field_read(fn, B, Z, 1, "Pressure", CGNS_ENUMV(RealDouble), &one, &nv, values), "cg_field_read Pressure");
  for (int g = 0; g < TUBE_VERTICES; ++g)
    if (values[g] != tube_pressure(g)) fail("Tube Pressure[%d] = %g", g, values[g]);
  cg(cg_field_read(fn, B, Z, 2, "Density", CGNS_ENUMV(RealDouble), &one, &nc, values), "cg_field_read Density");
  for (int c = 0; c < TUBE_CELLS; ++c)
    if (values[c] != tube_density(c)) fail("Tube Density[%d] = %g", c, values[c]);
  cgsize_t* nodes = checked_malloc(8 * TUBE_CELLS, sizeof(cgsize_t));
  cg(cg_elements_read(fn, B, Z, 1, nodes, NULL), "cg_elements_read");
  for (int c = 0; c < TUBE_CELLS; ++c)
    for (int corner = 0; corner < 8; ++corner)
      if (nodes[8 * c + corner] != tube_hexa_node(c, corner)) fail("Tube cell %d node %d", c, corner);
  free(values);
  free(nodes);
}

static void check_block(int fn, int B) {
  cgsize_t size[9];
  const int Z = find_zone(fn, B, "Block", size);
  if (size[0] != BLOCK_NI || size[1] != BLOCK_NJ || size[2] != BLOCK_NK) fail("Block: vertex sizes");
  cgsize_t rmin[3] = {1, 1, 1}, rmax[3] = {BLOCK_NI, BLOCK_NJ, BLOCK_NK};
  double* values = checked_malloc(BLOCK_NI * BLOCK_NJ * BLOCK_NK, sizeof(double));
  static const char* names[4] = {"CoordinateX", "CoordinateY", "CoordinateZ", "Temperature"};
  for (int which = 0; which < 4; ++which) {
    if (which < 3)
      cg(cg_coord_read(fn, B, Z, names[which], CGNS_ENUMV(RealDouble), rmin, rmax, values), "cg_coord_read");
    else cg(cg_field_read(fn, B, Z, 1, names[which], CGNS_ENUMV(RealDouble), rmin, rmax, values), "cg_field_read");
    int at = 0;
    for (int k = 0; k < BLOCK_NK; ++k)
      for (int j = 0; j < BLOCK_NJ; ++j)
        for (int i = 0; i < BLOCK_NI; ++i, ++at) {
          const double want = which < 3 ? block_coordinate(which, i, j, k) : block_temperature(i, j, k);
          if (values[at] != want) fail("Block %s at %d,%d,%d = %g", names[which], i, j, k, values[at]);
        }
  }
  free(values);
}

/* The calls of capi_write's define_tube and write_tube_share, one rank owning everything. */
static void write_tube(const char* file) {
  int fn, B, Z, C, S, F;
  const cgsize_t size[3] = {TUBE_VERTICES, TUBE_CELLS, 0};
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  double* values = checked_malloc(TUBE_VERTICES, sizeof(double));
  cgsize_t* nodes = checked_malloc(8 * TUBE_CELLS, sizeof(cgsize_t));
  cg(cg_open(file, CG_MODE_WRITE, &fn), "cg_open");
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  cg(cg_zone_write(fn, B, "Tube", size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  for (int axis = 0; axis < 3; ++axis) {
    for (int g = 0; g < TUBE_VERTICES; ++g) values[g] = tube_coordinate(axis, g);
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[axis], values, &C), "cg_coord_write");
  }
  for (int c = 0; c < TUBE_CELLS; ++c)
    for (int corner = 0; corner < 8; ++corner) nodes[8 * c + corner] = (cgsize_t)tube_hexa_node(c, corner);
  cg(cg_section_write(fn, B, Z, "Hexa", CGNS_ENUMV(HEXA_8), 1, TUBE_CELLS, 0, nodes, &S), "cg_section_write");
  cg(cg_sol_write(fn, B, Z, "VertexData", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  for (int g = 0; g < TUBE_VERTICES; ++g) values[g] = tube_pressure(g);
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Pressure", values, &F), "cg_field_write");
  cg(cg_sol_write(fn, B, Z, "CellData", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  for (int c = 0; c < TUBE_CELLS; ++c) values[c] = tube_density(c);
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Density", values, &F), "cg_field_write");
  cg(cg_close(fn), "cg_close");
  free(values);
  free(nodes);
}

int main(int argc, char** argv) {
  g_program = "official_capi";
  if (argc == 3 && strcmp(argv[1], "--write-tube") == 0) {
    g_file = argv[2];
    write_tube(argv[2]);
    return 0;
  }
  if (argc != 2) {
    fprintf(stderr, "usage: official_capi FILE.cgns | --write-tube FILE.cgns\n");
    return 64;
  }
  g_file = argv[1];
  int fn;
  cg(cg_open(argv[1], CG_MODE_READ, &fn), "cg_open");
  check_tube(fn, 1);
  check_block(fn, 1);
  cg(cg_close(fn), "cg_close");
  printf("official_capi: %s holds every value of the tube case\n", argv[1]);
  return 0;
}
