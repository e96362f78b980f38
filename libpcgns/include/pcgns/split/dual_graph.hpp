#pragma once
// The cell dual graph of an unstructured mesh, built in parallel: two cells are adjacent
// when they share a face (3-D cells), an edge (2-D cells) or an end vertex (1-D cells; a
// vertex ending more than two is a face of more than two cells, refused like any other).
// Each rank gives a contiguous block of global cells; the result is a distributed CSR
// graph in the layout ParMETIS and PT-Scotch take (vtxdist, xadj, adjncy), with 0-based
// global cell ids.
//
// Faces are matched by their vertex sets, so their orientation does not matter: a face
// is the sorted list of its global vertex ids. The faces of the fixed element types are
// those of the CGNS SIDS element definitions (1-based corner numbers):
//   BAR_2   ends  1 2
//   TRI_3   edges 12 23 31                    QUAD_4 edges 12 23 34 41
//   TETRA_4 faces 132 124 234 314
//   PYRA_5  faces 1432 125 235 345 415
//   PENTA_6 faces 1254 2365 3146 132 456
//   HEXA_8  faces 1432 1265 2376 3487 1584 5678
// Higher-order variants (BAR_3/4/5, TRI_6, QUAD_8/9, TETRA_10, PYRA_13/14, PENTA_15/18,
// HEXA_20/27 and the higher orders) list their corner vertices first, in the order
// above, so only those are used. NGON_n stands for a polygonal 2-D cell (edges between consecutive
// vertices) and NFACE_n for a polyhedron given by its faces, each a vertex list.
#include <mpi.h>

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "pcgns/sids/element_type.hpp"

namespace pcgns::split {

// The cells of this rank, global ids first_cell, first_cell+1, ...; the blocks of the
// ranks must follow one another in rank order from 0 (a rank may have none).
// Per cell, `types` gives its element type and data[offsets[c], offsets[c+1]) its
// description: for a fixed type or NGON_n its vertex global ids (SIDS order); for
// NFACE_n the number of faces, then for each face its vertex count and vertex ids.
// Only the cells belong here, not boundary faces, edges or nodes (they would match a
// cell face).
struct CellList {
  std::int64_t first_cell = 0;
  std::vector<sids::ElementType> types;
  std::vector<std::int64_t> offsets{0};
  std::vector<std::int64_t> data;

  std::int64_t size() const { return static_cast<std::int64_t>(types.size()); }
  // Append a fixed-type cell or an NGON_n polygon by its vertices.
  void add_cell(sids::ElementType type, std::span<const std::int64_t> vertices);
  // Append an NFACE_n polyhedron by its faces.
  void add_polyhedron(const std::vector<std::vector<std::int64_t>>& faces);
};

// This rank's cells given one at a time rather than held: a CellList of 25 M cells is
// their connectivity once more, widened to 64 bits. `each_cell(visit)` calls
// visit(type, data) for every local cell in order, `data` as in a CellList; it is
// called twice (the faces are counted before they are met). The ranks' blocks follow
// one another in rank order.
using CellVisit = std::function<void(sids::ElementType, std::span<const std::int64_t>)>;
struct CellStream {
  std::int64_t count = 0;  // this rank's cells
  std::function<void(const CellVisit&)> each_cell;
  // When given, called once each_cell is called no more: what it reads may be freed
  // before the faces travel and the graph is assembled.
  std::function<void()> read_all = {};
};

// `cells` seen as a stream (which must not outlive them).
CellStream stream_of(const CellList& cells);

// Distributed CSR: this rank's cells are vtxdist[rank] .. vtxdist[rank+1]-1; the
// neighbours of local cell c are adjncy[xadj[c] .. xadj[c+1]), sorted, no duplicates.
struct DistributedGraph {
  std::vector<std::int64_t> vtxdist;  // number of ranks + 1 entries
  std::vector<std::int64_t> xadj;     // local cells + 1 entries, xadj[0] == 0
  std::vector<std::int64_t> adjncy;   // global cell ids

  std::int64_t local_cells() const { return static_cast<std::int64_t>(xadj.size()) - 1; }
  std::int64_t first_cell(int rank) const { return vtxdist[static_cast<std::size_t>(rank)]; }
  std::int64_t global_cells() const { return vtxdist.back(); }
};

// Collective. InputError on every rank when any rank's cells are invalid (unknown or
// unsupported element type, wrong vertex count, malformed NFACE_n data, negative vertex
// id, blocks not contiguous) or when a face is shared by more than two cells.
DistributedGraph dual_graph(MPI_Comm comm, const CellList& cells);
// The same, emptying `cells` as soon as its faces are known, to lower the peak memory.
DistributedGraph dual_graph(MPI_Comm comm, CellList&& cells);
// The same for cells given one at a time; the first cell's id follows the lower ranks'.
DistributedGraph dual_graph(MPI_Comm comm, const CellStream& cells);

}  // namespace pcgns::split
