/* File-per-process output of a solver that uses the official CGNS library, and the
 * checker of the single file such output is merged into.
 *
 *   official_parts write --shape unstructured|structured|blocks --dir DIR --files F [--n N]
 *       writes DIR/part_<f>.cgns, f = 0..F-1: slab f of a global box of N^3 cells
 *       (split along k), with Maia's ":CGNS#GlobalNumbering" for the first two shapes
 *   official_parts check --shape unstructured|structured|blocks FILE [--n N]
 *       reads the merged FILE and checks every value against official_parts_formulas.h
 *
 * A serial program linked to Debian's libcgns only (never libpcgns or MPI). Exit 0 when
 * everything matches; else the first mismatch is printed and the exit status is 1. */
#include <cgnslib.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "official_cg.h"
#include "official_parts_formulas.h"

typedef enum { SHAPE_UNSTRUCTURED, SHAPE_STRUCTURED, SHAPE_BLOCKS } Shape;

/* One slab of the box: cell planes [k0, k0 + nk) of a box of n cells per edge. */
typedef struct {
  int64_t n, k0, nk;
} Slab;

static int64_t slab_vertices(const Slab* s) { return (s->n + 1) * (s->n + 1) * (s->nk + 1); }
static int64_t slab_cells(const Slab* s) { return s->n * s->n * s->nk; }
static int64_t slab_quads(const Slab* s) { return s->n * s->nk; }
/* Global id of a slab vertex minus its local (1-based) id: the planes below the slab. */
static int64_t slab_vertex_offset(const Slab* s) { return (s->n + 1) * (s->n + 1) * s->k0; }

static Slab make_slab(int64_t n, int64_t files, int64_t f) {
  const Slab s = {n, parts_slab_first(n, files, f), parts_slab_first(n, files, f + 1) - parts_slab_first(n, files, f)};
  return s;
}

/* Lattice indices of local vertex v (or cell, with `edge` n instead of n + 1). */
static void local_ijk(int64_t v, int64_t edge, int64_t ijk[3]) {
  ijk[0] = v % edge;
  ijk[1] = (v / edge) % edge;
  ijk[2] = v / (edge * edge);
}

/* ---------------------------------------------------------------- writing */

static void write_numbering_array(const char* name, int dim, const cgsize_t* dims, CGNS_ENUMT(DataType_t) type,
                                  const void* data) {
  cg(cg_array_write(name, type, dim, dims, data), name);
}

/* Creates ":CGNS#GlobalNumbering" under the node at `parent` and goes to it. */
static void goto_new_numbering(int fn, const char* parent) {
  char path[256];
  cg(cg_gopath(fn, parent), parent);
  cg(cg_user_data_write(":CGNS#GlobalNumbering"), "cg_user_data_write");
  snprintf(path, sizeof path, "%s/:CGNS#GlobalNumbering", parent);
  cg(cg_gopath(fn, path), path);
}

