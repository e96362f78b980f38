#include "split/graph/cell_faces.hpp"

#include <array>
#include <string>
#include <string_view>

#include "pcgns/error.hpp"

namespace pcgns::split::graph {

std::span<const std::int64_t> FaceSet::face(std::size_t f) const {
  const std::size_t begin = f == 0 ? 0 : ends[f - 1];
  return std::span<const std::int64_t>(vertices).subspan(begin, ends[f] - begin);
}

void FaceSet::clear() {
  vertices.clear();
  ends.clear();
}

namespace {

// A linear shape: its faces as 0-based corner numbers (the SIDS
// 1-based numbering minus one, SIDS face order; orientation is irrelevant for matching).
struct Shape {
  std::vector<std::vector<int>> faces;
};

// A bar's faces are its two end vertices: the boundary of a 1-D cell.
const Shape bar{{{0}, {1}}};
const Shape tri{{{0, 1}, {1, 2}, {2, 0}}};
const Shape quad{{{0, 1}, {1, 2}, {2, 3}, {3, 0}}};
const Shape tetra{{{0, 2, 1}, {0, 1, 3}, {1, 2, 3}, {2, 0, 3}}};
const Shape pyra{{{0, 3, 2, 1}, {0, 1, 4}, {1, 2, 4}, {2, 3, 4}, {3, 0, 4}}};
const Shape penta{{{0, 1, 4, 3}, {1, 2, 5, 4}, {2, 0, 3, 5}, {0, 2, 1}, {3, 4, 5}}};
const Shape hexa{{{0, 3, 2, 1}, {0, 1, 5, 4}, {1, 2, 6, 5}, {2, 3, 7, 6}, {0, 4, 7, 3}, {4, 5, 6, 7}}};

// Every higher-order type lists its corners first, in the linear type's order, so the
// family (the name up to the '_') decides the shape.
const Shape* shape_of_family(sids::ElementType type) {
  const std::string_view name = sids::enum_name(type);
  const auto family = name.substr(0, name.find('_'));
  if (family == "BAR") return &bar;
  if (family == "TRI") return &tri;
  if (family == "QUAD") return &quad;
  if (family == "TETRA") return &tetra;
  if (family == "PYRA") return &pyra;
  if (family == "PENTA") return &penta;
  if (family == "HEXA") return &hexa;
  return nullptr;
}

// A fixed type's shape and node count, looked up by its number: every cell asks.
struct FixedType {
  const Shape* shape = nullptr;
  std::size_t nodes = 0;
};

const FixedType& fixed_type(sids::ElementType type) {
  using Names = sids::EnumNames<sids::ElementType>;
  static const auto known = [] {
    std::array<FixedType, Names::names.size()> table{};
    for (std::size_t t = 0; t < table.size(); ++t) {
      const auto each = static_cast<sids::ElementType>(t);
      if (const Shape* shape = shape_of_family(each))
        table[t] = {shape, static_cast<std::size_t>(sids::nodes_per_element(each))};
    }
    return table;
  }();
  static const FixedType none;
  const auto index = static_cast<std::size_t>(type);
  return index < known.size() ? known[index] : none;
}

const Shape* linear_shape(sids::ElementType type) { return fixed_type(type).shape; }

std::string type_name(sids::ElementType type) {
  return std::string(sids::enum_name(type)) + " (" + std::to_string(static_cast<int>(type)) + ")";
}

void check_node_count(sids::ElementType type, std::span<const std::int64_t> vertices) {
  const std::size_t expected = fixed_type(type).nodes;
  if (vertices.size() != expected)
    throw InputError("a " + type_name(type) + " cell has " + std::to_string(vertices.size()) + " vertices instead of " +
                     std::to_string(expected));
}

InputError negative_vertex(sids::ElementType type, std::int64_t vertex) {
  return InputError("a " + type_name(type) + " cell has a negative vertex id " + std::to_string(vertex));
}

void fixed_cell_faces(sids::ElementType type, const Shape& shape, std::span<const std::int64_t> vertices,
                      FaceSet& out) {
  check_node_count(type, vertices);
  for (const auto& face : shape.faces) {
    for (const int corner : face) out.vertices.push_back(vertices[static_cast<std::size_t>(corner)]);
    out.ends.push_back(out.vertices.size());
  }
}

void polygon_edges(std::span<const std::int64_t> vertices, FaceSet& out) {
  if (vertices.size() < 3)
    throw InputError("an NGON_n polygon cell has " + std::to_string(vertices.size()) +
                     " vertices; it needs at least 3");
  for (std::size_t v = 0; v < vertices.size(); ++v) {
    out.vertices.push_back(vertices[v]);
    out.vertices.push_back(vertices[(v + 1) % vertices.size()]);
    out.ends.push_back(out.vertices.size());
  }
}

// NFACE_n data: face count, then per face its vertex count and vertex ids.
void polyhedron_faces(std::span<const std::int64_t> data, FaceSet& out) {
  const auto malformed = [](const std::string& why) {
    return InputError("an NFACE_n polyhedron cell is malformed: " + why);
  };
  if (data.empty()) throw malformed("no face count");
  const std::int64_t faces = data[0];
  if (faces < 4) throw malformed(std::to_string(faces) + " faces; a polyhedron has at least 4");
  std::size_t at = 1;
  for (std::int64_t f = 0; f < faces; ++f) {
    if (at >= data.size()) throw malformed("the data ends before face " + std::to_string(f + 1));
    const std::int64_t count = data[at++];
    if (count < 3 || static_cast<std::int64_t>(data.size() - at) < count)
      throw malformed("face " + std::to_string(f + 1) + " has a vertex count of " + std::to_string(count) +
                      " (at least 3, within the cell's data)");
    const auto n = static_cast<std::size_t>(count);
    out.vertices.insert(out.vertices.end(), data.begin() + static_cast<std::ptrdiff_t>(at),
                        data.begin() + static_cast<std::ptrdiff_t>(at + n));
    out.ends.push_back(out.vertices.size());
    at += n;
  }
  if (at != data.size()) throw malformed(std::to_string(data.size() - at) + " values after its last face");
}

}  // namespace

void cell_faces(sids::ElementType type, std::span<const std::int64_t> data, FaceSet& out) {
  out.clear();
  if (type == sids::ElementType::NFACE_n) {
    polyhedron_faces(data, out);
  } else if (type == sids::ElementType::NGON_n) {
    polygon_edges(data, out);
  } else if (const Shape* shape = linear_shape(type)) {
    fixed_cell_faces(type, *shape, data, out);
  } else {
    throw InputError(unsupported_cell_type(type));
  }
  for (const std::int64_t v : out.vertices)
    if (v < 0) throw negative_vertex(type, v);
}

bool fixed_cell_small_faces(sids::ElementType type, std::span<const std::int64_t> vertices, std::int64_t cell,
                            std::vector<SmallFace>& out) {
  const Shape* shape = linear_shape(type);
  if (shape == nullptr) return false;
  check_node_count(type, vertices);
  std::array<std::int64_t, SmallFace::kMaxVertices> ids{};
  for (const auto& face : shape->faces) {
    for (std::size_t k = 0; k < face.size(); ++k)
      if ((ids[k] = vertices[static_cast<std::size_t>(face[k])]) < 0) throw negative_vertex(type, ids[k]);
    out.push_back(SmallFace::of(cell, std::span(ids).first(face.size())));
  }
  return true;
}

std::size_t face_count(sids::ElementType type, std::span<const std::int64_t> data) {
  if (type == sids::ElementType::NFACE_n) return data.empty() || data[0] < 0 ? 0 : static_cast<std::size_t>(data[0]);
  if (type == sids::ElementType::NGON_n) return data.size();
  const Shape* shape = linear_shape(type);
  return shape ? shape->faces.size() : 0;
}

bool has_cell_faces(sids::ElementType type) {
  return type == sids::ElementType::NFACE_n || type == sids::ElementType::NGON_n || linear_shape(type);
}

std::string unsupported_cell_type(sids::ElementType type) {
  return "element type " + type_name(type) +
         " is not a cell type the dual graph supports (BAR, TRI, QUAD, TETRA, PYRA, "
         "PENTA, HEXA of any order, NGON_n polygons, NFACE_n polyhedra)";
}

}  // namespace pcgns::split::graph
