/* Serial reassembly of file-per-process output with the official CGNS library: the
 * baseline pcgns-merge is measured against.
 *
 *   official_reassemble --shape unstructured|structured|blocks -o OUT.cgns part_0.cgns ... part_<F-1>.cgns
 *
 * unstructured: every part holds one zone "<name>.P<f>.N<n>" with Maia's
 *   ":CGNS#GlobalNumbering"; values are placed at their global ids in whole in-memory
 *   arrays and written once into zone "<name>" (sections Hexa then Inflow, BC Inflow).
 * structured: every part holds one zone "<name>.P<f>.N<n>" whose ":CGNS#GlobalNumbering"
 *   gives its CellRange in the parent block of CellSize cells: it is pasted there.
 * blocks: every zone of every part is copied as it is.
 * One read per array and one write per array: no per-element cg_* calls. Linked to
 * Debian's libcgns only (never libpcgns or MPI). */
#include <cgnslib.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "official_cg.h"

static const char* const coordinate_names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};

/* One part's unstructured zone, as read. Ids in *_ids are 1-based global ids. */
typedef struct {
  char base[33], zone[33];
  cgsize_t nvertex, ncell, nhexa, nquad, nbc, quad_start;
  int64_t *vertex_ids, *cell_ids, *hexa_ids, *quad_ids, *bc_index;
  double *coords[3], *pressure, *density;
  cgsize_t *hexa, *quads, *bc_points;
} Part;

/* Goes to the array `name` of ":CGNS#GlobalNumbering" under `parent` and returns its index,
 * after checking that it holds `count` values. */
static int numbering_array(int fn, const char* parent, const char* name, cgsize_t count) {
  char path[256];
  int narrays;
  snprintf(path, sizeof path, "%s/:CGNS#GlobalNumbering", parent);
  cg(cg_gopath(fn, path), path);
  cg(cg_narrays(&narrays), "cg_narrays");
  for (int A = 1; A <= narrays; ++A) {
    char aname[33];
    CGNS_ENUMT(DataType_t) type;
    int dim;
    cgsize_t dims[12], total = 1;
    cg(cg_array_info(A, aname, &type, &dim, dims), "cg_array_info");
    if (strcmp(aname, name) != 0) continue;
    for (int d = 0; d < dim; ++d) total *= dims[d];
    if (total != count) fail("%s/%s has %ld values, expected %ld", path, name, (long)total, (long)count);
    return A;
  }
  fail("%s has no %s", path, name);
  return 0;
}

/* The LongInteger array `name` of ":CGNS#GlobalNumbering" under `parent`. */
static int64_t* read_numbering(int fn, const char* parent, const char* name, cgsize_t count) {
  const int A = numbering_array(fn, parent, name, count);
  int64_t* ids = checked_malloc((size_t)count, sizeof(int64_t));
  cg(cg_array_read_as(A, CGNS_ENUMV(LongInteger), ids), name);
  return ids;
}

static double* read_field(int fn, int B, int Z, const char* sol, const char* field, cgsize_t count) {
  int nsols;
  cg(cg_nsols(fn, B, Z, &nsols), "cg_nsols");
  for (int S = 1; S <= nsols; ++S) {
    char sname[33];
    CGNS_ENUMT(GridLocation_t) location;
    cg(cg_sol_info(fn, B, Z, S, sname, &location), "cg_sol_info");
    if (strcmp(sname, sol) != 0) continue;
    cgsize_t rmin = 1, rmax = count;
    double* values = checked_malloc((size_t)count, sizeof(double));
    cg(cg_field_read(fn, B, Z, S, field, CGNS_ENUMV(RealDouble), &rmin, &rmax, values), field);
    return values;
  }
  fail("no solution %s", sol);
  return NULL;
}

