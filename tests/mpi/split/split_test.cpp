// pcgns-split's engine with the ranks of the test: generated structured inputs (one
// block in a per-rank set, and multi-block whole zones) split into M parts. Each
// partition file is checked on its own against the generator's formulas, and the
// merge of the parts must give back the very same tree as the merge of the input.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "mpi_test_support.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/merge/merge.hpp"
#include "pcgns/split/split.hpp"
#include "support/merged_file.hpp"
#include "support/same_tree.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;
using generate::GlobalBox;

class SplitTest : public ::testing::Test {
 protected:
  // A 5 x 5 x 9 cell box in 4 per-rank files, with two time steps.
  std::vector<fs::path> generated(generate::Mesh mesh) {
    generate::Options o;
    o.mesh = mesh;
    o.cells = 210;
    o.parts = 4;
    o.steps = 2;
    o.dir = dir_ / ("in_" + std::to_string(static_cast<int>(mesh)));
    auto report = generate::run(MPI_COMM_WORLD, o);
    box_ = report.box;
    return report.files;
  }

  fs::path merged(const std::vector<fs::path>& inputs, const std::string& name) {
    return merge_into(inputs, dir_ / name);
  }

  split::SplitReport split_into(const std::vector<fs::path>& inputs, int parts, const std::string& stem) {
    split::SplitOptions options;
    options.inputs = inputs;
    options.parts = parts;
    options.stem = dir_ / stem;
    options.force = true;
    return split::run(MPI_COMM_WORLD, options);
  }

  void expect_round_trip(const fs::path& whole, const std::vector<fs::path>& inputs, int parts) {
    const std::string stem = "split" + std::to_string(parts);
    const auto report = split_into(inputs, parts, stem);
    EXPECT_EQ(report.parts, parts);
    EXPECT_EQ(report.outputs.size(), static_cast<std::size_t>(parts + 1));
    const auto back = merged({split::main_file(dir_ / stem)}, stem + "_merged.cgns");
    const auto differences = tree_differences(whole, back);
    EXPECT_TRUE(differences.empty()) << parts << " parts: " << differences.size() << " differences, first "
                                     << (differences.empty() ? "" : differences.front());
  }

  // Entries of the directory whose name contains `text` (temporary files included).
  std::vector<std::string> entries_with(const std::string& text) const {
    std::vector<std::string> found;
    for (const auto& entry : dir_.entries())
      if (entry.find(text) != std::string::npos) found.push_back(entry);
    return found;
  }

  SharedDir dir_;
  GlobalBox box_;
};

TEST_F(SplitTest, StructuredBlockSplitAndMergedBackIsTheSameTree) {
  const auto set = generated(generate::Mesh::structured);
  const auto whole = merged(set, "whole.cgns");
  for (int parts : {1, 2, 3, 7}) expect_round_trip(whole, {whole}, parts);
}

TEST_F(SplitTest, PerRankSetIsSplitDirectlyIntoOtherParts) {
  const auto set = generated(generate::Mesh::structured);
  const auto whole = merged(set, "whole.cgns");
  expect_round_trip(whole, set, 7);  // 4 input parts -> 7 parts, never through a merged file
}

TEST_F(SplitTest, MultiBlockSplitAndMergedBackIsTheSameTree) {
  const auto set = generated(generate::Mesh::blocks);
  const auto whole = merged(set, "whole.cgns");
  for (int parts : {1, 3, 7}) expect_round_trip(whole, {whole}, parts);
}

