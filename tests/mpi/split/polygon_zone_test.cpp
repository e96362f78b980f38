// pcgns-split under 1, 2 and 3 ranks on 2-D zones of polygons (one NGON_n section of
// cells, no NFACE_n): hexagons, quadrilaterals and triangles over a warped lattice in
// 3-D space, listed in a scrambled order, with a BAR_2 rim carrying ParentElements and
// ParentElementsPosition, an EdgeCenter BC by range and a Vertex BC by list, and vertex
// and cell fields, in the 4.x layout (ElementStartOffset) and the 3.x one (counts
// inline). Cut by every method into 1, 2, 3 and 7 parts, from the file and from a
// per-rank set, with and without vertices no polygon uses, and merged back to the very
// same tree. A polygon naming a vertex outside the zone, and a QUAD_4 section beside
// the polygons, are refused naming the
// file, the zone and the element or section, with nothing written; --interface face and
// --renumber are usage errors.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "generated_round_trip.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/face_parents.hpp"
#include "support/nodes_and_cells.hpp"
#include "support/same_tree.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

constexpr std::int64_t kSquaresX = 16;
constexpr std::int64_t kSquaresY = 10;

std::int64_t vertex(std::int64_t i, std::int64_t j) { return j * (kSquaresX + 1) + i + 1; }

// The polygons of the lattice, row by row: in each row a repeating run of a hexagon over
// two squares, quadrilaterals and a square cut into two triangles, shifted on odd rows.
std::vector<std::vector<std::int64_t>> lattice_polygons() {
  std::vector<std::vector<std::int64_t>> polygons;
  for (std::int64_t j = 0; j < kSquaresY; ++j)
    for (std::int64_t i = 0; i < kSquaresX;) {
      const std::int64_t kind = (i + 2 * (j % 2)) % 4;
      if (kind == 0 && i + 1 < kSquaresX) {
        polygons.push_back({vertex(i, j), vertex(i + 1, j), vertex(i + 2, j), vertex(i + 2, j + 1),
                            vertex(i + 1, j + 1), vertex(i, j + 1)});
        i += 2;
      } else if (kind == 3) {
        polygons.push_back({vertex(i, j), vertex(i + 1, j), vertex(i + 1, j + 1)});
        polygons.push_back({vertex(i, j), vertex(i + 1, j + 1), vertex(i, j + 1)});
        ++i;
      } else {
        polygons.push_back({vertex(i, j), vertex(i + 1, j), vertex(i + 1, j + 1), vertex(i, j + 1)});
        ++i;
      }
    }
  return polygons;
}

// The rim's edges, counter-clockwise from the origin: bottom, right, top, left.
std::vector<std::array<std::int64_t, 2>> rim_edges() {
  std::vector<std::array<std::int64_t, 2>> edges;
  for (std::int64_t i = 0; i < kSquaresX; ++i) edges.push_back({vertex(i, 0), vertex(i + 1, 0)});
  for (std::int64_t j = 0; j < kSquaresY; ++j) edges.push_back({vertex(kSquaresX, j), vertex(kSquaresX, j + 1)});
  for (std::int64_t i = kSquaresX; i > 0; --i) edges.push_back({vertex(i, kSquaresY), vertex(i - 1, kSquaresY)});
  for (std::int64_t j = kSquaresY; j > 0; --j) edges.push_back({vertex(0, j), vertex(0, j - 1)});
  return edges;
}

// The lattice's vertices, then `orphans` more above it that no polygon uses.
void add_surface_values(Node& zone, std::int64_t cells, std::int64_t orphans) {
  std::vector<double> x, y, z, pressure, density;
  for (std::int64_t j = 0; j <= kSquaresY; ++j)
    for (std::int64_t i = 0; i <= kSquaresX; ++i) {
      x.push_back(static_cast<double>(i));
      y.push_back(static_cast<double>(j));
      z.push_back(0.3 * std::sin(0.4 * static_cast<double>(i)) * std::cos(0.3 * static_cast<double>(j)));
      pressure.push_back(1000.0 + static_cast<double>(vertex(i, j)));
    }
  for (std::int64_t o = 0; o < orphans; ++o) {
    x.push_back(0.5 + static_cast<double>(3 * o % kSquaresX));
    y.push_back(0.5 + static_cast<double>(o % kSquaresY));
    z.push_back(2.0);
    pressure.push_back(-1.0 - static_cast<double>(o));
  }
  for (std::int64_t c = 0; c < cells; ++c) density.push_back(0.25 * static_cast<double>(c));
  sids::add_coordinate(zone, "CoordinateX", x);
  sids::add_coordinate(zone, "CoordinateY", y);
  sids::add_coordinate(zone, "CoordinateZ", z);
  add_nodes_and_cells(zone, pressure, density);
}

