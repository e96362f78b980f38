// sibling_names / find_siblings: files that look like more of a per-rank set than the
// inputs hold -- the same name with another rank number -- and nothing else.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pcgns/set_siblings.hpp"
#include "support/scratch_dir.hpp"

namespace {

namespace fs = std::filesystem;
using pcgns::sibling_names;
using Names = std::vector<std::string>;

Names ranks(const std::string& prefix, int first, int last, const std::string& suffix = ".cgns") {
  Names names;
  for (int r = first; r <= last; ++r) names.push_back(prefix + std::to_string(r) + suffix);
  return names;
}

Names concat(Names a, const Names& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

TEST(SiblingNames, TheRanksAGlobLeftOutAreNamedInNaturalOrder) {
  // 'sol_?.cgns' matched sol_0..9 of a 12-file set.
  EXPECT_EQ(sibling_names(ranks("sol_", 0, 9), ranks("sol_", 0, 11)), (Names{"sol_10.cgns", "sol_11.cgns"}));
}

TEST(SiblingNames, ACompleteSetHasNone) {
  EXPECT_TRUE(sibling_names(ranks("sol_", 0, 11), concat(ranks("sol_", 0, 11), {"mesh.cgns", "notes.txt"})).empty());
}

TEST(SiblingNames, FilesOfOtherNamesAreNotSiblings) {
  const Names entries = concat(ranks("sol_", 0, 3), {"mesh_4.cgns", "sol_4.cgns.bak", "sol_4.h5", "sol_x.cgns",
                                                     "solution_4.cgns", "sol_.cgns", "merged.cgns"});
  EXPECT_EQ(sibling_names(ranks("sol_", 0, 1), entries), (Names{"sol_2.cgns", "sol_3.cgns"}));
}

TEST(SiblingNames, ASingleInputTakesItsLastNumberForTheRank) {
  // Maia's sub files: "case_sub_<r>.cgns"; the main file "case.cgns" is no sibling.
  EXPECT_EQ(sibling_names({"case_sub_0.cgns"}, concat(ranks("case_sub_", 0, 3), {"case.cgns"})),
            (Names{"case_sub_1.cgns", "case_sub_2.cgns", "case_sub_3.cgns"}));
}

TEST(SiblingNames, TheRankIsTheNumberThatVariesAmongTheInputs) {
  // Rank first, then the time step: only the other ranks of step 100 are siblings.
  const Names entries = {"run3_r0_t100.cgns", "run3_r1_t100.cgns", "run3_r2_t100.cgns",
                         "run3_r0_t200.cgns", "run3_r1_t200.cgns", "run4_r2_t100.cgns"};
  EXPECT_EQ(sibling_names({"run3_r0_t100.cgns", "run3_r1_t100.cgns"}, entries), (Names{"run3_r2_t100.cgns"}));
}

TEST(SiblingNames, InputsVaryingInSeveralNumbersSayNothing) {
  // No telling which number is the rank: no guess.
  const Names inputs = {"a0_b0.cgns", "a1_b1.cgns"};
  EXPECT_TRUE(sibling_names(inputs, {"a0_b0.cgns", "a1_b1.cgns", "a2_b2.cgns", "a0_b1.cgns"}).empty());
}

TEST(SiblingNames, NamesWithoutNumbersHaveNoSiblings) {
  EXPECT_TRUE(sibling_names({"mesh.cgns"}, {"mesh.cgns", "mesh2.cgns"}).empty());
}

TEST(SiblingNames, ZeroPaddedRanksAreSiblingsOfAnyWidth) {
  EXPECT_EQ(sibling_names({"sol_0000.cgns", "sol_0001.cgns"}, {"sol_0000.cgns", "sol_0001.cgns", "sol_0002.cgns"}),
            (Names{"sol_0002.cgns"}));
}

TEST(SiblingNames, EachPatternOfInputsHasItsOwnSiblings) {
  const Names inputs = concat(ranks("sol_", 0, 1), ranks("grid_", 0, 0));
  const Names entries = concat(concat(ranks("sol_", 0, 2), ranks("grid_", 0, 1)), ranks("other_", 0, 5));
  EXPECT_EQ(sibling_names(inputs, entries), (Names{"grid_1.cgns", "sol_2.cgns"}));
}

class FindSiblings : public ::testing::Test {
 protected:
  fs::path touch(const std::string& relative) {
    fs::path file = dir_ / relative;
    fs::create_directories(file.parent_path());
    std::ofstream(file) << "x";
    return file;
  }

  pcgns::test::ScratchDir scratch_;
  fs::path dir_ = scratch_.path();
};

TEST_F(FindSiblings, EachDirectoryOfTheInputsIsLookedAt) {
  std::vector<fs::path> inputs;
  for (int r = 0; r < 12; ++r) {
    const auto file = touch("out/sol_" + std::to_string(r) + ".cgns");
    if (r < 10) inputs.push_back(file);
  }
  inputs.push_back(touch("b/part_0.cgns"));
  touch("b/part_1.cgns");
  touch("b/sub/part_2.cgns");  // not in a directory of the inputs
  EXPECT_EQ(pcgns::find_siblings(inputs, {}),
            (std::vector<fs::path>{dir_ / "b/part_1.cgns", dir_ / "out/sol_10.cgns", dir_ / "out/sol_11.cgns"}));
}

TEST_F(FindSiblings, OutputsAndDirectoriesAreNotSiblings) {
  const auto input = touch("sol_0.cgns");
  const auto output = touch("sol_1.cgns");
  fs::create_directories(dir_ / "sol_2.cgns");
  EXPECT_TRUE(pcgns::find_siblings({input}, {output}).empty());
  // The same output named another way.
  EXPECT_TRUE(pcgns::find_siblings({input}, {dir_ / "x" / ".." / "sol_1.cgns"}).empty());
  EXPECT_EQ(pcgns::find_siblings({input}, {}), (std::vector<fs::path>{output}));
}

}  // namespace
