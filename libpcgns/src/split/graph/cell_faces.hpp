#pragma once
// The faces (3-D cells), edges (2-D cells) or end vertices (1-D cells) of one cell, as
// lists of global vertex ids, following the CGNS SIDS element definitions (see
// pcgns/split/dual_graph.hpp).
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "pcgns/sids/element_type.hpp"
#include "split/graph/small_face.hpp"

namespace pcgns::split::graph {

// Faces stored back to back: face f is vertices[ends[f-1] .. ends[f]) (ends[-1] = 0).
struct FaceSet {
  std::vector<std::int64_t> vertices;
  std::vector<std::size_t> ends;

  std::size_t size() const { return ends.size(); }
  std::span<const std::int64_t> face(std::size_t f) const;
  void clear();
};

// Replaces `out` with the faces of a cell of `type` described by `data` (its vertices,
// or NFACE_n's counted face lists). InputError naming the problem when the type is
// unsupported or the data does not fit it.
void cell_faces(sids::ElementType type, std::span<const std::int64_t> data, FaceSet& out);

// The faces cell_faces gives a cell of a fixed type (BAR .. HEXA, any order), appended
// to `out` as records of `cell`, without listing them first: pcgns-split meets every
// face of every cell this way. False, and nothing appended, for NGON_n and NFACE_n
// (or a type cell_faces refuses); InputError as cell_faces's for a cell it refuses.
bool fixed_cell_small_faces(sids::ElementType type, std::span<const std::int64_t> vertices, std::int64_t cell,
                            std::vector<SmallFace>& out);

// How many faces cell_faces gives a cell of `type` described by `data`, without listing
// them (0 for a type it does not know, or data it would refuse).
std::size_t face_count(sids::ElementType type, std::span<const std::int64_t> data);

// Whether cell_faces knows the faces (edges, ends) of cells of `type`.
bool has_cell_faces(sids::ElementType type);
// Why cells of `type` cannot be given to cell_faces: "element type BAR_2 (3) is not a
// cell type the dual graph supports (...)", for callers to prefix with the file and node.
std::string unsupported_cell_type(sids::ElementType type);

}  // namespace pcgns::split::graph
