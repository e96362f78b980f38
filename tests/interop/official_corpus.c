/* A conformance corpus written by the official CGNS library: one small file per feature
 * group of standard CGNS that real writers (meshers, solvers, old tools) produce, each
 * through cg_* calls only, so the bytes are the official library's own.
 *
 *   official_corpus DIR     writes DIR/<group>.cgns for every group below, and
 *                           DIR/legacy_adf2.adf: an ADF file stamped 2.54 (the official
 *                           library's ADF2 mode), for adf2hdf to turn into an old HDF5
 *                           file, with DIR/legacy_hdf5.cgns: the same written as 3.4
 *
 * pcgns must read each file, copy it, split it and merge it back without changing the
 * tree (tests/cli/corpus.bats). A serial program linked to Debian's libcgns only (never
 * libpcgns or MPI). Exit 0 when every file is written; else the failed call is printed
 * and the exit status is 1. */
#include <cgnslib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "official_cg.h"
#include "official_corpus_mesh.h"

static const char* g_dir = ".";
static char g_path[4096];

static int open_corpus_file(const char* name) {
  int fn;
  snprintf(g_path, sizeof g_path, "%s/%s", g_dir, name);
  g_file = g_path;
  cg(cg_open(g_path, CG_MODE_WRITE, &fn), "cg_open");
  return fn;
}

static void go(int fn, const char* path) { cg(cg_gopath(fn, path), path); }

/* ---------------------------------------------------------------- values */

/* A solution `name` at `location` holding one RealDouble field, value first + index/2. */
static int write_solution(int fn, int B, int Z, const char* name, CGNS_ENUMT(GridLocation_t) location,
                          const char* field, int count, double first) {
  double* values = checked_malloc((size_t)count, sizeof(double));
  int S, F;
  for (int n = 0; n < count; ++n) values[n] = first + 0.5 * n;
  cg(cg_sol_write(fn, B, Z, name, location, &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), field, values, &F), "cg_field_write");
  free(values);
  return S;
}

/* A BC; its GridLocation node only when not at vertices (as most writers do). */
static int write_bc(int fn, int B, int Z, const char* name, CGNS_ENUMT(BCType_t) type, CGNS_ENUMT(PointSetType_t) ptset,
                    cgsize_t count, const cgsize_t* points, CGNS_ENUMT(GridLocation_t) location) {
  int BC;
  cg(cg_boco_write(fn, B, Z, name, type, ptset, count, points, &BC), name);
  if (location != CGNS_ENUMV(Vertex))
    cg(cg_boco_gridlocation_write(fn, B, Z, BC, location), "cg_boco_gridlocation_write");
  return BC;
}

/* cg_famname_write under the node at `path`. */
static void write_family_name(int fn, const char* path, const char* family) {
  go(fn, path);
  cg(cg_famname_write(family), "cg_famname_write");
}

/* ---------------------------------------------------------------- structured blocks */

/* A structured block: n[d] vertices along index d, vertex (i, j, k) (1-based) at
 * origin + (i-1) axis[0] + (j-1) axis[1] + (k-1) axis[2]. */
typedef struct {
  int n[3];
  double origin[3];
  double axis[3][3];
} Block;

static int block_vertices(const Block* b) { return b->n[0] * b->n[1] * b->n[2]; }
static int block_cells(const Block* b) { return (b->n[0] - 1) * (b->n[1] - 1) * (b->n[2] - 1); }

static Block unit_block(int ni, int nj, int nk, double x0) {
  const Block b = {{ni, nj, nk}, {x0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  return b;
}

/* Zone `name` with the block's coordinates, a vertex and a cell-centre solution whose
 * values start at `first`. */
static int write_block_zone(int fn, int B, const char* name, const Block* b, double first) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const cgsize_t size[9] = {b->n[0], b->n[1], b->n[2], b->n[0] - 1, b->n[1] - 1, b->n[2] - 1, 0, 0, 0};
  const int nv = block_vertices(b);
  double* xyz = checked_malloc((size_t)nv, sizeof(double));
  int Z, C;
  cg(cg_zone_write(fn, B, name, size, CGNS_ENUMV(Structured), &Z), "cg_zone_write");
  for (int d = 0; d < 3; ++d) {
    for (int v = 0; v < nv; ++v) {
      const int ijk[3] = {v % b->n[0], (v / b->n[0]) % b->n[1], v / (b->n[0] * b->n[1])};
      xyz[v] = b->origin[d];
      for (int a = 0; a < 3; ++a) xyz[v] += ijk[a] * b->axis[a][d];
    }
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[d], xyz, &C), "cg_coord_write");
  }
  free(xyz);
  write_solution(fn, B, Z, "VertexFlow", CGNS_ENUMV(Vertex), "Pressure", nv, first);
  write_solution(fn, B, Z, "CellFlow", CGNS_ENUMV(CellCenter), "Density", block_cells(b), first + 5000);
  return Z;
}

static void write_range_bc(int fn, int B, int Z, const char* name, CGNS_ENUMT(BCType_t) type,
                           CGNS_ENUMT(GridLocation_t) location, cgsize_t i0, cgsize_t j0, cgsize_t k0, cgsize_t i1,
                           cgsize_t j1, cgsize_t k1) {
  const cgsize_t range[6] = {i0, j0, k0, i1, j1, k1};
  write_bc(fn, B, Z, name, type, CGNS_ENUMV(PointRange), 2, range, location);
}

/* ---------------------------------------------------------------- unstructured lattices */

/* An unstructured zone over lattice `l`: coordinates (plus `extra` vertices used by no
 * element, far from the lattice) and one volume section of HEXA_8 or TETRA_4. Returns
 * the zone; *next is the first free element id. */
static int write_lattice_zone(int fn, int B, const char* name, const Lattice* l, CGNS_ENUMT(ElementType_t) type,
                              int extra, cgsize_t* next) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const int nv = lattice_vertices(l) + extra;
  const int ncells = type == CGNS_ENUMV(HEXA_8) ? lattice_cells(l) : 6 * lattice_cells(l);
  const cgsize_t size[3] = {nv, ncells, 0};
  double* xyz = checked_malloc((size_t)nv, sizeof(double));
  cgsize_t* conn = checked_malloc((size_t)ncells * 8, sizeof(cgsize_t));
  int Z, C, S;
  cg(cg_zone_write(fn, B, name, size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  for (int d = 0; d < 3; ++d) {
    for (int v = 0; v < nv; ++v) {
      double p[3];
      lattice_point(l, v < lattice_vertices(l) ? v : 0, p);
      xyz[v] = v < lattice_vertices(l) ? p[d] : 100.0 + v + d;
    }
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[d], xyz, &C), "cg_coord_write");
  }
  if (type == CGNS_ENUMV(HEXA_8)) lattice_hexa(l, conn);
  else lattice_tetra(l, conn);
  cg(cg_section_write(fn, B, Z, type == CGNS_ENUMV(HEXA_8) ? "Hexa" : "Tetra", type, 1, ncells, 0, conn, &S),
     "cg_section_write");
  *next = ncells + 1;
  free(xyz);
  free(conn);
  return Z;
}

/* A boundary section `name` of `count` elements from *next on; advances *next. Its
 * ElementSizeBoundary says all its elements are boundary elements when `sorted`, else it
 * is 0 (unsorted, what most writers write). */
static void write_boundary_section(int fn, int B, int Z, const char* name, CGNS_ENUMT(ElementType_t) type, int count,
                                   const cgsize_t* conn, int sorted, cgsize_t* next) {
  int S;
  cg(cg_section_write(fn, B, Z, name, type, *next, *next + count - 1, sorted ? count : 0, conn, &S), name);
  *next += count;
}

/* Sections Bottom and Top (QUAD_4 caps of the lattice), then Rim (BAR_2 edges around the
 * bottom); first[] receives each one's first element id. */
static void write_lattice_boundary(int fn, int B, int Z, const Lattice* l, int sorted, cgsize_t* next,
                                   cgsize_t first[3]) {
  cgsize_t conn[4 * 64];
  first[0] = *next;
  write_boundary_section(fn, B, Z, "Bottom", CGNS_ENUMV(QUAD_4), lattice_cap(l, 0, 0, conn), conn, sorted, next);
  first[1] = *next;
  write_boundary_section(fn, B, Z, "Top", CGNS_ENUMV(QUAD_4), lattice_cap(l, l->nz, 1, conn), conn, sorted, next);
  first[2] = *next;
  write_boundary_section(fn, B, Z, "Rim", CGNS_ENUMV(BAR_2), lattice_rim(l, 0, conn), conn, sorted, next);
}

