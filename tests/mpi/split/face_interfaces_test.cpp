// pcgns-split --interface face under 1, 2 and 3 ranks: the faces two partitions share
// are face elements of both, listed by the JN connections at FaceCenter in one order,
// so that PointList[i] in one part and PointListDonor[i] name the same face (the same
// global vertices) in the other; there is one such face per cut edge of the cell graph;
// and pcgns-merge drops them, giving back the very same tree.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "mpi_test_support.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/merge/merge.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "pcgns/split/dual_graph.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/merged_file.hpp"
#include "support/same_tree.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;
using Face = std::vector<std::int64_t>;  // sorted global vertex ids

// The face elements of one partition zone, by local element number, as global vertices.
std::map<std::int64_t, Face> interface_faces(const MergedFile& file, const std::string& zone) {
  const auto vertices = file.integers(zone + "/:CGNS#GlobalNumbering/Vertex");
  std::map<std::int64_t, Face> faces;
  for (const Node& section : file.node(zone).children) {
    if (section.label != "Elements_t" || section.name.rfind("JN.P", 0) != 0) continue;
    const std::string path = zone + "/" + section.name;
    EXPECT_FALSE(file.has(path + "/:CGNS#GlobalNumbering")) << path;
    const auto range = file.integers(path + "/ElementRange");
    const auto connectivity = file.integers(path + "/ElementConnectivity");
    const auto count = range[1] - range[0] + 1;
    const auto corners = static_cast<std::int64_t>(connectivity.size()) / count;
    EXPECT_EQ(corners, section.name.ends_with("QUAD_4") ? 4 : 3) << path;
    for (std::int64_t e = 0; e < count; ++e) {
      Face face;
      for (std::int64_t c = 0; c < corners; ++c)
        face.push_back(
            vertices.at(static_cast<std::size_t>(connectivity[static_cast<std::size_t>(e * corners + c)] - 1)));
      std::sort(face.begin(), face.end());
      faces[range[0] + e] = face;
    }
  }
  return faces;
}

class FaceInterfaceTest : public ::testing::Test {
 protected:
  fs::path whole() {
    generate::Options o;
    o.mesh = generate::Mesh::unstructured;
    o.cells = 600;
    o.parts = 4;
    o.steps = 2;
    o.dir = dir_ / "in";
    const auto set = generate::run(MPI_COMM_WORLD, o).files;
    return merged({set}, "whole.cgns");
  }

  fs::path merged(const std::vector<fs::path>& inputs, const std::string& name) {
    return merge_into(inputs, dir_ / name);
  }

  split::SplitReport split_faces(const fs::path& input, int parts, split::Method method) {
    split::SplitOptions options;
    options.inputs = {input};
    options.parts = parts;
    options.method = method;
    options.interface = split::InterfaceLocation::face;
    options.stem = dir_ / ("faces" + std::to_string(parts));
    options.force = true;
    return split::run(MPI_COMM_WORLD, options);
  }

  SharedDir dir_;
};

TEST_F(FaceInterfaceTest, SharedFacesMatchAcrossPartsOncePerCutEdge) {
  const auto input = whole();
  for (const auto method : {split::Method::ptscotch, split::Method::hilbert})
    for (const int parts : {2, 3, 7}) {
      const auto report = split_faces(input, parts, method);
      std::vector<std::map<std::int64_t, Face>> faces(static_cast<std::size_t>(parts));
      std::vector<MergedFile> files;
      for (int p = 0; p < parts; ++p) {
        files.emplace_back(split::part_file(dir_ / ("faces" + std::to_string(parts)), p));
        faces[static_cast<std::size_t>(p)] = interface_faces(files.back(), "/Base/Zone.P" + std::to_string(p) + ".N0");
      }
      std::int64_t listed = 0;
      for (int p = 0; p < parts; ++p) {
        const std::string connections = "/Base/Zone.P" + std::to_string(p) + ".N0/ZoneGridConnectivity";
        for (const auto& path : files[static_cast<std::size_t>(p)].paths_named("PointListDonor")) {
          const std::string connection = path.substr(0, path.rfind('/'));
          const std::string name = connection.substr(connection.rfind('/') + 1);
          if (name.rfind("JN.P", 0) != 0) continue;
          const MergedFile& file = files[static_cast<std::size_t>(p)];
          EXPECT_EQ(file.text(connection + "/GridLocation"), "FaceCenter") << connection;
          const int q = std::stoi(name.substr(name.find(".LT.P") + 5));
          const auto own = file.integers(connection + "/PointList");
          const auto donor = file.integers(path);
          ASSERT_EQ(own.size(), donor.size()) << connection;
          ASSERT_FALSE(own.empty()) << connection;
          for (std::size_t i = 0; i < own.size(); ++i)
            ASSERT_EQ(faces[static_cast<std::size_t>(p)].at(own[i]), faces[static_cast<std::size_t>(q)].at(donor[i]))
                << connection << " entry " << i << " (" << parts << " parts)";
          listed += static_cast<std::int64_t>(own.size());
        }
      }
      EXPECT_EQ(listed, 2 * report.edge_cut) << parts << " parts";
      std::int64_t summed = 0;
      for (const auto& part : report.part_summaries) summed += part.interface_faces;
      EXPECT_EQ(summed, listed);
      const auto back = merged({split::main_file(dir_ / ("faces" + std::to_string(parts)))}, "back.cgns");
      const auto differences = tree_differences(input, back);
      EXPECT_TRUE(differences.empty()) << parts << " parts: " << differences.size() << " differences, first "
                                       << (differences.empty() ? "" : differences.front());
    }
}

