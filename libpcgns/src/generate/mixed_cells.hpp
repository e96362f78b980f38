#pragma once
// The elements of `--elements mixed`: every lattice cell of the box cut into elements of
// one kind, chosen by (i + j) % 4 -- a hexahedron, 3 pyramids (apex at the cell's far
// corner), 2 prisms (split along the k-faces' diagonal through (i, j)) or 6 tetrahedra
// (Freudenthal's cut along the diagonal through (i, j, k)) -- so that one MIXED section
// holds all four linear 3-D types, each orientated as the SIDS define it. Kinds meet
// non-conformingly where a cut face lies against a whole quadrilateral: the mesh is for
// I/O and partitioning, not for a solver. With `--elements tetra` every cell is of the
// last kind: the cuts of neighbouring cells then share their faces' diagonals, and the
// tetrahedra form a conforming mesh whose dual graph is connected.
//
// Elements are numbered k-plane after k-plane, then by j, i and their place in the cell,
// so a k-plane always holds plane_elements() of them. The boundary at x = 0 ("Inflow")
// is each cell's face there: one QUAD_4, or two TRI_3 where the cell is cut into tetrahedra.
#include <cstdint>
#include <span>

#include "pcgns/generate.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::generate::mixed {

// One element of a lattice cell: its type and its vertices as corners of the cell,
// 0..7 in HEXA_8 order ((0,0,0), (1,0,0), (1,1,0), (0,1,0), then the same at k + 1).
struct Piece {
  sids::ElementType type;
  std::span<const int> corners;
};

// `elements` is Elements::mixed or Elements::tetra.
// The elements lattice cell (i, j, k) is cut into, in their numbering order.
std::span<const Piece> cell_pieces(Elements elements, std::int64_t i, std::int64_t j);
// The faces of cell (0, j, k) at x = 0, as corners, orientated outwards.
std::span<const Piece> inflow_pieces(Elements elements, std::int64_t j);

// Elements in one k-plane of an ni x nj box.
std::int64_t plane_elements(Elements elements, std::int64_t ni, std::int64_t nj);
// Inflow faces in one k-plane, and the 0-based place in its plane of cell (0, j)'s first.
std::int64_t plane_inflow_faces(Elements elements, std::int64_t nj);
std::int64_t first_inflow_in_plane(Elements elements, std::int64_t j);

}  // namespace pcgns::generate::mixed
