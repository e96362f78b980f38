// Sizes as users type them, file-system names, and the hint syntaxes MPI libraries read.
#include <gtest/gtest.h>

#include "pcgns/error.hpp"
#include "pcgns/stripe/byte_size.hpp"
#include "pcgns/stripe/detect.hpp"
#include "pcgns/stripe/file_system.hpp"
#include "pcgns/stripe/hint_syntax.hpp"
#include "pcgns/stripe/workload.hpp"

namespace {

using namespace pcgns::stripe;

TEST(ByteSize, PlainNumbersAndBinarySuffixes) {
  EXPECT_EQ(parse_byte_size("4096", "--size"), 4096);
  EXPECT_EQ(parse_byte_size("64K", "--size"), 64 * KiB);
  EXPECT_EQ(parse_byte_size("64k", "--size"), 64 * KiB);
  EXPECT_EQ(parse_byte_size("1M", "--size"), MiB);
  EXPECT_EQ(parse_byte_size("1.5G", "--size"), 3 * GiB / 2);
  EXPECT_EQ(parse_byte_size("2TiB", "--size"), 2 * TiB);
  EXPECT_EQ(parse_byte_size("10GB", "--size"), 10 * GiB);
  EXPECT_EQ(parse_byte_size("100B", "--size"), 100);
}

TEST(ByteSize, BadSizesAreUsageErrorsNamingTheOption) {
  for (const char* bad : {"-1", "-5G", "12X", "", "G", "0", "1.2.3", "1GG", "99999999T"}) {
    try {
      parse_byte_size(bad, "--size");
      ADD_FAILURE() << bad;
    } catch (const pcgns::UsageError& e) {
      EXPECT_NE(std::string(e.what()).find("--size"), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(parse_byte_size("-1", "--size"), pcgns::UsageError);
}

TEST(ByteSize, LfsAndHumanForms) {
  EXPECT_EQ(lfs_size(MiB), "1M");
  EXPECT_EQ(lfs_size(64 * MiB), "64M");
  EXPECT_EQ(lfs_size(GiB), "1G");
  EXPECT_EQ(lfs_size(3 * MiB / 2), "1536K");
  EXPECT_EQ(lfs_size(1000), "1000");
  EXPECT_EQ(human_size(3 * GiB / 2), "1.50 GiB");
  EXPECT_EQ(human_size(312), "312 B");
}

TEST(FileSystem, MagicNumbers) {
  EXPECT_EQ(fs_name_for_magic(0x0BD00BD0), "lustre");
  EXPECT_EQ(fs_name_for_magic(0x47504653), "gpfs");
  EXPECT_EQ(fs_name_for_magic(0x19830326), "beegfs");
  EXPECT_EQ(fs_name_for_magic(0x6969), "nfs");
  EXPECT_EQ(fs_name_for_magic(0xAAD7AAEA), "panfs");
  EXPECT_EQ(fs_name_for_magic(0x00C36400), "cephfs");
  EXPECT_EQ(fs_name_for_magic(0x58465342), "xfs");
  EXPECT_EQ(fs_name_for_magic(0xEF53), "ext4");
  EXPECT_EQ(fs_name_for_magic(0x01021994), "tmpfs");
  EXPECT_EQ(fs_name_for_magic(0x794C7630), "overlayfs");
  EXPECT_EQ(fs_name_for_magic(0x9123683E), "btrfs");
  EXPECT_EQ(fs_name_for_magic(0x12345678), "unknown");
}

TEST(FileSystem, FsOverrideNames) {
  EXPECT_EQ(canonical_fs_name("Lustre"), "lustre");
  EXPECT_EQ(canonical_fs_name("ext3"), "ext4");
  EXPECT_EQ(canonical_fs_name("GPFS"), "gpfs");
  EXPECT_THROW(canonical_fs_name("zfs"), pcgns::UsageError);
  EXPECT_THROW(canonical_fs_name("unknown"), pcgns::UsageError);
  EXPECT_THROW(parse_pattern("stripes"), pcgns::UsageError);
}

TEST(HintSyntax, RomioHintsFileIsKeySpaceValueAfterComments) {
  const pcgns::mpi::Hints hints{{"cb_nodes", "8"}, {"romio_cb_write", "enable"}};
  EXPECT_EQ(romio_hints_file(hints, "from a test\nsecond line"),
            "# from a test\n# second line\ncb_nodes 8\nromio_cb_write enable\n");
}

TEST(HintSyntax, CrayMpiioHintsForEveryFile) {
  EXPECT_EQ(cray_mpiio_hints({{"cb_nodes", "8"}, {"striping_factor", "8"}}), "*:cb_nodes=8:striping_factor=8");
  EXPECT_EQ(cray_mpiio_hints({}), "");
}

TEST(HintSyntax, ShellQuoting) {
  EXPECT_EQ(shell_quote("/a b"), "'/a b'");
  EXPECT_EQ(shell_quote("it's"), "'it'\\''s'");
}

TEST(LfsOutput, GetstripeOfAPlainDirectoryDefault) {
  const auto layout =
      parse_lfs_getstripe("stripe_count:  4 stripe_size:   1048576 pattern:       0 stripe_offset: -1\n");
  ASSERT_TRUE(layout.has_value());
  EXPECT_EQ(layout->stripe_count, 4);
  EXPECT_EQ(layout->stripe_size, 1048576);
  EXPECT_FALSE(layout->progressive);
  EXPECT_FALSE(parse_lfs_getstripe("").has_value());
}

TEST(LfsOutput, GetstripeOfAProgressiveLayoutReportsTheWidestComponent) {
  const char* text =
      "  lcm_layout_gen:    0\n  lcm_mirror_count:  1\n  lcm_entry_count:   2\n"
      "    lcme_id:             N/A\n    lcme_extent.e_start: 0\n    lcme_extent.e_end:   67108864\n"
      "      stripe_count:  1       stripe_size:   1048576       pattern:       raid0\n"
      "    lcme_id:             N/A\n    lcme_extent.e_start: 67108864\n    lcme_extent.e_end:   EOF\n"
      "      stripe_count:  8       stripe_size:   1048576       pattern:       raid0\n";
  const auto layout = parse_lfs_getstripe(text);
  ASSERT_TRUE(layout.has_value());
  EXPECT_EQ(layout->stripe_count, 8);
  EXPECT_TRUE(layout->progressive);
  EXPECT_EQ(parse_lfs_getstripe("stripe_count:  -1 stripe_size: 1048576")->stripe_count, -1);
}

TEST(LfsOutput, DfCountsOstLines) {
  const char* text =
      "UUID                   1K-blocks        Used   Available Use% Mounted on\n"
      "scratch-MDT0000_UUID      2210560       53128     1957376   3% /lustre[MDT:0]\n"
      "scratch-OST0000_UUID      3771392       58072     3508864   2% /lustre[OST:0]\n"
      "scratch-OST0001_UUID      3771392       58072     3508864   2% /lustre[OST:1]\n"
      "scratch-OST0002_UUID      3771392       58072     3508864   2% /lustre[OST:2]\n\n"
      "filesystem_summary:      11314176      174216    10526592   2% /lustre\n";
  EXPECT_EQ(count_lfs_osts(text), 3);
  EXPECT_EQ(count_lfs_osts(""), 0);
}

TEST(MpiLibrary, FlavourAndRomioComponentFromTheVersionString) {
  EXPECT_EQ(mpi_flavor_from_version("Open MPI v4.1.4, package: Debian OpenMPI"), MpiFlavor::openmpi);
  EXPECT_EQ(mpi_flavor_from_version("MPICH Version: 4.0.2\nMPICH Release date"), MpiFlavor::mpich);
  EXPECT_EQ(mpi_flavor_from_version("MPI VERSION    : CRAY MPICH version 8.1.26"), MpiFlavor::cray);
  EXPECT_EQ(romio_component_from_version("Open MPI v4.1.4, package"), "romio321");
  EXPECT_EQ(romio_component_from_version("Open MPI v5.0.3, package"), "romio341");
  EXPECT_EQ(romio_component_from_version("MPICH Version: 4.0.2"), "");
}

}  // namespace
