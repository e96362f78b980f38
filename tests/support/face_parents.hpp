#pragma once
// The ParentElements / ParentElementsPosition of faces, as CGNS orders them: (faces, 2)
// in Fortran order, left cells then right ones, 0 where a face has none. For NGON_n faces
// they follow from the NFACE_n cells (the left cell lists a face as it is, the right one
// reversed; of a face both list alike, the second is the right one); for the QUAD_4
// faces on the boundary of HEXA_8 cells, from the one cell holding all four vertices.
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "pcgns/node.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::test {

struct FaceParents {
  std::vector<std::int64_t> elements;   // ParentElements, flat, Fortran order
  std::vector<std::int64_t> positions;  // ParentElementsPosition: the face's place in its cell, 1-based
};

// Of faces first_face .. first_face + faces - 1, from cells numbered from first_cell
// whose entries (face element numbers, negative when reversed) start at cell_offsets.
inline FaceParents parents_of_faces(std::int64_t first_face, std::int64_t faces, std::int64_t first_cell,
                                    const std::vector<std::int64_t>& cell_offsets,
                                    const std::vector<std::int64_t>& cell_faces) {
  FaceParents parents{std::vector<std::int64_t>(static_cast<std::size_t>(2 * faces), 0),
                      std::vector<std::int64_t>(static_cast<std::size_t>(2 * faces), 0)};
  for (std::size_t c = 0; c + 1 < cell_offsets.size(); ++c)
    for (auto k = cell_offsets[c]; k < cell_offsets[c + 1]; ++k) {
      const std::int64_t entry = cell_faces[static_cast<std::size_t>(k)];
      const std::int64_t face = (entry < 0 ? -entry : entry) - first_face;
      if (face < 0 || face >= faces) continue;
      // Its side by the sign; a face both cells list the same way gets the second on the other side.
      auto at = static_cast<std::size_t>(face + (entry < 0 ? faces : 0));
      if (parents.elements[at] != 0) at = static_cast<std::size_t>(face + (entry < 0 ? 0 : faces));
      parents.elements[at] = first_cell + static_cast<std::int64_t>(c);
      parents.positions[at] = k - cell_offsets[c] + 1;
    }
  return parents;
}

// Adds them to a section as I4 arrays (faces, 2).
inline void add_face_parents(Node& section, const FaceParents& parents) {
  const auto faces = static_cast<std::int64_t>(parents.elements.size() / 2);
  const auto narrow = [](const std::vector<std::int64_t>& values) {
    return std::vector<std::int32_t>(values.begin(), values.end());
  };
  section.add(make_data_node("ParentElements", "DataArray_t", narrow(parents.elements), {faces, 2}));
  section.add(make_data_node("ParentElementsPosition", "DataArray_t", narrow(parents.positions), {faces, 2}));
}

inline std::vector<std::int64_t> loaded_integers(const Node& node) {
  Node copy = node;
  load_data(copy);
  return copy.as_int64();
}

// The parents the NFACE_n section `cells` of a zone (its nodes loaded or on disk) gives
// the NGON_n section `faces`, added to it.
inline void add_parents_from_cells(Node& zone, const std::string& faces, const std::string& cells) {
  const auto face_range = loaded_integers(*find_node(zone, faces + "/ElementRange"));
  const auto cell_range = loaded_integers(*find_node(zone, cells + "/ElementRange"));
  add_face_parents(*zone.child(faces),
                   parents_of_faces(face_range[0], face_range[1] - face_range[0] + 1, cell_range[0],
                                    loaded_integers(*find_node(zone, cells + "/ElementStartOffset")),
                                    loaded_integers(*find_node(zone, cells + "/ElementConnectivity"))));
}

// The faces of a HEXA_8 as CGNS numbers them (1-based corners).
inline const std::vector<std::vector<int>>& hexa_faces() {
  static const std::vector<std::vector<int>> faces{{1, 4, 3, 2}, {1, 2, 6, 5}, {2, 3, 7, 6},
                                                   {3, 4, 8, 7}, {1, 5, 8, 4}, {5, 6, 7, 8}};
  return faces;
}

// The parents of the QUAD_4 section `quads` on the boundary of the HEXA_8 section `hexa`:
// the hexahedron holding the quad's vertices on the left (its face number the position),
// none on the right.
inline void add_parents_from_hexa(Node& zone, const std::string& quads, const std::string& hexa) {
  const auto quad = loaded_integers(*find_node(zone, quads + "/ElementConnectivity"));
  const auto cell = loaded_integers(*find_node(zone, hexa + "/ElementConnectivity"));
  const std::int64_t first_cell = loaded_integers(*find_node(zone, hexa + "/ElementRange"))[0];
  std::map<std::set<std::int64_t>, std::pair<std::int64_t, std::int64_t>> owner;  // face -> (cell, position)
  for (std::size_t c = 0; c < cell.size() / 8; ++c)
    for (std::size_t f = 0; f < 6; ++f) {
      std::set<std::int64_t> corners;
      for (const int v : hexa_faces()[f]) corners.insert(cell[8 * c + static_cast<std::size_t>(v - 1)]);
      owner[corners] = {first_cell + static_cast<std::int64_t>(c), static_cast<std::int64_t>(f + 1)};
    }
  const std::size_t faces = quad.size() / 4;
  FaceParents parents{std::vector<std::int64_t>(2 * faces, 0), std::vector<std::int64_t>(2 * faces, 0)};
  for (std::size_t q = 0; q < faces; ++q) {
    const auto found = owner.find(std::set<std::int64_t>(quad.begin() + static_cast<std::ptrdiff_t>(4 * q),
                                                         quad.begin() + static_cast<std::ptrdiff_t>(4 * q + 4)));
    if (found == owner.end()) continue;
    parents.elements[q] = found->second.first;
    parents.positions[q] = found->second.second;
  }
  add_face_parents(*zone.child(quads), parents);
}

}  // namespace pcgns::test
