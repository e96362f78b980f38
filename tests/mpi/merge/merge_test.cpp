// Merges generated file-per-process output of every shape with the ranks of the test
// and checks every value of the merged file against the generator's formulas.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <tuple>

#include "mpi_test_support.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/merge/merge.hpp"
#include "pcgns/tree_io.hpp"
#include "support/merged_file.hpp"

#include <algorithm>

namespace pcgns::test {
namespace {

using generate::GlobalBox;

struct Lattice {
  std::int64_t i, j, k;
};

Lattice vertex_lattice(const GlobalBox& b, std::int64_t id) {
  const std::int64_t n = id - 1;
  return {n % (b.ni + 1), n / (b.ni + 1) % (b.nj + 1), n / ((b.ni + 1) * (b.nj + 1))};
}
std::int64_t vid(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k) {
  return 1 + i + (b.ni + 1) * (j + (b.nj + 1) * k);
}

class MergeTest : public ::testing::Test {
 protected:
  // Options that read the merged file back and compare it with the inputs (--verify).
  static merge::MergeOptions verifying() {
    merge::MergeOptions o;
    o.verify = true;
    return o;
  }

  generate::Options generated(generate::Mesh mesh, int parts, int per_file, int steps,
                              generate::Elements elements = generate::Elements::hexa, std::int64_t cells = 210) {
    generate::Options o;
    o.mesh = mesh;
    o.cells = cells;  // 210: a 5 x 5 x 9 box, uneven slabs for every part count used here
    o.parts = parts;
    o.parts_per_file = per_file;
    o.steps = steps;
    o.elements = elements;
    o.dir = dir_ / "in";
    files_ = generate::run(MPI_COMM_WORLD, o).files;
    return o;
  }

  merge::MergeReport merged(const generate::Options&, merge::MergeOptions options = {}) {
    options.inputs = files_;
    options.output = dir_ / "merged.cgns";
    options.force = true;
    options.round_bytes = 4096;  // many rounds even for small files
    return merge::run(MPI_COMM_WORLD, options);
  }

