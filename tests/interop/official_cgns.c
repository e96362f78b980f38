/* The official CGNS library's view of the pcgns sample case.
 *
 *   official_cgns write FILE [ni nj nk n]   writes the sample case with cg_* calls
 *   official_cgns check FILE                 reads FILE with cg_* calls and checks every
 *                                            value of every array against the formulas
 *
 * A serial program linked to Debian's libcgns (and through it the serial HDF5): it
 * must never be linked with libpcgns or MPI. Exit 0 when everything matches; else the
 * first mismatch is printed and the exit status is 1. */
#include <cgnslib.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "official_cg.h"
#include "sample_formulas.h"

/* ---------------------------------------------------------------- writing */

typedef struct {
  cgsize_t ni, nj, nk; /* Block vertices */
  cgsize_t n;          /* Hexa cells per cube edge */
} Sizes;

static void write_coordinates(int fn, int B, int Z, int zone, const cgsize_t lattice[3]) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const cgsize_t count = lattice[0] * lattice[1] * lattice[2];
  double* values = checked_malloc((size_t)count, sizeof(double));
  for (int axis = 0; axis < 3; ++axis) {
    for (cgsize_t v = 0; v < count; ++v) {
      const cgsize_t index[3] = {v % lattice[0], (v / lattice[0]) % lattice[1], v / (lattice[0] * lattice[1])};
      values[v] = sample_coordinate(zone, axis, index[axis]);
    }
    int C;
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[axis], values, &C), "cg_coord_write");
  }
  free(values);
}

