// expand_inputs: files, directories and glob patterns turned into one naturally ordered
// list without duplicates, and MissingInputError/UsageError naming what is wrong.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/input_files.hpp"
#include "support/scratch_dir.hpp"

namespace {

namespace fs = std::filesystem;
using pcgns::expand_inputs;

class ExpandInputs : public ::testing::Test {
 protected:
  fs::path touch(const std::string& relative) {
    fs::path file = dir_ / relative;
    fs::create_directories(file.parent_path());
    std::ofstream(file) << "x";
    return file;
  }
  std::string at(const std::string& relative) const { return (dir_ / relative).string(); }

  static std::vector<std::string> names(const std::vector<fs::path>& files) {
    std::vector<std::string> result;
    result.reserve(files.size());
    for (const auto& file : files) result.push_back(file.filename().string());
    return result;
  }

  // The message of the MissingInputError thrown for `arguments` (fails when none is).
  static std::string missing_input_message(const std::vector<std::string>& arguments) {
    try {
      expand_inputs(arguments);
    } catch (const pcgns::MissingInputError& e) {
      return e.what();
    }
    ADD_FAILURE() << "no MissingInputError";
    return {};
  }

  pcgns::test::ScratchDir scratch_;
  fs::path dir_ = scratch_.path();
};

TEST_F(ExpandInputs, FilesAreReturnedInNaturalOrder) {
  touch("sol_10.cgns");
  touch("sol_2.cgns");
  touch("sol_1.cgns");
  const auto files = expand_inputs({at("sol_10.cgns"), at("sol_2.cgns"), at("sol_1.cgns")});
  EXPECT_EQ(names(files), (std::vector<std::string>{"sol_1.cgns", "sol_2.cgns", "sol_10.cgns"}));
  EXPECT_EQ(files.front(), dir_ / "sol_1.cgns");
}

TEST_F(ExpandInputs, AFileNeedNotEndInCgnsWhenNamed) {
  touch("run.hdf");
  EXPECT_EQ(names(expand_inputs({at("run.hdf")})), (std::vector<std::string>{"run.hdf"}));
}

TEST_F(ExpandInputs, ADirectoryGivesItsCgnsFilesOnlyAndDoesNotRecurse) {
  for (int rank : {0, 1, 2, 9, 10, 11}) touch("out/sol_" + std::to_string(rank) + ".cgns");
  touch("out/notes.txt");
  touch("out/sol_3.cgns.bak");
  touch("out/nested/sol_99.cgns");
  const auto files = expand_inputs({at("out")});
  EXPECT_EQ(names(files), (std::vector<std::string>{"sol_0.cgns", "sol_1.cgns", "sol_2.cgns", "sol_9.cgns",
                                                    "sol_10.cgns", "sol_11.cgns"}));
  for (const auto& file : files) EXPECT_EQ(file.parent_path(), dir_ / "out");
}

TEST_F(ExpandInputs, GlobPatternsExpandInNaturalOrder) {
  for (int rank : {12, 3, 1, 20}) touch("sol_" + std::to_string(rank) + ".cgns");
  touch("mesh_0.cgns");
  EXPECT_EQ(names(expand_inputs({at("sol_*.cgns")})),
            (std::vector<std::string>{"sol_1.cgns", "sol_3.cgns", "sol_12.cgns", "sol_20.cgns"}));
  EXPECT_EQ(names(expand_inputs({at("sol_?.cgns")})), (std::vector<std::string>{"sol_1.cgns", "sol_3.cgns"}));
  EXPECT_EQ(names(expand_inputs({at("sol_[13].cgns")})), (std::vector<std::string>{"sol_1.cgns", "sol_3.cgns"}));
}

TEST_F(ExpandInputs, ArgumentsOfAllKindsAreMergedAndSortedTogether) {
  touch("a/sol_10.cgns");
  touch("a/sol_3.cgns");
  touch("b/sol_2.cgns");
  touch("sol_1.cgns");
  const auto files = expand_inputs({at("a"), at("b/*.cgns"), at("sol_1.cgns")});
  ASSERT_EQ(files.size(), 4u);
  // Whole paths are compared: ".../a/..." before ".../b/..." before ".../sol_1.cgns".
  EXPECT_EQ(files[0], dir_ / "a" / "sol_3.cgns");
  EXPECT_EQ(files[1], dir_ / "a" / "sol_10.cgns");
  EXPECT_EQ(files[2], dir_ / "b" / "sol_2.cgns");
  EXPECT_EQ(files[3], dir_ / "sol_1.cgns");
}

TEST_F(ExpandInputs, TheSameFileNamedSeveralWaysIsKeptOnce) {
  touch("out/sol_1.cgns");
  touch("out/sol_2.cgns");
  const auto files =
      expand_inputs({at("out"), at("out/sol_1.cgns"), at("out/*.cgns"), (dir_ / "out" / "." / "sol_2.cgns").string(),
                     (dir_ / "out" / ".." / "out" / "sol_1.cgns").string()});
  EXPECT_EQ(names(files), (std::vector<std::string>{"sol_1.cgns", "sol_2.cgns"}));
}

TEST_F(ExpandInputs, NoArgumentsIsAUsageError) { EXPECT_THROW(expand_inputs({}), pcgns::UsageError); }

TEST_F(ExpandInputs, AMissingPathIsNamed) {
  touch("sol_1.cgns");
  const auto message = missing_input_message({at("sol_1.cgns"), at("sol_404.cgns")});
  EXPECT_NE(message.find(at("sol_404.cgns")), std::string::npos) << message;
}

TEST_F(ExpandInputs, APatternMatchingNothingIsNamed) {
  touch("sol_1.cgns");
  const auto message = missing_input_message({at("run_*.cgns")});
  EXPECT_NE(message.find(at("run_*.cgns")), std::string::npos) << message;
  EXPECT_NE(message.find("matches"), std::string::npos) << message;
}

TEST_F(ExpandInputs, ADirectoryWithoutCgnsFilesIsNamed) {
  touch("empty/readme.txt");
  touch("empty/deeper/sol_0.cgns");  // not found: no recursion
  const auto message = missing_input_message({at("empty")});
  EXPECT_NE(message.find(at("empty")), std::string::npos) << message;
  fs::create_directories(dir_ / "really_empty");
  EXPECT_NE(missing_input_message({at("really_empty")}).find("no *.cgns"), std::string::npos);
}

// Running as root, permissions do not make a file unreadable; a dangling symlink and a
// directory named like a CGNS file are inputs that cannot be read either.
TEST_F(ExpandInputs, ADanglingSymlinkIsAMissingInput) {
  fs::create_symlink(dir_ / "gone.cgns", dir_ / "sol_1.cgns");
  const auto message = missing_input_message({at("sol_1.cgns")});
  EXPECT_NE(message.find(at("sol_1.cgns")), std::string::npos) << message;
}

TEST_F(ExpandInputs, ADanglingSymlinkMatchedByAPatternIsRejected) {
  touch("sol_0.cgns");
  fs::create_symlink(dir_ / "gone.cgns", dir_ / "sol_1.cgns");
  const auto message = missing_input_message({at("sol_*.cgns")});
  EXPECT_NE(message.find(at("sol_1.cgns")), std::string::npos) << message;
}

TEST_F(ExpandInputs, ADirectoryNamedLikeACgnsFileIsRejected) {
  touch("sol_0.cgns");
  fs::create_directories(dir_ / "sol_1.cgns");
  // Named directly it is a directory without *.cgns files inside.
  EXPECT_NE(missing_input_message({at("sol_1.cgns")}).find(at("sol_1.cgns")), std::string::npos);
  // Matched by a pattern it is not a regular file.
  const auto message = missing_input_message({at("sol_*.cgns")});
  EXPECT_NE(message.find(at("sol_1.cgns")), std::string::npos) << message;
  EXPECT_NE(message.find("not a regular file"), std::string::npos) << message;
}

TEST_F(ExpandInputs, ADirectoryListingSkipsEntriesThatAreNotFiles) {
  touch("out/sol_0.cgns");
  fs::create_directories(dir_ / "out" / "sol_1.cgns");
  fs::create_symlink(dir_ / "gone.cgns", dir_ / "out" / "sol_2.cgns");
  EXPECT_EQ(names(expand_inputs({at("out")})), (std::vector<std::string>{"sol_0.cgns"}));
}

}  // namespace