  SharedDir dir_;
  std::vector<std::filesystem::path> files_;
};

void expect_vertex_data(const MergedFile& f, const GlobalBox& b, const std::string& zone, int steps) {
  const auto x = f.reals(zone + "/GridCoordinates/CoordinateX");
  const auto y = f.reals(zone + "/GridCoordinates/CoordinateY");
  const auto z = f.reals(zone + "/GridCoordinates/CoordinateZ");
  ASSERT_EQ(static_cast<std::int64_t>(x.size()), b.vertices());
  for (std::int64_t g = 1; g <= b.vertices(); ++g) {
    const auto l = vertex_lattice(b, g);
    const auto at = static_cast<std::size_t>(g - 1);
    ASSERT_EQ(x[at], generate::expected_coordinate(0, l.i)) << "vertex " << g;
    ASSERT_EQ(y[at], generate::expected_coordinate(1, l.j)) << "vertex " << g;
    ASSERT_EQ(z[at], generate::expected_coordinate(2, l.k)) << "vertex " << g;
  }
  for (int s = 1; s <= steps; ++s) {
    char name[64];
    std::snprintf(name, sizeof name, "/VertexSol#%04d/Pressure", s);
    const auto p = f.reals(zone + name);
    for (std::int64_t g = 1; g <= b.vertices(); ++g)
      ASSERT_EQ(p[static_cast<std::size_t>(g - 1)], generate::expected_pressure(g, s));
    std::snprintf(name, sizeof name, "/CellSol#%04d/Density", s);
    const auto d = f.reals(zone + name);
    ASSERT_EQ(static_cast<std::int64_t>(d.size()), b.cells());
    for (std::int64_t c = 1; c <= b.cells(); ++c)
      ASSERT_EQ(d[static_cast<std::size_t>(c - 1)], generate::expected_density(c, s));
  }
}

void expect_no_partition_traces(const MergedFile& f) { EXPECT_TRUE(f.paths_named(":CGNS#GlobalNumbering").empty()); }

// The periodic connection between the box's first and last k planes, split by the
// generator into pieces named "<name>.0" in the first and last parts: united under its
// original name, naming the zone, points and donors in merged ids and original order
// (vertices for hexahedra, k faces for polyhedra).
void expect_periodic_connections(const MergedFile& f, const GlobalBox& b, bool poly) {
  const std::string connections = "/Base/Zone/ZoneGridConnectivity/";
  const std::int64_t k_faces_before = (b.ni + 1) * b.nj * b.nk + b.ni * (b.nj + 1) * b.nk;
  const std::int64_t ni = poly ? b.ni : b.ni + 1, nj = poly ? b.nj : b.nj + 1;
  const auto id = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
    return poly ? k_faces_before + 1 + i + b.ni * (j + b.nj * k) : vid(b, i, j, k);
  };
  for (const auto& [name, k, donor_k] :
       {std::tuple{"Periodic_kmin", std::int64_t{0}, b.nk}, std::tuple{"Periodic_kmax", b.nk, std::int64_t{0}}}) {
    const std::string path = connections + name;
    EXPECT_EQ(f.text(path), "Zone") << name;
    EXPECT_EQ(f.text(path + "/GridConnectivityType"), "Abutting1to1") << name;
    EXPECT_EQ(f.has(path + "/GridLocation"), poly) << name;
    const auto points = f.integers(path + "/PointList");
    const auto donors = f.integers(path + "/PointListDonor");
    ASSERT_EQ(static_cast<std::int64_t>(points.size()), ni * nj) << name;
    ASSERT_EQ(donors.size(), points.size()) << name;
    for (std::int64_t j = 0; j < nj; ++j)
      for (std::int64_t i = 0; i < ni; ++i) {
        const auto at = static_cast<std::size_t>(i + ni * j);
        ASSERT_EQ(points[at], id(i, j, k)) << name << " position " << at + 1;
        ASSERT_EQ(donors[at], id(i, j, donor_k)) << name << " position " << at + 1;
      }
  }
  std::vector<std::string> names;
  for (const Node& child : f.node("/Base/Zone/ZoneGridConnectivity").children) names.push_back(child.name);
  EXPECT_EQ(names, (std::vector<std::string>{"Periodic_kmin", "Periodic_kmax"}));
}

// Every value of a merged generated hexahedral box.
void expect_unstructured_hexa(const MergedFile& f, const generate::Options& in) {
  const auto b = generate::global_box(in);
  EXPECT_EQ(f.integers("/Base/Zone"), (std::vector<std::int64_t>{b.vertices(), b.cells(), 0}));
  expect_vertex_data(f, b, "/Base/Zone", 2);
  const auto hexa = f.integers("/Base/Zone/Hexa/ElementConnectivity");
  EXPECT_EQ(f.integers("/Base/Zone/Hexa/ElementRange"), (std::vector<std::int64_t>{1, b.cells()}));
  for (std::int64_t k = 0, c = 0; k < b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j)
      for (std::int64_t i = 0; i < b.ni; ++i, ++c) {
        const std::vector<std::int64_t> expected{
            vid(b, i, j, k),     vid(b, i + 1, j, k),     vid(b, i + 1, j + 1, k),     vid(b, i, j + 1, k),
            vid(b, i, j, k + 1), vid(b, i + 1, j, k + 1), vid(b, i + 1, j + 1, k + 1), vid(b, i, j + 1, k + 1)};
        const std::vector<std::int64_t> actual(hexa.begin() + c * 8, hexa.begin() + c * 8 + 8);
        ASSERT_EQ(actual, expected) << "cell " << c + 1;
      }
  const std::int64_t quads = b.nj * b.nk;
  EXPECT_EQ(f.integers("/Base/Zone/Inflow/ElementRange"),
            (std::vector<std::int64_t>{b.cells() + 1, b.cells() + quads}));
  const auto quad = f.integers("/Base/Zone/Inflow/ElementConnectivity");
  for (std::int64_t k = 0; k < b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j) {
      const auto p = static_cast<std::size_t>(j + b.nj * k);
      ASSERT_EQ(quad[4 * p], vid(b, 0, j, k));
      ASSERT_EQ(quad[4 * p + 2], vid(b, 0, j + 1, k + 1));
    }
  const auto points = f.integers("/Base/Zone/ZoneBC/Inflow/PointList");
  ASSERT_EQ(static_cast<std::int64_t>(points.size()), quads);
  for (std::int64_t p = 0; p < quads; ++p) ASSERT_EQ(points[static_cast<std::size_t>(p)], b.cells() + 1 + p);
  EXPECT_EQ(f.text("/Base/Zone/ZoneBC/Inflow/GridLocation"), "FaceCenter");
  EXPECT_EQ(f.node("/Base/Zone/ZoneIterativeData/FlowSolutionPointers").dims, (Dims{32, 2}));
  EXPECT_EQ(f.integers("/Base/BaseIterativeData"), (std::vector<std::int64_t>{2}));
  expect_periodic_connections(f, b, false);
  expect_no_partition_traces(f);
}

TEST_F(MergeTest, UnstructuredHexaPartsBecomeOneZoneInGlobalOrder) {
  const auto in = generated(generate::Mesh::unstructured, 5, 2, 2);
  const auto report = merged(in, verifying());
  EXPECT_EQ(report.verified, true);
  ASSERT_EQ(report.zones.size(), 1u);
  EXPECT_EQ(report.zones[0].parts, 5);
  if (world_rank() == 0) expect_unstructured_hexa(MergedFile(dir_ / "merged.cgns"), in);
}

// Parts of thousands of cells hold long runs of consecutive ids (cells climbing, vertices
// falling): those skip the exchange, cell fields are copied file to file, and the
// interface vertices two parts share still go through it.
TEST_F(MergeTest, LongRunsOfConsecutiveIdsAreWrittenInPlace) {
  const auto in = generated(generate::Mesh::unstructured, 3, 1, 2, generate::Elements::hexa, 60000);
  const auto report = merged(in, verifying());
  EXPECT_EQ(report.verified, true);
  ASSERT_EQ(report.zones.size(), 1u);
  if (world_rank() == 0) expect_unstructured_hexa(MergedFile(dir_ / "merged.cgns"), in);
}

TEST_F(MergeTest, OnePartHoldsBothEndsOfItsPeriodicConnection) {
  const auto in = generated(generate::Mesh::unstructured, 1, 1, 1);
  EXPECT_TRUE(merged(in, verifying()).verified);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  expect_periodic_connections(f, generate::global_box(in), false);
}

TEST_F(MergeTest, PolyhedralPartsShareFacesOnce) {
  const auto in = generated(generate::Mesh::unstructured, 3, 1, 1, generate::Elements::poly);
  const auto report = merged(in, verifying());
  EXPECT_EQ(report.verified, true);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  const auto b = generate::global_box(in);
  expect_vertex_data(f, b, "/Base/Zone", 1);
  const std::int64_t faces = (b.ni + 1) * b.nj * b.nk + b.ni * (b.nj + 1) * b.nk + b.ni * b.nj * (b.nk + 1);
  EXPECT_EQ(f.integers("/Base/Zone/Faces/ElementRange"), (std::vector<std::int64_t>{1, faces}));
  const auto offsets = f.integers("/Base/Zone/Faces/ElementStartOffset");
  ASSERT_EQ(static_cast<std::int64_t>(offsets.size()), faces + 1);
  for (std::int64_t e = 0; e <= faces; ++e) ASSERT_EQ(offsets[static_cast<std::size_t>(e)], 4 * e);
  const auto ngon = f.integers("/Base/Zone/Faces/ElementConnectivity");
  // The k-faces come last: face (i, j, k) holds vertex (i, j, k) first.
  const std::int64_t k_first = (b.ni + 1) * b.nj * b.nk + b.ni * (b.nj + 1) * b.nk;
  for (std::int64_t k = 0; k <= b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j)
      for (std::int64_t i = 0; i < b.ni; ++i) {
        const auto face = static_cast<std::size_t>(k_first + i + b.ni * (j + b.nj * k));
        ASSERT_EQ(ngon[4 * face], vid(b, i, j, k));
        ASSERT_EQ(ngon[4 * face + 2], vid(b, i + 1, j + 1, k));
      }
  EXPECT_EQ(f.integers("/Base/Zone/Cells/ElementRange"), (std::vector<std::int64_t>{faces + 1, faces + b.cells()}));
  const auto nface = f.integers("/Base/Zone/Cells/ElementConnectivity");
  for (std::int64_t k = 0, c = 0; k < b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j)
      for (std::int64_t i = 0; i < b.ni; ++i, ++c) {
        ASSERT_EQ(nface[static_cast<std::size_t>(6 * c)], 1 + i + (b.ni + 1) * (j + b.nj * k));
        ASSERT_EQ(nface[static_cast<std::size_t>(6 * c + 5)], k_first + 1 + i + b.ni * (j + b.nj * (k + 1)));
      }
  const auto points = f.integers("/Base/Zone/ZoneBC/Inflow/PointList");
  for (std::int64_t k = 0; k < b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j)
      ASSERT_EQ(points[static_cast<std::size_t>(j + b.nj * k)], 1 + (b.ni + 1) * (j + b.nj * k));
  expect_periodic_connections(f, b, true);
}

// The generator's --elements mixed: lattice cell (i, j) cut by (i + j) % 4 into a
// hexahedron, 3 pyramids, 2 prisms or 6 tetrahedra (codes 17, 12, 14, 10).
struct MixedKind {
  std::int64_t type, elements, nodes;
};
MixedKind mixed_kind(std::int64_t i, std::int64_t j) {
  static const MixedKind kinds[4] = {{17, 1, 8}, {12, 3, 5}, {14, 2, 6}, {10, 6, 4}};
  return kinds[(i + j) % 4];
}

// The signed volume (times 6) of a tetrahedron of lattice vertices.
double tetra_volume(const GlobalBox& b, const std::int64_t* ids) {
  double p[4][3];
  for (int v = 0; v < 4; ++v) {
    const auto l = vertex_lattice(b, ids[v]);
    const std::int64_t at[3] = {l.i, l.j, l.k};
    for (int axis = 0; axis < 3; ++axis) p[v][axis] = generate::expected_coordinate(axis, at[axis]);
  }
  double e[3][3];
  for (int r = 0; r < 3; ++r)
    for (int axis = 0; axis < 3; ++axis) e[r][axis] = p[r + 1][axis] - p[0][axis];
  return e[0][0] * (e[1][1] * e[2][2] - e[1][2] * e[2][1]) - e[0][1] * (e[1][0] * e[2][2] - e[1][2] * e[2][0]) +
         e[0][2] * (e[1][0] * e[2][1] - e[1][1] * e[2][0]);
}

// Every element of the merged MIXED "Cells": the kind its lattice cell is cut into, its
// vertices corners of that cell, the tetrahedra right-handed.
void expect_mixed_cells(const MergedFile& f, const GlobalBox& b) {
  const auto offsets = f.integers("/Base/Zone/Cells/ElementStartOffset");
  const auto cells = f.integers("/Base/Zone/Cells/ElementConnectivity");
  ASSERT_EQ(static_cast<std::int64_t>(offsets.size()), b.cells() + 1);
  std::size_t e = 0;
  for (std::int64_t k = 0; k < b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j)
      for (std::int64_t i = 0; i < b.ni; ++i) {
        const MixedKind kind = mixed_kind(i, j);
        for (std::int64_t piece = 0; piece < kind.elements; ++piece, ++e) {
          const auto at = static_cast<std::size_t>(offsets[e]);
          ASSERT_EQ(offsets[e + 1] - offsets[e], kind.nodes + 1) << "element " << e + 1;
          ASSERT_EQ(cells[at], kind.type) << "element " << e + 1;
          for (std::int64_t n = 1; n <= kind.nodes; ++n) {
            const auto l = vertex_lattice(b, cells[at + static_cast<std::size_t>(n)]);
            ASSERT_TRUE(l.i - i >= 0 && l.i - i <= 1 && l.j - j >= 0 && l.j - j <= 1 && l.k - k >= 0 && l.k - k <= 1)
                << "element " << e + 1 << " node " << n;
          }
          if (kind.type == 10) {
            ASSERT_GT(tetra_volume(b, &cells[at + 1]), 0) << "element " << e + 1;
          }
        }
      }
  EXPECT_EQ(static_cast<std::int64_t>(e), b.cells());
}

TEST_F(MergeTest, MixedPartsBecomeOneMixedSectionOfEveryCellType) {
  // 450 elements: a 5 x 5 x 6 lattice, so rows and planes end in part of the four kinds' cycle.
  const auto in = generated(generate::Mesh::unstructured, 3, 1, 1, generate::Elements::mixed, 450);
  const auto report = merged(in, verifying());
  EXPECT_EQ(report.verified, true);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  const auto b = generate::global_box(in);
  ASSERT_EQ(b.ni, 5);
  ASSERT_EQ(b.nk, 6);
  std::int64_t plane = 0;
  for (std::int64_t j = 0; j < b.nj; ++j)
    for (std::int64_t i = 0; i < b.ni; ++i) plane += mixed_kind(i, j).elements;
  ASSERT_EQ(b.cells(), plane * b.nk);
  EXPECT_EQ(f.integers("/Base/Zone"), (std::vector<std::int64_t>{b.vertices(), b.cells(), 0}));
  expect_vertex_data(f, b, "/Base/Zone", 1);
  EXPECT_EQ(f.integers("/Base/Zone/Cells"), (std::vector<std::int64_t>{20, 0}));  // MIXED
  EXPECT_EQ(f.integers("/Base/Zone/Cells/ElementRange"), (std::vector<std::int64_t>{1, b.cells()}));
  expect_mixed_cells(f, b);
  // x = 0: a QUAD_4 per cell, two TRI_3 where the cell holds tetrahedra, k-plane after k-plane.
  std::int64_t faces = 0;
  std::vector<std::int64_t> types;
  for (std::int64_t k = 0; k < b.nk; ++k)
    for (std::int64_t j = 0; j < b.nj; ++j)
      for (std::int64_t n = 0; n < (mixed_kind(0, j).type == 10 ? 2 : 1); ++n, ++faces)
        types.push_back(mixed_kind(0, j).type == 10 ? 5 : 7);
  EXPECT_EQ(f.integers("/Base/Zone/Inflow/ElementRange"),
            (std::vector<std::int64_t>{b.cells() + 1, b.cells() + faces}));
  const auto offsets = f.integers("/Base/Zone/Inflow/ElementStartOffset");
  const auto inflow = f.integers("/Base/Zone/Inflow/ElementConnectivity");
  ASSERT_EQ(static_cast<std::int64_t>(offsets.size()), faces + 1);
  for (std::size_t e = 0; e < types.size(); ++e) {
    ASSERT_EQ(inflow[static_cast<std::size_t>(offsets[e])], types[e]) << "face " << e + 1;
    for (auto n = offsets[e] + 1; n < offsets[e + 1]; ++n)
      ASSERT_EQ(vertex_lattice(b, inflow[static_cast<std::size_t>(n)]).i, 0) << "face " << e + 1;
  }
  const auto points = f.integers("/Base/Zone/ZoneBC/Inflow/PointList");
  ASSERT_EQ(static_cast<std::int64_t>(points.size()), faces);
  for (std::int64_t p = 0; p < faces; ++p) ASSERT_EQ(points[static_cast<std::size_t>(p)], b.cells() + 1 + p);
  expect_periodic_connections(f, b, false);
  expect_no_partition_traces(f);
}

TEST_F(MergeTest, StructuredPartsArePlacedAtTheirCellRange) {
  const auto in = generated(generate::Mesh::structured, 4, 3, 2);
  merged(in);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  const auto b = generate::global_box(in);
  EXPECT_EQ(f.integers("/Base/Block"),
            (std::vector<std::int64_t>{b.ni + 1, b.nj + 1, b.nk + 1, b.ni, b.nj, b.nk, 0, 0, 0}));
  expect_vertex_data(f, b, "/Base/Block", 2);
  EXPECT_EQ(f.integers("/Base/Block/ZoneBC/Inflow/PointRange"),
            (std::vector<std::int64_t>{1, 1, 1, 1, b.nj + 1, b.nk + 1}));
  // The periodic connection between the block's first and last k planes, held by the
  // first and the last part, in parent indices and naming the block; the interfaces
  // between parts (JN.P...) are gone.
  const std::string connections = "/Base/Block/ZoneGridConnectivity/";
  EXPECT_EQ(f.text(connections + "Periodic_kmin"), "Block");
  EXPECT_EQ(f.integers(connections + "Periodic_kmin/PointRange"),
            (std::vector<std::int64_t>{1, 1, 1, b.ni + 1, b.nj + 1, 1}));
  EXPECT_EQ(f.integers(connections + "Periodic_kmin/PointRangeDonor"),
            (std::vector<std::int64_t>{1, 1, b.nk + 1, b.ni + 1, b.nj + 1, b.nk + 1}));
  EXPECT_EQ(f.text(connections + "Periodic_kmax"), "Block");
  EXPECT_EQ(f.integers(connections + "Periodic_kmax/PointRange"),
            (std::vector<std::int64_t>{1, 1, b.nk + 1, b.ni + 1, b.nj + 1, b.nk + 1}));
  EXPECT_EQ(f.integers(connections + "Periodic_kmax/PointRangeDonor"),
            (std::vector<std::int64_t>{1, 1, 1, b.ni + 1, b.nj + 1, 1}));
  std::vector<std::string> names;
  for (const Node& child : f.node("/Base/Block/ZoneGridConnectivity").children) names.push_back(child.name);
  EXPECT_EQ(names, (std::vector<std::string>{"Periodic_kmin", "Periodic_kmax"}));
  expect_no_partition_traces(f);
}

TEST_F(MergeTest, WholeBlocksAreCopiedWithTheirConnections) {
  const auto in = generated(generate::Mesh::blocks, 4, 2, 1);
  const auto report = merged(in, verifying());
  EXPECT_EQ(report.verified, true);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  for (int q = 0; q < 4; ++q) EXPECT_TRUE(f.has("/Base/Block" + std::to_string(q))) << q;
  EXPECT_EQ(f.text("/Base/Block1/ZoneGridConnectivity/Block1_to_Block2"), "Block2");
  // Block 2's first vertex sits on its lower k-plane in the global lattice.
  const auto b = generate::global_box(in);
  const auto p = f.reals("/Base/Block2/VertexSol#0001/Pressure");
  const std::int64_t k0 = b.nk / 4 * 2 + std::min<std::int64_t>(b.nk % 4, 2);
  EXPECT_EQ(p.front(), generate::expected_pressure(vid(b, 0, 0, k0), 1));
}

// A file damaged after it was written, before --verify reads it: the tree's shape, a
// small value and a bulk value are each caught, and nothing is published.
void damage(const std::filesystem::path& file, const std::function<void(Node&)>& edit) {
  Node root = read_tree(file, ReadOptions{std::int64_t{1} << 40});
  edit(root);
  write_tree(file, root, WriteOptions{tree_version(root)});
}

class VerifyTest : public MergeTest,
                   public ::testing::WithParamInterface<std::tuple<std::string, std::function<void(Node&)>>> {};

TEST_P(VerifyTest, DamagedOutputIsRefusedAndNotPublished) {
  const auto in = generated(generate::Mesh::unstructured, 3, 1, 2);
  merge::MergeOptions options;
  options.verify = true;
  options.before_verify = [](const std::filesystem::path& finished) { damage(finished, std::get<1>(GetParam())); };
  const auto report = merged(in, options);
  EXPECT_EQ(report.verified, false);
  ASSERT_FALSE(report.mismatches.empty());
  EXPECT_EQ(report.mismatches.front().node, std::get<0>(GetParam()));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "merged.cgns"));
}