static void write_lattice_values(int fn, int B, int Z, int vertices, int cells, double first) {
  write_solution(fn, B, Z, "VertexFlow", CGNS_ENUMV(Vertex), "Pressure", vertices, first);
  write_solution(fn, B, Z, "CellFlow", CGNS_ENUMV(CellCenter), "Density", cells, first + 5000);
}

/* ---------------------------------------------------------------- the files */

/* BC types as the library spells them (Null, UserDefined), families with FamilyBC_t,
 * FamilySpecified BCs naming their family, a zone in a family. */
static void write_bc_types(void) {
  const int fn = open_corpus_file("bc_types.cgns");
  const Block b = unit_block(5, 4, 4, 0);
  int B, Z, F, BC;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  cg(cg_family_write(fn, B, "Wall", &F), "cg_family_write");
  cg(cg_fambc_write(fn, B, F, "FamBC", CGNS_ENUMV(BCTypeUserDefined), &BC), "cg_fambc_write");
  cg(cg_family_write(fn, B, "Outlet", &F), "cg_family_write");
  cg(cg_fambc_write(fn, B, F, "FamBC", CGNS_ENUMV(BCOutflow), &BC), "cg_fambc_write");
  cg(cg_family_write(fn, B, "Fluid", &F), "cg_family_write");
  Z = write_block_zone(fn, B, "Block", &b, 1);
  write_family_name(fn, "/Base/Block", "Fluid");
  write_range_bc(fn, B, Z, "Imin", CGNS_ENUMV(BCTypeUserDefined), CGNS_ENUMV(Vertex), 1, 1, 1, 1, 4, 4);
  write_range_bc(fn, B, Z, "Imax", CGNS_ENUMV(BCTypeNull), CGNS_ENUMV(Vertex), 5, 1, 1, 5, 4, 4);
  write_range_bc(fn, B, Z, "Jmin", CGNS_ENUMV(FamilySpecified), CGNS_ENUMV(Vertex), 1, 1, 1, 5, 1, 4);
  write_family_name(fn, "/Base/Block/ZoneBC/Jmin", "Wall");
  write_range_bc(fn, B, Z, "Jmax", CGNS_ENUMV(FamilySpecified), CGNS_ENUMV(Vertex), 1, 4, 1, 5, 4, 4);
  write_family_name(fn, "/Base/Block/ZoneBC/Jmax", "Outlet");
  write_range_bc(fn, B, Z, "Kmin", CGNS_ENUMV(BCWall), CGNS_ENUMV(Vertex), 1, 1, 1, 5, 4, 1);
  write_family_name(fn, "/Base/Block/ZoneBC/Kmin", "Wall");
  cg(cg_close(fn), "cg_close");
}

/* ReferenceState_t with its arrays */
static void write_reference_state(int fn) {
  const cgsize_t one = 1;
  const double mach = 0.8, reynolds = 6.5e6, pressure = 101325.0;
  const float exponents[5] = {1, -1, -2, 0, 0};
  go(fn, "/Base");
  cg(cg_state_write("Free stream at cruise"), "cg_state_write");
  go(fn, "/Base/ReferenceState");
  cg(cg_array_write("Mach", CGNS_ENUMV(RealDouble), 1, &one, &mach), "Mach");
  cg(cg_array_write("Reynolds", CGNS_ENUMV(RealDouble), 1, &one, &reynolds), "Reynolds");
  cg(cg_array_write("Pressure", CGNS_ENUMV(RealDouble), 1, &one, &pressure), "Pressure");
  go(fn, "/Base/ReferenceState/Mach");
  cg(cg_dataclass_write(CGNS_ENUMV(NondimensionalParameter)), "cg_dataclass_write");
  go(fn, "/Base/ReferenceState/Pressure");
  cg(cg_units_write(CGNS_ENUMV(Kilogram), CGNS_ENUMV(Meter), CGNS_ENUMV(Second), CGNS_ENUMV(TemperatureUnitsNull),
                    CGNS_ENUMV(AngleUnitsNull)),
     "cg_units_write");
  cg(cg_exponents_write(CGNS_ENUMV(RealSingle), exponents), "cg_exponents_write");
}

/* UserDefinedData_t trees: empty, nested, with and without a DataArray. */
static void write_user_data(int fn, const char* parent) {
  char path[256];
  const cgsize_t three = 3;
  const double cfl[3] = {0.5, 1.0, 2.0};
  go(fn, parent);
  cg(cg_user_data_write("SolverSettings"), "cg_user_data_write");
  cg(cg_user_data_write("EmptyTemplate"), "cg_user_data_write");
  snprintf(path, sizeof path, "%s/SolverSettings", parent);
  go(fn, path);
  cg(cg_descriptor_write("Origin", "written by official_corpus"), "cg_descriptor_write");
  cg(cg_user_data_write("Numerics"), "cg_user_data_write");
  cg(cg_user_data_write("Turbulence"), "cg_user_data_write");
  snprintf(path, sizeof path, "%s/SolverSettings/Numerics", parent);
  go(fn, path);
  cg(cg_array_write("CFL", CGNS_ENUMV(RealDouble), 1, &three, cfl), "CFL");
  cg(cg_user_data_write("Limiter"), "cg_user_data_write");
}

/* DimensionalUnits with Null units, DataClass, ReferenceState_t, Descriptor_t,
 * FlowEquationSet, UserDefinedData_t trees, a FlowSolution_t with no arrays. */
