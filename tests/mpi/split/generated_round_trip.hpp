#pragma once
// A fixture for the split tests of generated meshes of one element kind (MIXED,
// NGON_n/NFACE_n, ...): a small per-rank set stamped with a version, split options, and a
// round trip (split, then merged back from the main file or the sub files) compared as a
// whole tree with the mesh it started from.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "pcgns/generate.hpp"
#include "pcgns/split/split.hpp"
#include "support/same_tree.hpp"
#include "support/shared_dir.hpp"

namespace pcgns::test {

class GeneratedRoundTrip : public ::testing::Test {
 protected:
  explicit GeneratedRoundTrip(generate::Elements elements) : elements_(elements) {}

  // A mesh of a few hundred cells in 2 per-rank files, stamped `version`.
  std::vector<std::filesystem::path> generated(const std::string& name, CgnsVersion version) {
    generate::Options o;
    o.mesh = generate::Mesh::unstructured;
    o.elements = elements_;
    o.cells = 200;
    o.parts = 2;
    o.steps = 1;
    o.version = version;
    o.dir = dir_ / name;
    return generate::run(MPI_COMM_WORLD, o).files;
  }

  split::SplitOptions options_for(const std::vector<std::filesystem::path>& inputs, split::Method method, int parts,
                                  const std::string& stem) {
    split::SplitOptions options;
    options.inputs = inputs;
    options.parts = parts;
    options.method = method;
    options.stem = dir_ / stem;
    options.force = true;
    return options;
  }

  // Split, then merged back from the main file or from the sub files.
  void expect_round_trip(const std::filesystem::path& whole, const std::vector<std::filesystem::path>& inputs,
                         split::Method method, int parts, const std::string& label, bool from_subs = false) {
    const auto options = options_for(inputs, method, parts, "parts");
    const auto report = split::run(MPI_COMM_WORLD, options);
    EXPECT_EQ(report.parts, parts) << label;
    std::vector<std::filesystem::path> back_from{split::main_file(options.stem)};
    if (from_subs) {
      back_from.clear();
      for (int p = 0; p < parts; ++p)
        back_from.push_back(options.stem.string() + "_sub_" + std::to_string(p) + ".cgns");
    }
    const auto back = merge_into(back_from, dir_ / "back.cgns");
    const auto differences = tree_differences(whole, back);
    EXPECT_TRUE(differences.empty()) << label << ": " << differences.size() << " differences, first "
                                     << (differences.empty() ? "" : differences.front());
  }

  SharedDir dir_;

 private:
  generate::Elements elements_;
};

}  // namespace pcgns::test
