#include "sys/output_file.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <fstream>

#include "sys/temporary_name.hpp"

#include "pcgns/error.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns::sys {
namespace {
namespace fs = std::filesystem;

class OutputFileTest : public ::testing::Test {
 protected:
  static void write_text(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }
  static std::string read_text(const fs::path& p) {
    std::ifstream in(p);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  pcgns::test::ScratchDir scratch;
  fs::path dir = scratch.path();
};

TEST_F(OutputFileTest, ReserveCreatesAnEmptyTemporaryOnly) {
  const fs::path out = dir / "out.cgns";
  const fs::path temp = reserve_output(out, false);
  // In a private directory next to the output, whose name records this process.
  EXPECT_EQ(temp.parent_path().parent_path(), dir);
  EXPECT_EQ(fs::status(temp.parent_path()).permissions(), fs::perms::owner_all);
  const auto owner = parse_temporary_entry(temp.parent_path().filename().string());
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->file_name, "out.cgns");
  EXPECT_EQ(owner->pid, static_cast<long>(::getpid()));
  EXPECT_TRUE(fs::exists(temp));
  EXPECT_EQ(fs::file_size(temp), 0u);
  EXPECT_FALSE(fs::exists(out));
  const fs::path second = reserve_output(out, false);
  EXPECT_NE(second, temp);
}

TEST_F(OutputFileTest, ExistingOutputNeedsOverwrite) {
  const fs::path out = dir / "out.cgns";
  write_text(out, "old");
  try {
    reserve_output(out, false);
    FAIL() << "no error";
  } catch (const OutputError& e) {
    EXPECT_NE(std::string(e.what()).find(out.string()), std::string::npos);
  }
  const fs::path temp = reserve_output(out, true);
  write_text(temp, "new");
  publish_output(temp, out, true);
  EXPECT_EQ(read_text(out), "new");
  EXPECT_FALSE(fs::exists(temp));
}

TEST_F(OutputFileTest, MissingDirectoryOrDirectoryTargetIsAnOutputError) {
  EXPECT_THROW(reserve_output(dir / "nowhere" / "out.cgns", false), OutputError);
  fs::create_directory(dir / "sub");
  EXPECT_THROW(reserve_output(dir / "sub", true), OutputError);
}

TEST_F(OutputFileTest, PublishRefusesAnOutputThatAppearedMeanwhile) {
  const fs::path out = dir / "out.cgns";
  const fs::path temp = reserve_output(out, false);
  write_text(out, "someone else");
  EXPECT_THROW(publish_output(temp, out, false), OutputError);
  EXPECT_EQ(read_text(out), "someone else");
  discard_output(temp);
  EXPECT_FALSE(fs::exists(temp));
  EXPECT_FALSE(fs::exists(temp.parent_path()));
  discard_output(temp);  // twice is harmless
  EXPECT_TRUE(fs::exists(dir));
}

TEST_F(OutputFileTest, PublishLeavesOnlyTheOutput) {
  const fs::path out = dir / "out.cgns";
  const fs::path temp = reserve_output(out, false);
  write_text(temp, "new");
  publish_output(temp, out, false);
  EXPECT_EQ(read_text(out), "new");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
}

TEST_F(OutputFileTest, ReserveRemovesTheStaleTemporariesOfTheSameOutput) {
  // pid 2^22+1 is above the default pid_max, so no process has it.
  const std::string dead = "-4194305@" + this_host() + ".tmp";
  fs::create_directory(dir / (".out.cgns.pcgns-0123456789" + dead));
  write_text(dir / (".out.cgns.pcgns-0123456789" + dead) / "out.cgns", "partial");
  write_text(dir / (".other.cgns.pcgns-0123456789" + dead), "partial");
  const fs::path temp = reserve_output(dir / "out.cgns", false);
  EXPECT_FALSE(fs::exists(dir / (".out.cgns.pcgns-0123456789" + dead)));
  EXPECT_TRUE(fs::exists(dir / (".other.cgns.pcgns-0123456789" + dead)));
  discard_output(temp);
}

}  // namespace
}  // namespace pcgns::sys
