/* The small meshes of official_corpus, in closed form: lattices of vertices and the
 * elements over them. No CGNS calls here; official_corpus.c writes what these compute.
 *
 * A lattice has (nx + 1) x (ny + 1) x (nz + 1) vertices, indices 0-based with i fastest;
 * vertex and cell ids are 1-based in that order. Every value is distinct per vertex or
 * cell, so a value moved to the wrong place shows in a whole-tree comparison. */
#ifndef PCGNS_INTEROP_OFFICIAL_CORPUS_MESH_H
#define PCGNS_INTEROP_OFFICIAL_CORPUS_MESH_H

#include <cgnslib.h>

typedef struct {
  int nx, ny, nz;
} Lattice;

static inline int lattice_vertices(const Lattice* l) { return (l->nx + 1) * (l->ny + 1) * (l->nz + 1); }
static inline int lattice_cells(const Lattice* l) { return l->nx * l->ny * l->nz; }

static inline cgsize_t lattice_vertex(const Lattice* l, int i, int j, int k) {
  return 1 + i + (l->nx + 1) * (j + (l->ny + 1) * k);
}

/* Lattice indices of 0-based vertex v. */
static inline void lattice_ijk(const Lattice* l, int v, int ijk[3]) {
  ijk[0] = v % (l->nx + 1);
  ijk[1] = (v / (l->nx + 1)) % (l->ny + 1);
  ijk[2] = v / ((l->nx + 1) * (l->ny + 1));
}

/* Coordinates of lattice vertex v: unit spacing, slightly sheared so that no two axes
 * hold the same values. */
static inline void lattice_point(const Lattice* l, int v, double xyz[3]) {
  int ijk[3];
  lattice_ijk(l, v, ijk);
  xyz[0] = ijk[0] + 0.125 * ijk[1];
  xyz[1] = ijk[1] + 0.0625 * ijk[2];
  xyz[2] = ijk[2];
}

/* The HEXA_8 connectivity of every cell, in cell-id order (CGNS node order). */
static inline void lattice_hexa(const Lattice* l, cgsize_t* conn) {
  static const int di[8] = {0, 1, 1, 0, 0, 1, 1, 0};
  static const int dj[8] = {0, 0, 1, 1, 0, 0, 1, 1};
  static const int dk[8] = {0, 0, 0, 0, 1, 1, 1, 1};
  int c = 0;
  for (int k = 0; k < l->nz; ++k)
    for (int j = 0; j < l->ny; ++j)
      for (int i = 0; i < l->nx; ++i, ++c)
        for (int n = 0; n < 8; ++n) conn[8 * c + n] = lattice_vertex(l, i + di[n], j + dj[n], k + dk[n]);
}

static inline double tetra_volume6(double p[4][3]) {
  double a[3], b[3], c[3];
  for (int d = 0; d < 3; ++d) {
    a[d] = p[1][d] - p[0][d];
    b[d] = p[2][d] - p[0][d];
    c[d] = p[3][d] - p[0][d];
  }
  return a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0]);
}

/* Six TETRA_4 per lattice cell (the cube cut along its main diagonal), each with a
 * positive volume as CGNS orders TETRA_4 nodes. */
static inline void lattice_tetra(const Lattice* l, cgsize_t* conn) {
  static const int order[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  int t = 0;
  for (int k = 0; k < l->nz; ++k)
    for (int j = 0; j < l->ny; ++j)
      for (int i = 0; i < l->nx; ++i)
        for (int p = 0; p < 6; ++p, ++t) {
          int at[3] = {i, j, k};
          cgsize_t ids[4];
          double xyz[4][3];
          for (int n = 0; n < 4; ++n) {
            if (n > 0) ++at[order[p][n - 1]];
            ids[n] = lattice_vertex(l, at[0], at[1], at[2]);
            lattice_point(l, (int)ids[n] - 1, xyz[n]);
          }
          if (tetra_volume6(xyz) < 0) {
            const cgsize_t swap = ids[1];
            ids[1] = ids[2];
            ids[2] = swap;
          }
          for (int n = 0; n < 4; ++n) conn[4 * t + n] = ids[n];
        }
}

/* The QUAD_4 faces of plane k, their normals pointing to +z when `up`, else to -z (out
 * of the lattice: down at k = 0, up at k = nz). */
static inline int lattice_cap(const Lattice* l, int k, int up, cgsize_t* conn) {
  int q = 0;
  for (int j = 0; j < l->ny; ++j)
    for (int i = 0; i < l->nx; ++i, ++q) {
      const cgsize_t a = lattice_vertex(l, i, j, k), b = lattice_vertex(l, i + 1, j, k),
                     c = lattice_vertex(l, i + 1, j + 1, k), d = lattice_vertex(l, i, j + 1, k);
      const cgsize_t upward[4] = {a, b, c, d}, downward[4] = {a, d, c, b};
      for (int n = 0; n < 4; ++n) conn[4 * q + n] = up ? upward[n] : downward[n];
    }
  return q;
}

/* The BAR_2 edges around plane k, counter-clockwise from vertex (0, 0, k). */
static inline int lattice_rim(const Lattice* l, int k, cgsize_t* conn) {
  int b = 0;
  const int steps[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  const int lengths[4] = {l->nx, l->ny, l->nx, l->ny};
  int i = 0, j = 0;
  for (int side = 0; side < 4; ++side)
    for (int s = 0; s < lengths[side]; ++s, ++b) {
      conn[2 * b] = lattice_vertex(l, i, j, k);
      i += steps[side][0];
      j += steps[side][1];
      conn[2 * b + 1] = lattice_vertex(l, i, j, k);
    }
  return b;
}

#endif