struct Surface {
  CgnsVersion version{4400};
  std::int64_t bad_vertex = 0;  // replaces the first vertex of the last polygon
  bool quads = false;           // a QUAD_4 section after the rim
  std::int64_t orphans = 0;     // vertices no polygon uses, the last one in BC "Probe"
};

// The zone "Surface/Polygons": the polygons as elements 1..n in a scrambled order, the
// rim after them with its parent polygon (left) and the edge's place in it, as
// `surface` varies it.
Node polygon_tree(const Surface& surface) {
  auto polygons = lattice_polygons();
  const auto count = static_cast<std::int64_t>(polygons.size());
  std::int64_t stride = 37;
  while (std::gcd(stride, count) != 1) stride += 2;
  std::vector<std::vector<std::int64_t>> scrambled(polygons.size());
  for (std::int64_t c = 0; c < count; ++c)
    scrambled[static_cast<std::size_t>(c)] = polygons[static_cast<std::size_t>((stride * c) % count)];
  if (surface.bad_vertex != 0) scrambled.back().front() = surface.bad_vertex;
  std::vector<std::int64_t> offsets{0}, entries;
  std::map<std::pair<std::int64_t, std::int64_t>, std::pair<std::int64_t, std::int64_t>> edge_owner;  // cell, place
  for (std::size_t c = 0; c < scrambled.size(); ++c) {
    const auto& polygon = scrambled[c];
    entries.insert(entries.end(), polygon.begin(), polygon.end());
    offsets.push_back(static_cast<std::int64_t>(entries.size()));
    for (std::size_t k = 0; k < polygon.size(); ++k)
      edge_owner[std::minmax(polygon[k], polygon[(k + 1) % polygon.size()])] = {static_cast<std::int64_t>(c) + 1,
                                                                                static_cast<std::int64_t>(k) + 1};
  }
  const auto rim = rim_edges();
  const auto rim_count = static_cast<std::int64_t>(rim.size());
  std::vector<std::int64_t> bars, parents(2 * rim.size(), 0), positions(2 * rim.size(), 0);
  for (std::size_t e = 0; e < rim.size(); ++e) {
    bars.insert(bars.end(), rim[e].begin(), rim[e].end());
    const auto [cell, place] = edge_owner.at(std::minmax(rim[e][0], rim[e][1]));
    parents[e] = cell;
    positions[e] = place;
  }
  Node root("/", "Root Node of HDF5 File");
  const std::int64_t vertices = (kSquaresX + 1) * (kSquaresY + 1) + surface.orphans;
  Node& zone = sids::add_zone(sids::add_base(root, "Surface", 2, 3), "Polygons", sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(vertices, count));
  add_surface_values(zone, count, surface.orphans);
  sids::add_poly_section(zone, "Cells", sids::ElementType::NGON_n, 1, count, offsets, entries, surface.version);
  Node& rim_section =
      sids::add_section(zone, "Rim", sids::ElementType::BAR_2, count + 1, count + rim_count, rim_count, bars);
  add_face_parents(rim_section, FaceParents{parents, positions});
  if (surface.quads)
    sids::add_section(zone, "Quads", sids::ElementType::QUAD_4, count + rim_count + 1, count + rim_count + 1, 0,
                      std::vector<std::int64_t>{1, 2, vertex(1, 1), vertex(0, 1)});
  sids::add_bc(zone, "Bottom", sids::BCType::BCWall, sids::GridLocation::EdgeCenter,
               sids::PointSetSpec::range({count + 1, count + kSquaresX}));
  std::vector<std::int64_t> left;
  for (std::int64_t j = 0; j <= kSquaresY; ++j) left.push_back(vertex(0, j));
  sids::add_bc(zone, "Left", sids::BCType::BCInflow, sids::GridLocation::Vertex, sids::PointSetSpec::list(left));
  if (surface.orphans > 0)
    sids::add_bc(zone, "Probe", sids::BCType::BCGeneral, sids::GridLocation::Vertex,
                 sids::PointSetSpec::list({vertices, vertex(3, 3)}));
  return root;
}

