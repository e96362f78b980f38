// The closed-form values of the sample case. tests/interop/sample_formulas.h restates
// the same expressions in C for the official-library test program: keep both in step
// (the interop tests fail on any drift, since values are compared bit for bit).
#include <array>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/sample_case.hpp"

namespace pcgns::sample {

void validate(const SampleSpec& spec) {
  // Upper bounds keep every count far below 2^53, where doubles stop being exact.
  constexpr std::int64_t kMaxEdge = 1 << 20;
  auto check = [](const char* what, std::int64_t value, std::int64_t minimum) {
    if (value < minimum || value > kMaxEdge)
      throw UsageError(std::string("sample case: ") + what + " = " + std::to_string(value) + " is out of range [" +
                       std::to_string(minimum) + ", " + std::to_string(kMaxEdge) + "]");
  };
  check("ni", spec.ni, 2);
  check("nj", spec.nj, 2);
  check("nk", spec.nk, 2);
  check("n", spec.n, 1);
}

const char* zone_name(Zone zone) {
  switch (zone) {
    case Zone::block: return "Block";
    case Zone::hexa: return "Hexa";
    case Zone::poly: return "Poly";
  }
  throw InternalError("sample case: unknown zone");
}

std::vector<Zone> zones(const SampleSpec& spec) {
  if (spec.has_poly_zone()) return {Zone::block, Zone::hexa, Zone::poly};
  return {Zone::block, Zone::hexa};
}

std::int64_t vertex_count(const SampleSpec& spec, Zone zone) {
  if (zone == Zone::block) return spec.ni * spec.nj * spec.nk;
  return (spec.n + 1) * (spec.n + 1) * (spec.n + 1);
}

std::int64_t cell_count(const SampleSpec& spec, Zone zone) {
  if (zone == Zone::block) return (spec.ni - 1) * (spec.nj - 1) * (spec.nk - 1);
  return spec.n * spec.n * spec.n;
}

double coordinate(Zone zone, int axis, std::int64_t index) {
  static constexpr std::array<double, 3> spacing = {0.1, 0.2, 0.3};
  // Zones are shifted along x so that they do not overlap.
  const double origin = axis == 0 ? 2.0 * static_cast<double>(static_cast<int>(zone)) : 0.0;
  return origin + spacing.at(static_cast<std::size_t>(axis)) * static_cast<double>(index);
}

double pressure(Zone zone, std::int64_t vertex) {
  return 1.0e5 * static_cast<double>(static_cast<int>(zone) + 1) + static_cast<double>(vertex);
}

double density(Zone zone, std::int64_t cell) {
  return static_cast<double>(static_cast<int>(zone) + 1) + 1.0e-3 * static_cast<double>(cell);
}

Lattice vertex_lattice(const SampleSpec& spec, Zone zone, std::int64_t vertex) {
  const std::int64_t li = zone == Zone::block ? spec.ni : spec.n + 1;
  const std::int64_t lj = zone == Zone::block ? spec.nj : spec.n + 1;
  return {vertex % li, (vertex / li) % lj, vertex / (li * lj)};
}

namespace {

// 0-based flat vertex id of lattice point (i, j, k) of a cube of n cells per edge.
std::int64_t cube_vertex(std::int64_t n, std::int64_t i, std::int64_t j, std::int64_t k) {
  return i + (n + 1) * (j + (n + 1) * k);
}

}  // namespace

std::int64_t hexa_node(std::int64_t n, std::int64_t cell, int corner) {
  // CGNS HEXA_8 order: the k face counter-clockwise, then the k+1 face.
  static constexpr std::array<int, 8> di = {0, 1, 1, 0, 0, 1, 1, 0};
  static constexpr std::array<int, 8> dj = {0, 0, 1, 1, 0, 0, 1, 1};
  static constexpr std::array<int, 8> dk = {0, 0, 0, 0, 1, 1, 1, 1};
  const auto c = static_cast<std::size_t>(corner);
  const std::int64_t i = cell % n, j = (cell / n) % n, k = cell / (n * n);
  return cube_vertex(n, i + di.at(c), j + dj.at(c), k + dk.at(c)) + 1;
}

std::int64_t inflow_quad_node(std::int64_t n, std::int64_t face, int corner) {
  static constexpr std::array<int, 4> dj = {0, 0, 1, 1};
  static constexpr std::array<int, 4> dk = {0, 1, 1, 0};
  const auto c = static_cast<std::size_t>(corner);
  const std::int64_t j = face % n, k = face / n;
  return cube_vertex(n, 0, j + dj.at(c), k + dk.at(c)) + 1;
}

std::int64_t poly_face_count(std::int64_t n) { return 3 * (n + 1) * n * n; }

std::int64_t ngon_node(std::int64_t n, std::int64_t face, int corner) {
  // Corner offsets (along the two in-plane axes) ordered so that the normal points
  // towards +axis: x faces turn j -> k, y faces k -> i, z faces i -> j.
  static constexpr std::array<int, 4> da = {0, 1, 1, 0};
  static constexpr std::array<int, 4> db = {0, 0, 1, 1};
  const auto c = static_cast<std::size_t>(corner);
  const std::int64_t per_axis = (n + 1) * n * n;
  const std::int64_t axis = face / per_axis, f = face % per_axis;
  if (axis == 0) {  // x = i plane: (n+1) x n x n faces, i fastest
    const std::int64_t i = f % (n + 1), j = (f / (n + 1)) % n, k = f / ((n + 1) * n);
    return cube_vertex(n, i, j + da.at(c), k + db.at(c)) + 1;
  }
  if (axis == 1) {  // y = j plane: n x (n+1) x n faces
    const std::int64_t i = f % n, j = (f / n) % (n + 1), k = f / (n * (n + 1));
    return cube_vertex(n, i + db.at(c), j, k + da.at(c)) + 1;
  }
  // z = k plane: n x n x (n+1) faces
  const std::int64_t i = f % n, j = (f / n) % n, k = f / (n * n);
  return cube_vertex(n, i + da.at(c), j + db.at(c), k) + 1;
}

std::int64_t nface_face(std::int64_t n, std::int64_t cell, int side) {
  const std::int64_t per_axis = (n + 1) * n * n;
  const std::int64_t i = cell % n, j = (cell / n) % n, k = cell / (n * n);
  const std::int64_t upper = side % 2;  // 0: the face at the cell's low side
  switch (side / 2) {
    case 0: {
      const std::int64_t face = (i + upper) + (n + 1) * (j + n * k);
      return (upper ? 1 : -1) * (face + 1);
    }
    case 1: {
      const std::int64_t face = per_axis + i + n * ((j + upper) + (n + 1) * k);
      return (upper ? 1 : -1) * (face + 1);
    }
    default: {
      const std::int64_t face = 2 * per_axis + i + n * (j + n * (k + upper));
      return (upper ? 1 : -1) * (face + 1);
    }
  }
}

}  // namespace pcgns::sample
