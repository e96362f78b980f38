// pcgns-split under 1, 2 and 3 ranks on a hybrid case: a structured block and an
// unstructured zone in one base (the generator's two meshes side by side). One run cuts
// the block into boxes and the unstructured zone by the graph method, into the same part
// files: every part file holds a share of both. Split into 1, 2, 3 and 7 parts from the
// file and from a per-rank set of both kinds (N -> M), merged back to the very same tree
// (every node, label, type, dimensions, values and child order). --weights and
// --renumber apply to the unstructured zone; --method block stays refused. Connections
// between the two kinds at vertices are cut; others are refused naming the file, the
// zone and the connection.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"
#include "support/same_tree.hpp"
#include "support/shared_dir.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

Node read_everything(const fs::path& file) {
  ReadOptions everything;
  everything.load_threshold = std::int64_t{1} << 40;
  return read_tree(file, everything);
}

class ZoneKindsTest : public ::testing::Test {
 protected:
  // One generated mesh of `mesh`, merged into one file.
  fs::path generated(generate::Mesh mesh, const std::string& name) {
    generate::Options o;
    o.mesh = mesh;
    o.cells = 150;
    o.parts = 2;
    o.steps = 1;
    o.dir = dir_ / name;
    return merge_into(generate::run(MPI_COMM_WORLD, o).files, dir_ / (name + ".cgns"));
  }