/* Reads section `name` (connectivity and first element number); returns its size. */
static cgsize_t* read_section(int fn, int B, int Z, const char* name, int nodes, cgsize_t* count, cgsize_t* start) {
  int nsections;
  cg(cg_nsections(fn, B, Z, &nsections), "cg_nsections");
  for (int S = 1; S <= nsections; ++S) {
    char sname[33];
    CGNS_ENUMT(ElementType_t) type;
    cgsize_t end;
    int nbndry, parent_flag;
    cg(cg_section_read(fn, B, Z, S, sname, &type, start, &end, &nbndry, &parent_flag), "cg_section_read");
    if (strcmp(sname, name) != 0) continue;
    *count = end - *start + 1;
    cgsize_t* conn = checked_malloc((size_t)*count * (size_t)nodes, sizeof(cgsize_t));
    cg(cg_elements_read(fn, B, Z, S, conn, NULL), "cg_elements_read");
    return conn;
  }
  fail("no section %s", name);
  return NULL;
}

static void read_inflow_bc(int fn, int B, int Z, Part* p) {
  CGNS_ENUMT(BCType_t) type;
  CGNS_ENUMT(PointSetType_t) ptset;
  const int BC = find_bc(fn, B, Z, "Inflow", &type, &ptset, &p->nbc);
  if (ptset != CGNS_ENUMV(PointList)) fail("BC Inflow is not a PointList");
  p->bc_points = checked_malloc((size_t)p->nbc, sizeof(cgsize_t));
  cg(cg_boco_read(fn, B, Z, BC, p->bc_points, NULL), "cg_boco_read");
}

static void read_part(const char* path, Part* p) {
  int fn, B = 1, Z = 1, cell_dim, phys_dim;
  cgsize_t size[9];
  char zpath[128], subpath[192];
  g_file = path;
  cg(cg_open(path, CG_MODE_READ, &fn), "cg_open");
  cg(cg_base_read(fn, B, p->base, &cell_dim, &phys_dim), "cg_base_read");
  cg(cg_zone_read(fn, B, Z, p->zone, size), "cg_zone_read");
  p->nvertex = size[0];
  p->ncell = size[1];
  snprintf(zpath, sizeof zpath, "/%s/%s", p->base, p->zone);
  p->vertex_ids = read_numbering(fn, zpath, "Vertex", p->nvertex);
  p->cell_ids = read_numbering(fn, zpath, "Cell", p->ncell);
  for (int axis = 0; axis < 3; ++axis) {
    cgsize_t rmin = 1, rmax = p->nvertex;
    p->coords[axis] = checked_malloc((size_t)p->nvertex, sizeof(double));
    cg(cg_coord_read(fn, B, Z, coordinate_names[axis], CGNS_ENUMV(RealDouble), &rmin, &rmax, p->coords[axis]),
       coordinate_names[axis]);
  }
  p->pressure = read_field(fn, B, Z, "VertexSol", "Pressure", p->nvertex);
  p->density = read_field(fn, B, Z, "CellSol", "Density", p->ncell);
  cgsize_t hexa_start;
  p->hexa = read_section(fn, B, Z, "Hexa", 8, &p->nhexa, &hexa_start);
  p->quads = read_section(fn, B, Z, "Inflow", 4, &p->nquad, &p->quad_start);
  snprintf(subpath, sizeof subpath, "%s/Hexa", zpath);
  p->hexa_ids = read_numbering(fn, subpath, "Element", p->nhexa);
  snprintf(subpath, sizeof subpath, "%s/Inflow", zpath);
  p->quad_ids = read_numbering(fn, subpath, "Element", p->nquad);
  read_inflow_bc(fn, B, Z, p);
  snprintf(subpath, sizeof subpath, "%s/ZoneBC/Inflow", zpath);
  p->bc_index = read_numbering(fn, subpath, "Index", p->nbc);
  cg(cg_close(fn), "cg_close");
}

static void free_part(Part* p) {
  free(p->vertex_ids), free(p->cell_ids), free(p->hexa_ids), free(p->quad_ids);
  free(p->bc_index), free(p->pressure), free(p->density), free(p->hexa), free(p->quads);
  free(p->bc_points);
  for (int axis = 0; axis < 3; ++axis) free(p->coords[axis]);
}

static int64_t max_id(const int64_t* ids, cgsize_t count, int64_t current) {
  for (cgsize_t i = 0; i < count; ++i)
    if (ids[i] > current) current = ids[i];
  return current;
}

