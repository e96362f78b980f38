#pragma once
// Two hexahedra side by side as polyhedra (the vertices of two_hexa.hpp): eleven
// quadrilateral NGON_n faces, the face between the cells listed reversed by the second
// one, then the two NFACE_n cells.
#include <cstdint>
#include <vector>

#include "pcgns/sids/all.hpp"
#include "support/face_parents.hpp"
#include "support/two_hexa.hpp"

namespace pcgns::test {

inline const std::vector<std::int64_t>& two_polyhedra_faces() {
  static const std::vector<std::int64_t> faces{1, 4, 10, 7,  2,  5,  11, 8, 3, 6, 12, 9,  1,  2, 8,
                                               7, 4, 5,  11, 10, 2,  3,  9, 8, 5, 6,  12, 11, 1, 2,
                                               5, 4, 7,  8,  11, 10, 2,  3, 6, 5, 8,  9,  12, 11};
  return faces;
}

inline const std::vector<std::int64_t>& two_polyhedra_cells() {
  static const std::vector<std::int64_t> cells{1, 2, 4, 5, 8, 9, -2, 3, 6, 7, 10, 11};
  return cells;
}

// The zone "Zone" of base "Base": faces 1-11 ("Faces"), cells 12-13 ("Cells"); `faces`
// and `cells` replace the faces' vertices and the cells' faces where given; with
// `parents`, the faces carry the ParentElements and ParentElementsPosition the cells imply.
inline Node two_polyhedra_tree(std::vector<std::int64_t> faces, std::vector<std::int64_t> cells, CgnsVersion version,
                               bool parents = false) {
  Node root("/", "Root Node of HDF5 File");
  Node& zone = sids::add_zone(sids::add_base(root, "Base", 3, 3), "Zone", sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(12, 2));
  add_two_hexa_coordinates(zone);
  if (faces.empty()) faces = two_polyhedra_faces();
  if (cells.empty()) cells = two_polyhedra_cells();
  std::vector<std::int64_t> face_offsets;
  for (std::int64_t f = 0; f <= 11; ++f) face_offsets.push_back(4 * f);
  const std::vector<std::int64_t> cell_offsets{0, 6, 12};
  Node& ngon = sids::add_poly_section(zone, "Faces", sids::ElementType::NGON_n, 1, 11, face_offsets, faces, version);
  if (parents) add_face_parents(ngon, parents_of_faces(1, 11, 12, cell_offsets, cells));
  sids::add_poly_section(zone, "Cells", sids::ElementType::NFACE_n, 12, 13, cell_offsets, cells, version);
  return root;
}

}  // namespace pcgns::test
