/* The case the C API tests write: closed-form values, so any reader can check them.
 *
 * "Tube": an unstructured zone of TUBE_CELLS HEXA_8 cells in a row along x; plane p
 * (0 .. TUBE_CELLS) holds vertices 4p .. 4p+3 (0-based global ids). FlowSolution
 * "VertexData" (Vertex) holds "Pressure", "CellData" (CellCenter) holds "Density".
 * "Block": a structured zone of BLOCK_NI x BLOCK_NJ x block_nk(ranks) vertices, with
 * CoordinateX/Y (R8), CoordinateZ (R4) and the Vertex field "Temperature".
 * Plain C99 that C++ compiles too (its one conversion is TUBE_REAL), shared by the MPI writer and by the serial
 * official-library reader. */
#ifndef PCGNS_TESTS_TUBE_CASE_H
#define PCGNS_TESTS_TUBE_CASE_H

#include <stdint.h>

#define TUBE_CELLS 12
#define TUBE_VERTICES (4 * (TUBE_CELLS + 1))
#define BLOCK_NI 5
#define BLOCK_NJ 4
#define BLOCK_NK 9

/* An id or index as a double, exactly: all of them are far below the integers a double
 * holds without rounding. Written out because the conversion narrows in general; a macro
 * because the C++ tests include this header, where a C cast is a warning (-Wold-style-cast). */
#ifdef __cplusplus
#define TUBE_REAL(value) static_cast<double>(value)
#else
#define TUBE_REAL(value) ((double)(value))
#endif

/* Vertex g (0-based) of the tube: coordinate `axis` (0 x, 1 y, 2 z). */
static inline double tube_coordinate(int axis, int64_t g) {
  const int64_t plane = g / 4, corner = g % 4;
  if (axis == 0) return 0.5 * TUBE_REAL(plane);
  if (axis == 1) return TUBE_REAL(corner & 1);
  return TUBE_REAL(corner >> 1);
}
static inline double tube_pressure(int64_t g) { return 1000.0 + 0.5 * TUBE_REAL(g); }
static inline double tube_density(int64_t c) { return 1.0 + 0.25 * TUBE_REAL(c); }
/* Node `corner` (0..7) of cell c, 1-based global vertex number. */
static inline int64_t tube_hexa_node(int64_t c, int corner) {
  static const int order[4] = {0, 1, 3, 2};
  return 4 * (c + corner / 4) + order[corner % 4] + 1;
}

/* The time series, boundary conditions and descriptor of the tube (capi_write tube,
 * shared and parts; official_capi --write-tube): BaseIterativeData "BaseIterativeData" of
 * TUBE_STEPS steps with TimeValues tube_time(step); ZoneIterativeData "ZoneIterativeData"
 * whose FlowSolutionPointers name tube_step_solution(step), blank padded to 32
 * characters; BCs "Inlet" (BCInflow) and "Outlet" (BCOutflow), PointLists of the vertices
 * of plane 0 and of the last plane; Descriptor "About" under the zone.
 * "Block" has the BC "Bottom" (BCWall), the PointRange of its k = 1 face. */
#define TUBE_STEPS 2
#define TUBE_DESCRIPTOR "The tube case of the pcgns C API tests"
static inline double tube_time(int step) { return 0.5 * step; }
static inline const char* tube_step_solution(int step) { return step == 0 ? "VertexData" : "CellData"; }
/* The 32 x TUBE_STEPS characters of FlowSolutionPointers. */
static inline void tube_pointers(char* out) {
  for (int step = 0; step < TUBE_STEPS; ++step) {
    const char* name = tube_step_solution(step);
    int i = 0;
    for (; name[i] != '\0'; ++i) out[32 * step + i] = name[i];
    for (; i < 32; ++i) out[32 * step + i] = ' ';
  }
}
/* Vertex i (0..3) of plane p, 1-based. */
static inline int64_t tube_plane_vertex(int64_t plane, int i) { return 4 * plane + i + 1; }

/* "Poly" (capi_write poly): the tube's vertices, its cells as NGON_n faces ("Faces",
 * elements 1 .. TUBE_FACES) and NFACE_n cells ("Cells", the next TUBE_CELLS elements).
 * Face p <= TUBE_CELLS (0-based) is the quad of plane p, then each cell c has 4 side
 * quads; cell c is bounded by its two plane faces and its side faces. The faces carry
 * ParentElements and ParentElementsPosition. */
#define TUBE_FACES (TUBE_CELLS + 1 + 4 * TUBE_CELLS)
/* Node k (0..3) of face f (0-based), 1-based vertex number. */
static inline int64_t tube_face_node(int64_t f, int k) {
  static const int cross[4] = {0, 1, 3, 2};
  static const int sides[4][4] = {{0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
  if (f <= TUBE_CELLS) return 4 * f + cross[k] + 1;
  const int64_t c = (f - TUBE_CELLS - 1) / 4, side = (f - TUBE_CELLS - 1) % 4;
  return 4 * c + sides[side][k] + 1;
}
/* Face k (0..5) of cell c (0-based), 1-based element number. */
static inline int64_t tube_cell_face(int64_t c, int k) { return k < 2 ? c + k + 1 : TUBE_CELLS + 2 + 4 * c + k - 2; }

/* The parents of face f (0-based) of "Poly", side 0 or 1: the element number of the cell
 * (0 for none: a boundary face has one), and the face's place (1 .. 6) in that cell's list. */
static inline int64_t tube_face_parent(int64_t f, int side) {
  if (f > TUBE_CELLS) return side == 0 ? TUBE_FACES + 1 + (f - TUBE_CELLS - 1) / 4 : 0;
  const int64_t cell = side == 0 ? (f == 0 ? 0 : f - 1) : f;
  return side == 1 && (f == 0 || f == TUBE_CELLS) ? 0 : TUBE_FACES + 1 + cell;
}
static inline int64_t tube_face_position(int64_t f, int side) {
  if (tube_face_parent(f, side) == 0) return 0;
  if (f > TUBE_CELLS) return 3 + (f - TUBE_CELLS - 1) % 4;
  return side == 0 && f > 0 ? 2 : 1; /* plane f is the second face of cell f - 1, the first of cell f */
}

/* Block vertex (i, j, k), 0-based. */
static inline double block_coordinate(int axis, int64_t i, int64_t j, int64_t k) {
  return axis == 0 ? TUBE_REAL(i) : axis == 1 ? 2.0 * TUBE_REAL(j) : 3.0 * TUBE_REAL(k);
}
static inline double block_temperature(int64_t i, int64_t j, int64_t k) {
  return TUBE_REAL(i) + 10.0 * TUBE_REAL(j) + 100.0 * TUBE_REAL(k);
}

/* Rank r of `ranks` owns cells [first, end) of the tube and k-planes [first, end) of the block. */
static inline int64_t share_first(int64_t total, int rank, int ranks) { return total * rank / ranks; }

#endif
