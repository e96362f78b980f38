// Detection on the real machine: statfs of /tmp and of the build directory agree with
// `stat -f`, a missing path is probed at its nearest existing parent, and --hint auto
// gives the hints of the rules for what was detected.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include "pcgns/stripe/auto_hints.hpp"
#include "pcgns/stripe/detect.hpp"
#include "pcgns/stripe/file_system.hpp"
#include "pcgns/stripe/recommendation.hpp"

namespace {

namespace fs = std::filesystem;
using namespace pcgns::stripe;

// The f_type `stat -f -c %t` prints (hexadecimal, no prefix).
unsigned long stat_magic(const fs::path& path) {
  const std::string command = "stat -f -c %t '" + path.string() + "'";
  FILE* pipe = ::popen(command.c_str(), "r");
  EXPECT_NE(pipe, nullptr);
  std::array<char, 64> buffer{};
  const bool got = std::fgets(buffer.data(), buffer.size(), pipe) != nullptr;
  ::pclose(pipe);
  EXPECT_TRUE(got) << command;
  return std::stoul(buffer.data(), nullptr, 16);
}

TEST(Detect, StatfsAgreesWithStatDashF) {
  for (const fs::path& path : {fs::path("/tmp"), fs::current_path()}) {
    const unsigned long magic = stat_magic(path);
    EXPECT_EQ(statfs_magic(path), magic) << path;
    const Environment environment = detect_environment(path, false);
    EXPECT_EQ(environment.detected_fs, fs_name_for_magic(magic)) << path;
    EXPECT_EQ(environment.fs, environment.detected_fs);
    EXPECT_GT(environment.block_size, 0);
    // The names we know are named, whatever this machine runs on.
    if (magic == 0xEF53) {
      EXPECT_EQ(environment.fs, "ext4");
    } else if (magic == 0x01021994) {
      EXPECT_EQ(environment.fs, "tmpfs");
    } else if (magic == 0x794C7630) {
      EXPECT_EQ(environment.fs, "overlayfs");
    }
  }
}

TEST(Detect, MissingPathIsProbedAtItsNearestExistingParent) {
  const fs::path missing = fs::temp_directory_path() / "pcgns-stripe-no-such-dir" / "deeper" / "run.cgns";
  EXPECT_EQ(nearest_existing(missing), fs::temp_directory_path());
  const Environment environment = detect_environment(missing, false);
  EXPECT_EQ(environment.path, missing);
  EXPECT_EQ(environment.probed, fs::temp_directory_path());
  EXPECT_EQ(environment.detected_fs, fs_name_for_magic(stat_magic(fs::temp_directory_path())));
  EXPECT_EQ(nearest_existing("relative/missing/dir"), fs::path("."));
}

TEST(Detect, AutoHintsAreTheRulesForTheDetectedFileSystem) {
  const fs::path dir = fs::temp_directory_path();
  Workload workload;
  workload.ranks = 4;
  workload.nodes = 2;
  const pcgns::mpi::Hints expected = recommend(workload, detect_environment(dir, false)).hints;
  EXPECT_EQ(auto_hints(dir, 0, 4, 2), expected);
  // The directory of an output file that does not exist yet.
  ::setenv("SLURM_JOB_NUM_NODES", "2", 1);
  EXPECT_EQ(auto_hints_for(dir / "merged.cgns", 0, 4), expected);
  ::unsetenv("SLURM_JOB_NUM_NODES");
  EXPECT_EQ(job_nodes_from_environment(), 1);
}

}  // namespace
