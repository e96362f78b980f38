// pcgns-split under 1, 2 and 3 ranks on a zone whose boundary faces are numbered before
// its cells, with and without gaps in the numbers: each part then numbers its boundary
// elements first, so a cell's local element number is not its local cell number. A point
// list of cell elements (a ZoneSubRegion at CellCenter) must still reach the right cells:
// merged back, the file is the very same tree.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mpi_test_support.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/same_tree.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

// The integers of `node` replaced by `values`, kept at the node's width.
void set_integers(Node& node, const std::vector<std::int64_t>& values) {
  Dims dims = node.dims;
  if (node.type == DataType::I4) {
    std::vector<std::int32_t> narrow(values.begin(), values.end());
    node.data = make_data_node("", "", narrow).data;
  } else {
    node.data = make_data_node("", "", values).data;
  }
  dims.back() = static_cast<std::int64_t>(values.size()) / (dims.size() > 1 ? dims.front() : 1);
  node.dims = dims;
}

void load_all(Node& node) {
  load_data(node);
  for (Node& child : node.children) load_all(child);
}

// The generated zone with its QUAD_4 faces numbered before its hexahedra, `gap` unused
// numbers before each section (the standard allows them), the inflow BC following its
// faces, and a sub-region listing every seventh cell.
void number_faces_first(const fs::path& whole, const fs::path& reordered, std::int64_t gap) {
  Node tree = read_tree(whole);
  load_all(tree);
  Node& zone = *find_node(tree, "/Base/Zone");
  Node& cells = *zone.child("Hexa");
  Node& faces = *zone.child("Inflow");
  const auto cell_range = cells.require_child("ElementRange").as_int64();
  const auto face_range = faces.require_child("ElementRange").as_int64();
  const std::int64_t nh = cell_range[1] - cell_range[0] + 1, nq = face_range[1] - face_range[0] + 1;
  const std::int64_t first_face = 1 + gap, first_cell = first_face + nq + gap;
  set_integers(*faces.child("ElementRange"), {first_face, first_face + nq - 1});
  set_integers(*cells.child("ElementRange"), {first_cell, first_cell + nh - 1});
  Node& bc_points = *find_node(zone, "ZoneBC/Inflow/PointList");
  auto points = bc_points.as_int64();
  for (auto& p : points) p += first_face - face_range[0];
  set_integers(bc_points, points);

  Node region = make_data_node("CellRegion", "ZoneSubRegion_t", std::vector<std::int32_t>{3});
  region.add(make_string_node("GridLocation", "GridLocation_t", "CellCenter"));
  std::vector<std::int64_t> listed;
  std::vector<double> marker;
  for (std::int64_t c = 0; c < nh; c += 7) {
    listed.push_back(first_cell + c);
    marker.push_back(0.5 * static_cast<double>(c));
  }
  Node list = bc_points;  // same type and layout as the BC's list
  list.children.clear();
  set_integers(list, listed);
  region.add(std::move(list));
  region.add(make_data_node("Marker", "DataArray_t", marker));
  zone.add(std::move(region));
  write_tree(reordered, tree);
}

class ElementNumberingTest : public ::testing::Test {
 protected:
  // The generated mesh renumbered by number_faces_first, cut into 3 parts by hilbert and
  // by PT-Scotch, and merged back to the very same tree.
  void expect_round_trips(std::int64_t gap) {
    generate::Options o;
    o.mesh = generate::Mesh::unstructured;
    o.cells = 600;
    o.parts = 4;
    o.steps = 1;
    o.dir = dir_ / "in";
    const auto whole = merge_into(generate::run(MPI_COMM_WORLD, o).files, dir_ / "whole.cgns");
    const auto reordered = dir_ / "faces_first.cgns";
    if (world_rank() == 0) number_faces_first(whole, reordered, gap);
    MPI_Barrier(MPI_COMM_WORLD);
    for (const auto method : {split::Method::hilbert, split::Method::ptscotch}) {
      split::SplitOptions options;
      options.inputs = {reordered};
      options.parts = 3;
      options.method = method;
      options.stem = dir_ / ("parts" + std::to_string(static_cast<int>(method)));
      options.force = true;
      split::run(MPI_COMM_WORLD, options);
      const auto back = merge_into({split::main_file(options.stem)}, dir_ / "back.cgns");
      const auto differences = tree_differences(reordered, back);
      EXPECT_TRUE(differences.empty()) << "gap " << gap << ", " << split::to_string(method) << ": "
                                       << differences.size() << " differences, first "
                                       << (differences.empty() ? "" : differences.front());
    }
  }

  SharedDir dir_;
};

TEST_F(ElementNumberingTest, CellElementsListedAfterBoundaryFacesReachTheirCells) { expect_round_trips(0); }

// Element numbers that skip some before each section: every section, element point list
// and BC gets its numbers back.
TEST_F(ElementNumberingTest, GapsInTheElementNumbersComeBackFromTheParts) { expect_round_trips(1000); }

}  // namespace
}  // namespace pcgns::test
