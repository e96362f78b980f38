#include "pcgns/sys/safe_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>

#include "pcgns/error.hpp"
#include "pcgns/sys/stale_temporaries.hpp"
#include "support/scratch_dir.hpp"
#include "sys/temporary_name.hpp"

namespace pcgns::sys {
namespace {
namespace fs = std::filesystem;

class SafeFileTest : public ::testing::Test {
 protected:
  static void write_text(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }
  static std::string read_text(const fs::path& p) {
    std::ifstream in(p);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  std::size_t entries() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
  }
  pcgns::test::ScratchDir scratch;
  fs::path dir = scratch.path();
};

TEST_F(SafeFileTest, ALinkAtTheDestinationIsReplacedNotWrittenThrough) {
  write_text(dir / "victim", "precious");
  fs::permissions(dir / "victim", fs::perms::owner_read | fs::perms::owner_write);
  fs::create_symlink(dir / "victim", dir / "report.json");
  write_file_safely(dir / "report.json", "{}\n");
  EXPECT_EQ(read_text(dir / "victim"), "precious");
  EXPECT_FALSE(fs::is_symlink(dir / "report.json"));
  EXPECT_EQ(read_text(dir / "report.json"), "{}\n");
  EXPECT_EQ(entries(), 2u);  // no temporary left
}

TEST_F(SafeFileTest, CreateExclusiveRefusesLinksAndExistingFiles) {
  write_text(dir / "victim", "precious");
  fs::create_symlink(dir / "victim", dir / "link");
  EXPECT_LT(create_exclusive(dir / "link", 0600), 0);
  EXPECT_LT(create_exclusive(dir / "victim", 0600), 0);
  EXPECT_EQ(read_text(dir / "victim"), "precious");
}

TEST_F(SafeFileTest, ADirectoryDestinationIsAnOutputErrorAndLeavesNothing) {
  fs::create_directory(dir / "report.json");
  try {
    write_file_safely(dir / "report.json", "{}");
    FAIL() << "no error";
  } catch (const OutputError& e) {
    EXPECT_NE(std::string(e.what()).find("report.json"), std::string::npos);
  }
  EXPECT_EQ(entries(), 1u);
}

TEST_F(SafeFileTest, PrivateDirectoryIsOwnerOnlyAndNamedAfterTheOutput) {
  const fs::path made = create_private_directory(dir / "out.cgns");
  struct stat info {};
  ASSERT_EQ(::stat(made.c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0700u);
  EXPECT_EQ(sys::parse_temporary_entry(made.filename().string())->file_name, "out.cgns");
  write_text(made / "out.cgns", "partial");
  remove_private_directory(made);
  EXPECT_FALSE(fs::exists(made));
}

TEST_F(SafeFileTest, StaleTemporariesOfDeadProcessesOnThisHostAreRemovedOthersKept) {
  // pid 2^22+1 is above the largest pid_max, so no process has it.
  const fs::path dead = dir / (".a.cgns.pcgns-0123456789-4194305@" + sys::this_host() + ".tmp");
  const fs::path alive =
      dir / (".a.cgns.pcgns-0123456789-" + std::to_string(::getpid()) + "@" + sys::this_host() + ".tmp");
  const fs::path elsewhere = dir / ".a.cgns.pcgns-0123456789-4194305@another-host.tmp";
  const fs::path dead_file = dir / (".b.json.pcgns-0123456789-4194305@" + sys::this_host() + ".tmp");
  fs::create_directory(dead);
  write_text(dead / "a.cgns", "partial");
  fs::create_directory(alive);
  fs::create_directory(elsewhere);
  write_text(dead_file, "partial");
  const auto removed = remove_stale_temporaries(dir);
  EXPECT_EQ(removed.size(), 2u);
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_FALSE(fs::exists(dead_file));
  EXPECT_TRUE(fs::exists(alive));
  EXPECT_TRUE(fs::exists(elsewhere));
}

}  // namespace
}  // namespace pcgns::sys