static void write_metadata(void) {
  const int fn = open_corpus_file("metadata.cgns");
  const Block b = unit_block(4, 4, 4, 0);
  int B, Z, S;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  cg(cg_simulation_type_write(fn, B, CGNS_ENUMV(NonTimeAccurate)), "cg_simulation_type_write");
  go(fn, "/Base");
  cg(cg_descriptor_write("Title", "Corpus: metadata nodes\nsecond line"), "cg_descriptor_write");
  cg(cg_dataclass_write(CGNS_ENUMV(Dimensional)), "cg_dataclass_write");
  cg(cg_units_write(CGNS_ENUMV(MassUnitsNull), CGNS_ENUMV(LengthUnitsNull), CGNS_ENUMV(TimeUnitsNull),
                    CGNS_ENUMV(TemperatureUnitsNull), CGNS_ENUMV(AngleUnitsNull)),
     "cg_units_write");
  write_reference_state(fn);
  go(fn, "/Base");
  cg(cg_equationset_write(3), "cg_equationset_write");
  go(fn, "/Base/FlowEquationSet");
  cg(cg_governing_write(CGNS_ENUMV(NSTurbulent)), "cg_governing_write");
  cg(cg_model_write("GasModel_t", CGNS_ENUMV(Ideal)), "cg_model_write");
  write_user_data(fn, "/Base");
  Z = write_block_zone(fn, B, "Block", &b, 1);
  go(fn, "/Base/Block");
  cg(cg_descriptor_write("Note", "a zone with a data-less solution"), "cg_descriptor_write");
  write_user_data(fn, "/Base/Block");
  cg(cg_sol_write(fn, B, Z, "NoArrays", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  go(fn, "/Base/Block/NoArrays");
  cg(cg_user_data_write("Provenance"), "cg_user_data_write");
  cg(cg_sol_write(fn, B, Z, "Empty", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  cg(cg_close(fn), "cg_close");
}

/* BCs of a structured zone by PointRange at every location the standard allows there. */
static void write_structured_bc_locations(void) {
  const int fn = open_corpus_file("structured_bc_locations.cgns");
  const Block b = unit_block(5, 4, 3, 0);
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_block_zone(fn, B, "Block", &b, 1);
  write_range_bc(fn, B, Z, "Imin vertices", CGNS_ENUMV(BCWall), CGNS_ENUMV(Vertex), 1, 1, 1, 1, 4, 3);
  write_range_bc(fn, B, Z, "Imax cells", CGNS_ENUMV(BCWall), CGNS_ENUMV(CellCenter), 4, 1, 1, 4, 3, 2);
  write_range_bc(fn, B, Z, "Imax faces", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(IFaceCenter), 5, 1, 1, 5, 3, 2);
  write_range_bc(fn, B, Z, "Imin faces", CGNS_ENUMV(BCInflow), CGNS_ENUMV(IFaceCenter), 1, 1, 1, 1, 3, 2);
  write_range_bc(fn, B, Z, "Jmin faces", CGNS_ENUMV(BCSymmetryPlane), CGNS_ENUMV(JFaceCenter), 1, 1, 1, 4, 1, 2);
  write_range_bc(fn, B, Z, "Jmax faces", CGNS_ENUMV(BCSymmetryPlane), CGNS_ENUMV(JFaceCenter), 1, 4, 1, 4, 4, 2);
  write_range_bc(fn, B, Z, "Kmin faces", CGNS_ENUMV(BCWall), CGNS_ENUMV(KFaceCenter), 1, 1, 1, 4, 3, 1);
  write_range_bc(fn, B, Z, "Kmax patch", CGNS_ENUMV(BCFarfield), CGNS_ENUMV(KFaceCenter), 2, 1, 3, 3, 2, 3);
  cg(cg_close(fn), "cg_close");
}

/* BCs of a structured zone by PointList (i, j, k triples): vertices with boundary data
 * (one value per point and one for all), I-faces and cells. */
static void write_structured_point_lists(void) {
  const int fn = open_corpus_file("structured_point_lists.cgns");
  const Block b = unit_block(5, 4, 3, 0);
  const cgsize_t vertices[3 * 4] = {1, 1, 1, 3, 1, 2, 5, 1, 3, 2, 1, 1};
  const cgsize_t faces[3 * 3] = {5, 2, 1, 5, 1, 2, 5, 3, 2};
  int B, Z;
  const cgsize_t cells[3 * 3] = {4, 3, 1, 1, 1, 1, 2, 3, 1};
  const cgsize_t four = 4, one = 1;
  const double temperature[4] = {301.0, 302.5, 304.0, 305.5}, flux = 250.0;
  int BC, DS;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_block_zone(fn, B, "Block", &b, 1);
  BC = write_bc(fn, B, Z, "Jmin points", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 4, vertices, CGNS_ENUMV(Vertex));
  write_bc(fn, B, Z, "Imax faces", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 3, faces, CGNS_ENUMV(IFaceCenter));
  write_bc(fn, B, Z, "Kmin cells", CGNS_ENUMV(BCSymmetryPlane), CGNS_ENUMV(PointList), 3, cells,
           CGNS_ENUMV(CellCenter));
  /* Boundary data on the point list: one temperature per point, one heat flux for all. */
  cg(cg_dataset_write(fn, B, Z, BC, "Heating", CGNS_ENUMV(BCWallViscousIsothermal), &DS), "cg_dataset_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Dirichlet)), "cg_bcdata_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Neumann)), "cg_bcdata_write");
  go(fn, "/Base/Block/ZoneBC/Jmin points/Heating/DirichletData");
  cg(cg_array_write("Temperature", CGNS_ENUMV(RealDouble), 1, &four, temperature), "T");
  go(fn, "/Base/Block/ZoneBC/Jmin points/Heating/NeumannData");
  cg(cg_array_write("HeatFlux", CGNS_ENUMV(RealDouble), 1, &one, &flux), "HeatFlux");
  cg(cg_close(fn), "cg_close");
}

/* Three blocks whose 1to1 connections run backwards: Left -> Right reverses j and k
 * (transform 1 -2 -3), Right -> Flipped reverses i and k (transform -1 2 -3); every
 * block is right-handed and the connected vertices coincide. */
static void write_connect_1to1_reversed(void) {
  const int fn = open_corpus_file("connect_1to1_reversed.cgns");
  const Block left = unit_block(5, 4, 3, 0);
  const Block right = {{4, 4, 3}, {4, 3, 2}, {{1, 0, 0}, {0, -1, 0}, {0, 0, -1}}};
  const Block flipped = {{3, 4, 3}, {9, 3, 0}, {{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}}};
  const int jk_reversed[3] = {1, -2, -3}, ik_reversed[3] = {-1, 2, -3};
  const cgsize_t left_face[6] = {5, 1, 1, 5, 4, 3}, left_donor[6] = {5, 4, 3, 5, 1, 1};
  const cgsize_t right_west[6] = {1, 1, 1, 1, 4, 3}, right_west_donor[6] = {1, 4, 3, 1, 1, 1};
  const cgsize_t right_east[6] = {4, 1, 1, 4, 4, 3}, right_east_donor[6] = {4, 1, 3, 4, 4, 1};
  const cgsize_t flipped_face[6] = {3, 1, 1, 3, 4, 3}, flipped_donor[6] = {3, 1, 3, 3, 4, 1};
  int B, L, R, F, I;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  L = write_block_zone(fn, B, "Left", &left, 1);
  R = write_block_zone(fn, B, "Right", &right, 20001);
  F = write_block_zone(fn, B, "Flipped", &flipped, 40001);
  cg(cg_1to1_write(fn, B, L, "Left to Right", "Right", left_face, right_west_donor, jk_reversed, &I), "cg_1to1_write");
  cg(cg_1to1_write(fn, B, R, "Right to Left", "Left", right_west, left_donor, jk_reversed, &I), "cg_1to1_write");
  cg(cg_1to1_write(fn, B, R, "Right to Flipped", "Flipped", right_east, flipped_donor, ik_reversed, &I),
     "cg_1to1_write");
  cg(cg_1to1_write(fn, B, F, "Flipped to Right", "Right", flipped_face, right_east_donor, ik_reversed, &I),
     "cg_1to1_write");
  write_range_bc(fn, B, L, "Inflow", CGNS_ENUMV(BCInflow), CGNS_ENUMV(Vertex), 1, 1, 1, 1, 4, 3);
  write_range_bc(fn, B, F, "Outflow", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(IFaceCenter), 1, 1, 1, 1, 3, 2);
  cg(cg_close(fn), "cg_close");
}

/* Zones named with spaces, created in the order Zone 2, Zone 10, Zone 1 (the official
 * reader lists them by name: Zone 1, Zone 10, Zone 2), joined 1to1 along x. */
static void write_zone_names(void) {
  const int fn = open_corpus_file("zone_names.cgns");
  static const char* names[3] = {"Zone 2", "Zone 10", "Zone 1"};
  static const double x0[3] = {2, 4, 0};
  const int identity[3] = {1, 2, 3};
  const cgsize_t west[6] = {1, 1, 1, 1, 3, 3}, east[6] = {3, 1, 1, 3, 3, 3};
  int B, Z[3], I;
  cg(cg_base_write(fn, "Base 1", 3, 3, &B), "cg_base_write");
  for (int z = 0; z < 3; ++z) {
    const Block b = unit_block(3, 3, 3, x0[z]);
    Z[z] = write_block_zone(fn, B, names[z], &b, 1 + 10000 * z);
    write_range_bc(fn, B, Z[z], "Floor", CGNS_ENUMV(BCWall), CGNS_ENUMV(Vertex), 1, 1, 1, 3, 3, 1);
  }
  /* x order: Zone 1 | Zone 2 | Zone 10 */
  cg(cg_1to1_write(fn, B, Z[2], "Zone 1 to Zone 2", "Zone 2", east, west, identity, &I), "1to1");
  cg(cg_1to1_write(fn, B, Z[0], "Zone 2 to Zone 1", "Zone 1", west, east, identity, &I), "1to1");
  cg(cg_1to1_write(fn, B, Z[0], "Zone 2 to Zone 10", "Zone 10", east, west, identity, &I), "1to1");
  cg(cg_1to1_write(fn, B, Z[1], "Zone 10 to Zone 2", "Zone 2", west, east, identity, &I), "1to1");
  cg(cg_close(fn), "cg_close");
}

/* An unstructured HEXA_8 zone with QUAD_4 and BAR_2 boundary sections and BCs by
 * PointList at Vertex, EdgeCenter and FaceCenter (ElementList becomes a FaceCenter
 * PointList), listed out of element order. */
static void write_unstructured_lists(void) {
  const int fn = open_corpus_file("unstructured_lists.cgns");
  const Lattice l = {3, 3, 3};
  cgsize_t next, first[3], list[16];
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_boundary(fn, B, Z, &l, 0, &next, first);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 1);
  for (int n = 0; n < 9; ++n) list[n] = first[0] + 8 - n;
  write_bc(fn, B, Z, "Bottom", CGNS_ENUMV(BCWall), CGNS_ENUMV(ElementList), 9, list, CGNS_ENUMV(Vertex));
  for (int n = 0; n < 9; ++n) list[n] = first[1] + (2 * n) % 9;
  write_bc(fn, B, Z, "Top", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 9, list, CGNS_ENUMV(FaceCenter));
  for (int n = 0; n < 12; ++n) list[n] = first[2] + (5 * n) % 12;
  write_bc(fn, B, Z, "Rim", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 12, list, CGNS_ENUMV(EdgeCenter));
  for (int n = 0; n < 16; ++n) list[n] = lattice_vertex(&l, 0, n % 4, 3 - n / 4);
  write_bc(fn, B, Z, "West vertices", CGNS_ENUMV(BCSymmetryPlane), CGNS_ENUMV(PointList), 16, list, CGNS_ENUMV(Vertex));
  cg(cg_close(fn), "cg_close");
}

/* Element numbers with gaps, which the standard allows (each section's numbers are
 * consecutive, the sections need not follow each other): the caps numbered from 1001 on
 * after the cells, 100 numbers left between them, the rim from 2,000,000,000 (near the
 * top of Debian's 32-bit cgsize_t); BCs listing the caps' faces and the rim's edges. */
static void write_element_gaps(void) {
  const int fn = open_corpus_file("element_gaps.cgns");
  const Lattice l = {3, 2, 2};
  cgsize_t next, conn[4 * 64], list[16], first[3];
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  next = 1001;
  first[0] = next;
  write_boundary_section(fn, B, Z, "Bottom", CGNS_ENUMV(QUAD_4), lattice_cap(&l, 0, 0, conn), conn, 0, &next);
  next += 100;
  first[1] = next;
  write_boundary_section(fn, B, Z, "Top", CGNS_ENUMV(QUAD_4), lattice_cap(&l, l.nz, 1, conn), conn, 0, &next);
  next = 2000000000;
  first[2] = next;
  write_boundary_section(fn, B, Z, "Rim", CGNS_ENUMV(BAR_2), lattice_rim(&l, 0, conn), conn, 0, &next);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 1);
  for (int n = 0; n < 6; ++n) list[n] = first[0] + 5 - n;
  write_bc(fn, B, Z, "Bottom", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 6, list, CGNS_ENUMV(FaceCenter));
  for (int n = 0; n < 6; ++n) list[n] = first[1] + (5 * n) % 6;
  write_bc(fn, B, Z, "Top", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 6, list, CGNS_ENUMV(FaceCenter));
  for (int n = 0; n < 10; ++n) list[n] = first[2] + (3 * n) % 10;
  write_bc(fn, B, Z, "Rim", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 10, list, CGNS_ENUMV(EdgeCenter));
  cg(cg_close(fn), "cg_close");
}