  // The unstructured zone "Zone" and the structured block "Block" in one base; `edit`
  // changes the tree before it is written.
  fs::path hybrid(const std::string& name, const std::function<void(Node&)>& edit = {}) {
    const auto unstructured = generated(generate::Mesh::unstructured, name + "_u");
    const auto structured = generated(generate::Mesh::structured, name + "_s");
    fs::path file = dir_ / (name + ".cgns");
    if (world_rank() == 0) {
      Node root = read_everything(unstructured);
      const Node blocks = read_everything(structured);
      root.child("Base")->add(*blocks.child("Base")->child("Block"));
      if (edit) edit(root);
      write_tree(file, root);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    return file;
  }

  split::SplitOptions options_for(const std::vector<fs::path>& inputs, int parts, const std::string& stem) {
    split::SplitOptions options;
    options.inputs = inputs;
    options.parts = parts;
    options.stem = dir_ / stem;
    options.force = true;
    return options;
  }

  // Splits, checks that every part holds both kinds, merges back from `from_main` (the
  // main file) or the part files, and compares the whole trees.
  void expect_round_trip(const fs::path& whole, const split::SplitOptions& options, bool from_main,
                         const std::string& label) {
    const auto report = split::run(MPI_COMM_WORLD, options);
    EXPECT_EQ(report.pieces.at("Base/Zone"), options.parts) << label;
    EXPECT_GE(report.pieces.at("Base/Block"), options.parts) << label;
    ASSERT_EQ(report.part_summaries.size(), static_cast<std::size_t>(options.parts)) << label;
    for (const auto& part : report.part_summaries) EXPECT_GE(part.zones, 2) << label << " part " << part.part;
    std::vector<fs::path> parts;
    parts.reserve(static_cast<std::size_t>(options.parts));
    for (int p = 0; p < options.parts; ++p) parts.push_back(split::part_file(options.stem, p));
    const auto back =
        merge_into(from_main ? std::vector<fs::path>{split::main_file(options.stem)} : parts, dir_ / "back.cgns");
    const auto differences = compare_trees(read_everything(whole), read_everything(back));
    EXPECT_TRUE(differences.empty()) << label << ": " << differences.size() << " differences, first "
                                     << (differences.empty()
                                             ? ""
                                             : differences.front().path + ": " + differences.front().what);
  }

  SharedDir dir_;
};

TEST_F(ZoneKindsTest, EveryPartCountFromTheFileMergesBackToTheSameTree) {
  const auto whole = hybrid("hybrid");
  for (const int parts : {1, 2, 3, 7}) {
    auto options = options_for({whole}, parts, "parts");
    expect_round_trip(whole, options, parts % 2 == 1, "auto, " + std::to_string(parts) + " parts");
  }
  auto options = options_for({whole}, 3, "ptscotch");
  options.method = split::Method::ptscotch;
  expect_round_trip(whole, options, true, "ptscotch, 3 parts");
}

// A per-rank set holding both kinds (a split's parts) cut again into another count.
TEST_F(ZoneKindsTest, APerRankSetOfBothKindsIsCutIntoAnotherCountAndMergesBack) {
  const auto whole = hybrid("hybrid");
  split::run(MPI_COMM_WORLD, options_for({whole}, 3, "set"));
  std::vector<fs::path> set;
  set.reserve(3);
  for (int p = 0; p < 3; ++p) set.push_back(split::part_file(dir_ / "set", p));
  for (const int parts : {1, 2, 7}) {
    auto options = options_for(set, parts, "again");
    options.method = split::Method::hilbert;
    expect_round_trip(whole, options, parts != 7, "from the set of 3, " + std::to_string(parts) + " parts");
  }
}

// --weights and --renumber apply to the unstructured zone; --method block is refused.
TEST_F(ZoneKindsTest, UnstructuredOptionsApplyToTheUnstructuredZoneAndBlockIsRefused) {
  const auto whole = hybrid("hybrid");
  auto weighted = options_for({whole}, 3, "weighted");
  weighted.weights = "Density";
  expect_round_trip(whole, weighted, true, "--weights Density");
  auto renumbered = options_for({whole}, 2, "renumbered");
  renumbered.renumber = split::CellOrder::hilbert;
  expect_round_trip(whole, renumbered, false, "--renumber hilbert");
  auto block = options_for({whole}, 2, "block");
  block.method = split::Method::block;
  expect_error<UsageError>([&] { split::run(MPI_COMM_WORLD, block); },
                           {"--method block", "/Base/Zone", "is unstructured", "cut by block whatever the method"});
  EXPECT_FALSE(fs::exists(split::main_file(block.stem)));
}

// General connections at vertices between the kinds -- the unstructured zone's towards
// the block (donors by index triples), the block's towards the unstructured zone (own
// points by a list of triples, and by a range) -- are cut and merge back to the same
// tree. A 1to1 connection towards the unstructured zone and one at FaceCenter are
// refused on every rank, naming the file, the zone and the connection, nothing written.
TEST_F(ZoneKindsTest, ConnectionsBetweenTheKindsAtVerticesMergeBackOthersAreRefused) {
  const auto connected = hybrid("connected", [](Node& root) {
    Node& zone = *root.child("Base")->child("Zone");
    sids::add_connectivity(zone, "ToBlock", "Block", sids::GridConnectivityType::Abutting, sids::GridLocation::Vertex,
                           sids::PointSetSpec::list({3, 1, 2}),
                           sids::PointSetSpec::list({1, 1, 1, 2, 1, 1, 2, 2, 2}, 3), "PointListDonor", 3);
    Node& block = *root.child("Base")->child("Block");
    sids::add_connectivity(block, "ToZone", "Base/Zone", sids::GridConnectivityType::Abutting,
                           sids::GridLocation::Vertex, sids::PointSetSpec::list({2, 1, 1, 1, 1, 1}, 3),
                           sids::PointSetSpec::list({5, 4}), "PointListDonor", 1);
    sids::add_connectivity(block, "RangeToZone", "Zone", sids::GridConnectivityType::Abutting1to1,
                           sids::GridLocation::Vertex, sids::PointSetSpec::range({1, 1, 1, 2, 2, 1}),
                           sids::PointSetSpec::list({1, 2, 3, 4}), "PointListDonor", 1);
  });
  for (const int parts : {2, 3, 7}) {
    auto options = options_for({connected}, parts, "cut");
    expect_round_trip(connected, options, parts != 3, "connections between the kinds, " + std::to_string(parts));
  }
  const auto face_towards_block = hybrid("face_to_block", [](Node& root) {
    Node& zone = *root.child("Base")->child("Zone");
    sids::add_connectivity(zone, "ToBlock", "Block", sids::GridConnectivityType::Abutting,
                           sids::GridLocation::FaceCenter, sids::PointSetSpec::list({1, 2}),
                           sids::PointSetSpec::list({1, 1, 1, 2, 1, 1}, 3), "PointListDonor", 3);
  });
  const auto one_to_one_from_block = hybrid("one_to_one_from_block", [](Node& root) {
    Node& zone = *root.child("Base")->child("Block");
    sids::add_1to1(zone, "Stitch", "Zone", {1, 1, 1, 1, 2, 2}, {1, 1, 1, 1, 2, 2}, {1, 2, 3});
  });
  const struct {
    fs::path input;
    std::string zone, connection, label;
  } cases[] = {{face_towards_block, "/Base/Zone", "ZoneGridConnectivity/ToBlock", "GridConnectivity_t"},
               {one_to_one_from_block, "/Base/Block", "ZoneGridConnectivity/Stitch", "GridConnectivity1to1_t"}};
  for (const auto& c : cases) {
    const auto options = options_for({c.input}, 2, "refused");
    expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                             {c.input.filename().string(), c.zone + "/" + c.connection, c.label,
                              "between structured and unstructured zones"});
    EXPECT_FALSE(fs::exists(split::main_file(options.stem))) << c.input;
    EXPECT_FALSE(fs::exists(split::part_file(options.stem, 0))) << c.input;
  }
}

}  // namespace
}  // namespace pcgns::test
