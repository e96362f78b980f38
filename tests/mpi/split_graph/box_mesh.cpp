#include "mpi/split_graph/box_mesh.hpp"

#include <algorithm>
#include <cstdlib>

namespace pcgns::test {

using sids::ElementType;

std::int64_t Box::vertex(int i, int j, int k) const {
  return i + std::int64_t{nx + 1} * (j + std::int64_t{ny + 1} * k);
}

std::array<int, 3> Box::hex_index(std::int64_t hex) const {
  return {static_cast<int>(hex % nx), static_cast<int>(hex / nx % ny), static_cast<int>(hex / (std::int64_t{nx} * ny))};
}

std::array<double, 3> Box::hex_centre(std::int64_t hex) const {
  const auto [i, j, k] = hex_index(hex);
  return {i + 0.5, j + 0.5, k + 0.5};
}

std::vector<std::int64_t> Box::hex_neighbours(std::int64_t hex) const {
  const auto [i, j, k] = hex_index(hex);
  std::vector<std::int64_t> out;
  const std::array<int, 3> size{nx, ny, nz};
  for (int axis = 0; axis < 3; ++axis)
    for (const int step : {-1, 1}) {
      std::array<int, 3> n{i, j, k};
      n[static_cast<std::size_t>(axis)] += step;
      if (n[static_cast<std::size_t>(axis)] < 0 ||
          n[static_cast<std::size_t>(axis)] >= size[static_cast<std::size_t>(axis)])
        continue;
      out.push_back(n[0] + std::int64_t{nx} * (n[1] + std::int64_t{ny} * n[2]));
    }
  std::ranges::sort(out);
  return out;
}

std::int64_t Box::hex_edges() const {
  return std::int64_t{nx - 1} * ny * nz + std::int64_t{nx} * (ny - 1) * nz + std::int64_t{nx} * ny * (nz - 1);
}

std::int64_t Box::boundary_quads() const {
  return 2 * (std::int64_t{nx} * ny + std::int64_t{ny} * nz + std::int64_t{nz} * nx);
}

std::array<std::int64_t, 8> Box::hexa_vertices(std::int64_t hex) const {
  const auto [i, j, k] = hex_index(hex);
  return {vertex(i, j, k),     vertex(i + 1, j, k),     vertex(i + 1, j + 1, k),     vertex(i, j + 1, k),
          vertex(i, j, k + 1), vertex(i + 1, j, k + 1), vertex(i + 1, j + 1, k + 1), vertex(i, j + 1, k + 1)};
}

Block block_of(std::int64_t total, MPI_Comm comm) {
  int rank = 0, size = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  const std::int64_t base = total / size, extra = total % size;
  return {rank * base + std::min<std::int64_t>(rank, extra), base + (rank < extra ? 1 : 0)};
}

split::DistributedGraph block_graph(const std::vector<std::set<std::int64_t>>& adjacent, const Block& block,
                                    MPI_Comm comm) {
  int size = 1;
  MPI_Comm_size(comm, &size);
  std::vector<std::int64_t> counts(static_cast<std::size_t>(size));
  MPI_Allgather(&block.count, 1, MPI_INT64_T, counts.data(), 1, MPI_INT64_T, comm);
  split::DistributedGraph graph;
  graph.vtxdist.assign(1, 0);
  for (const auto count : counts) graph.vtxdist.push_back(graph.vtxdist.back() + count);
  graph.xadj.assign(1, 0);
  for (std::int64_t c = block.first; c < block.first + block.count; ++c) {
    for (const auto n : adjacent[static_cast<std::size_t>(c)]) graph.adjncy.push_back(n);
    graph.xadj.push_back(static_cast<std::int64_t>(graph.adjncy.size()));
  }
  return graph;
}

int cells_per_hex(CellKind kind) {
  switch (kind) {
    case CellKind::tetra: return 6;
    case CellKind::penta: return 2;
    case CellKind::pyra: return 6;
    case CellKind::hexa:
    case CellKind::polyhedron: break;
  }
  return 1;
}

namespace {

// Corner c of a hexahedron by its bits (x = bit 0, y = bit 1, z = bit 2) as a HEXA_8
// (SIDS) position: the bottom face turns counter-clockwise, the top face likewise.
std::int64_t corner(const std::array<std::int64_t, 8>& hexa, int bits) {
  static constexpr std::array<int, 8> sids_position = {0, 1, 3, 2, 4, 5, 7, 6};
  return hexa[static_cast<std::size_t>(sids_position[static_cast<std::size_t>(bits)])];
}

// Kuhn's subdivision: one tetrahedron per order of the axes, each the path from corner
// 000 to 111 stepping one axis at a time. The same diagonal on every face makes it
// conforming between neighbouring hexahedra.
std::array<std::int64_t, 4> kuhn_tetra(const std::array<std::int64_t, 8>& hexa, int which) {
  static constexpr std::array<std::array<int, 3>, 6> orders = {
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  const auto& order = orders[static_cast<std::size_t>(which)];
  const int b1 = 1 << order[0], b2 = b1 | (1 << order[1]);
  return {corner(hexa, 0), corner(hexa, b1), corner(hexa, b2), corner(hexa, 7)};
}

// Two prisms per hexahedron, cut by the vertical plane through corners 000 and 110.
std::array<std::int64_t, 6> prism(const std::array<std::int64_t, 8>& h, int which) {
  if (which == 0) return {h[0], h[1], h[2], h[4], h[5], h[6]};
  return {h[0], h[2], h[3], h[4], h[6], h[7]};
}

// HEXA_8 faces (SIDS), 0-based corner numbers.
constexpr std::array<std::array<int, 4>, 6> hexa_faces = {
    {{0, 3, 2, 1}, {0, 1, 5, 4}, {1, 2, 6, 5}, {2, 3, 7, 6}, {0, 4, 7, 3}, {4, 5, 6, 7}}};

// Six pyramids per hexahedron: each face as a base, the centre (an extra vertex numbered
// after the lattice) as the apex.
std::array<std::int64_t, 5> pyramid(const Box& box, std::int64_t hex, int face) {
  const auto h = box.hexa_vertices(hex);
  const auto& f = hexa_faces[static_cast<std::size_t>(face)];
  const std::int64_t lattice = std::int64_t{box.nx + 1} * (box.ny + 1) * (box.nz + 1);
  return {h[static_cast<std::size_t>(f[0])], h[static_cast<std::size_t>(f[1])], h[static_cast<std::size_t>(f[2])],
          h[static_cast<std::size_t>(f[3])], lattice + hex};
}

std::vector<std::vector<std::int64_t>> polyhedron_faces(const std::array<std::int64_t, 8>& h) {
  std::vector<std::vector<std::int64_t>> faces;
  for (const auto& f : hexa_faces) {
    std::vector<std::int64_t> face;
    for (const int c : f) face.push_back(h[static_cast<std::size_t>(c)]);
    faces.push_back(face);
  }
  return faces;
}

}  // namespace

split::CellList box_cells(const Box& box, CellKind kind, Block block) {
  split::CellList cells;
  cells.first_cell = block.first;
  const int per_hex = cells_per_hex(kind);
  for (std::int64_t cell = block.first; cell < block.first + block.count; ++cell) {
    const std::int64_t hex = cell / per_hex;
    const int sub = static_cast<int>(cell % per_hex);
    const auto h = box.hexa_vertices(hex);
    switch (kind) {
      case CellKind::hexa: cells.add_cell(ElementType::HEXA_8, h); break;
      case CellKind::tetra: cells.add_cell(ElementType::TETRA_4, kuhn_tetra(h, sub)); break;
      case CellKind::penta: cells.add_cell(ElementType::PENTA_6, prism(h, sub)); break;
      case CellKind::pyra: cells.add_cell(ElementType::PYRA_5, pyramid(box, hex, sub)); break;
      case CellKind::polyhedron: cells.add_polyhedron(polyhedron_faces(h)); break;
    }
  }
  return cells;
}

split::CellList square_cells(int nx, bool triangles, Block block) {
  split::CellList cells;
  cells.first_cell = block.first;
  const int per_square = triangles ? 2 : 1;
  for (std::int64_t cell = block.first; cell < block.first + block.count; ++cell) {
    const std::int64_t square = cell / per_square;
    const std::int64_t i = square % nx, j = square / nx;
    const auto v = [&](std::int64_t di, std::int64_t dj) { return i + di + (nx + 1) * (j + dj); };
    if (!triangles) {
      cells.add_cell(ElementType::QUAD_4, std::array{v(0, 0), v(1, 0), v(1, 1), v(0, 1)});
    } else if (cell % 2 == 0) {
      cells.add_cell(ElementType::TRI_3, std::array{v(0, 0), v(1, 0), v(1, 1)});
    } else {
      cells.add_cell(ElementType::TRI_3, std::array{v(0, 0), v(1, 1), v(0, 1)});
    }
  }
  return cells;
}

}  // namespace pcgns::test