/* The same zone with BCs by PointRange and ElementRange (how Pointwise and ICEM write
 * them over a boundary section). */
static void write_unstructured_ranges(void) {
  const int fn = open_corpus_file("unstructured_ranges.cgns");
  const Lattice l = {3, 3, 3};
  cgsize_t next, first[3];
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_boundary(fn, B, Z, &l, 0, &next, first);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 1);
  const cgsize_t bottom[2] = {first[0], first[1] - 1}, top[2] = {first[1], first[2] - 1};
  const cgsize_t rim[2] = {first[2], next - 1}, floor_vertices[2] = {1, 16};
  write_bc(fn, B, Z, "Bottom", CGNS_ENUMV(BCWall), CGNS_ENUMV(ElementRange), 2, bottom, CGNS_ENUMV(Vertex));
  write_bc(fn, B, Z, "Top", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointRange), 2, top, CGNS_ENUMV(FaceCenter));
  write_bc(fn, B, Z, "Rim", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointRange), 2, rim, CGNS_ENUMV(EdgeCenter));
  write_bc(fn, B, Z, "Floor vertices", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointRange), 2, floor_vertices,
           CGNS_ENUMV(Vertex));
  cg(cg_close(fn), "cg_close");
}

/* Solutions on a Vertex and a CellCenter range (cgnscheck sizes a point-set solution's
 * fields as the whole zone's, so these have a file of their own). */
static void write_range_solutions(int fn, int B, int Z, double first) {
  const cgsize_t floor[2] = {1, 16}, cells[2] = {5, 20};
  double values[16];
  int S, F;
  cg(cg_sol_ptset_write(fn, B, Z, "FloorFlow", CGNS_ENUMV(Vertex), CGNS_ENUMV(PointRange), 2, floor, &S), "Floor");
  for (int n = 0; n < 16; ++n) values[n] = first + 900.0 + n;
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Pressure", values, &F), "Pressure");
  cg(cg_sol_ptset_write(fn, B, Z, "SliceFlow", CGNS_ENUMV(CellCenter), CGNS_ENUMV(PointRange), 2, cells, &S), "Slice");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(RealDouble), "Density", values, &F), "Density");
}

/* Ranges in the containers of an unstructured zone: a FaceCenter BC with boundary data per
 * face and a global one, sub-regions at Vertex and CellCenter with an array per point,
 * and a periodic connection given by a Vertex PointRange (the top plane, vertices 49..64)
 * with a PointListDonor in zone `donor` (its bottom plane, 1..16). */
static void write_range_sets(int fn, int B, int Z, const char* name, const char* donor, cgsize_t top[2], double first) {
  const cgsize_t nine = 9, one = 1, twelve = 12;
  cgsize_t donors[16];
  double values[12];
  int BC, DS, S, I;
  BC = write_bc(fn, B, Z, "Top", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointRange), 2, top, CGNS_ENUMV(FaceCenter));
  cg(cg_dataset_write(fn, B, Z, BC, "Heating", CGNS_ENUMV(BCWallViscousIsothermal), &DS), "cg_dataset_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Dirichlet)), "cg_bcdata_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Neumann)), "cg_bcdata_write");
  for (int n = 0; n < 12; ++n) values[n] = first + 300.0 + n;
  snprintf(g_path, sizeof g_path, "/Base/%s/ZoneBC/Top/Heating/DirichletData", name);
  go(fn, g_path);
  cg(cg_array_write("Temperature", CGNS_ENUMV(RealDouble), 1, &nine, values), "Temperature");
  snprintf(g_path, sizeof g_path, "/Base/%s/ZoneBC/Top/Heating/NeumannData", name);
  go(fn, g_path);
  cg(cg_array_write("HeatFlux", CGNS_ENUMV(RealDouble), 1, &one, values), "HeatFlux");
  const cgsize_t band[2] = {17, 28}, core[2] = {10, 18};
  cg(cg_subreg_ptset_write(fn, B, Z, "Band", 3, CGNS_ENUMV(Vertex), CGNS_ENUMV(PointRange), 2, band, &S), "Band");
  cg(cg_goto(fn, B, "Zone_t", Z, "ZoneSubRegion_t", S, "end"), "cg_goto Band");
  cg(cg_array_write("Mark", CGNS_ENUMV(RealDouble), 1, &twelve, values), "Mark");
  cg(cg_subreg_ptset_write(fn, B, Z, "Core", 3, CGNS_ENUMV(CellCenter), CGNS_ENUMV(PointRange), 2, core, &S), "Core");
  cg(cg_goto(fn, B, "Zone_t", Z, "ZoneSubRegion_t", S, "end"), "cg_goto Core");
  cg(cg_array_write("Mark", CGNS_ENUMV(RealDouble), 1, &nine, values), "Mark");
  const cgsize_t plane[2] = {49, 64};
  for (int n = 0; n < 16; ++n) donors[n] = 1 + (5 * n) % 16;
  cg(cg_conn_write(fn, B, Z, "Periodic", CGNS_ENUMV(Vertex), CGNS_ENUMV(Abutting1to1), CGNS_ENUMV(PointRange), 2, plane,
                   donor, CGNS_ENUMV(Unstructured), CGNS_ENUMV(PointListDonor), CGNS_ENUMV(Integer), 16, donors, &I),
     "cg_conn_write");
  const float center[3] = {0, 0, 0}, angle[3] = {0, 0, 0}, shift[3] = {0, 0, 3};
  cg(cg_conn_periodic_write(fn, B, Z, I, center, angle, shift), "cg_conn_periodic_write");
}

/* Two unstructured lattice zones with sets on ranges (write_range_sets) or, with
 * `solutions`, solutions on ranges. */
static void write_unstructured_range_sets(const char* file, int solutions) {
  static const char* names[2] = {"Left", "Right"};
  const Lattice l = {3, 3, 3};
  const int fn = open_corpus_file(file);
  cgsize_t next, sections[3];
  int B;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  for (int z = 0; z < 2; ++z) {
    const int Z = write_lattice_zone(fn, B, names[z], &l, CGNS_ENUMV(HEXA_8), 0, &next);
    write_lattice_boundary(fn, B, Z, &l, 0, &next, sections);
    write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 10000.0 * z);
    cgsize_t top[2] = {sections[1], sections[2] - 1};
    if (solutions) write_range_solutions(fn, B, Z, 10000.0 * z);
    else write_range_sets(fn, B, Z, names[z], names[1 - z], top, 10000.0 * z);
  }
  cg(cg_close(fn), "cg_close");
}

/* Boundary sections whose ElementSizeBoundary is not 0: every element of each is a
 * boundary element (sorted), a BC by point list over one of them. */
