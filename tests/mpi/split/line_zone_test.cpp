// pcgns-split under 1, 2 and 3 ranks on 1-D unstructured zones (a base of CellDimension
// 1): a long BAR_2 wire with NODE sections at its ends and a BAR_3 arc, cut by every
// method into 4 and 7 parts (hilbert also in a base of PhysicalDimension 1, x only),
// and merged back to the very same tree. The parts meet at
// single vertices: each cut vertex is an interface of exactly two parts. A vertex that
// ends three cells (a branching wire network) is refused naming the file, the zone and
// the vertex, whatever the method.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/nodes_and_cells.hpp"
#include "support/same_tree.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

constexpr std::int64_t kWireCells = 1000;
constexpr std::int64_t kArcCells = 300;

// Coordinates x, y, z of vertex v (0-based) on a helix (in a base of PhysicalDimension
// 1, x only: a straight line), and a vertex and a cell field.
void add_helix_values(Node& zone, std::int64_t vertices, std::int64_t cells, int dimensions = 3) {
  std::vector<double> x, y, z, pressure, density;
  for (std::int64_t v = 0; v < vertices; ++v) {
    const double t = 0.01 * static_cast<double>(v);
    x.push_back(std::cos(t));
    y.push_back(std::sin(t));
    z.push_back(0.002 * static_cast<double>(v));
    pressure.push_back(1000.0 + static_cast<double>(v));
  }
  for (std::int64_t c = 0; c < cells; ++c) density.push_back(0.5 * static_cast<double>(c));
  sids::add_coordinate(zone, "CoordinateX", dimensions == 3 ? x : z);
  if (dimensions == 3) {
    sids::add_coordinate(zone, "CoordinateY", y);
    sids::add_coordinate(zone, "CoordinateZ", z);
  }
  add_nodes_and_cells(zone, pressure, density);
}

// A wire of kWireCells BAR_2 cells through vertices 1 .. kWireCells+1, listed in a
// scrambled order (cell i is segment 379 i mod n), between two NODE sections, and a
// NODE section on a vertex inside it (a probe).
void add_wire(Node& base, int dimensions = 3) {
  const std::int64_t n = kWireCells;
  Node& zone = sids::add_zone(base, "Wire", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(n + 1, n));
  add_helix_values(zone, n + 1, n, dimensions);
  std::vector<std::int64_t> bars;
  for (std::int64_t i = 0; i < n; ++i) {
    const std::int64_t segment = (379 * i) % n;
    bars.insert(bars.end(), {segment + 1, segment + 2});
  }
  sids::add_section(zone, "Start", sids::ElementType::NODE, 1, 1, 0, std::vector<std::int64_t>{1});
  sids::add_section(zone, "Bars", sids::ElementType::BAR_2, 2, n + 1, 0, bars);
  sids::add_section(zone, "End", sids::ElementType::NODE, n + 2, n + 2, 0, std::vector<std::int64_t>{n + 1});
  sids::add_section(zone, "Probe", sids::ElementType::NODE, n + 3, n + 3, 0, std::vector<std::int64_t>{n / 2});
  sids::add_bc(zone, "Ends", sids::BCType::BCWall, sids::GridLocation::Vertex, sids::PointSetSpec::list({1, n + 1}));
  // The same ends as the NODE elements that bound the wire (a 1-D zone's faces).
  sids::add_bc(zone, "EndFaces", sids::BCType::BCWall, sids::GridLocation::FaceCenter,
               sids::PointSetSpec::list({n + 2, 1}));
}

// An arc of kArcCells BAR_3 cells: end vertices 1 .. n+1, then the middle vertices.
void add_arc(Node& base) {
  const std::int64_t n = kArcCells;
  Node& zone = sids::add_zone(base, "Arc", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(2 * n + 1, n));
  add_helix_values(zone, 2 * n + 1, n);
  std::vector<std::int64_t> bars;
  for (std::int64_t c = 0; c < n; ++c) bars.insert(bars.end(), {c + 1, c + 2, n + 2 + c});
  sids::add_section(zone, "Bars", sids::ElementType::BAR_3, 1, n, 0, bars);
}