// Hilbert builds no cell graph: its edge cut is counted from the faces the parts share.
// It must be the graph's, built here from the whole zone (on rank 0) with the parts
// the Cell numbering of the part files gives every cell.
TEST_F(FaceInterfaceTest, HilbertEdgeCutCountedFromSharedFacesIsTheGraphs) {
  const auto input = whole();
  const MergedFile file(input);
  const auto connectivity = file.integers("/Base/Zone/Hexa/ElementConnectivity");
  const auto cell_count = static_cast<std::int64_t>(connectivity.size() / 8);
  for (const int parts : {3, 7}) {
    split::SplitOptions options;
    options.inputs = {input};
    options.parts = parts;
    options.method = split::Method::hilbert;
    options.stem = dir_ / "hilbert";
    options.force = true;
    const auto report = split::run(MPI_COMM_WORLD, options);
    std::vector<int> part_of(static_cast<std::size_t>(cell_count), -1);
    for (int p = 0; p < parts; ++p) {
      const MergedFile part(split::part_file(dir_ / "hilbert", p));
      for (const auto cell : part.integers("/Base/Zone.P" + std::to_string(p) + ".N0/:CGNS#GlobalNumbering/Cell"))
        part_of[static_cast<std::size_t>(cell - 1)] = p;
    }
    ASSERT_EQ(std::count(part_of.begin(), part_of.end(), -1), 0);
    split::CellList cells;
    std::vector<int> assigned;
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
      for (std::int64_t c = 0; c < cell_count; ++c)
        cells.add_cell(sids::ElementType::HEXA_8,
                       std::span<const std::int64_t>(connectivity).subspan(static_cast<std::size_t>(8 * c), 8));
      assigned = part_of;
    } else {
      cells.first_cell = cell_count;
    }
    const auto graph = split::dual_graph(MPI_COMM_WORLD, cells);
    EXPECT_EQ(report.edge_cut, split::edge_cut(MPI_COMM_WORLD, graph, assigned)) << parts << " parts";
    EXPECT_GT(report.edge_cut, 0);
  }
}

// The same for a surface (QUAD_4 cells in a base of CellDimension 2): the parts share
// edges, most of whose quadrilaterals have only those two vertices on an interface.
TEST_F(FaceInterfaceTest, HilbertEdgeCutOfQuadrilateralsIsTheGraphs) {
  constexpr std::int64_t nx = 12, ny = 10;
  const auto vertex = [](std::int64_t i, std::int64_t j) { return 1 + i + (nx + 1) * j; };
  std::vector<std::int64_t> quads;
  for (std::int64_t j = 0; j < ny; ++j)
    for (std::int64_t i = 0; i < nx; ++i)
      quads.insert(quads.end(), {vertex(i, j), vertex(i + 1, j), vertex(i + 1, j + 1), vertex(i, j + 1)});
  const auto input = dir_ / "surface.cgns";
  if (world_rank() == 0) {
    Node root("/", "Root Node of HDF5 File");
    Node& zone = sids::add_zone(sids::add_base(root, "Base", 2, 3), "Zone", sids::ZoneType::Unstructured,
                                sids::ZoneSizes::unstructured((nx + 1) * (ny + 1), nx * ny));
    std::vector<double> x, y, z;
    for (std::int64_t j = 0; j <= ny; ++j)
      for (std::int64_t i = 0; i <= nx; ++i) {
        x.push_back(static_cast<double>(i));
        y.push_back(static_cast<double>(j));
        z.push_back(0.0);
      }
    sids::add_coordinate(zone, "CoordinateX", x);
    sids::add_coordinate(zone, "CoordinateY", y);
    sids::add_coordinate(zone, "CoordinateZ", z);
    sids::add_section(zone, "Quads", sids::ElementType::QUAD_4, 1, nx * ny, 0, quads);
    write_tree(input, root);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  for (const int parts : {3, 7}) {
    split::SplitOptions options;
    options.inputs = {input};
    options.parts = parts;
    options.method = split::Method::hilbert;
    options.stem = dir_ / "surface_parts";
    options.force = true;
    const auto report = split::run(MPI_COMM_WORLD, options);
    std::vector<int> part_of(static_cast<std::size_t>(nx * ny), -1);
    for (int p = 0; p < parts; ++p) {
      const MergedFile part(split::part_file(dir_ / "surface_parts", p));
      for (const auto cell : part.integers("/Base/Zone.P" + std::to_string(p) + ".N0/:CGNS#GlobalNumbering/Cell"))
        part_of[static_cast<std::size_t>(cell - 1)] = p;
    }
    split::CellList cells;
    std::vector<int> assigned;
    if (world_rank() == 0) {
      for (std::int64_t c = 0; c < nx * ny; ++c)
        cells.add_cell(sids::ElementType::QUAD_4,
                       std::span<const std::int64_t>(quads).subspan(static_cast<std::size_t>(4 * c), 4));
      assigned = part_of;
    } else {
      cells.first_cell = nx * ny;
    }
    const auto graph = split::dual_graph(MPI_COMM_WORLD, cells);
    EXPECT_EQ(report.edge_cut, split::edge_cut(MPI_COMM_WORLD, graph, assigned)) << parts << " parts";
    EXPECT_GT(report.edge_cut, 0);
  }
}

}  // namespace
}  // namespace pcgns::test