static void write_element_size_boundary(void) {
  const int fn = open_corpus_file("element_size_boundary.cgns");
  const Lattice l = {3, 3, 3};
  cgsize_t next, first[3], list[9];
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_boundary(fn, B, Z, &l, 1, &next, first);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 1);
  for (int n = 0; n < 9; ++n) list[n] = first[1] + n;
  write_bc(fn, B, Z, "Top", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 9, list, CGNS_ENUMV(FaceCenter));
  cg(cg_close(fn), "cg_close");
}

/* A 2-D base in 3-D space: QUAD_4 cells on a tilted sheet, BAR_2 and NODE boundary
 * sections, BCs by PointList at EdgeCenter and Vertex. */
static void write_surface_2d(void) {
  const int fn = open_corpus_file("surface_2d.cgns");
  const Lattice sheet = {3, 3, 0};
  cgsize_t next, conn[4 * 9], corners[4];
  int B, Z;
  cg(cg_base_write(fn, "Surface", 2, 3, &B), "cg_base_write");
  {
    static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
    const cgsize_t size[3] = {lattice_vertices(&sheet), 9, 0};
    double xyz[16];
    int C, S;
    cg(cg_zone_write(fn, B, "Sheet", size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
    for (int d = 0; d < 3; ++d) {
      for (int v = 0; v < 16; ++v) {
        double p[3];
        lattice_point(&sheet, v, p);
        xyz[v] = d < 2 ? p[d] : 0.25 * p[0] + 0.5 * p[1];
      }
      cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[d], xyz, &C), "cg_coord_write");
    }
    lattice_cap(&sheet, 0, 1, conn); /* counter-clockwise seen from +z */
    cg(cg_section_write(fn, B, Z, "Quads", CGNS_ENUMV(QUAD_4), 1, 9, 0, conn, &S), "Quads");
  }
  next = 10;
  lattice_rim(&sheet, 0, conn);
  write_boundary_section(fn, B, Z, "South", CGNS_ENUMV(BAR_2), 3, conn, 0, &next);
  write_boundary_section(fn, B, Z, "East", CGNS_ENUMV(BAR_2), 3, conn + 6, 0, &next);
  write_boundary_section(fn, B, Z, "NorthWest", CGNS_ENUMV(BAR_2), 6, conn + 12, 0, &next);
  for (int c = 0; c < 4; ++c) corners[c] = conn[6 * c];
  write_boundary_section(fn, B, Z, "Corners", CGNS_ENUMV(NODE), 4, corners, 0, &next);
  write_lattice_values(fn, B, Z, 16, 9, 1);
  const cgsize_t south[3] = {10, 11, 12}, east[3] = {15, 14, 13};
  const cgsize_t north_west[6] = {16, 17, 18, 19, 20, 21};
  write_bc(fn, B, Z, "South", CGNS_ENUMV(BCWall), CGNS_ENUMV(ElementList), 3, south, CGNS_ENUMV(Vertex));
  write_bc(fn, B, Z, "East", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(PointList), 3, east, CGNS_ENUMV(EdgeCenter));
  write_bc(fn, B, Z, "NorthWest", CGNS_ENUMV(BCFarfield), CGNS_ENUMV(PointList), 6, north_west, CGNS_ENUMV(EdgeCenter));
  write_bc(fn, B, Z, "Corner points", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 4, corners, CGNS_ENUMV(Vertex));
  cg(cg_close(fn), "cg_close");
}

/* A wire: 1-D BAR_2 cells along a helix in 3-D, NODE sections at its ends. */
static void write_wire_zone(int fn, int B) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const cgsize_t size[3] = {9, 8, 0};
  const double helix[3][9] = {{1, 0.7, 0, -0.7, -1, -0.7, 0, 0.7, 1},
                              {0, 0.7, 1, 0.7, 0, -0.7, -1, -0.7, 0},
                              {0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8}};
  cgsize_t bars[16], next = 9;
  const cgsize_t first[1] = {1}, last[1] = {9}, ends[2] = {1, 9};
  int Z, C, S;
  cg(cg_zone_write(fn, B, "Wire", size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  for (int d = 0; d < 3; ++d) cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[d], helix[d], &C), "coord");
  for (int b = 0; b < 8; ++b) {
    bars[2 * b] = b + 1;
    bars[2 * b + 1] = b + 2;
  }
  cg(cg_section_write(fn, B, Z, "Bars", CGNS_ENUMV(BAR_2), 1, 8, 0, bars, &S), "Bars");
  write_boundary_section(fn, B, Z, "Start", CGNS_ENUMV(NODE), 1, first, 0, &next);
  write_boundary_section(fn, B, Z, "End", CGNS_ENUMV(NODE), 1, last, 0, &next);
  write_lattice_values(fn, B, Z, 9, 8, 70001);
  write_bc(fn, B, Z, "Ends", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 2, ends, CGNS_ENUMV(Vertex));
}

/* Three bases: a volume, a wire (cell dimension 1) and one with no zone at all. */
static void write_multi_base(void) {
  const int fn = open_corpus_file("multi_base.cgns");
  const Lattice l = {3, 2, 2};
  cgsize_t next, first[3], list[6];
  int B, Z, F;
  cg(cg_base_write(fn, "Volume", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Box", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_boundary(fn, B, Z, &l, 0, &next, first);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 1);
  for (int n = 0; n < 6; ++n) list[n] = first[0] + n;
  write_bc(fn, B, Z, "Bottom", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), 6, list, CGNS_ENUMV(FaceCenter));
  cg(cg_base_write(fn, "Line", 1, 3, &B), "cg_base_write");
  write_wire_zone(fn, B);
  cg(cg_base_write(fn, "Annotations", 3, 3, &B), "cg_base_write");
  cg(cg_family_write(fn, B, "Probes", &F), "cg_family_write");
  go(fn, "/Annotations");
  cg(cg_descriptor_write("Readme", "a base with no zone"), "cg_descriptor_write");
  cg(cg_close(fn), "cg_close");
}

/* 32-bit and 64-bit integer arrays: LongInteger and Integer fields and user data. */
static void write_integer_widths(void) {
  const int fn = open_corpus_file("integer_widths.cgns");
  const Lattice l = {3, 3, 3};
  const int nv = lattice_vertices(&l);
  cglong_t wide[64];
  int narrow[64];
  cgsize_t next;
  int B, Z, S, F;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  for (int n = 0; n < nv; ++n) {
    wide[n] = 5000000000LL + 3LL * n; /* beyond 32 bits */
    narrow[n] = -7 * n;
  }
  cg(cg_sol_write(fn, B, Z, "VertexIds", CGNS_ENUMV(Vertex), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(LongInteger), "Id64", wide, &F), "Id64");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(Integer), "Id32", narrow, &F), "Id32");
  cg(cg_sol_write(fn, B, Z, "CellIds", CGNS_ENUMV(CellCenter), &S), "cg_sol_write");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(LongInteger), "Id64", wide + 1, &F), "Id64");
  cg(cg_field_write(fn, B, Z, S, CGNS_ENUMV(Integer), "Id32", narrow + 1, &F), "Id32");
  go(fn, "/Base/Fluid");
  cg(cg_user_data_write("Counters"), "cg_user_data_write");
  go(fn, "/Base/Fluid/Counters");
  const cgsize_t four = 4;
  cg(cg_array_write("Wide", CGNS_ENUMV(LongInteger), 1, &four, wide), "Wide");
  cg(cg_array_write("Narrow", CGNS_ENUMV(Integer), 1, &four, narrow), "Narrow");
  cg(cg_close(fn), "cg_close");
}

/* BaseIterativeData_t with TimeValues, IterationValues, NumberOfZones and ZonePointers;
 * three solution pairs per zone; ZoneIterativeData_t with FlowSolutionPointers. */
