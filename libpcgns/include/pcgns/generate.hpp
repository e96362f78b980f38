#pragma once
// Realistic file-per-process CGNS output, as a solver writes it at the end of a job:
// what pcgns-merge is tested and benchmarked on. Every value is a closed-form function
// of global ids, so a merged file can be checked exactly.
//
// The global mesh is a box of ni x nj x nk hexahedral cells with ni = nj =
// max(1, floor(cbrt(cells))) and nk = ceil(cells / (ni * nj)). It is cut into `parts`
// slabs of whole k-planes (balanced; parts <= nk), part q holding cell planes
// [k0(q), k1(q)). Part q is written by file q / parts_per_file, files named
// sol_<f>.cgns, each by one rank (round robin), like file-per-process output.
//
//   unstructured  zone "Zone" as parts "Zone.P<f>.N<k>" (Maia): local vertices (odd
//                 parts number them in reverse, as real partitioners shuffle), HEXA_8
//                 section "Hexa" + QUAD_4 section "Inflow" on x = 0 with BC "Inflow"
//                 (FaceCenter), or with Elements::poly NGON_n "Faces" + NFACE_n "Cells"
//                 and BC "Inflow" on the NGON faces at x = 0, or with Elements::mixed
//                 MIXED "Cells" (hexahedra, pyramids, prisms and tetrahedra: each
//                 lattice cell cut into one kind, src/generate/mixed_cells.hpp; the box
//                 is sized for about `cells` elements) + MIXED "Inflow" (QUAD_4 and
//                 TRI_3) with BC "Inflow", or with Elements::tetra TETRA_4 "Tetra" (each
//                 lattice cell cut into six tetrahedra along its main diagonal, Kuhn's
//                 cut, which meets its neighbours' faces: a conforming tetrahedral
//                 mesh, sized for about `cells` elements) + TRI_3 "Inflow" with BC
//                 "Inflow"; :CGNS#GlobalNumbering
//                 Vertex/Cell, Element under each section, Index under the BC. The
//                 zone is periodic between its first and last k planes: pieces
//                 "Periodic_kmin.0" (first part) and "Periodic_kmax.0" (last part),
//                 GridConnectivity_t naming the other end's partition, joining vertices
//                 (hexa) or k faces (poly), with Index.
//   structured    zone "Block" as parts "Block.P<f>.N<k>" with CellRange/CellSize (and
//                 Vertex/Cell) numbering; BC "Inflow" (PointRange on i = 1).
//   blocks        whole zones "Block<q>" (multi-block code output), consecutive blocks
//                 joined by GridConnectivity1to1_t across files.
// With `orphans` (unstructured only), the zone also holds that many vertices no cell
// uses (a Delaunay mesher leaves some), numbered after the box's lattice: orphan j
// (0-based) is global vertex lattice_vertices() + 1 + j, held by part j % parts after
// its slab's vertices, with coordinates expected_orphan_coordinate and values like any
// vertex.
// Each partition zone records its set under its numbering (":pcgns#Set": PartCount =
// the number of files, VertexCount and CellCount of the box), so that a merge of some of
// the files is refused.
// Each time step s (1-based) adds "VertexSol#<ssss>" (Vertex, "Pressure") and
// "CellSol#<ssss>" (CellCenter, "Density"); with more than one step, BaseIterativeData
// and ZoneIterativeData (FlowSolutionPointers -> the VertexSol of each step) describe
// the series (readers such as VTK then load the pointed solutions only). With `moving`,
// each step also holds a moved GridCoordinates_t, an ArbitraryGridMotion_t and a
// RigidGridMotion_t, named per step in ZoneIterativeData (src/generate/moving_grid.hpp).
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/progress.hpp"

namespace pcgns::generate {

enum class Mesh { unstructured, structured, blocks };
enum class Elements { hexa, poly, mixed, tetra };
// The name --elements takes: "hexa", "poly", "mixed", "tetra".
const char* to_string(Elements elements);

struct Options {
  Mesh mesh = Mesh::unstructured;
  std::int64_t cells = 1000;
  int parts = 4;
  int parts_per_file = 1;
  int steps = 1;
  Elements elements = Elements::hexa;
  std::int64_t orphans = 0;  // vertices used by no cell (unstructured only)
  bool moving = false;       // moving grid and grid motions at every step (generate/moving_grid.hpp)
  CgnsVersion version{kDefaultCgnsVersion};
  bool force = false;  // write into a non-empty directory, replacing sol_*.cgns
  std::filesystem::path dir;
};

struct GlobalBox {
  std::int64_t ni = 1, nj = 1, nk = 1;  // cells per direction
  std::int64_t orphans = 0;             // vertices used by no cell, after the lattice's
  Elements elements = Elements::hexa;   // mixed cuts each lattice cell into several elements
  std::int64_t plane_cells() const;     // cells (elements of the cell section) per k-plane
  std::int64_t cells() const { return plane_cells() * nk; }
  std::int64_t lattice_vertices() const { return (ni + 1) * (nj + 1) * (nk + 1); }
  std::int64_t vertices() const { return lattice_vertices() + orphans; }
};

struct Report {
  std::vector<std::filesystem::path> files;
  GlobalBox box;
  std::int64_t bytes = 0;  // size of the files written
};

// UsageError for sizes out of range; OutputError when `dir` is not empty (without
// force) or cannot be written.
void validate(const Options& options);
GlobalBox global_box(const Options& options);

// Collective: every rank writes its share of the files. Errors are agreed. `progress`
// (rank 0) hears the files written so far by all ranks and their number.
Report run(MPI_Comm comm, const Options& options, const ProgressCallback& progress = {});

// ---- the exact values (global ids 1-based, steps 1-based)
double expected_coordinate(int axis, std::int64_t lattice_index);  // 0.5 i, 0.25 j, 0.125 k
// Orphan j (0-based) lies off the box: x = -0.5 (j + 1), y = 0.25 (j % 3), z = 0.125 (j % 5).
double expected_orphan_coordinate(int axis, std::int64_t orphan);
double expected_pressure(std::int64_t global_vertex, int step);
double expected_density(std::int64_t global_cell, int step);

}  // namespace pcgns::generate
