// The parallel dual graph against graphs known in closed form: the hexahedra of a box,
// and the same box cut into tetrahedra, prisms, pyramids, given as polyhedra, 2-D cells,
// and 1-D bars.
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "mpi/mpi_test_support.hpp"
#include "mpi/split_graph/box_mesh.hpp"
#include "mpi/split_graph/graph_checks.hpp"
#include "pcgns/error.hpp"
#include "pcgns/split/dual_graph.hpp"

namespace pcgns::test {
namespace {

const Box box{4, 3, 5};

split::DistributedGraph box_graph(CellKind kind) {
  const auto block = block_of(box.hexes() * cells_per_hex(kind), MPI_COMM_WORLD);
  return split::dual_graph(MPI_COMM_WORLD, box_cells(box, kind, block));
}

TEST(DualGraph, HexahedraOfABoxHaveTheirLatticeNeighbours) {
  const auto graph = box_graph(CellKind::hexa);
  const auto block = block_of(box.hexes(), MPI_COMM_WORLD);
  ASSERT_EQ(graph.vtxdist.size(), static_cast<std::size_t>(world_size()) + 1);
  EXPECT_EQ(graph.global_cells(), 60);
  EXPECT_EQ(graph.first_cell(world_rank()), block.first);
  ASSERT_EQ(graph.local_cells(), block.count);
  int corners = 0, interior = 0;
  for (std::int64_t c = 0; c < block.count; ++c) {
    const auto found = neighbours(graph, c);
    EXPECT_EQ(found, box.hex_neighbours(block.first + c)) << "cell " << block.first + c;
    corners += found.size() == 3;
    interior += found.size() == 6;
  }
  int totals[2] = {corners, interior}, global[2];
  MPI_Allreduce(totals, global, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  EXPECT_EQ(global[0], 8);                            // the box's corners
  EXPECT_EQ(global[1], (4 - 2) * (3 - 2) * (5 - 2));  // cells away from every side
  // (nx-1) ny nz + nx (ny-1) nz + nx ny (nz-1) = 3*15 + 4*2*5 + 12*4
  EXPECT_EQ(global_edges(graph), 133);
  EXPECT_EQ(box.hex_edges(), 133);
}

// Sub-cells are adjacent within a hexahedron or across a face of two neighbouring ones.
void expect_edges_follow_the_hexahedra(const split::DistributedGraph& graph, CellKind kind) {
  const int per_hex = cells_per_hex(kind);
  const std::int64_t first = graph.first_cell(world_rank());
  for (std::int64_t c = 0; c < graph.local_cells(); ++c) {
    const std::int64_t hex = (first + c) / per_hex;
    const auto lattice = box.hex_neighbours(hex);
    for (const auto n : neighbours(graph, c)) {
      const std::int64_t other = n / per_hex;
      EXPECT_TRUE(other == hex || std::ranges::binary_search(lattice, other))
          << "sub-cell " << first + c << " of hex " << hex << " joined to hex " << other;
    }
  }
}

// A cell list handed over is emptied, and gives the graph of one kept by the caller.
TEST(DualGraph, ACellListHandedOverIsEmptiedAndGivesTheSameGraph) {
  for (const CellKind kind : {CellKind::hexa, CellKind::tetra}) {
    const auto block = block_of(box.hexes() * cells_per_hex(kind), MPI_COMM_WORLD);
    const auto kept = box_cells(box, kind, block);
    auto handed = box_cells(box, kind, block);
    const auto expected = split::dual_graph(MPI_COMM_WORLD, kept);
    const auto graph = split::dual_graph(MPI_COMM_WORLD, std::move(handed));
    EXPECT_EQ(graph.vtxdist, expected.vtxdist);
    EXPECT_EQ(graph.xadj, expected.xadj);
    EXPECT_EQ(graph.adjncy, expected.adjncy);
    EXPECT_EQ(handed.size(), 0);  // NOLINT(bugprone-use-after-move,hicpp-invalid-access-moved): emptied on purpose
    EXPECT_TRUE(handed.data.empty());
  }
}

// A cell list given one cell at a time, announcing `announced` cells.
split::CellStream stream_of(const split::CellList& cells, std::int64_t announced) {
  auto stream = split::stream_of(cells);
  stream.count = announced;
  return stream;
}

TEST(DualGraph, CellsGivenOneAtATimeGiveTheGraphOfTheirList) {
  for (const CellKind kind : {CellKind::hexa, CellKind::tetra, CellKind::penta, CellKind::pyra, CellKind::polyhedron}) {
    const auto block = block_of(box.hexes() * cells_per_hex(kind), MPI_COMM_WORLD);
    const auto cells = box_cells(box, kind, block);
    const auto expected = split::dual_graph(MPI_COMM_WORLD, cells);
    const auto graph = split::dual_graph(MPI_COMM_WORLD, stream_of(cells, cells.size()));
    EXPECT_EQ(graph.vtxdist, expected.vtxdist);
    EXPECT_EQ(graph.xadj, expected.xadj);
    EXPECT_EQ(graph.adjncy, expected.adjncy);
  }
}

// The cells are read twice (counted, then met), and the stream is told once after that.
TEST(DualGraph, AStreamIsToldOnceItsCellsAreReadForTheLastTime) {
  const auto block = block_of(box.hexes(), MPI_COMM_WORLD);
  const auto cells = box_cells(box, CellKind::hexa, block);
  auto stream = stream_of(cells, cells.size());
  int passes = 0, told = 0, passes_when_told = -1;
  stream.each_cell = [&, each = stream.each_cell](const split::CellVisit& visit) {
    ++passes;
    each(visit);
  };
  stream.read_all = [&] { ++told, passes_when_told = passes; };
  const auto graph = split::dual_graph(MPI_COMM_WORLD, stream);
  EXPECT_EQ(passes, 2);
  EXPECT_EQ(told, 1);
  EXPECT_EQ(passes_when_told, 2);
  EXPECT_EQ(global_edges(graph), box.hex_edges());
}

// A stream giving fewer cells than it announced (on the last rank) stops every rank.
TEST(DualGraph, AStreamShortOfTheCellsItAnnouncedIsRefusedEverywhere) {
  const auto block = block_of(box.hexes(), MPI_COMM_WORLD);
  const auto cells = box_cells(box, CellKind::hexa, block);
  const bool last = world_rank() == world_size() - 1;
  EXPECT_THROW(
      {
        try {
          split::dual_graph(MPI_COMM_WORLD, stream_of(cells, cells.size() + (last ? 1 : 0)));
        } catch (const InputError& e) {
          EXPECT_NE(std::string(e.what()).find("cells given where"), std::string::npos) << e.what();
          throw;
        }
      },
      InputError);
}

TEST(DualGraph, TetrahedraShareEveryInteriorTriangle) {
  const auto graph = box_graph(CellKind::tetra);
  // 4 faces per tetrahedron; every boundary quad is two boundary triangles.
  const std::int64_t tetra_faces = 4 * 6 * box.hexes();
  EXPECT_EQ(global_edges(graph), (tetra_faces - 2 * box.boundary_quads()) / 2);
  expect_edges_follow_the_hexahedra(graph, CellKind::tetra);
}

TEST(DualGraph, PrismsShareEveryInteriorFace) {
  const auto graph = box_graph(CellKind::penta);
  // 5 faces per prism; the z sides are triangles (2 per quad), the x and y sides quads.
  const std::int64_t prism_faces = 5 * 2 * box.hexes();
  const std::int64_t boundary = 2 * 2 * (4 * 3) + 2 * (3 * 5 + 4 * 5);
  EXPECT_EQ(global_edges(graph), (prism_faces - boundary) / 2);
  expect_edges_follow_the_hexahedra(graph, CellKind::penta);
}

TEST(DualGraph, PyramidsJoinInsideAndAcrossHexahedra) {
  const auto graph = box_graph(CellKind::pyra);
  // 12 triangles inside each hexahedron, plus one pair per interior quad.
  EXPECT_EQ(global_edges(graph), 12 * box.hexes() + box.hex_edges());
  expect_edges_follow_the_hexahedra(graph, CellKind::pyra);
}

TEST(DualGraph, PolyhedraGiveTheHexahedralGraph) {
  const auto polyhedra = box_graph(CellKind::polyhedron);
  const auto hexahedra = box_graph(CellKind::hexa);
  EXPECT_EQ(polyhedra.vtxdist, hexahedra.vtxdist);
  EXPECT_EQ(polyhedra.xadj, hexahedra.xadj);
  EXPECT_EQ(polyhedra.adjncy, hexahedra.adjncy);
}

TEST(DualGraph, PlanarCellsShareEdges) {
  const int nx = 5, ny = 4;
  const auto quads = split::dual_graph(MPI_COMM_WORLD, square_cells(nx, false, block_of(nx * ny, MPI_COMM_WORLD)));
  EXPECT_EQ(global_edges(quads), (nx - 1) * ny + nx * (ny - 1));
  const auto triangles =
      split::dual_graph(MPI_COMM_WORLD, square_cells(nx, true, block_of(2 * nx * ny, MPI_COMM_WORLD)));
  EXPECT_EQ(global_edges(triangles), (3 * 2 * nx * ny - 2 * (nx + ny)) / 2);
}

TEST(DualGraph, HigherOrderCellsUseTheirCorners) {
  // Two HEXA_20 side by side along x: corners as HEXA_8, mid-edge nodes unique numbers.
  const Box pair{2, 1, 1};
  split::CellList cells;
  const auto block = block_of(2, MPI_COMM_WORLD);
  cells.first_cell = block.first;
  for (std::int64_t c = block.first; c < block.first + block.count; ++c) {
    const auto corners = pair.hexa_vertices(c);
    std::vector<std::int64_t> nodes(corners.begin(), corners.end());
    for (int m = 0; m < 12; ++m) nodes.push_back(1000 + 12 * c + m);
    cells.add_cell(sids::ElementType::HEXA_20, nodes);
  }
  const auto graph = split::dual_graph(MPI_COMM_WORLD, cells);
  EXPECT_EQ(global_edges(graph), 1);
}

// A line of bars listed in a scrambled order (cell c is segment 7 c mod n): each bar is
// joined to the bars of the segments before and after it, whatever ranks hold them.
TEST(DualGraph, BarsOfALineJoinAtTheirEndVertices) {
  constexpr std::int64_t n = 40;
  const auto segment = [](std::int64_t c) { return (7 * c) % n; };
  std::vector<std::int64_t> cell_of(n);
  for (std::int64_t c = 0; c < n; ++c) cell_of[static_cast<std::size_t>(segment(c))] = c;
  for (const auto type : {sids::ElementType::BAR_2, sids::ElementType::BAR_3}) {
    split::CellList cells;
    const auto block = block_of(n, MPI_COMM_WORLD);
    cells.first_cell = block.first;
    for (std::int64_t c = block.first; c < block.first + block.count; ++c) {
      std::vector<std::int64_t> nodes{segment(c), segment(c) + 1};
      if (type == sids::ElementType::BAR_3) nodes.push_back(1000 + c);  // the middle node joins nothing
      cells.add_cell(type, nodes);
    }
    const auto graph = split::dual_graph(MPI_COMM_WORLD, cells);
    EXPECT_EQ(global_edges(graph), n - 1);
    for (std::int64_t c = 0; c < block.count; ++c) {
      const std::int64_t s = segment(block.first + c);
      std::vector<std::int64_t> expected;
      if (s > 0) expected.push_back(cell_of[static_cast<std::size_t>(s - 1)]);
      if (s + 1 < n) expected.push_back(cell_of[static_cast<std::size_t>(s + 1)]);
      std::ranges::sort(expected);
      EXPECT_EQ(neighbours(graph, c), expected) << sids::enum_name(type) << " cell " << block.first + c;
    }
  }
}

}  // namespace
}  // namespace pcgns::test