static void write_time_steps(void) {
  const int fn = open_corpus_file("time_steps.cgns");
  const Lattice l = {3, 3, 3};
  const int steps = 3;
  const double times[3] = {0.0, 0.25, 0.5};
  const int iterations[3] = {100, 200, 300}, zones[3] = {1, 1, 1};
  char pointers[32 * 3 + 1], zone_pointers[32 * 3 + 1];
  const cgsize_t nsteps = steps, pointer_dims[2] = {32, steps}, zone_dims[3] = {32, 1, steps};
  cgsize_t next;
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  cg(cg_simulation_type_write(fn, B, CGNS_ENUMV(TimeAccurate)), "cg_simulation_type_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  for (int s = 0; s < steps; ++s) {
    char name[33];
    snprintf(name, sizeof name, "VertexStep%d", s + 1);
    write_solution(fn, B, Z, name, CGNS_ENUMV(Vertex), "Pressure", lattice_vertices(&l), 1 + 1000 * s);
    snprintf(pointers + 32 * s, 33, "%-32s", name);
    snprintf(zone_pointers + 32 * s, 33, "%-32s", "Fluid");
    snprintf(name, sizeof name, "CellStep%d", s + 1);
    write_solution(fn, B, Z, name, CGNS_ENUMV(CellCenter), "Density", lattice_cells(&l), 500001 + 1000 * s);
  }
  cg(cg_biter_write(fn, B, "TimeIterValues", steps), "cg_biter_write");
  go(fn, "/Base/TimeIterValues");
  cg(cg_array_write("TimeValues", CGNS_ENUMV(RealDouble), 1, &nsteps, times), "TimeValues");
  cg(cg_array_write("IterationValues", CGNS_ENUMV(Integer), 1, &nsteps, iterations), "Iter");
  cg(cg_array_write("NumberOfZones", CGNS_ENUMV(Integer), 1, &nsteps, zones), "NumberOfZones");
  cg(cg_array_write("ZonePointers", CGNS_ENUMV(Character), 3, zone_dims, zone_pointers), "ZonePointers");
  cg(cg_ziter_write(fn, B, Z, "ZoneIterativeData"), "cg_ziter_write");
  go(fn, "/Base/Fluid/ZoneIterativeData");
  cg(cg_array_write("FlowSolutionPointers", CGNS_ENUMV(Character), 2, pointer_dims, pointers), "FlowSolutionPointers");
  cg(cg_close(fn), "cg_close");
}

/* Volume sections a split can cut: a HEXA_8 zone and a TETRA_4 zone, each with vertex
 * and cell-centre solutions. */
static void write_volume_hexa_tetra(void) {
  const int fn = open_corpus_file("volume_hexa_tetra.cgns");
  const Lattice hexa = {4, 3, 2}, tetra = {2, 2, 2};
  cgsize_t next;
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Hexa zone", &hexa, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_values(fn, B, Z, lattice_vertices(&hexa), lattice_cells(&hexa), 1);
  Z = write_lattice_zone(fn, B, "Tetra zone", &tetra, CGNS_ENUMV(TETRA_4), 0, &next);
  write_lattice_values(fn, B, Z, lattice_vertices(&tetra), 6 * lattice_cells(&tetra), 20001);
  cg(cg_close(fn), "cg_close");
}

/* A MIXED section's connectivity being built: each element's type code then its nodes,
 * and the offset where each element starts (the library writes the layout of its version). */
typedef struct {
  cgsize_t* at;
  cgsize_t* offsets;
  int count;
} MixedConn;

/* `count` elements of `type` (`nodes` each) appended to `m`. */
static void append_mixed(MixedConn* m, CGNS_ENUMT(ElementType_t) type, int nodes, int count, const cgsize_t* conn) {
  for (int e = 0; e < count; ++e) {
    *m->at++ = type;
    for (int n = 0; n < nodes; ++n) *m->at++ = conn[nodes * e + n];
    m->offsets[m->count + 1] = m->offsets[m->count] + 1 + nodes;
    ++m->count;
  }
}

/* A cap face of the lattice: whole (QUAD_4), or over a cell cut into tetrahedra, cut as
 * they cut it (two TRI_3 along its diagonal from its first vertex). */
static void append_cap_face(MixedConn* m, const cgsize_t* quad, int cut) {
  const cgsize_t triangles[6] = {quad[0], quad[1], quad[2], quad[0], quad[2], quad[3]};
  if (cut) append_mixed(m, CGNS_ENUMV(TRI_3), 3, 2, triangles);
  else append_mixed(m, CGNS_ENUMV(QUAD_4), 4, 1, quad);
}

/* An unstructured zone `name` of `cells` cells over the lattice's vertices, with their
 * coordinates; returns its index. */
static int write_lattice_vertices_zone(int fn, int B, const char* name, const Lattice* l, int cells) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  const int nv = lattice_vertices(l);
  const cgsize_t size[3] = {nv, cells, 0};
  double* xyz = checked_malloc((size_t)nv, sizeof(double));
  int Z, C;
  cg(cg_zone_write(fn, B, name, size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  for (int d = 0; d < 3; ++d) {
    for (int v = 0; v < nv; ++v) {
      double p[3];
      lattice_point(l, v, p);
      xyz[v] = p[d];
    }
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[d], xyz, &C), "cg_coord_write");
  }
  free(xyz);
  return Z;
}

/* A MIXED zone: the lattice's even cells as HEXA_8, its odd cells cut into six TETRA_4,
 * in one MIXED section; its bottom and top caps in a MIXED boundary section (QUAD_4 over
 * the hexahedra, TRI_3 over the tetrahedra), listed backwards by a FaceCenter BC. */
static void write_volume_mixed(void) {
  const int fn = open_corpus_file("volume_mixed.cgns");
  const Lattice l = {3, 2, 2};
  const int cubes = lattice_cells(&l), hexas = (cubes + 1) / 2, tetras = 6 * (cubes / 2);
  cgsize_t hexa[8 * 12], tetra[4 * 6 * 12], cap[4 * 6], cells[9 * 12 + 5 * 6 * 12], faces[5 * 6 + 4 * 2 * 6];
  cgsize_t cell_offsets[1 + 6 * 12] = {0}, face_offsets[1 + 3 * 6] = {0}, points[3 * 6];
  MixedConn m = {cells, cell_offsets, 0};
  int B, Z, S;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_vertices_zone(fn, B, "Mixed", &l, hexas + tetras);
  lattice_hexa(&l, hexa);
  lattice_tetra(&l, tetra);
  for (int c = 0; c < cubes; ++c) {
    if (c % 2 == 0) append_mixed(&m, CGNS_ENUMV(HEXA_8), 8, 1, hexa + 8 * c);
    else append_mixed(&m, CGNS_ENUMV(TETRA_4), 4, 6, tetra + 4 * 6 * c);
  }
  cg(cg_poly_section_write(fn, B, Z, "Cells", CGNS_ENUMV(MIXED), 1, hexas + tetras, 0, cells, cell_offsets, &S),
     "Cells");
  m = (MixedConn){faces, face_offsets, 0};
  for (int k = 0; k <= l.nz; k += l.nz) {
    const int quads = lattice_cap(&l, k, k > 0, cap);
    const int cubes_below = k > 0 ? (k - 1) * quads : 0;  // the cells under the cap's faces come after these
    for (int q = 0; q < quads; ++q) append_cap_face(&m, cap + 4 * q, (cubes_below + q) % 2 == 1);
  }
  const cgsize_t first = hexas + tetras + 1, last = first + m.count - 1;
  cg(cg_poly_section_write(fn, B, Z, "Caps", CGNS_ENUMV(MIXED), first, last, 0, faces, face_offsets, &S), "Caps");
  for (int p = 0; p < m.count; ++p) points[p] = last - p;
  write_bc(fn, B, Z, "Caps", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), m.count, points, CGNS_ENUMV(FaceCenter));
  write_lattice_values(fn, B, Z, lattice_vertices(&l), hexas + tetras, 1);
  cg(cg_close(fn), "cg_close");
}

/* The faces of a hexahedral lattice's cells, each once: NGON_n face connectivity (4
 * nodes a face, in its first cell's outward order), the cells' signed face lists (NFACE_n:
 * negative where the face points into the cell) and ParentElements data (left cell, right
 * cell, their face positions in HEXA_8 order; 0 where none), cells numbered from
 * `first_cell`. Returns the number of faces. */
static int lattice_faces(const Lattice* l, cgsize_t first_cell, cgsize_t* faces, cgsize_t* cell_faces,
                         cgsize_t* parents, int max_faces) {
  static const int corners[6][4] = {{0, 3, 2, 1}, {0, 1, 5, 4}, {1, 2, 6, 5}, {2, 3, 7, 6}, {0, 4, 7, 3}, {4, 5, 6, 7}};
  const int cells = lattice_cells(l);
  cgsize_t hexa[8 * 64];
  int count = 0;
  lattice_hexa(l, hexa);
  for (int c = 0; c < cells; ++c)
    for (int f = 0; f < 6; ++f) {
      cgsize_t quad[4];
      for (int n = 0; n < 4; ++n) quad[n] = hexa[8 * c + corners[f][n]];
      int found = -1;
      for (int g = 0; g < count && found < 0; ++g) {
        int shared = 0;
        for (int n = 0; n < 4; ++n)
          for (int m = 0; m < 4; ++m) shared += faces[4 * g + n] == quad[m];
        if (shared == 4) found = g;
      }
      if (found < 0) {
        if (count == max_faces) {
          fprintf(stderr, "official_corpus: more than %d faces in a lattice\n", max_faces);
          exit(1);
        }
        found = count++;
        memcpy(faces + 4 * found, quad, sizeof quad);
        parents[found] = first_cell + c;
        parents[2 * max_faces + found] = f + 1;
        cell_faces[6 * c + f] = found + 1;
      } else {
        parents[max_faces + found] = first_cell + c;
        parents[3 * max_faces + found] = f + 1;
        cell_faces[6 * c + f] = -(found + 1);
      }
    }
  return count;
}

