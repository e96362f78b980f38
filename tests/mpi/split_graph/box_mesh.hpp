#pragma once
// Unstructured meshes of an nx x ny x nz box of unit hexahedra, in every cell type the
// dual graph takes, with the cells shared out in consecutive blocks over the ranks.
// Lattice vertex (i, j, k) has id i + (nx+1) * (j + (ny+1) * k); hexahedron (i, j, k) has
// id i + nx * (j + ny * k). Meshes of sub-cells number the sub-cells of hexahedron h as
// h * per_hex + s.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <set>
#include <vector>

#include "pcgns/split/dual_graph.hpp"

namespace pcgns::test {

struct Box {
  int nx = 1, ny = 1, nz = 1;

  std::int64_t hexes() const { return std::int64_t{nx} * ny * nz; }
  std::int64_t vertex(int i, int j, int k) const;
  std::array<int, 3> hex_index(std::int64_t hex) const;
  std::array<double, 3> hex_centre(std::int64_t hex) const;
  // The hexahedra whose faces touch hex `hex`, sorted.
  std::vector<std::int64_t> hex_neighbours(std::int64_t hex) const;
  // Dual graph edges of the hexahedra: pairs of face-sharing hexes.
  std::int64_t hex_edges() const;
  // Hex faces on the boundary of the box.
  std::int64_t boundary_quads() const;
  // The 8 vertices of hex (i, j, k) in HEXA_8 (SIDS) order.
  std::array<std::int64_t, 8> hexa_vertices(std::int64_t hex) const;
};

// This rank's share [first, first + count) of `total` items in consecutive blocks.
struct Block {
  std::int64_t first = 0, count = 0;
};
Block block_of(std::int64_t total, MPI_Comm comm);

// This rank's block of a graph every rank holds whole (`adjacent[c]`: cell c's
// neighbours), as the distributed dual graph; the blocks follow one another in rank order.
split::DistributedGraph block_graph(const std::vector<std::set<std::int64_t>>& adjacent, const Block& block,
                                    MPI_Comm comm);

enum class CellKind { hexa, tetra, penta, pyra, polyhedron };
int cells_per_hex(CellKind kind);

// The cells of `block` (in sub-cell ids) of the box meshed with `kind`.
split::CellList box_cells(const Box& box, CellKind kind, Block block);

// The cells of `block` of a 2-D mesh nx squares wide (vertex i + (nx+1) j, square
// i + nx j): QUAD_4 cells, or TRI_3 cells two per square.
split::CellList square_cells(int nx, bool triangles, Block block);

}  // namespace pcgns::test