// Each partition file on its own: zone names, numbering, and values that match the
// generator's formulas at the global ids the numbering gives.
TEST_F(SplitTest, EveryPartitionHoldsItsBoxWithGlobalNumbering) {
  const auto set = generated(generate::Mesh::structured);
  const auto report = split_into(set, 3, "parts");
  std::int64_t cells = 0;
  for (int part = 0; part < 3; ++part) {
    const MergedFile file(split::part_file(dir_ / "parts", part));
    const auto zones = file.paths_named("CellRange");
    ASSERT_FALSE(zones.empty()) << "part " << part;
    for (const auto& range_path : zones) {
      const std::string zone = range_path.substr(0, range_path.find("/:CGNS#GlobalNumbering"));
      EXPECT_NE(zone.find("Block.P" + std::to_string(part) + ".N"), std::string::npos) << zone;
      const auto range = file.integers(range_path);
      EXPECT_EQ(file.integers(zone + "/:CGNS#GlobalNumbering/CellSize"),
                (std::vector<std::int64_t>{box_.ni, box_.nj, box_.nk}));
      cells += (range[3] - range[0] + 1) * (range[4] - range[1] + 1) * (range[5] - range[2] + 1);
      const auto ids = file.integers(zone + "/:CGNS#GlobalNumbering/Vertex");
      const auto x = file.reals(zone + "/GridCoordinates/CoordinateX");
      const auto z = file.reals(zone + "/GridCoordinates/CoordinateZ");
      const auto p = file.reals(zone + "/VertexSol#0002/Pressure");
      ASSERT_EQ(ids.size(), x.size());
      for (std::size_t v = 0; v < ids.size(); ++v) {
        const std::int64_t n = ids[v] - 1;
        ASSERT_EQ(x[v], generate::expected_coordinate(0, n % (box_.ni + 1))) << zone << " vertex " << v;
        ASSERT_EQ(z[v], generate::expected_coordinate(2, n / ((box_.ni + 1) * (box_.nj + 1)))) << zone;
        ASSERT_EQ(p[v], generate::expected_pressure(ids[v], 2)) << zone;
      }
      const auto cell_ids = file.integers(zone + "/:CGNS#GlobalNumbering/Cell");
      const auto density = file.reals(zone + "/CellSol#0001/Density");
      ASSERT_EQ(cell_ids.size(), density.size());
      for (std::size_t c = 0; c < cell_ids.size(); ++c)
        ASSERT_EQ(density[c], generate::expected_density(cell_ids[c], 1)) << zone;
    }
  }
  EXPECT_EQ(cells, box_.cells());
  EXPECT_LE(report.imbalance, 0.03);
}

// Every interface JN.P<r>.N<k>.LT.P<r2>.N<k2> has its mirror in the other partition,
// with the same vertices seen from both sides.
TEST_F(SplitTest, PartitionInterfacesComeInMatchingPairs) {
  const auto set = generated(generate::Mesh::structured);
  split_into(set, 7, "parts");
  std::map<std::string, std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> interfaces;
  std::map<std::string, std::string> donors;
  for (int part = 0; part < 7; ++part) {
    const MergedFile file(split::part_file(dir_ / "parts", part));
    for (const auto& path : file.paths_named("PointRangeDonor")) {
      const std::string connection = path.substr(0, path.rfind('/'));
      const std::string name = connection.substr(connection.rfind('/') + 1);
      if (name.rfind("JN.P", 0) != 0) continue;
      interfaces[name] = {file.integers(connection + "/PointRange"), file.integers(path)};
    }
  }
  ASSERT_GE(interfaces.size(), 12u);  // 7 slabs or more boxes: at least 6 faces, seen twice
  for (const auto& [name, ranges] : interfaces) {
    const auto lt = name.find(".LT.");
    const std::string mirror = "JN." + name.substr(lt + 4) + ".LT." + name.substr(3, lt - 3);
    ASSERT_TRUE(interfaces.count(mirror)) << name;
    EXPECT_EQ(interfaces[mirror].first, ranges.second) << name;
    EXPECT_EQ(interfaces[mirror].second, ranges.first) << name;
  }
}

TEST_F(SplitTest, BadRequestsAreRefusedAndWriteNothing) {
  const auto set = generated(generate::Mesh::structured);
  EXPECT_THROW(split_into(set, 0, "none"), UsageError);
  EXPECT_THROW(split_into(set, 226, "none"), InputError);  // 225 cells
  EXPECT_TRUE(entries_with("none").empty());
  split_into(set, 2, "twice");
  split::SplitOptions again;
  again.inputs = set;
  again.parts = 2;
  again.stem = dir_ / "twice";
  EXPECT_THROW(split::run(MPI_COMM_WORLD, again), OutputError);
  // The block method cuts structured zones only.
  split::SplitOptions block;
  block.inputs = generated(generate::Mesh::unstructured);
  block.parts = 2;
  block.stem = dir_ / "none";
  block.method = split::Method::block;
  EXPECT_THROW(split::run(MPI_COMM_WORLD, block), UsageError);
  EXPECT_TRUE(entries_with("none").empty());
}

}  // namespace
}  // namespace pcgns::test
