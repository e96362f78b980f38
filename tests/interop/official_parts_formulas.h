/* The partitioned-box case of official_parts and official_reassemble, in closed form.
 *
 * A global box of n x n x n cells, lattice indices (i, j, k) 0-based with i fastest, is
 * split into `files` slabs of k-planes. Every value written or expected by the two
 * programs comes from these functions, so writer and checker cannot drift apart. */
#ifndef PCGNS_INTEROP_OFFICIAL_PARTS_FORMULAS_H
#define PCGNS_INTEROP_OFFICIAL_PARTS_FORMULAS_H

#include <stdint.h>

static inline double parts_coordinate(int axis, int64_t index) {
  static const double spacing[3] = {0.5, 0.25, 0.125};
  return spacing[axis] * (double)index;
}

/* 1-based global vertex id of lattice point (i, j, k). */
static inline int64_t parts_vertex_id(int64_t n, int64_t i, int64_t j, int64_t k) {
  return 1 + i + (n + 1) * (j + (n + 1) * k);
}

/* 1-based global cell id of the cell whose lowest corner is (i, j, k). */
static inline int64_t parts_cell_id(int64_t n, int64_t i, int64_t j, int64_t k) { return 1 + i + n * (j + n * k); }

static inline double parts_pressure(int64_t vertex_id) { return 1000.0 + (double)vertex_id; }

static inline double parts_density(int64_t cell_id) { return 2.0 + 0.001 * (double)cell_id; }

/* First cell plane of slab `f` (slab f holds cell planes [first(f), first(f + 1))). */
static inline int64_t parts_slab_first(int64_t n, int64_t files, int64_t f) { return f * n / files; }

/* Global vertex id of node `corner` (CGNS HEXA_8 order) of the cell at (i, j, k). */
static inline int64_t parts_hexa_node(int64_t n, int64_t i, int64_t j, int64_t k, int corner) {
  static const int di[8] = {0, 1, 1, 0, 0, 1, 1, 0};
  static const int dj[8] = {0, 0, 1, 1, 0, 0, 1, 1};
  static const int dk[8] = {0, 0, 0, 0, 1, 1, 1, 1};
  return parts_vertex_id(n, i + di[corner], j + dj[corner], k + dk[corner]);
}

/* Global vertex id of node `corner` (0..3) of the x = 0 quad at (j, k), ordered so that
 * its normal points out of the box (towards -x). */
static inline int64_t parts_inflow_node(int64_t n, int64_t j, int64_t k, int corner) {
  static const int dj[4] = {0, 0, 1, 1};
  static const int dk[4] = {0, 1, 1, 0};
  return parts_vertex_id(n, 0, j + dj[corner], k + dk[corner]);
}

/* 1-based position of the x = 0 quad at (j, k) in the original Inflow section (j fastest). */
static inline int64_t parts_inflow_id(int64_t n, int64_t j, int64_t k) { return 1 + j + n * k; }

#endif