static void write_slab_values(int fn, int B, int Z, const Slab* s) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const int64_t nv = slab_vertices(s), nc = slab_cells(s);
  double* values = checked_malloc((size_t)nv, sizeof(double));
  int C, S, F;
  for (int axis = 0; axis < 3; ++axis) {
    for (int64_t v = 0; v < nv; ++v) {
      int64_t ijk[3];
      local_ijk(v, s->n + 1, ijk);
      ijk[2] += s->k0;
      values[v] = parts_coordinate(axis, ijk[axis]);
    }
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[axis], values, &C), "cg_coord_write");
  }
  for (int64_t v = 0; v < nv; ++v) values[v] = parts_pressure(v + 1 + slab_vertex_offset(s));
  cg(cg_sol_write(fn, B, Z, "VertexSol", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Pressure", values, &F), "cg_field_write");
  for (int64_t c = 0; c < nc; ++c) values[c] = parts_density(c + 1 + s->n * s->n * s->k0);
  cg(cg_sol_write(fn, B, Z, "CellSol", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Density", values, &F), "cg_field_write");
  free(values);
}

static void write_unstructured_numbering(int fn, const char* zpath, const Slab* s) {
  const int64_t nv = slab_vertices(s), nc = slab_cells(s), nq = slab_quads(s);
  int64_t* ids = checked_malloc((size_t)(nv > nc ? nv : nc), sizeof(int64_t));
  char path[256];
  cgsize_t dim;
  goto_new_numbering(fn, zpath);
  for (int64_t v = 0; v < nv; ++v) ids[v] = v + 1 + slab_vertex_offset(s);
  dim = (cgsize_t)nv;
  write_numbering_array("Vertex", 1, &dim, CGNS_ENUMV(LongInteger), ids);
  for (int64_t c = 0; c < nc; ++c) ids[c] = c + 1 + s->n * s->n * s->k0;
  dim = (cgsize_t)nc;
  write_numbering_array("Cell", 1, &dim, CGNS_ENUMV(LongInteger), ids);

  /* Hexa elements are in global cell order, so their ids are the cell ids. */
  snprintf(path, sizeof path, "%s/Hexa", zpath);
  goto_new_numbering(fn, path);
  write_numbering_array("Element", 1, &dim, CGNS_ENUMV(LongInteger), ids);

  for (int64_t q = 0; q < nq; ++q) ids[q] = parts_inflow_id(s->n, q % s->n, s->k0 + q / s->n);
  dim = (cgsize_t)nq;
  snprintf(path, sizeof path, "%s/Inflow", zpath);
  goto_new_numbering(fn, path);
  write_numbering_array("Element", 1, &dim, CGNS_ENUMV(LongInteger), ids);
  /* The BC lists the quads in section order: same positions. */
  snprintf(path, sizeof path, "%s/ZoneBC/Inflow", zpath);
  goto_new_numbering(fn, path);
  write_numbering_array("Index", 1, &dim, CGNS_ENUMV(LongInteger), ids);
  free(ids);
}

static void write_unstructured_part(int fn, int B, const char* bname, int f, const Slab* s) {
  const int64_t nc = slab_cells(s), nq = slab_quads(s), offset = slab_vertex_offset(s);
  const cgsize_t size[3] = {(cgsize_t)slab_vertices(s), (cgsize_t)nc, 0};
  char zname[33], zpath[128];
  int Z, S, BC;
  snprintf(zname, sizeof zname, "Cube.P%d.N0", f);
  snprintf(zpath, sizeof zpath, "/%s/%s", bname, zname);
  cg(cg_zone_write(fn, B, zname, size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  write_slab_values(fn, B, Z, s);

  cgsize_t* conn = checked_malloc((size_t)(8 * nc), sizeof(cgsize_t));
  for (int64_t c = 0; c < nc; ++c) {
    int64_t ijk[3];
    local_ijk(c, s->n, ijk);
    for (int corner = 0; corner < 8; ++corner)
      conn[8 * c + corner] = (cgsize_t)(parts_hexa_node(s->n, ijk[0], ijk[1], ijk[2] + s->k0, corner) - offset);
  }
  cg(cg_section_write(fn, B, Z, "Hexa", CGNS_ENUMV(HEXA_8), 1, (cgsize_t)nc, 0, conn, &S), "cg_section_write");
  for (int64_t q = 0; q < nq; ++q)
    for (int corner = 0; corner < 4; ++corner)
      conn[4 * q + corner] = (cgsize_t)(parts_inflow_node(s->n, q % s->n, s->k0 + q / s->n, corner) - offset);
  cg(cg_section_write(fn, B, Z, "Inflow", CGNS_ENUMV(QUAD_4), (cgsize_t)nc + 1, (cgsize_t)(nc + nq), 0, conn, &S),
     "cg_section_write");
  for (int64_t q = 0; q < nq; ++q) conn[q] = (cgsize_t)(nc + 1 + q);
  cg(cg_boco_write(fn, B, Z, "Inflow", CGNS_ENUMV(BCInflow), CGNS_ENUMV(PointList), (cgsize_t)nq, conn, &BC),
     "cg_boco_write");
  cg(cg_boco_gridlocation_write(fn, B, Z, BC, CGNS_ENUMV(FaceCenter)), "cg_boco_gridlocation_write");
  free(conn);
  write_unstructured_numbering(fn, zpath, s);
}

static int write_structured_zone(int fn, int B, const char* zname, const Slab* s) {
  const cgsize_t size[9] = {(cgsize_t)s->n + 1,
                            (cgsize_t)s->n + 1,
                            (cgsize_t)s->nk + 1,
                            (cgsize_t)s->n,
                            (cgsize_t)s->n,
                            (cgsize_t)s->nk,
                            0,
                            0,
                            0};
  int Z;
  cg(cg_zone_write(fn, B, zname, size, CGNS_ENUMV(Structured), &Z), "cg_zone_write");
  write_slab_values(fn, B, Z, s);
  return Z;
}

static void write_structured_part(int fn, int B, const char* bname, int f, const Slab* s) {
  char zname[33], zpath[128];
  snprintf(zname, sizeof zname, "Block.P%d.N0", f);
  snprintf(zpath, sizeof zpath, "/%s/%s", bname, zname);
  write_structured_zone(fn, B, zname, s);
  goto_new_numbering(fn, zpath);
  const int n = (int)s->n;
  const int range[6] = {1, 1, (int)s->k0 + 1, n, n, (int)(s->k0 + s->nk)};
  const int cell_size[3] = {n, n, n};
  const cgsize_t range_dims[2] = {3, 2}, size_dim = 3;
  write_numbering_array("CellRange", 2, range_dims, CGNS_ENUMV(Integer), range);
  write_numbering_array("CellSize", 1, &size_dim, CGNS_ENUMV(Integer), cell_size);
}

/* Block<f> with its 1to1 connections to the neighbouring slabs, stored in other files. */
static void write_block_part(int fn, int B, int f, int files, int64_t n) {
  const Slab s = make_slab(n, files, f);
  char zname[33], cname[33], donor[33];
  const cgsize_t top = (cgsize_t)s.nk + 1, edge = (cgsize_t)n + 1;
  const int transform[3] = {1, 2, 3};
  int Z, I;
  snprintf(zname, sizeof zname, "Block%d", f);
  Z = write_structured_zone(fn, B, zname, &s);
  if (f + 1 < files) {
    const cgsize_t range[6] = {1, 1, top, edge, edge, top};
    const cgsize_t donor_range[6] = {1, 1, 1, edge, edge, 1};
    snprintf(cname, sizeof cname, "to_Block%d", f + 1);
    snprintf(donor, sizeof donor, "Block%d", f + 1);
    cg(cg_1to1_write(fn, B, Z, cname, donor, range, donor_range, transform, &I), "cg_1to1_write");
  }
  if (f > 0) {
    const cgsize_t below = (cgsize_t)make_slab(n, files, f - 1).nk + 1;
    const cgsize_t range[6] = {1, 1, 1, edge, edge, 1};
    const cgsize_t donor_range[6] = {1, 1, below, edge, edge, below};
    snprintf(cname, sizeof cname, "to_Block%d", f - 1);
    snprintf(donor, sizeof donor, "Block%d", f - 1);
    cg(cg_1to1_write(fn, B, Z, cname, donor, range, donor_range, transform, &I), "cg_1to1_write");
  }
}

static void write_parts(Shape shape, const char* dir, int files, int64_t n) {
  for (int f = 0; f < files; ++f) {
    char path[4096];
    int fn, B;
    const Slab s = make_slab(n, files, f);
    snprintf(path, sizeof path, "%s/part_%d.cgns", dir, f);
    g_file = path;
    cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
    cg(cg_open(path, CG_MODE_WRITE, &fn), "cg_open");
    cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
    if (shape == SHAPE_UNSTRUCTURED) write_unstructured_part(fn, B, "Base", f, &s);
    if (shape == SHAPE_STRUCTURED) write_structured_part(fn, B, "Base", f, &s);
    if (shape == SHAPE_BLOCKS) write_block_part(fn, B, f, files, n);
    cg(cg_close(fn), "cg_close");
  }
}

/* ---------------------------------------------------------------- checking */

static void expect_int(const char* where, int64_t index, int64_t got, int64_t expected) {
  if (got != expected) fail("%s[%" PRId64 "] is %" PRId64 ", expected %" PRId64, where, index, got, expected);
}

static void expect_double(const char* where, int64_t index, double got, double expected) {
  if (got != expected) fail("%s[%" PRId64 "] is %.17g, expected %.17g", where, index, got, expected);
}

static int find_solution(int fn, int B, int Z, const char* wanted, CGNS_ENUMT(GridLocation_t) location) {
  int nsols;
  cg(cg_nsols(fn, B, Z, &nsols), "cg_nsols");
  for (int S = 1; S <= nsols; ++S) {
    char sname[33];
    CGNS_ENUMT(GridLocation_t) got;
    cg(cg_sol_info(fn, B, Z, S, sname, &got), "cg_sol_info");
    if (strcmp(sname, wanted) == 0) {
      if (got != location) fail("solution %s has the wrong GridLocation", wanted);
      return S;
    }
  }
  fail("no solution %s", wanted);
  return 0;
}

/* Checks coordinates and fields of a zone holding slab `s` (vertices and cells in local
 * lattice order, which for the whole box is global-id order). */
static void check_slab_values(int fn, int B, int Z, const char* zname, const Slab* s, int structured) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const int64_t nv = slab_vertices(s), nc = slab_cells(s);
  cgsize_t rmin[3] = {1, 1, 1};
  cgsize_t vmax[3] = {(cgsize_t)nv, 1, 1}, cmax[3] = {(cgsize_t)nc, 1, 1};
  if (structured) {
    const cgsize_t v[3] = {(cgsize_t)s->n + 1, (cgsize_t)s->n + 1, (cgsize_t)s->nk + 1};
    const cgsize_t c[3] = {(cgsize_t)s->n, (cgsize_t)s->n, (cgsize_t)s->nk};
    memcpy(vmax, v, sizeof v);
    memcpy(cmax, c, sizeof c);
  }
  double* values = checked_malloc((size_t)nv, sizeof(double));
  char where[160];
  for (int axis = 0; axis < 3; ++axis) {
    snprintf(where, sizeof where, "%s/GridCoordinates/%s", zname, names[axis]);
    cg(cg_coord_read(fn, B, Z, names[axis], CGNS_ENUMV(RealDouble), rmin, vmax, values), where);
    for (int64_t v = 0; v < nv; ++v) {
      int64_t ijk[3];
      local_ijk(v, s->n + 1, ijk);
      ijk[2] += s->k0;
      expect_double(where, v, values[v], parts_coordinate(axis, ijk[axis]));
    }
  }
  int S = find_solution(fn, B, Z, "VertexSol", CGNS_ENUMV(Vertex));
  snprintf(where, sizeof where, "%s/VertexSol/Pressure", zname);
  cg(cg_field_read(fn, B, Z, S, "Pressure", CGNS_ENUMV(RealDouble), rmin, vmax, values), where);
  for (int64_t v = 0; v < nv; ++v) expect_double(where, v, values[v], parts_pressure(v + 1 + slab_vertex_offset(s)));
  S = find_solution(fn, B, Z, "CellSol", CGNS_ENUMV(CellCenter));
  snprintf(where, sizeof where, "%s/CellSol/Density", zname);
  cg(cg_field_read(fn, B, Z, S, "Density", CGNS_ENUMV(RealDouble), rmin, cmax, values), where);
  for (int64_t c = 0; c < nc; ++c) expect_double(where, c, values[c], parts_density(c + 1 + s->n * s->n * s->k0));
  free(values);
}

static int find_section(int fn, int B, int Z, const char* wanted) {
  int nsections;
  cg(cg_nsections(fn, B, Z, &nsections), "cg_nsections");
  for (int S = 1; S <= nsections; ++S) {
    char sname[33];
    CGNS_ENUMT(ElementType_t) type;
    cgsize_t start, end;
    int nbndry, parent_flag;
    cg(cg_section_read(fn, B, Z, S, sname, &type, &start, &end, &nbndry, &parent_flag), "cg_section_read");
    if (strcmp(sname, wanted) == 0) return S;
  }
  fail("no section %s", wanted);
  return 0;
}

/* Section `name` must hold element type `type`, range [start, start + count), and node
 * `corner` of element e must be node(e, corner). */
static void check_section(int fn, int B, int Z, const char* name, CGNS_ENUMT(ElementType_t) type, int64_t start,
                          int64_t count, int nodes, int64_t (*node)(int64_t n, int64_t e, int corner), int64_t n) {
  const int S = find_section(fn, B, Z, name);
  char sname[33], where[64];
  CGNS_ENUMT(ElementType_t) got_type;
  cgsize_t got_start, got_end;
  int nbndry, parent_flag;
  cg(cg_section_read(fn, B, Z, S, sname, &got_type, &got_start, &got_end, &nbndry, &parent_flag), "cg_section_read");
  snprintf(where, sizeof where, "Cube/%s", name);
  if (got_type != type) fail("%s has element type %d, expected %d", where, got_type, type);
  expect_int(where, -1, got_start, start);
  expect_int(where, -2, got_end, start + count - 1);
  cgsize_t* conn = checked_malloc((size_t)(nodes * count), sizeof(cgsize_t));
  cg(cg_elements_read(fn, B, Z, S, conn, NULL), "cg_elements_read");
  snprintf(where, sizeof where, "Cube/%s/ElementConnectivity", name);
  for (int64_t e = 0; e < count; ++e)
    for (int corner = 0; corner < nodes; ++corner)
      expect_int(where, nodes * e + corner, conn[nodes * e + corner], node(n, e, corner));
  free(conn);
}

static int64_t hexa_node_of(int64_t n, int64_t e, int corner) {
  int64_t ijk[3];
  local_ijk(e, n, ijk);
  return parts_hexa_node(n, ijk[0], ijk[1], ijk[2], corner);
}

static int64_t inflow_node_of(int64_t n, int64_t q, int corner) { return parts_inflow_node(n, q % n, q / n, corner); }

static void check_inflow_bc(int fn, int B, int Z, int64_t n) {
  CGNS_ENUMT(BCType_t) type;
  CGNS_ENUMT(PointSetType_t) ptset;
  CGNS_ENUMT(GridLocation_t) location;
  cgsize_t npts;
  const int BC = find_bc(fn, B, Z, "Inflow", &type, &ptset, &npts);
  if (type != CGNS_ENUMV(BCInflow)) fail("BC Inflow is not BCInflow");
  if (ptset != CGNS_ENUMV(PointList)) fail("BC Inflow is not a PointList");
  cg(cg_boco_gridlocation_read(fn, B, Z, BC, &location), "cg_boco_gridlocation_read");
  if (location != CGNS_ENUMV(FaceCenter)) fail("BC Inflow is not at FaceCenter");
  expect_int("Cube/ZoneBC/Inflow size", 0, npts, n * n);
  cgsize_t* points = checked_malloc((size_t)npts, sizeof(cgsize_t));
  cg(cg_boco_read(fn, B, Z, BC, points, NULL), "cg_boco_read");
  for (int64_t q = 0; q < npts; ++q) expect_int("Cube/ZoneBC/Inflow/PointList", q, points[q], n * n * n + 1 + q);
  free(points);
}

static void check_unstructured(int fn, int B, int64_t n) {
  cgsize_t size[9];
  const int Z = find_zone(fn, B, "Cube", size);
  const Slab s = {n, 0, n};
  CGNS_ENUMT(ZoneType_t) type;
  cg(cg_zone_type(fn, B, Z, &type), "cg_zone_type");
  if (type != CGNS_ENUMV(Unstructured)) fail("zone Cube is not Unstructured");
  expect_int("Cube size", 0, size[0], slab_vertices(&s));
  expect_int("Cube size", 1, size[1], slab_cells(&s));
  check_slab_values(fn, B, Z, "Cube", &s, 0);
  check_section(fn, B, Z, "Hexa", CGNS_ENUMV(HEXA_8), 1, n * n * n, 8, hexa_node_of, n);
  check_section(fn, B, Z, "Inflow", CGNS_ENUMV(QUAD_4), n * n * n + 1, n * n, 4, inflow_node_of, n);
  check_inflow_bc(fn, B, Z, n);
}

static void check_structured_zone(int fn, int B, const char* zname, const Slab* s) {
  cgsize_t size[9];
  const int Z = find_zone(fn, B, zname, size);
  const int64_t expected[9] = {s->n + 1, s->n + 1, s->nk + 1, s->n, s->n, s->nk, 0, 0, 0};
  CGNS_ENUMT(ZoneType_t) type;
  char where[64];
  cg(cg_zone_type(fn, B, Z, &type), "cg_zone_type");
  if (type != CGNS_ENUMV(Structured)) fail("zone %s is not Structured", zname);
  snprintf(where, sizeof where, "%s size", zname);
  for (int d = 0; d < 9; ++d) expect_int(where, d, size[d], expected[d]);
  check_slab_values(fn, B, Z, zname, s, 1);
}

/* Block<self>'s connection to Block<other>, its neighbour above or below. */
static void check_1to1(int fn, int B, int Z, const char* zname, int self, int other, int64_t n, int64_t files) {
  const int64_t edge = n + 1;
  const int64_t this_nk = make_slab(n, files, self).nk;
  const int64_t other_nk = make_slab(n, files, other).nk;
  const int up = other > self;
  char wanted[33], donor_wanted[33];
  snprintf(wanted, sizeof wanted, "to_Block%d", other);
  snprintf(donor_wanted, sizeof donor_wanted, "Block%d", other);
  int n1to1;
  cg(cg_n1to1(fn, B, Z, &n1to1), "cg_n1to1");
  for (int I = 1; I <= n1to1; ++I) {
    char name[33], donor[33], where[96];
    cgsize_t range[6], donor_range[6];
    int transform[3];
    cg(cg_1to1_read(fn, B, Z, I, name, donor, range, donor_range, transform), "cg_1to1_read");
    if (strcmp(name, wanted) != 0) continue;
    if (strcmp(donor, donor_wanted) != 0)
      fail("%s/ZoneGridConnectivity/%s has donor %s, expected %s", zname, name, donor, donor_wanted);
    const int64_t own_k = up ? this_nk + 1 : 1, donor_k = up ? 1 : other_nk + 1;
    const int64_t expect_range[6] = {1, 1, own_k, edge, edge, own_k};
    const int64_t expect_donor[6] = {1, 1, donor_k, edge, edge, donor_k};
    snprintf(where, sizeof where, "%s/ZoneGridConnectivity/%s/PointRange", zname, name);
    for (int d = 0; d < 6; ++d) expect_int(where, d, range[d], expect_range[d]);
    snprintf(where, sizeof where, "%s/ZoneGridConnectivity/%s/PointRangeDonor", zname, name);
    for (int d = 0; d < 6; ++d) expect_int(where, d, donor_range[d], expect_donor[d]);
    snprintf(where, sizeof where, "%s/ZoneGridConnectivity/%s/Transform", zname, name);
    for (int d = 0; d < 3; ++d) expect_int(where, d, transform[d], d + 1);
    return;
  }
  fail("zone %s has no connection %s", zname, wanted);
}

static void check_blocks(int fn, int B, int64_t n) {
  int files;
  cg(cg_nzones(fn, B, &files), "cg_nzones");
  if (files < 1 || files > n) fail("%d zones for a box of %" PRId64 " cell planes", files, n);
  for (int f = 0; f < files; ++f) {
    char zname[33];
    cgsize_t size[9];
    const Slab s = make_slab(n, files, f);
    snprintf(zname, sizeof zname, "Block%d", f);
    check_structured_zone(fn, B, zname, &s);
    const int Z = find_zone(fn, B, zname, size);
    int n1to1;
    cg(cg_n1to1(fn, B, Z, &n1to1), "cg_n1to1");
    expect_int("1to1 connections of Block", f, n1to1, (f > 0) + (f + 1 < files));
    if (f + 1 < files) check_1to1(fn, B, Z, zname, f, f + 1, n, files);
    if (f > 0) check_1to1(fn, B, Z, zname, f, f - 1, n, files);
  }
}

static int check_file(Shape shape, const char* path, int64_t n) {
  int fn, nbases;
  g_file = path;
  cg(cg_open(path, CG_MODE_READ, &fn), "cg_open");
  cg(cg_nbases(fn, &nbases), "cg_nbases");
  if (nbases != 1) fail("%d bases, expected 1", nbases);
  if (shape == SHAPE_UNSTRUCTURED) check_unstructured(fn, 1, n);
  if (shape == SHAPE_STRUCTURED) {
    const Slab s = {n, 0, n};
    check_structured_zone(fn, 1, "Block", &s);
  }
  if (shape == SHAPE_BLOCKS) check_blocks(fn, 1, n);
  cg(cg_close(fn), "cg_close");
  printf("%s: every value matches\n", path);
  return 0;
}

/* ---------------------------------------------------------------- command line */

static void usage(void) {
  fprintf(stderr,
          "usage: official_parts write --shape unstructured|structured|blocks --dir DIR "
          "--files F [--n N]\n"
          "       official_parts check --shape unstructured|structured|blocks FILE [--n N]\n");
  exit(2);
}

static Shape parse_shape(const char* text) {
  if (strcmp(text, "unstructured") == 0) return SHAPE_UNSTRUCTURED;
  if (strcmp(text, "structured") == 0) return SHAPE_STRUCTURED;
  if (strcmp(text, "blocks") == 0) return SHAPE_BLOCKS;
  usage();
  return SHAPE_BLOCKS;
}

static int64_t parse_positive(const char* text) {
  char* end;
  const long long value = strtoll(text, &end, 10);
  if (*end != '\0' || value <= 0) usage();
  return value;
}

int main(int argc, char** argv) {
  g_program = "official_parts";
  if (argc < 2) usage();
  const int writing = strcmp(argv[1], "write") == 0;
  if (!writing && strcmp(argv[1], "check") != 0) usage();
  const char *shape = NULL, *dir = NULL, *file = NULL;
  int64_t files = 0, n = 8;
  for (int a = 2; a < argc; ++a) {
    const int has_value = a + 1 < argc;
    if (strcmp(argv[a], "--shape") == 0 && has_value) shape = argv[++a];
    else if (strcmp(argv[a], "--dir") == 0 && has_value) dir = argv[++a];
    else if (strcmp(argv[a], "--files") == 0 && has_value) files = parse_positive(argv[++a]);
    else if (strcmp(argv[a], "--n") == 0 && has_value) n = parse_positive(argv[++a]);
    else if (argv[a][0] != '-' && !file) file = argv[a];
    else usage();
  }
  if (!shape) usage();
  if (writing) {
    if (!dir || files == 0 || file) usage();
    if (files > n) fail("--files %" PRId64 " is more than --n %" PRId64, files, n);
    write_parts(parse_shape(shape), dir, (int)files, n);
    return 0;
  }
  if (!file || dir || files) usage();
  return check_file(parse_shape(shape), file, n);
}