/* The merged zone's name: the part's zone name without Maia's ".P<f>.N<n>" suffix. */
static void original_zone_name(const char* part_zone, char merged[33]) {
  snprintf(merged, 33, "%s", part_zone);
  char* suffix = strstr(merged, ".P");
  if (suffix) *suffix = '\0';
}

/* Totals of the merged zone, from the largest global ids of all parts. */
typedef struct {
  int64_t nvertex, ncell, nhexa, nquad, nbc;
} Totals;

static Totals merged_totals(const Part* parts, int nparts) {
  Totals t = {0, 0, 0, 0, 0};
  for (int f = 0; f < nparts; ++f) {
    const Part* p = &parts[f];
    t.nvertex = max_id(p->vertex_ids, p->nvertex, t.nvertex);
    t.ncell = max_id(p->cell_ids, p->ncell, t.ncell);
    t.nhexa = max_id(p->hexa_ids, p->nhexa, t.nhexa);
    t.nquad = max_id(p->quad_ids, p->nquad, t.nquad);
    t.nbc = max_id(p->bc_index, p->nbc, t.nbc);
  }
  return t;
}

static void write_merged_unstructured(const char* out, const Part* parts, int nparts) {
  const Totals t = merged_totals(parts, nparts);
  double* coords[3];
  double* pressure = checked_malloc((size_t)t.nvertex, sizeof(double));
  double* density = checked_malloc((size_t)t.ncell, sizeof(double));
  cgsize_t* hexa = checked_malloc((size_t)(8 * t.nhexa), sizeof(cgsize_t));
  cgsize_t* quads = checked_malloc((size_t)(4 * t.nquad), sizeof(cgsize_t));
  cgsize_t* bc = checked_malloc((size_t)t.nbc, sizeof(cgsize_t));
  for (int axis = 0; axis < 3; ++axis) coords[axis] = checked_malloc((size_t)t.nvertex, sizeof(double));

  for (int f = 0; f < nparts; ++f) {
    const Part* p = &parts[f];
    for (cgsize_t v = 0; v < p->nvertex; ++v) {
      const int64_t g = p->vertex_ids[v] - 1;
      for (int axis = 0; axis < 3; ++axis) coords[axis][g] = p->coords[axis][v];
      pressure[g] = p->pressure[v];
    }
    for (cgsize_t c = 0; c < p->ncell; ++c) density[p->cell_ids[c] - 1] = p->density[c];
    for (cgsize_t e = 0; e < p->nhexa; ++e)
      for (int corner = 0; corner < 8; ++corner)
        hexa[8 * (p->hexa_ids[e] - 1) + corner] = (cgsize_t)p->vertex_ids[p->hexa[8 * e + corner] - 1];
    for (cgsize_t e = 0; e < p->nquad; ++e)
      for (int corner = 0; corner < 4; ++corner)
        quads[4 * (p->quad_ids[e] - 1) + corner] = (cgsize_t)p->vertex_ids[p->quads[4 * e + corner] - 1];
    /* A BC point is a local quad element number: its section position gives its global
     * quad id, and the merged quads are numbered after all the hexahedra. */
    for (cgsize_t b = 0; b < p->nbc; ++b) {
      const cgsize_t position = p->bc_points[b] - p->quad_start;
      if (position < 0 || position >= p->nquad)
        fail("BC Inflow point %ld of %s is not an Inflow element", (long)p->bc_points[b], p->zone);
      bc[p->bc_index[b] - 1] = (cgsize_t)(t.nhexa + p->quad_ids[position]);
    }
  }

  int fn, B, Z, S, C, F, BC;
  char zname[33];
  const cgsize_t size[3] = {(cgsize_t)t.nvertex, (cgsize_t)t.ncell, 0};
  original_zone_name(parts[0].zone, zname);
  g_file = out;
  cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
  cg(cg_open(out, CG_MODE_WRITE, &fn), "cg_open");
  cg(cg_base_write(fn, parts[0].base, 3, 3, &B), "cg_base_write");
  cg(cg_zone_write(fn, B, zname, size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  for (int axis = 0; axis < 3; ++axis)
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), coordinate_names[axis], coords[axis], &C), "cg_coord_write");
  cg(cg_section_write(fn, B, Z, "Hexa", CGNS_ENUMV(HEXA_8), 1, (cgsize_t)t.nhexa, 0, hexa, &S), "cg_section_write");
  cg(cg_section_write(fn, B, Z, "Inflow", CGNS_ENUMV(QUAD_4), (cgsize_t)t.nhexa + 1, (cgsize_t)(t.nhexa + t.nquad), 0,
                      quads, &S),
     "cg_section_write");
  cg(cg_boco_write(fn, B, Z, "Inflow", CGNS_ENUMV(BCInflow), CGNS_ENUMV(PointList), (cgsize_t)t.nbc, bc, &BC),
     "cg_boco_write");
  cg(cg_boco_gridlocation_write(fn, B, Z, BC, CGNS_ENUMV(FaceCenter)), "cg_boco_gridlocation_write");
  cg(cg_sol_write(fn, B, Z, "VertexSol", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Pressure", pressure, &F), "cg_field_write");
  cg(cg_sol_write(fn, B, Z, "CellSol", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Density", density, &F), "cg_field_write");
  cg(cg_close(fn), "cg_close");

  for (int axis = 0; axis < 3; ++axis) free(coords[axis]);
  free(pressure), free(density), free(hexa), free(quads), free(bc);
}

static void reassemble_unstructured(const char* out, char** inputs, int nparts) {
  Part* parts = calloc((size_t)nparts, sizeof(Part));
  if (!parts) fail("out of memory");
  for (int f = 0; f < nparts; ++f) read_part(inputs[f], &parts[f]);
  write_merged_unstructured(out, parts, nparts);
  for (int f = 0; f < nparts; ++f) free_part(&parts[f]);
  free(parts);
}

/* ---------------------------------------------------------------- structured */

/* Reads the Integer array `name` of `count` values under the zone's numbering node. */
static void read_block_numbering(int fn, const char* zpath, const char* name, int count, int* values) {
  cg(cg_array_read_as(numbering_array(fn, zpath, name, count), CGNS_ENUMV(Integer), values), name);
}

/* Copies the part's `lo`-based box of `part` points (i fastest) into the whole array. */
static void paste(const double* part_values, const cgsize_t part[3], const int lo[3], double* whole,
                  const cgsize_t whole_size[3]) {
  for (cgsize_t k = 0; k < part[2]; ++k)
    for (cgsize_t j = 0; j < part[1]; ++j)
      memcpy(whole + (lo[0] - 1) + whole_size[0] * ((j + lo[1] - 1) + whole_size[1] * (k + lo[2] - 1)),
             part_values + part[0] * (j + part[1] * k), (size_t)part[0] * sizeof(double));
}

static void reassemble_structured(const char* out, char** inputs, int nparts) {
  static const char* const fields[2][2] = {{"VertexSol", "Pressure"}, {"CellSol", "Density"}};
  double* whole[5] = {NULL, NULL, NULL, NULL, NULL}; /* 3 coordinates, Pressure, Density */
  cgsize_t whole_size[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
  char base[33], zone[33], zpath[80];
  for (int f = 0; f < nparts; ++f) {
    int fn, cell_dim, phys_dim, range[6], cell_size[3];
    cgsize_t size[9];
    g_file = inputs[f];
    cg(cg_open(inputs[f], CG_MODE_READ, &fn), "cg_open");
    cg(cg_base_read(fn, 1, base, &cell_dim, &phys_dim), "cg_base_read");
    cg(cg_zone_read(fn, 1, 1, zone, size), "cg_zone_read");
    snprintf(zpath, sizeof zpath, "/%s/%s", base, zone);
    read_block_numbering(fn, zpath, "CellRange", 6, range);
    read_block_numbering(fn, zpath, "CellSize", 3, cell_size);
    if (f == 0) {
      for (int d = 0; d < 3; ++d) {
        whole_size[d] = cell_size[d] + 1;
        whole_size[3 + d] = cell_size[d];
      }
      for (int a = 0; a < 5; ++a)
        whole[a] =
            checked_malloc((size_t)whole_size[0] * (size_t)whole_size[1] * (size_t)whole_size[2], sizeof(double));
    }
    double* values = checked_malloc((size_t)size[0] * (size_t)size[1] * (size_t)size[2], sizeof(double));
    const cgsize_t rmin[3] = {1, 1, 1};
    for (int a = 0; a < 5; ++a) {
      const int cells = a == 4;
      if (a < 3) {
        cg(cg_coord_read(fn, 1, 1, coordinate_names[a], CGNS_ENUMV(RealDouble), rmin, size, values),
           coordinate_names[a]);
      } else {
        int nsols, S = 0;
        cg(cg_nsols(fn, 1, 1, &nsols), "cg_nsols");
        for (int s = 1; s <= nsols && !S; ++s) {
          char sname[33];
          CGNS_ENUMT(GridLocation_t) location;
          cg(cg_sol_info(fn, 1, 1, s, sname, &location), "cg_sol_info");
          if (strcmp(sname, fields[a - 3][0]) == 0) S = s;
        }
        if (!S) fail("no solution %s", fields[a - 3][0]);
        cg(cg_field_read(fn, 1, 1, S, fields[a - 3][1], CGNS_ENUMV(RealDouble), rmin, size + 3 * cells, values),
           fields[a - 3][1]);
      }
      paste(values, size + 3 * cells, range, whole[a], whole_size + 3 * cells);
    }
    free(values);
    cg(cg_close(fn), "cg_close");
  }
  int fn, B, Z, C, S, F;
  char merged_zone[33];
  original_zone_name(zone, merged_zone);
  g_file = out;
  cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
  cg(cg_open(out, CG_MODE_WRITE, &fn), "cg_open");
  cg(cg_base_write(fn, base, 3, 3, &B), "cg_base_write");
  cg(cg_zone_write(fn, B, merged_zone, whole_size, CGNS_ENUMV(Structured), &Z), "cg_zone_write");
  for (int a = 0; a < 3; ++a)
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), coordinate_names[a], whole[a], &C), "cg_coord_write");
  cg(cg_sol_write(fn, B, Z, "VertexSol", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Pressure", whole[3], &F), "cg_field_write");
  cg(cg_sol_write(fn, B, Z, "CellSol", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Density", whole[4], &F), "cg_field_write");
  cg(cg_close(fn), "cg_close");
  for (int a = 0; a < 5; ++a) free(whole[a]);
}

/* ---------------------------------------------------------------- blocks */

static void copy_solutions(int in, int Z, int out, int OZ, cgsize_t vertices, const cgsize_t* size) {
  int nsols;
  cg(cg_nsols(in, 1, Z, &nsols), "cg_nsols");
  double* values = checked_malloc((size_t)vertices, sizeof(double));
  for (int S = 1; S <= nsols; ++S) {
    char sname[33];
    CGNS_ENUMT(GridLocation_t) location;
    int nfields, OS, OF;
    cg(cg_sol_info(in, 1, Z, S, sname, &location), "cg_sol_info");
    if (location != CGNS_ENUMV(Vertex) && location != CGNS_ENUMV(CellCenter))
      fail("solution %s is neither at Vertex nor at CellCenter", sname);
    const cgsize_t rmin[3] = {1, 1, 1};
    const cgsize_t* rmax = location == CGNS_ENUMV(Vertex) ? size : size + 3;
    cg(cg_sol_write(out, 1, OZ, sname, location, &OS), "cg_sol_write");
    cg(cg_nfields(in, 1, Z, S, &nfields), "cg_nfields");
    for (int F = 1; F <= nfields; ++F) {
      char fname[33];
      CGNS_ENUMT(DataType_t) type;
      cg(cg_field_info(in, 1, Z, S, F, &type, fname), "cg_field_info");
      cg(cg_field_read(in, 1, Z, S, fname, CGNS_ENUMV(RealDouble), rmin, rmax, values), fname);
      cg(cg_field_write(out, 1, OZ, OS, CGNS_ENUMV(RealDouble), fname, values, &OF), "cg_field_write");
    }
  }
  free(values);
}

static void copy_zone(int in, int Z, int out) {
  char zname[33];
  cgsize_t size[9];
  int OZ, ncoords, n1to1;
  cg(cg_zone_read(in, 1, Z, zname, size), "cg_zone_read");
  cg(cg_zone_write(out, 1, zname, size, CGNS_ENUMV(Structured), &OZ), "cg_zone_write");
  const cgsize_t vertices = size[0] * size[1] * size[2];
  const cgsize_t rmin[3] = {1, 1, 1};
  double* values = checked_malloc((size_t)vertices, sizeof(double));
  cg(cg_ncoords(in, 1, Z, &ncoords), "cg_ncoords");
  for (int C = 1; C <= ncoords; ++C) {
    char cname[33];
    CGNS_ENUMT(DataType_t) type;
    int OC;
    cg(cg_coord_info(in, 1, Z, C, &type, cname), "cg_coord_info");
    cg(cg_coord_read(in, 1, Z, cname, CGNS_ENUMV(RealDouble), rmin, size, values), cname);
    cg(cg_coord_write(out, 1, OZ, CGNS_ENUMV(RealDouble), cname, values, &OC), "cg_coord_write");
  }
  free(values);
  copy_solutions(in, Z, out, OZ, vertices, size);
  cg(cg_n1to1(in, 1, Z, &n1to1), "cg_n1to1");
  for (int I = 1; I <= n1to1; ++I) {
    char name[33], donor[33];
    cgsize_t range[6], donor_range[6];
    int transform[3], OI;
    cg(cg_1to1_read(in, 1, Z, I, name, donor, range, donor_range, transform), "cg_1to1_read");
    cg(cg_1to1_write(out, 1, OZ, name, donor, range, donor_range, transform, &OI), "cg_1to1_write");
  }
}

static void reassemble_blocks(const char* out, char** inputs, int nparts) {
  int ofn, OB;
  g_file = out;
  cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
  cg(cg_open(out, CG_MODE_WRITE, &ofn), "cg_open");
  for (int f = 0; f < nparts; ++f) {
    int fn, nzones, cell_dim, phys_dim;
    char bname[33];
    g_file = inputs[f];
    cg(cg_open(inputs[f], CG_MODE_READ, &fn), "cg_open");
    cg(cg_base_read(fn, 1, bname, &cell_dim, &phys_dim), "cg_base_read");
    if (f == 0) cg(cg_base_write(ofn, bname, cell_dim, phys_dim, &OB), "cg_base_write");
    cg(cg_nzones(fn, 1, &nzones), "cg_nzones");
    for (int Z = 1; Z <= nzones; ++Z) copy_zone(fn, Z, ofn);
    cg(cg_close(fn), "cg_close");
  }
  g_file = out;
  cg(cg_close(ofn), "cg_close");
}

static void usage(void) {
  fprintf(stderr,
          "usage: official_reassemble --shape unstructured|structured|blocks -o OUT.cgns "
          "part_0.cgns ... part_<F-1>.cgns\n");
  exit(2);
}

int main(int argc, char** argv) {
  g_program = "official_reassemble";
  const char *shape = NULL, *out = NULL;
  char** inputs = calloc((size_t)argc, sizeof(char*));
  int ninputs = 0;
  if (!inputs) fail("out of memory");
  for (int a = 1; a < argc; ++a) {
    if (strcmp(argv[a], "--shape") == 0 && a + 1 < argc) shape = argv[++a];
    else if (strcmp(argv[a], "-o") == 0 && a + 1 < argc) out = argv[++a];
    else if (argv[a][0] != '-') inputs[ninputs++] = argv[a];
    else usage();
  }
  if (!shape || !out || ninputs == 0) usage();
  if (strcmp(shape, "unstructured") == 0) reassemble_unstructured(out, inputs, ninputs);
  else if (strcmp(shape, "structured") == 0) reassemble_structured(out, inputs, ninputs);
  else if (strcmp(shape, "blocks") == 0) reassemble_blocks(out, inputs, ninputs);
  else usage();
  free(inputs);
  return 0;
}
