// ScratchDir: a fresh directory per test, named after it, gone with its contents at the end.
#include "support/scratch_dir.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

TEST(ScratchDir, FreshNamedAfterTheTestAndRemovedWithItsContents) {
  fs::path kept;
  {
    const ScratchDir dir;
    const ScratchDir other;
    kept = dir.path();
    EXPECT_NE(dir.path(), other.path());
    EXPECT_TRUE(fs::is_directory(dir.path()));
    EXPECT_TRUE(fs::is_empty(dir.path()));
    EXPECT_EQ(dir.path().parent_path(), fs::temp_directory_path());
    EXPECT_NE(dir.path().filename().string().find("pcgns-ScratchDir-FreshNamedAfterTheTest"), std::string::npos)
        << dir.path();
    fs::create_directories(dir / "sub" / "deeper");
    std::ofstream(dir / "sub" / "deeper" / "file.cgns") << "data";
    EXPECT_EQ(entry_names(dir.path()), (std::vector<std::string>{"sub"}));
  }
  EXPECT_FALSE(fs::exists(kept));
}

TEST(ScratchDir, UnderAGivenParent) {
  const ScratchDir parent;
  const ScratchDir child(parent.path());
  EXPECT_EQ(child.path().parent_path(), parent.path());
  EXPECT_THROW(ScratchDir(parent / "missing"), std::runtime_error);
}

class ScratchDirParam : public ::testing::TestWithParam<int> {};

TEST_P(ScratchDirParam, ParameterisedNamesMakeOneDirectory) {
  const ScratchDir dir;
  // "Values/ScratchDirParam": a slash left in would name a directory that does not exist.
  EXPECT_EQ(dir.path().parent_path(), fs::temp_directory_path());
  EXPECT_TRUE(fs::is_directory(dir.path()));
}

INSTANTIATE_TEST_SUITE_P(Values, ScratchDirParam, ::testing::Values(1, 2));

}  // namespace
}  // namespace pcgns::test