INSTANTIATE_TEST_SUITE_P(
    Damage, VerifyTest,
    ::testing::Values(std::make_tuple(std::string("/Base/Zone/CellSol#0002"),
                                      std::function<void(Node&)>([](Node& root) {
                                        find_node(root, "/Base/Zone")->remove("CellSol#0002");
                                      })),
                      std::make_tuple(std::string("/Base/Zone/ZoneType"), std::function<void(Node&)>([](Node& root) {
                                        set_text(*find_node(root, "/Base/Zone/ZoneType"), "Structured");
                                      })),
                      std::make_tuple(std::string("/Base/Zone/GridCoordinates/CoordinateY"),
                                      std::function<void(Node&)>([](Node& root) {
                                        Node& y = *find_node(root, "/Base/Zone/GridCoordinates/CoordinateY");
                                        y.values<double>()[17] += 1.0;
                                      }))));

TEST_F(MergeTest, LatestKeepsOnlyTheLastStep) {
  const auto in = generated(generate::Mesh::unstructured, 2, 1, 3);
  merge::MergeOptions options;
  options.latest = true;
  merged(in, options);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  EXPECT_FALSE(f.has("/Base/Zone/VertexSol#0001"));
  EXPECT_FALSE(f.has("/Base/Zone/CellSol#0002"));
  EXPECT_TRUE(f.has("/Base/Zone/VertexSol#0003"));
  EXPECT_TRUE(f.has("/Base/Zone/CellSol#0003"));
  EXPECT_EQ(f.node("/Base/Zone/ZoneIterativeData/FlowSolutionPointers").dims, (Dims{32, 1}));
  EXPECT_EQ(f.integers("/Base/BaseIterativeData"), (std::vector<std::int64_t>{1}));
  EXPECT_EQ(f.reals("/Base/BaseIterativeData/TimeValues").size(), 1u);
}