// Three arms of ten bars each starting at vertex 1: vertex 1 ends three cells.
void add_branching_network(Node& base) {
  constexpr std::int64_t kArm = 10;
  Node& zone =
      sids::add_zone(base, "Tree", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(3 * kArm + 1, 3 * kArm));
  add_helix_values(zone, 3 * kArm + 1, 3 * kArm);
  std::vector<std::int64_t> bars;
  for (std::int64_t arm = 0; arm < 3; ++arm) {
    std::int64_t previous = 1;
    for (std::int64_t b = 0; b < kArm; ++b) {
      const std::int64_t next = 2 + arm * kArm + b;
      bars.insert(bars.end(), {previous, next});
      previous = next;
    }
  }
  sids::add_section(zone, "Bars", sids::ElementType::BAR_2, 1, 3 * kArm, 0, bars);
}

template <class AddZones>
fs::path write_line_file(const fs::path& file, AddZones&& add_zones, int dimensions = 3) {
  if (world_rank() == 0) {
    Node root("/", "Root Node of HDF5 File");
    add_zones(sids::add_base(root, "Line", 1, dimensions));
    write_tree(file, root);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

split::SplitOptions options_for(const fs::path& input, split::Method method, int parts, const fs::path& stem) {
  split::SplitOptions options;
  options.inputs = {input};
  options.parts = parts;
  options.method = method;
  options.stem = stem;
  options.force = true;
  return options;
}

std::string method_name(split::Method method) {
  return method == split::Method::hilbert ? "hilbert" : method == split::Method::metis ? "metis" : "ptscotch";
}

class LineZoneTest : public ::testing::Test {
 protected:
  SharedDir dir_;
};

TEST_F(LineZoneTest, WireAndArcSplitByEveryMethodAndMergedBackAreTheSameTree) {
  const auto input = write_line_file(dir_ / "line.cgns", [](Node& base) {
    add_wire(base);
    add_arc(base);
  });
  for (const auto method : {split::Method::hilbert, split::Method::ptscotch, split::Method::metis})
    for (const int parts : {4, 7}) {
      const std::string label = method_name(method) + " " + std::to_string(parts) + " parts";
      const auto stem = dir_ / (method_name(method) + std::to_string(parts));
      const auto report = split::run(MPI_COMM_WORLD, options_for(input, method, parts, stem));
      // Each zone is cut at parts-1 vertices at least, and each cut vertex is listed by
      // the two parts it joins.
      EXPECT_GE(report.edge_cut, 2 * (parts - 1)) << label;
      std::int64_t listed = 0;
      for (const auto& part : report.part_summaries) {
        EXPECT_EQ(part.zones, 2) << label << " part " << part.part;
        listed += part.interface_vertices;
      }
      EXPECT_EQ(listed, 2 * report.edge_cut) << label;
      const auto back = merge_into({split::main_file(stem)}, dir_ / "back.cgns");
      const auto differences = tree_differences(input, back);
      EXPECT_TRUE(differences.empty()) << label << ": " << differences.size() << " differences, first "
                                       << (differences.empty() ? "" : differences.front());
    }
}

// Hilbert places the cells by the coordinates the base's physical dimension gives them:
// along a straight line, each part is one piece of it.
TEST_F(LineZoneTest, WireInABaseOfPhysicalDimensionOneIsCutAlongX) {
  const auto input = write_line_file(
      dir_ / "x.cgns", [](Node& base) { add_wire(base, 1); }, 1);
  for (const int parts : {4, 7}) {
    const auto stem = dir_ / ("x" + std::to_string(parts));
    const auto report = split::run(MPI_COMM_WORLD, options_for(input, split::Method::hilbert, parts, stem));
    EXPECT_EQ(report.edge_cut, parts - 1) << parts << " parts";
    const auto back = merge_into({split::main_file(stem)}, dir_ / "x_back.cgns");
    const auto differences = tree_differences(input, back);
    EXPECT_TRUE(differences.empty()) << parts << " parts: " << differences.size() << " differences, first "
                                     << (differences.empty() ? "" : differences.front());
  }
}

TEST_F(LineZoneTest, BranchingWireNetworkIsRefusedNamingTheVertex) {
  const auto input = write_line_file(dir_ / "tree.cgns", [](Node& base) { add_branching_network(base); });
  for (const auto method : {split::Method::hilbert, split::Method::ptscotch, split::Method::metis}) {
    const auto stem = dir_ / ("tree_" + method_name(method));
    expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options_for(input, method, 2, stem)); },
                             {"tree.cgns", "/Line/Tree", "vertex 1 ", "3 cells"});
    EXPECT_FALSE(fs::exists(split::main_file(stem))) << method_name(method);
  }
}

}  // namespace
}  // namespace pcgns::test