static void write_solutions(int fn, int B, int Z, int zone, cgsize_t nvertex, cgsize_t ncell) {
  int S, F;
  double* values = checked_malloc((size_t)(nvertex > ncell ? nvertex : ncell), sizeof(double));
  for (cgsize_t v = 0; v < nvertex; ++v) values[v] = sample_pressure(zone, v);
  cg(cg_sol_write(fn, B, Z, "VertexData", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Pressure", values, &F), "cg_field_write");
  for (cgsize_t c = 0; c < ncell; ++c) values[c] = sample_density(zone, c);
  cg(cg_sol_write(fn, B, Z, "CellData", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Density", values, &F), "cg_field_write");
  free(values);
}

static void write_block(int fn, int B, const Sizes* s) {
  const cgsize_t size[9] = {s->ni, s->nj, s->nk, s->ni - 1, s->nj - 1, s->nk - 1, 0, 0, 0};
  const cgsize_t lattice[3] = {s->ni, s->nj, s->nk};
  int Z;
  cg(cg_zone_write(fn, B, "Block", size, CGNS_ENUMV(Structured), &Z), "cg_zone_write");
  write_coordinates(fn, B, Z, SAMPLE_BLOCK, lattice);
  write_solutions(fn, B, Z, SAMPLE_BLOCK, s->ni * s->nj * s->nk, (s->ni - 1) * (s->nj - 1) * (s->nk - 1));
}

static void write_hexa(int fn, int B, const Sizes* s) {
  const cgsize_t n = s->n, ncell = n * n * n, nquad = n * n;
  const cgsize_t size[3] = {(n + 1) * (n + 1) * (n + 1), ncell, 0};
  const cgsize_t lattice[3] = {n + 1, n + 1, n + 1};
  int Z, S, BC;
  cg(cg_zone_write(fn, B, "Hexa", size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  write_coordinates(fn, B, Z, SAMPLE_HEXA, lattice);

  cgsize_t* conn = checked_malloc((size_t)8 * (size_t)ncell, sizeof(cgsize_t));
  for (cgsize_t c = 0; c < ncell; ++c)
    for (int corner = 0; corner < 8; ++corner) conn[8 * c + corner] = (cgsize_t)sample_hexa_node(n, c, corner);
  cg(cg_section_write(fn, B, Z, "Cells", CGNS_ENUMV(HEXA_8), 1, ncell, 0, conn, &S), "cg_section_write");
  for (cgsize_t q = 0; q < nquad; ++q)
    for (int corner = 0; corner < 4; ++corner) conn[4 * q + corner] = (cgsize_t)sample_inflow_quad_node(n, q, corner);
  cg(cg_section_write(fn, B, Z, "InflowFaces", CGNS_ENUMV(QUAD_4), ncell + 1, ncell + nquad, 0, conn, &S),
     "cg_section_write");
  for (cgsize_t q = 0; q < nquad; ++q) conn[q] = ncell + 1 + q;
  cg(cg_boco_write(fn, B, Z, "Inflow", CGNS_ENUMV(BCInflow), CGNS_ENUMV(PointList), nquad, conn, &BC), "cg_boco_write");
  cg(cg_boco_gridlocation_write(fn, B, Z, BC, CGNS_ENUMV(FaceCenter)), "cg_boco_gridlocation_write");
  free(conn);

  write_solutions(fn, B, Z, SAMPLE_HEXA, size[0], ncell);
}

static int write_case(const Sizes* s) {
  int fn, B;
  cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
  cg(cg_open(g_file, CG_MODE_WRITE, &fn), "cg_open");
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  write_block(fn, B, s);
  write_hexa(fn, B, s);
  cg(cg_close(fn), "cg_close");
  return 0;
}

/* ---------------------------------------------------------------- checking */

static void expect_value(const char* where, int64_t index, double got, double expected) {
  if (got != expected) fail("%s[%" PRId64 "] is %.17g, expected %.17g", where, index, got, expected);
}

static void expect_id(const char* where, int64_t index, cgsize_t got, int64_t expected) {
  if ((int64_t)got != expected)
    fail("%s[%" PRId64 "] is %" PRId64 ", expected %" PRId64, where, index, (int64_t)got, expected);
}

static void check_coordinates(int fn, int B, int Z, int zone, const char* zname, const cgsize_t lattice[3],
                              int structured) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const cgsize_t count = lattice[0] * lattice[1] * lattice[2];
  cgsize_t rmin[3] = {1, 1, 1}, rmax[3] = {count, 1, 1};
  if (structured) memcpy(rmax, lattice, sizeof(rmax));
  int ncoords;
  cg(cg_ncoords(fn, B, Z, &ncoords), "cg_ncoords");
  if (ncoords != 3) fail("zone %s has %d coordinates, expected 3", zname, ncoords);
  double* values = checked_malloc((size_t)count, sizeof(double));
  for (int axis = 0; axis < 3; ++axis) {
    char where[128];
    snprintf(where, sizeof where, "/Base/%s/GridCoordinates/%s", zname, names[axis]);
    cg(cg_coord_read(fn, B, Z, names[axis], CGNS_ENUMV(RealDouble), rmin, rmax, values), where);
    for (cgsize_t v = 0; v < count; ++v) {
      const cgsize_t index[3] = {v % lattice[0], (v / lattice[0]) % lattice[1], v / (lattice[0] * lattice[1])};
      expect_value(where, v, values[v], sample_coordinate(zone, axis, index[axis]));
    }
  }
  free(values);
}

/* Reads all `count` values of field `field` of solution S (index extents `dims`). */
static void check_field(int fn, int B, int Z, int S, const char* zname, const char* sname, const char* field, int zone,
                        const cgsize_t* dims, cgsize_t count) {
  cgsize_t rmin[3] = {1, 1, 1};
  char where[160];
  snprintf(where, sizeof where, "/Base/%s/%s/%s", zname, sname, field);
  double* values = checked_malloc((size_t)count, sizeof(double));
  cg(cg_field_read(fn, B, Z, S, field, CGNS_ENUMV(RealDouble), rmin, dims, values), where);
  for (cgsize_t i = 0; i < count; ++i)
    expect_value(where, i, values[i],
                 strcmp(field, "Pressure") == 0 ? sample_pressure(zone, i) : sample_density(zone, i));
  free(values);
}

/* Every zone holds exactly one Vertex solution with Pressure and one CellCenter solution
 * with Density. */
static void check_solutions(int fn, int B, int Z, int zone, const char* zname, int index_dim,
                            const cgsize_t* vertex_dims, const cgsize_t* cell_dims) {
  int nsols, found_pressure = 0, found_density = 0;
  cg(cg_nsols(fn, B, Z, &nsols), "cg_nsols");
  for (int S = 1; S <= nsols; ++S) {
    char sname[33];
    CGNS_ENUMT(GridLocation_t) location;
    int nfields;
    cg(cg_sol_info(fn, B, Z, S, sname, &location), "cg_sol_info");
    cg(cg_nfields(fn, B, Z, S, &nfields), "cg_nfields");
    for (int F = 1; F <= nfields; ++F) {
      char fname[33];
      CGNS_ENUMT(DataType_t) type;
      cg(cg_field_info(fn, B, Z, S, F, &type, fname), "cg_field_info");
      if (strcmp(fname, "Pressure") == 0 && location == CGNS_ENUMV(Vertex)) {
        const cgsize_t* d = vertex_dims;
        check_field(fn, B, Z, S, zname, sname, fname, zone, d, index_dim == 3 ? d[0] * d[1] * d[2] : d[0]);
        ++found_pressure;
      } else if (strcmp(fname, "Density") == 0 && location == CGNS_ENUMV(CellCenter)) {
        const cgsize_t* d = cell_dims;
        check_field(fn, B, Z, S, zname, sname, fname, zone, d, index_dim == 3 ? d[0] * d[1] * d[2] : d[0]);
        ++found_density;
      } else {
        fail("zone %s: unexpected field %s/%s", zname, sname, fname);
      }
    }
  }
  if (found_pressure != 1 || found_density != 1)
    fail(
        "zone %s: expected one Vertex Pressure and one CellCenter Density field, found %d "
        "and %d",
        zname, found_pressure, found_density);
}

static void check_block(int fn, int B, int Z, const cgsize_t size[9]) {
  CGNS_ENUMT(ZoneType_t) type;
  cg(cg_zone_type(fn, B, Z, &type), "cg_zone_type");
  if (type != CGNS_ENUMV(Structured)) fail("zone Block is not structured");
  for (int d = 0; d < 3; ++d)
    if (size[3 + d] != size[d] - 1 || size[d] < 2) fail("zone Block has inconsistent sizes");
  check_coordinates(fn, B, Z, SAMPLE_BLOCK, "Block", size, 1);
  check_solutions(fn, B, Z, SAMPLE_BLOCK, "Block", 3, size, size + 3);
}

static void check_elements(int fn, int B, int Z, int S, cgsize_t start, cgsize_t end, cgsize_t n, int quads) {
  const int npe = quads ? 4 : 8;
  const cgsize_t count = end - start + 1;
  const char* where = quads ? "/Base/Hexa/InflowFaces/ElementConnectivity" : "/Base/Hexa/Cells/ElementConnectivity";
  cgsize_t* conn = checked_malloc((size_t)npe * (size_t)count, sizeof(cgsize_t));
  cg(cg_elements_read(fn, B, Z, S, conn, NULL), where);
  for (cgsize_t e = 0; e < count; ++e)
    for (int corner = 0; corner < npe; ++corner)
      expect_id(where, npe * e + corner, conn[npe * e + corner],
                quads ? sample_inflow_quad_node(n, e, corner) : sample_hexa_node(n, e, corner));
  free(conn);
}

static void check_hexa_sections(int fn, int B, int Z, cgsize_t n) {
  const cgsize_t ncell = n * n * n, nquad = n * n;
  int nsections, found_cells = 0, found_quads = 0;
  cg(cg_nsections(fn, B, Z, &nsections), "cg_nsections");
  for (int S = 1; S <= nsections; ++S) {
    char name[33];
    CGNS_ENUMT(ElementType_t) type;
    cgsize_t start, end;
    int nbndry, parent_flag;
    cg(cg_section_read(fn, B, Z, S, name, &type, &start, &end, &nbndry, &parent_flag), "cg_section_read");
    if (strcmp(name, "Cells") == 0 && type == CGNS_ENUMV(HEXA_8)) {
      if (start != 1 || end != ncell) fail("/Base/Hexa/Cells has range %d..%d", start, end);
      check_elements(fn, B, Z, S, start, end, n, 0);
      ++found_cells;
    } else if (strcmp(name, "InflowFaces") == 0 && type == CGNS_ENUMV(QUAD_4)) {
      if (start != ncell + 1 || end != ncell + nquad) fail("/Base/Hexa/InflowFaces has range %d..%d", start, end);
      check_elements(fn, B, Z, S, start, end, n, 1);
      ++found_quads;
    } else {
      fail("zone Hexa: unexpected section %s", name);
    }
  }
  if (found_cells != 1 || found_quads != 1)
    fail("zone Hexa: expected sections Cells (HEXA_8) and InflowFaces (QUAD_4)");
}

static void check_hexa_bc(int fn, int B, int Z, cgsize_t n) {
  const cgsize_t ncell = n * n * n, nquad = n * n;
  int nbocos, normal_index[3], ndataset;
  char name[33];
  CGNS_ENUMT(BCType_t) type;
  CGNS_ENUMT(PointSetType_t) ptset;
  CGNS_ENUMT(DataType_t) normal_type;
  CGNS_ENUMT(GridLocation_t) location;
  cgsize_t npnts, normal_size;
  cg(cg_nbocos(fn, B, Z, &nbocos), "cg_nbocos");
  if (nbocos != 1) fail("zone Hexa has %d BCs, expected 1", nbocos);
  cg(cg_boco_info(fn, B, Z, 1, name, &type, &ptset, &npnts, normal_index, &normal_size, &normal_type, &ndataset),
     "cg_boco_info");
  if (strcmp(name, "Inflow") != 0 || type != CGNS_ENUMV(BCInflow) || ptset != CGNS_ENUMV(PointList) || npnts != nquad)
    fail("/Base/Hexa/ZoneBC/%s: expected BCInflow with a PointList of %d faces", name, (int)nquad);
  cg(cg_boco_gridlocation_read(fn, B, Z, 1, &location), "cg_boco_gridlocation_read");
  if (location != CGNS_ENUMV(FaceCenter)) fail("/Base/Hexa/ZoneBC/Inflow: GridLocation is not FaceCenter");
  cgsize_t* points = checked_malloc((size_t)npnts, sizeof(cgsize_t));
  cg(cg_boco_read(fn, B, Z, 1, points, NULL), "cg_boco_read");
  for (cgsize_t q = 0; q < nquad; ++q) expect_id("/Base/Hexa/ZoneBC/Inflow/PointList", q, points[q], ncell + 1 + q);
  free(points);
}

static void check_hexa(int fn, int B, int Z, const cgsize_t size[3]) {
  CGNS_ENUMT(ZoneType_t) type;
  cg(cg_zone_type(fn, B, Z, &type), "cg_zone_type");
  if (type != CGNS_ENUMV(Unstructured)) fail("zone Hexa is not unstructured");
  cgsize_t n = 1;
  while (n * n * n < size[1]) ++n;
  if (n * n * n != size[1] || (n + 1) * (n + 1) * (n + 1) != size[0])
    fail("zone Hexa has %d vertices and %d cells: not a cube", size[0], size[1]);
  const cgsize_t lattice[3] = {n + 1, n + 1, n + 1};
  check_coordinates(fn, B, Z, SAMPLE_HEXA, "Hexa", lattice, 0);
  check_hexa_sections(fn, B, Z, n);
  check_hexa_bc(fn, B, Z, n);
  check_solutions(fn, B, Z, SAMPLE_HEXA, "Hexa", 1, size, size + 1);
}

static int check_case(void) {
  int fn, nbases, nzones, cell_dim, phys_dim, B = 1, found_block = 0, found_hexa = 0;
  char name[33];
  cg(cg_open(g_file, CG_MODE_READ, &fn), "cg_open");
  cg(cg_nbases(fn, &nbases), "cg_nbases");
  if (nbases != 1) fail("%d bases, expected 1", nbases);
  cg(cg_base_read(fn, B, name, &cell_dim, &phys_dim), "cg_base_read");
  if (strcmp(name, "Base") != 0 || cell_dim != 3 || phys_dim != 3)
    fail("base %s (%d, %d), expected Base (3, 3)", name, cell_dim, phys_dim);
  cg(cg_nzones(fn, B, &nzones), "cg_nzones");
  for (int Z = 1; Z <= nzones; ++Z) {
    cgsize_t size[9];
    cg(cg_zone_read(fn, B, Z, name, size), "cg_zone_read");
    if (strcmp(name, "Block") == 0) {
      check_block(fn, B, Z, size);
      ++found_block;
    } else if (strcmp(name, "Hexa") == 0) {
      check_hexa(fn, B, Z, size);
      ++found_hexa;
    } else {
      fail("unexpected zone %s", name);
    }
  }
  if (found_block != 1 || found_hexa != 1) fail("expected zones Block and Hexa");
  cg(cg_close(fn), "cg_close");
  printf("official_cgns: %s: every value matches the sample case\n", g_file);
  return 0;
}

/* ---------------------------------------------------------------- main */

static cgsize_t parse_size(const char* text, cgsize_t minimum) {
  char* end;
  long value = strtol(text, &end, 10);
  if (*end != '\0' || value < minimum || value > 100000) {
    fprintf(stderr, "official_cgns: bad size '%s'\n", text);
    exit(64);
  }
  return (cgsize_t)value;
}

int main(int argc, char** argv) {
  g_program = "official_cgns";
  if (argc >= 3 && strcmp(argv[1], "write") == 0 && (argc == 3 || argc == 7)) {
    /* Defaults: those of pcgns::sample::SampleSpec. */
    Sizes s = {41, 33, 9, 8};
    g_file = argv[2];
    if (argc == 7) {
      s.ni = parse_size(argv[3], 2);
      s.nj = parse_size(argv[4], 2);
      s.nk = parse_size(argv[5], 2);
      s.n = parse_size(argv[6], 1);
    }
    return write_case(&s);
  }
  if (argc == 3 && strcmp(argv[1], "check") == 0) {
    g_file = argv[2];
    return check_case();
  }
  fprintf(stderr,
          "usage: official_cgns write FILE [ni nj nk n]\n"
          "       official_cgns check FILE\n");
  return 64;
}