TEST_F(MergeTest, FieldAndSolutionFiltersSelectByRegex) {
  const auto in = generated(generate::Mesh::unstructured, 2, 1, 2);
  merge::MergeOptions options;
  options.solutions = "^VertexSol";
  merged(in, options);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  EXPECT_TRUE(f.has("/Base/Zone/VertexSol#0002/Pressure"));
  EXPECT_FALSE(f.has("/Base/Zone/CellSol#0001"));
}

// Without :CGNS#GlobalNumbering/Index a point list is merged sorted by global id, and a
// vertex in two parts' lists appears once.
TEST_F(MergeTest, PointListsWithoutIndexAreSortedAndUnique) {
  const auto in = generated(generate::Mesh::unstructured, 3, 1, 1);  // 5x5x9 box, slabs of 3 planes
  // Local vertex lists: part 0 holds (0,0,0) and (0,0,3); part 1 (numbered backwards,
  // 144 vertices) holds (0,0,3) too; part 2 holds (0,0,6).
  const std::vector<std::vector<std::int32_t>> lists{{109, 1}, {144}, {1}};
  if (world_rank() == 0)
    for (std::size_t f = 0; f < files_.size(); ++f) {
      Node tree = read_tree(files_[f]);
      Node& bc = *find_node(tree, "/Base/Zone.P" + std::to_string(f) + ".N0/ZoneBC/Inflow");
      bc.remove(":CGNS#GlobalNumbering");
      bc.remove("GridLocation");  // Vertex
      const auto count = static_cast<std::int64_t>(lists[f].size());
      bc.add(make_data_node("PointList", "IndexArray_t", lists[f], {1, count}));
      write_tree(files_[f].string() + ".new", tree);
      std::filesystem::rename(files_[f].string() + ".new", files_[f]);
    }
  MPI_Barrier(MPI_COMM_WORLD);
  merged(in);
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "merged.cgns");
  EXPECT_EQ(f.integers("/Base/Zone/ZoneBC/Inflow/PointList"), (std::vector<std::int64_t>{1, 109, 217}));
  EXPECT_EQ(f.node("/Base/Zone/ZoneBC/Inflow/PointList").dims, (Dims{1, 3}));
}

TEST_F(MergeTest, DryRunPlansWithoutWriting) {
  const auto in = generated(generate::Mesh::unstructured, 3, 1, 1);
  merge::MergeOptions options;
  options.dry_run = true;
  const auto report = merged(in, options);
  EXPECT_GT(report.bytes_planned, 0);
  EXPECT_EQ(report.zones.at(0).vertices, generate::global_box(in).vertices());
  EXPECT_FALSE(std::filesystem::exists(dir_ / "merged.cgns"));
}

}  // namespace
}  // namespace pcgns::test
