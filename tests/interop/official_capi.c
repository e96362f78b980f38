/* The C API's tube case (tests/mpi/capi/tube_case.h) on Debian's official serial
 * library. Like the other official_* programs it links the official library only.
 *
 *   official_capi FILE.cgns          reads a file written through pcgns's C API
 *                                    (capi_write shared, stamped 3.4) and checks every value,
 *                                    the time series, BCs and descriptor included
 *   official_capi --write-tube FILE  writes the Tube zone with the official calls of the
 *                                    same names as capi_write's (cg_ for pcgns_), serially
 *
 * Exit 0 when every value matches (or the file was written); else the first problem and
 * exit 1. */
#include "../mpi/capi/tube_case.h"
#include "official_cg.h"

/* BC `name` of zone Z: its type, point-set type and points. */
static void check_bc(int fn, int B, int Z, const char* name, CGNS_ENUMT(BCType_t) type,
                     CGNS_ENUMT(PointSetType_t) ptset, int npnts, const cgsize_t* points) {
  CGNS_ENUMT(BCType_t) read_type;
  CGNS_ENUMT(PointSetType_t) read_ptset;
  cgsize_t read_npnts, read_points[6];
  const int BC = find_bc(fn, B, Z, name, &read_type, &read_ptset, &read_npnts);
  if (read_type != type || read_ptset != ptset || read_npnts != npnts) fail("BC %s: type, point set or size", name);
  cg(cg_boco_read(fn, B, Z, BC, read_points, NULL), "cg_boco_read");
  const int values = ptset == CGNS_ENUMV(PointRange) ? 6 : npnts;
  for (int i = 0; i < values; ++i)
    if (read_points[i] != points[i]) fail("BC %s: point value %d is %ld", name, i, (long)read_points[i]);
}

/* The time series, BCs and descriptor of tube_case.h. */
static void check_tube_extras(int fn, int B, int Z) {
  cgsize_t inlet[4], outlet[4];
  for (int i = 0; i < 4; ++i) {
    inlet[i] = (cgsize_t)tube_plane_vertex(0, i);
    outlet[i] = (cgsize_t)tube_plane_vertex(TUBE_CELLS, i);
  }
  check_bc(fn, B, Z, "Inlet", CGNS_ENUMV(BCInflow), CGNS_ENUMV(PointList), 4, inlet);
  check_bc(fn, B, Z, "Outlet", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 4, outlet);
  char name[33], pointers[32 * TUBE_STEPS], expected[32 * TUBE_STEPS], *text = NULL;
  int nsteps = 0;
  double times[TUBE_STEPS];
  cg(cg_biter_read(fn, B, name, &nsteps), "cg_biter_read");
  if (strcmp(name, "BaseIterativeData") != 0 || nsteps != TUBE_STEPS)
    fail("BaseIterativeData %s, %d steps", name, nsteps);
  cg(cg_goto(fn, B, "BaseIterativeData_t", 1, "end"), "cg_goto");
  cg(cg_array_read_as(1, CGNS_ENUMV(RealDouble), times), "cg_array_read_as TimeValues");
  for (int step = 0; step < TUBE_STEPS; ++step)
    if (times[step] != tube_time(step)) fail("TimeValues[%d] = %g", step, times[step]);
  cg(cg_ziter_read(fn, B, Z, name), "cg_ziter_read");
  if (strcmp(name, "ZoneIterativeData") != 0) fail("ZoneIterativeData named %s", name);
  cg(cg_goto(fn, B, "Zone_t", Z, "ZoneIterativeData_t", 1, "end"), "cg_goto");
  cg(cg_array_read(1, pointers), "cg_array_read FlowSolutionPointers");
  tube_pointers(expected);
  if (memcmp(pointers, expected, sizeof pointers) != 0) fail("FlowSolutionPointers");
  cg(cg_goto(fn, B, "Zone_t", Z, "end"), "cg_goto");
  cg(cg_descriptor_read(1, name, &text), "cg_descriptor_read");
  if (strcmp(name, "About") != 0 || strcmp(text, TUBE_DESCRIPTOR) != 0) fail("Descriptor %s: '%s'", name, text);
  cg_free(text);
}

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
  check_tube_extras(fn, B, Z);
}

static void check_block(int fn, int B) {
  cgsize_t size[9];
  const int Z = find_zone(fn, B, "Block", size);
  if (size[0] != BLOCK_NI || size[1] != BLOCK_NJ || size[2] != BLOCK_NK) fail("Block: vertex sizes");
  const cgsize_t bottom[6] = {1, 1, 1, BLOCK_NI, BLOCK_NJ, 1};
  check_bc(fn, B, Z, "Bottom", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointRange), 2, bottom);
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

/* The calls of capi_write's define_tube_extras for the whole tube. */
static void write_tube_extras(int fn, int B, int Z) {
  const cgsize_t steps = TUBE_STEPS, pointer_dims[2] = {32, TUBE_STEPS};
  cgsize_t inlet[4], outlet[4];
  int BC;
  for (int i = 0; i < 4; ++i) {
    inlet[i] = (cgsize_t)tube_plane_vertex(0, i);
    outlet[i] = (cgsize_t)tube_plane_vertex(TUBE_CELLS, i);
  }
  cg(cg_boco_write(fn, B, Z, "Inlet", CGNS_ENUMV(BCInflow), CGNS_ENUMV(PointList), 4, inlet, &BC), "cg_boco_write");
  cg(cg_boco_write(fn, B, Z, "Outlet", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 4, outlet, &BC), "cg_boco_write");
  double times[TUBE_STEPS];
  char pointers[32 * TUBE_STEPS];
  for (int step = 0; step < TUBE_STEPS; ++step) times[step] = tube_time(step);
  tube_pointers(pointers);
  cg(cg_biter_write(fn, B, "BaseIterativeData", TUBE_STEPS), "cg_biter_write");
  cg(cg_goto(fn, B, "BaseIterativeData_t", 1, "end"), "cg_goto");
  cg(cg_array_write("TimeValues", CGNS_ENUMV(RealDouble), 1, &steps, times), "cg_array_write");
  cg(cg_ziter_write(fn, B, Z, "ZoneIterativeData"), "cg_ziter_write");
  cg(cg_goto(fn, B, "Zone_t", Z, "ZoneIterativeData_t", 1, "end"), "cg_goto");
  cg(cg_array_write("FlowSolutionPointers", CGNS_ENUMV(Character), 2, pointer_dims, pointers), "cg_array_write");
  cg(cg_gopath(fn, ".."), "cg_gopath");
  cg(cg_descriptor_write("About", TUBE_DESCRIPTOR), "cg_descriptor_write");
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
  write_tube_extras(fn, B, Z);
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
