/* The sample case's closed-form values, in C, for the official-library test program.
 * They restate libpcgns/include/pcgns/sample_case.hpp independently (this program
 * must not link libpcgns): the same expressions evaluated in the same order, so the
 * doubles match bit for bit.
 *
 * Zones: 0 "Block" (structured ni x nj x nk vertices), 1 "Hexa" (n x n x n HEXA_8 cells
 * plus a QUAD_4 section on the x = 0 face and BC "Inflow" on it), 2 "Poly" (4.x only).
 * Vertex and cell ids are 0-based flat indices (Fortran order: i fastest). */
#ifndef PCGNS_INTEROP_SAMPLE_FORMULAS_H
#define PCGNS_INTEROP_SAMPLE_FORMULAS_H

#include <stdint.h>

enum { SAMPLE_BLOCK = 0, SAMPLE_HEXA = 1, SAMPLE_POLY = 2 };

/* Coordinate `axis` (0 x, 1 y, 2 z) of the lattice point with index `index` along it.
 * Zones are shifted along x so that they do not overlap. */
static inline double sample_coordinate(int zone, int axis, int64_t index) {
  static const double spacing[3] = {0.1, 0.2, 0.3};
  const double origin = axis == 0 ? 2.0 * (double)zone : 0.0;
  return origin + spacing[axis] * (double)index;
}

static inline double sample_pressure(int zone, int64_t vertex) { return 1.0e5 * (double)(zone + 1) + (double)vertex; }

static inline double sample_density(int zone, int64_t cell) { return (double)(zone + 1) + 1.0e-3 * (double)cell; }

/* Flat vertex id of lattice point (i, j, k) in a cube of n cells per edge. */
static inline int64_t sample_cube_vertex(int64_t n, int64_t i, int64_t j, int64_t k) {
  return i + (n + 1) * (j + (n + 1) * k);
}

/* Node `corner` (0..7, CGNS HEXA_8 order) of hexahedron `cell`, as a 1-based vertex id. */
static inline int64_t sample_hexa_node(int64_t n, int64_t cell, int corner) {
  static const int di[8] = {0, 1, 1, 0, 0, 1, 1, 0};
  static const int dj[8] = {0, 0, 1, 1, 0, 0, 1, 1};
  static const int dk[8] = {0, 0, 0, 0, 1, 1, 1, 1};
  const int64_t i = cell % n, j = (cell / n) % n, k = cell / (n * n);
  return sample_cube_vertex(n, i + di[corner], j + dj[corner], k + dk[corner]) + 1;
}

/* Node `corner` (0..3) of boundary quad `face` on x = 0, ordered so that its normal
 * points out of the cube (-x), as a 1-based vertex id. */
static inline int64_t sample_inflow_quad_node(int64_t n, int64_t face, int corner) {
  static const int dj[4] = {0, 0, 1, 1};
  static const int dk[4] = {0, 1, 1, 0};
  const int64_t j = face % n, k = face / n;
  return sample_cube_vertex(n, 0, j + dj[corner], k + dk[corner]) + 1;
}

#endif