fs::path write_polygons(const fs::path& file, const Surface& surface = {}) {
  if (world_rank() == 0) {
    WriteOptions options;
    options.version = surface.version;
    write_tree(file, polygon_tree(surface), options);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

// The round trip of generated_round_trip.hpp, on the hand-built surface (no generator).
class PolygonZoneTest : public GeneratedRoundTrip {
 protected:
  PolygonZoneTest() : GeneratedRoundTrip(generate::Elements::poly) {}
};

TEST_F(PolygonZoneTest, EveryMethodIntoEveryPartCountInBothLayoutsMergesBackToTheSameTree) {
  for (const CgnsVersion version : {CgnsVersion{4400}, CgnsVersion{3300}}) {
    const auto input = write_polygons(dir_ / ("surface" + version.to_string() + ".cgns"), {.version = version});
    for (const auto method :
         {split::Method::hilbert, split::Method::automatic, split::Method::ptscotch, split::Method::metis})
      for (const int parts : {1, 2, 3, 7})
        expect_round_trip(input, {input}, method, parts,
                          version.to_string() + " " + split::to_string(method) + " " + std::to_string(parts) + " parts",
                          parts == 3);
  }
}

// The vertex interfaces list each vertex two parts share on both sides; the edge cut is
// counted for hilbert (from the parts' shared edges) as for the graph partitioners.
TEST_F(PolygonZoneTest, TheEdgeCutIsCountedAndEveryPartHoldsCells) {
  const auto input = write_polygons(dir_ / "cut_in.cgns");
  for (const auto method : {split::Method::hilbert, split::Method::ptscotch}) {
    const auto report = split::run(MPI_COMM_WORLD, options_for({input}, method, 4, "cut"));
    EXPECT_GE(report.edge_cut, 3) << split::to_string(method);
    EXPECT_LT(report.edge_cut, 100) << split::to_string(method);
    for (const auto& part : report.part_summaries) EXPECT_GT(part.interface_vertices, 0) << split::to_string(method);
  }
}

TEST_F(PolygonZoneTest, APerRankSetIsCutIntoAnotherPartCountAndMergedBack) {
  const auto input = write_polygons(dir_ / "whole.cgns");
  const auto first = options_for({input}, split::Method::hilbert, 3, "set");
  split::run(MPI_COMM_WORLD, first);
  std::vector<fs::path> set;
  set.reserve(3);
  for (int p = 0; p < 3; ++p) set.push_back(first.stem.string() + "_sub_" + std::to_string(p) + ".cgns");
  for (const int parts : {2, 7})
    expect_round_trip(input, set, split::Method::ptscotch, parts, "set into " + std::to_string(parts), parts == 7);
}

// Vertices no polygon uses go to a part each, with their values and ids, and come back;
// one of them is in a Vertex BC.
TEST_F(PolygonZoneTest, OrphanVerticesAreCarriedAndMergedBack) {
  const auto input = write_polygons(dir_ / "orphans_in.cgns", {.orphans = 5});
  for (const auto method : {split::Method::hilbert, split::Method::ptscotch})
    for (const int parts : {2, 3})
      expect_round_trip(input, {input}, method, parts,
                        std::string("orphans, ") + split::to_string(method) + " " + std::to_string(parts) + " parts",
                        parts == 3);
}

TEST_F(PolygonZoneTest, APolygonNamingAVertexOutsideTheZoneIsRefusedWritingNothing) {
  const std::int64_t outside = (kSquaresX + 1) * (kSquaresY + 1) + 1;
  const auto input = write_polygons(dir_ / "outside_in.cgns", {.bad_vertex = outside});
  const auto options = options_for({input}, split::Method::hilbert, 2, "outside");
  expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                           {"outside_in.cgns", "/Surface/Polygons", "Cells", "vertex " + std::to_string(outside)});
  EXPECT_FALSE(fs::exists(split::main_file(options.stem)));
}

TEST_F(PolygonZoneTest, ASurfaceSectionBesideThePolygonsIsRefusedWritingNothing) {
  const auto input = write_polygons(dir_ / "quads_in.cgns", {.quads = true});
  const auto options = options_for({input}, split::Method::hilbert, 2, "quads");
  expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                           {"quads_in.cgns", "/Surface/Polygons", "'Quads'", "QUAD_4", "NGON_n"});
  EXPECT_FALSE(fs::exists(split::main_file(options.stem)));
}

// What these zones do not take yet is a usage error (exit 64) naming the zone, before
// anything is written: face interfaces (the parts' shared edges) and cell renumbering.
TEST_F(PolygonZoneTest, FaceInterfacesAndRenumberingAreRefusedNamingTheZone) {
  const auto input = write_polygons(dir_ / "usage_in.cgns");
  auto faces = options_for({input}, split::Method::hilbert, 2, "faces");
  faces.interface = split::InterfaceLocation::face;
  expect_error<UsageError>([&] { split::run(MPI_COMM_WORLD, faces); },
                           {"--interface face", "/Surface/Polygons", "'Cells'", "polygons"});
  EXPECT_FALSE(fs::exists(split::main_file(faces.stem)));
  auto renumbered = options_for({input}, split::Method::hilbert, 2, "renumbered");
  renumbered.renumber = split::CellOrder::hilbert;
  expect_error<UsageError>([&] { split::run(MPI_COMM_WORLD, renumbered); },
                           {"--renumber", "/Surface/Polygons", "NGON_n"});
  EXPECT_FALSE(fs::exists(split::main_file(renumbered.stem)));
}

}  // namespace
}  // namespace pcgns::test