/* A lattice of hexahedra as polyhedra: NGON_n faces with ParentElements and
 * ParentElementsPosition, NFACE_n cells (the layout elsA, Maia and CODA write), a wall
 * BC on the bottom faces by FaceCenter PointList, vertex and cell values. */
static void write_volume_ngon(void) {
  enum { kMaxFaces = 64 };
  const int fn = open_corpus_file("volume_ngon.cgns");
  const Lattice l = {4, 2, 1}; /* 8 cells: enough for the corpus's 7 parts */
  const int cells = lattice_cells(&l);
  cgsize_t faces[4 * kMaxFaces], cell_faces[6 * 8], parents[4 * kMaxFaces] = {0}, packed[4 * kMaxFaces];
  cgsize_t face_offsets[kMaxFaces + 1], cell_offsets[8 + 1], bottom[kMaxFaces];
  int B, Z, S, bottoms = 0;
  const int count = lattice_faces(&l, 1, faces, cell_faces, parents, kMaxFaces);
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_vertices_zone(fn, B, "Poly", &l, cells);
  for (int f = 0; f <= count; ++f) face_offsets[f] = 4 * f;
  cg(cg_poly_section_write(fn, B, Z, "Faces", CGNS_ENUMV(NGON_n), 1, count, 0, faces, face_offsets, &S), "Faces");
  /* The cells come after the faces: their element numbers, which the parents name. */
  for (int side = 0; side < 2; ++side)
    for (int f = 0; f < count; ++f) {
      const cgsize_t cell = parents[side * kMaxFaces + f];
      packed[side * count + f] = cell == 0 ? 0 : cell + count;
      packed[(2 + side) * count + f] = parents[(2 + side) * kMaxFaces + f];
    }
  cg(cg_parent_data_write(fn, B, Z, S, packed), "Faces parents");
  for (int c = 0; c <= cells; ++c) cell_offsets[c] = 6 * c;
  cg(cg_poly_section_write(fn, B, Z, "Cells", CGNS_ENUMV(NFACE_n), count + 1, count + cells, 0, cell_faces,
                           cell_offsets, &S),
     "Cells");
  for (int f = 0; f < count; ++f)
    if (faces[4 * f] <= lattice_vertex(&l, l.nx, l.ny, 0) && faces[4 * f + 1] <= lattice_vertex(&l, l.nx, l.ny, 0) &&
        faces[4 * f + 2] <= lattice_vertex(&l, l.nx, l.ny, 0) && faces[4 * f + 3] <= lattice_vertex(&l, l.nx, l.ny, 0))
      bottom[bottoms++] = f + 1;
  write_bc(fn, B, Z, "Floor", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointList), bottoms, bottom, CGNS_ENUMV(FaceCenter));
  write_lattice_values(fn, B, Z, lattice_vertices(&l), cells, 1);
  cg(cg_close(fn), "cg_close");
}

/* A 2-D zone of polygons only (NGON_n cells, no NFACE_n, CellDimension 2): a sheet of
 * quadrilaterals, every other one cut into two triangles, with BAR_2 edges around it. */
static void write_surface_ngon_2d(void) {
  const int fn = open_corpus_file("surface_ngon_2d.cgns");
  const Lattice sheet = {3, 3, 0};
  cgsize_t quads[4 * 9], polygons[4 * 9 + 3 * 10], offsets[9 + 5 + 1] = {0}, rim[2 * 12], next;
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  double xyz[16];
  int B, Z, C, S, cells = 0, items = 0;
  lattice_cap(&sheet, 0, 1, quads); /* counter-clockwise seen from +z */
  for (int q = 0; q < 9; ++q) {
    const cgsize_t* v = quads + 4 * q;
    if (q % 2 == 1) {
      const cgsize_t halves[6] = {v[0], v[1], v[2], v[0], v[2], v[3]};
      for (int t = 0; t < 2; ++t) {
        memcpy(polygons + items, halves + 3 * t, 3 * sizeof(cgsize_t));
        items += 3;
        offsets[++cells] = items;
      }
    } else {
      memcpy(polygons + items, v, 4 * sizeof(cgsize_t));
      items += 4;
      offsets[++cells] = items;
    }
  }
  const cgsize_t size[3] = {16, cells, 0};
  cg(cg_base_write(fn, "Surface", 2, 3, &B), "cg_base_write");
  cg(cg_zone_write(fn, B, "Polygons", size, CGNS_ENUMV(Unstructured), &Z), "cg_zone_write");
  for (int d = 0; d < 3; ++d) {
    for (int v = 0; v < 16; ++v) {
      double p[3];
      lattice_point(&sheet, v, p);
      xyz[v] = d < 2 ? p[d] : 0.5 * p[0] - 0.25 * p[1];
    }
    cg(cg_coord_write(fn, B, Z, CGNS_ENUMV(RealDouble), names[d], xyz, &C), "cg_coord_write");
  }
  cg(cg_poly_section_write(fn, B, Z, "Cells", CGNS_ENUMV(NGON_n), 1, cells, 0, polygons, offsets, &S), "Cells");
  next = cells + 1;
  const int edges = lattice_rim(&sheet, 0, rim);
  write_boundary_section(fn, B, Z, "Rim", CGNS_ENUMV(BAR_2), edges, rim, 0, &next);
  const cgsize_t rim_range[2] = {cells + 1, cells + edges};
  write_bc(fn, B, Z, "Rim", CGNS_ENUMV(BCFarfield), CGNS_ENUMV(PointRange), 2, rim_range, CGNS_ENUMV(EdgeCenter));
  write_lattice_values(fn, B, Z, 16, cells, 1);
  cg(cg_close(fn), "cg_close");
}

/* A TETRA_4 zone with two vertices used by no element (as Delaunay meshers leave them). */
static void write_unused_vertices(void) {
  const int fn = open_corpus_file("unused_vertices.cgns");
  const Lattice l = {2, 2, 2};
  cgsize_t next;
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Cloud", &l, CGNS_ENUMV(TETRA_4), 2, &next);
  write_lattice_values(fn, B, Z, lattice_vertices(&l) + 2, 6 * lattice_cells(&l), 1);
  cg(cg_close(fn), "cg_close");
}

/* A structured and an unstructured zone in one base (hybrid meshes). */
static void write_mixed_zone_types(void) {
  const int fn = open_corpus_file("mixed_zone_types.cgns");
  const Block b = unit_block(4, 4, 4, -3);
  const Lattice l = {3, 3, 3};
  cgsize_t next;
  int B, Z;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  write_block_zone(fn, B, "Structured", &b, 1);
  Z = write_lattice_zone(fn, B, "Unstructured", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 20001);
  cg(cg_close(fn), "cg_close");
}

/* A Vertex connection of zone Z by GridConnectivity_t (Abutting1to1): `count` own points
 * in `ptset` form (a PointRange gives its 2 corners), their matches in `donor` by
 * PointListDonor. */
static void write_vertex_conn(int fn, int B, int Z, const char* name, CGNS_ENUMT(PointSetType_t) ptset,
                              const cgsize_t* points, const char* donor, CGNS_ENUMT(ZoneType_t) donor_type,
                              cgsize_t count, const cgsize_t* donor_points) {
  const cgsize_t npts = ptset == CGNS_ENUMV(PointRange) ? 2 : count;
  int I;
  cg(cg_conn_write(fn, B, Z, name, CGNS_ENUMV(Vertex), CGNS_ENUMV(Abutting1to1), ptset, npts, points, donor, donor_type,
                   CGNS_ENUMV(PointListDonor), CGNS_ENUMV(Integer), count, donor_points, &I),
     name);
}

/* Stores block vertex (i, j, k) as the triple at `at`. */
static void put_ijk(cgsize_t* at, int i, int j, int k) {
  at[0] = i;
  at[1] = j;
  at[2] = k;
}

/* Block's i-max face against Lattice's i = 0 face: Block -> Lattice by a range with
 * lattice ids donor, Lattice -> Block by those ids listed backwards (so a reader that
 * assumes sorted lists goes wrong) with Block triples donor. */
