// pcgns-split under 1, 2 and 3 ranks on a hexahedral zone whose vertices include many
// that no cell uses, numbered among the used ones (before the first, one after every
// fifth, a run of forty in the middle, two at the end): every method (auto too) into 1, 2, 3 and 7
// parts, merged back to the very same tree -- each orphan's coordinates, values and
// global id, the cells renumbered around the orphans their parts adopted, a vertex BC
// that lists orphans and a boundary section.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mpi_test_support.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/nodes_and_cells.hpp"
#include "support/same_tree.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

constexpr std::int64_t kNi = 6, kNj = 5, kNk = 8;  // cells per direction

std::int64_t lattice_index(std::int64_t i, std::int64_t j, std::int64_t k) {
  return i + (kNi + 1) * (j + (kNj + 1) * k);
}

// The zone's vertices in global id order: each lattice vertex's global id, and the
// orphans' coordinates.
struct Numbering {
  std::vector<std::int64_t> lattice_ids;  // per lattice index
  std::vector<double> x, y, z;            // per global id - 1
  std::vector<std::int64_t> orphans;      // global ids
  std::int64_t vertices() const { return static_cast<std::int64_t>(x.size()); }
};

Numbering number_vertices() {
  Numbering n;
  const auto orphan = [&](std::int64_t count) {
    for (std::int64_t o = 0; o < count; ++o) {
      const auto j = static_cast<double>(n.orphans.size());
      n.x.push_back(-1.0 - j);
      n.y.push_back(0.5 * j);
      n.z.push_back(-0.25 * j);
      n.orphans.push_back(n.vertices());
    }
  };
  orphan(3);
  for (std::int64_t k = 0; k <= kNk; ++k)
    for (std::int64_t j = 0; j <= kNj; ++j)
      for (std::int64_t i = 0; i <= kNi; ++i) {
        n.x.push_back(static_cast<double>(i));
        n.y.push_back(static_cast<double>(j));
        n.z.push_back(static_cast<double>(k));
        n.lattice_ids.push_back(n.vertices());
        const std::int64_t l = lattice_index(i, j, k);
        if (l % 5 == 4) orphan(1);
        if (l == 200) orphan(40);
      }
  orphan(2);
  return n;
}

void add_orphan_zone(Node& base) {
  const Numbering n = number_vertices();
  const std::int64_t cells = kNi * kNj * kNk;
  Node& zone =
      sids::add_zone(base, "Cloud", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(n.vertices(), cells));
  sids::add_coordinate(zone, "CoordinateX", n.x);
  sids::add_coordinate(zone, "CoordinateY", n.y);
  sids::add_coordinate(zone, "CoordinateZ", n.z);
  const auto id = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
    return n.lattice_ids[static_cast<std::size_t>(lattice_index(i, j, k))];
  };
  std::vector<std::int64_t> hexa, quads;
  for (std::int64_t k = 0; k < kNk; ++k)
    for (std::int64_t j = 0; j < kNj; ++j)
      for (std::int64_t i = 0; i < kNi; ++i)
        hexa.insert(hexa.end(), {id(i, j, k), id(i + 1, j, k), id(i + 1, j + 1, k), id(i, j + 1, k), id(i, j, k + 1),
                                 id(i + 1, j, k + 1), id(i + 1, j + 1, k + 1), id(i, j + 1, k + 1)});
  for (std::int64_t j = 0; j < kNj; ++j)
    for (std::int64_t i = 0; i < kNi; ++i)
      quads.insert(quads.end(), {id(i, j, 0), id(i, j + 1, 0), id(i + 1, j + 1, 0), id(i + 1, j, 0)});
  sids::add_section(zone, "Hexa", sids::ElementType::HEXA_8, 1, cells, 0, hexa);
  const std::int64_t floor = kNi * kNj;
  sids::add_section(zone, "Floor", sids::ElementType::QUAD_4, cells + 1, cells + floor, 0, quads);
  std::vector<std::int64_t> floor_faces;
  for (std::int64_t f = floor; f >= 1; --f) floor_faces.push_back(cells + f);
  sids::add_bc(zone, "Floor", sids::BCType::BCWall, sids::GridLocation::FaceCenter,
               sids::PointSetSpec::list(floor_faces));
  // Probes at orphans and at used vertices, in no particular order.
  const std::vector<std::int64_t> probes{n.orphans[50],    id(3, 2, 4), n.orphans[0],
                                         n.orphans.back(), id(0, 0, 0), n.orphans[20]};
  sids::add_bc(zone, "Probes", sids::BCType::BCGeneral, sids::GridLocation::Vertex, sids::PointSetSpec::list(probes));
  std::vector<double> pressure, density;
  for (std::int64_t v = 1; v <= n.vertices(); ++v) pressure.push_back(1000.0 + static_cast<double>(v));
  for (std::int64_t c = 1; c <= cells; ++c) density.push_back(0.5 * static_cast<double>(c));
  add_nodes_and_cells(zone, pressure, density);
}

fs::path write_orphan_file(const fs::path& file) {
  if (world_rank() == 0) {
    Node root("/", "Root Node of HDF5 File");
    add_orphan_zone(sids::add_base(root, "Base", 3, 3));
    write_tree(file, root);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

std::string method_name(split::Method method) { return split::to_string(method); }

class OrphanZoneTest : public ::testing::Test {
 protected:
  SharedDir dir_;
};

TEST_F(OrphanZoneTest, EveryMethodAndPartCountCarriesTheOrphansAndMergesBackToTheSameTree) {
  const auto input = write_orphan_file(dir_ / "cloud.cgns");
  for (const auto method :
       {split::Method::hilbert, split::Method::ptscotch, split::Method::metis, split::Method::automatic})
    for (const int parts : {1, 2, 3, 7}) {
      const std::string label = method_name(method) + " " + std::to_string(parts) + " parts";
      split::SplitOptions options;
      options.inputs = {input};
      options.parts = parts;
      options.method = method;
      options.stem = dir_ / (method_name(method) + std::to_string(parts));
      options.force = true;
      split::run(MPI_COMM_WORLD, options);
      const auto back = merge_into({split::main_file(options.stem)}, dir_ / "back.cgns");
      const auto differences = tree_differences(input, back);
      EXPECT_TRUE(differences.empty()) << label << ": " << differences.size() << " differences, first "
                                       << (differences.empty() ? "" : differences.front());
    }
}

}  // namespace
}  // namespace pcgns::test