static void write_block_lattice_conns(int fn, int B, int block, int lattice, const Lattice* l) {
  const cgsize_t face[6] = {4, 1, 1, 4, 4, 4};
  cgsize_t ids[16], reversed[16], triples[3 * 16];
  for (int k = 1; k <= 4; ++k)
    for (int j = 1; j <= 4; ++j) {
      const int n = (j - 1) + 4 * (k - 1); /* the range's order: j, then k (i is fixed) */
      ids[n] = lattice_vertex(l, 0, j - 1, k - 1);
      reversed[15 - n] = ids[n];
      put_ijk(triples + 3 * (15 - n), 4, j, k);
    }
  write_vertex_conn(fn, B, block, "ToLattice", CGNS_ENUMV(PointRange), face, "Lattice", CGNS_ENUMV(Unstructured), 16,
                    ids);
  write_vertex_conn(fn, B, lattice, "ToBlock", CGNS_ENUMV(PointList), reversed, "Block", CGNS_ENUMV(Structured), 16,
                    triples);
}

/* Block's j-max face against Block2's j-min face: Block -> Block2 by point lists of
 * triples on both sides, Block2 -> Block by a range with Block triples donor. */
static void write_block_block_conns(int fn, int B, int block, int block2) {
  const cgsize_t face[6] = {1, 1, 1, 4, 1, 4};
  cgsize_t own[3 * 16], donor[3 * 16];
  for (int k = 1; k <= 4; ++k)
    for (int i = 1; i <= 4; ++i) {
      const int n = (i - 1) + 4 * (k - 1); /* Block2's range order: i, then k */
      put_ijk(own + 3 * n, i, 4, k);
      put_ijk(donor + 3 * n, i, 1, k);
    }
  write_vertex_conn(fn, B, block, "ToBlock2", CGNS_ENUMV(PointList), own, "Block2", CGNS_ENUMV(Structured), 16, donor);
  write_vertex_conn(fn, B, block2, "ToBlock", CGNS_ENUMV(PointRange), face, "Block", CGNS_ENUMV(Structured), 16, own);
}

/* A hybrid mesh joined by general connections at vertices: structured Block's i-max face
 * coincides with the HEXA_8 Lattice's i = 0 face (the block sheared as the lattice is),
 * Block2 lies on Block's j-max face. Connections both ways between each pair. */
static void write_hybrid_connections(void) {
  const int fn = open_corpus_file("hybrid_connections.cgns");
  const Lattice l = {3, 3, 3};
  const Block block = {{4, 4, 4}, {-3, 0, 0}, {{1, 0, 0}, {0.125, 1, 0}, {0, 0.0625, 1}}};
  Block block2 = block;
  cgsize_t next;
  int B, Z, ZB, ZB2;
  for (int d = 0; d < 3; ++d) block2.origin[d] += 3 * block.axis[1][d];
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_lattice_zone(fn, B, "Lattice", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 20001);
  ZB = write_block_zone(fn, B, "Block", &block, 1);
  ZB2 = write_block_zone(fn, B, "Block2", &block2, 40001);
  write_block_lattice_conns(fn, B, ZB, Z, &l);
  write_block_block_conns(fn, B, ZB, ZB2);
  cg(cg_close(fn), "cg_close");
}

/* BCDataSet_t with BCData: per-point Dirichlet values and a global Neumann value, at
 * vertices and at faces (JFaceCenter). The official reader wants these arrays 1-D and
 * computes a patch's size as if its range ran upwards (so neither shaped arrays nor
 * ranges running backwards here: the unit tests cover them). */
static void write_bc_dataset(void) {
  const int fn = open_corpus_file("bc_dataset.cgns");
  const Block b = unit_block(4, 4, 3, 0);
  const cgsize_t sixteen = 16, one = 1, six = 6;
  double temperature[16], wall[6];
  const double flux = 250.0;
  int B, Z, BC, DS;
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  Z = write_block_zone(fn, B, "Block", &b, 1);
  const cgsize_t floor[6] = {1, 1, 1, 4, 4, 1};
  BC = write_bc(fn, B, Z, "Heated floor", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointRange), 2, floor, CGNS_ENUMV(Vertex));
  cg(cg_dataset_write(fn, B, Z, BC, "Heating", CGNS_ENUMV(BCWallViscousIsothermal), &DS), "cg_dataset_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Dirichlet)), "cg_bcdata_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Neumann)), "cg_bcdata_write");
  for (int n = 0; n < 16; ++n) temperature[n] = 300.0 + n;
  go(fn, "/Base/Block/ZoneBC/Heated floor/Heating/DirichletData");
  cg(cg_array_write("Temperature", CGNS_ENUMV(RealDouble), 1, &sixteen, temperature), "T");
  go(fn, "/Base/Block/ZoneBC/Heated floor/Heating/NeumannData");
  cg(cg_array_write("HeatFlux", CGNS_ENUMV(RealDouble), 1, &one, &flux), "HeatFlux");
  const cgsize_t side[6] = {1, 4, 1, 3, 4, 2};
  BC = write_bc(fn, B, Z, "Cooled side", CGNS_ENUMV(BCWall), CGNS_ENUMV(PointRange), 2, side, CGNS_ENUMV(JFaceCenter));
  cg(cg_dataset_write(fn, B, Z, BC, "Cooling", CGNS_ENUMV(BCWallViscousIsothermal), &DS), "cg_dataset_write");
  cg(cg_bcdata_write(fn, B, Z, BC, DS, CGNS_ENUMV(Dirichlet)), "cg_bcdata_write");
  for (int n = 0; n < 6; ++n) wall[n] = 280.0 - n;
  go(fn, "/Base/Block/ZoneBC/Cooled side/Cooling/DirichletData");
  cg(cg_array_write("Temperature", CGNS_ENUMV(RealDouble), 1, &six, wall), "wall");
  cg(cg_close(fn), "cg_close");
}

/* Boundary sections with BCs by ElementList and ElementRange, written in `file_type`: as
 * ADF2 (stamped 2.54) they keep these old point sets; as HDF5 (stamped 3.4) the library
 * writes them as FaceCenter PointList and PointRange, the form a restamped copy of the
 * ADF2 file must hold. */
static void write_legacy(int file_type, const char* name) {
  const Lattice l = {3, 3, 2};
  cgsize_t next, first[3], list[9];
  int fn, B, Z, F, BC;
  cg(cg_set_file_type(file_type), "cg_set_file_type");
  fn = open_corpus_file(name);
  cg(cg_base_write(fn, "Base", 3, 3, &B), "cg_base_write");
  cg(cg_family_write(fn, B, "Wall", &F), "cg_family_write");
  cg(cg_fambc_write(fn, B, F, "FamBC", CGNS_ENUMV(BCWall), &BC), "cg_fambc_write");
  Z = write_lattice_zone(fn, B, "Fluid", &l, CGNS_ENUMV(HEXA_8), 0, &next);
  write_lattice_boundary(fn, B, Z, &l, 0, &next, first);
  write_lattice_values(fn, B, Z, lattice_vertices(&l), lattice_cells(&l), 1);
  for (int n = 0; n < 9; ++n) list[n] = first[0] + n;
  write_bc(fn, B, Z, "Bottom", CGNS_ENUMV(FamilySpecified), CGNS_ENUMV(ElementList), 9, list, CGNS_ENUMV(Vertex));
  write_family_name(fn, "/Base/Fluid/ZoneBC/Bottom", "Wall");
  const cgsize_t top[2] = {first[1], first[2] - 1};
  write_bc(fn, B, Z, "Top", CGNS_ENUMV(BCOutflow), CGNS_ENUMV(ElementRange), 2, top, CGNS_ENUMV(Vertex));
  cg(cg_close(fn), "cg_close");
  cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
}

int main(int argc, char** argv) {
  g_program = "official_corpus";
  if (argc != 2) {
    fprintf(stderr, "usage: official_corpus DIR\n");
    return 2;
  }
  g_dir = argv[1];
  cg(cg_set_file_type(CG_FILE_HDF5), "cg_set_file_type");
  write_bc_types();
  write_metadata();
  write_structured_bc_locations();
  write_structured_point_lists();
  write_connect_1to1_reversed();
  write_zone_names();
  write_unstructured_lists();
  write_unstructured_ranges();
  write_element_gaps();
  write_unstructured_range_sets("unstructured_range_sets.cgns", 0);
  write_unstructured_range_sets("unstructured_range_solutions.cgns", 1);
  write_element_size_boundary();
  write_surface_2d();
  write_multi_base();
  write_integer_widths();
  write_time_steps();
  write_volume_hexa_tetra();
  write_volume_mixed();
  write_volume_ngon();
  write_surface_ngon_2d();
  write_unused_vertices();
  write_mixed_zone_types();
  write_hybrid_connections();
  write_bc_dataset();
  write_legacy(CG_FILE_ADF2, "legacy_adf2.adf");
  write_legacy(CG_FILE_HDF5, "legacy_hdf5.cgns");
  return 0;
}
