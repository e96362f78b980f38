// The rest of the rule engine: the hints each case carries, other file systems,
// warnings and notes.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "pcgns/stripe/byte_size.hpp"
#include "pcgns/stripe/recommendation.hpp"
#include "stripe/rules.hpp"

namespace {

using namespace pcgns::stripe;

Environment on(const std::string& fs, int osts = 0, std::int64_t block_size = 0) {
  Environment environment;
  environment.fs = environment.detected_fs = fs;
  environment.osts = osts;
  environment.block_size = block_size;
  environment.path = "/out";
  return environment;
}

Workload shared(std::int64_t bytes, int ranks, int nodes, std::int64_t request = 0) {
  Workload workload;
  workload.bytes = bytes;
  workload.ranks = ranks;
  workload.nodes = nodes;
  workload.request_size = request;
  return workload;
}

std::string hint(const Recommendation& r, const std::string& key) {
  for (const auto& [k, v] : r.hints)
    if (k == key) return v;
  return "(unset)";
}

std::string setting(const Recommendation& r, const std::string& name) {
  for (const auto& s : r.settings)
    if (s.name == name) return s.value;
  return "(unset)";
}

bool mentions(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(), [&](const auto& l) { return l.find(text) != std::string::npos; });
}

TEST(Rules, PlainLustreLayoutCarriesStripingHintsAndTheSetstripeCommand) {
  const auto r = recommend(shared(4 * GiB, 64, 4), on("lustre", 32));
  EXPECT_EQ(setstripe_options(r), "-c 8 -S 1M");
  EXPECT_EQ(setting(r, "lustre.setstripe"), "lfs setstripe -c 8 -S 1M /out");
  EXPECT_EQ(hint(r, "striping_factor"), "8");
  EXPECT_EQ(hint(r, "striping_unit"), "1048576");
  EXPECT_EQ(hint(r, "cb_nodes"), "8");
  EXPECT_EQ(hint(r, "cb_buffer_size"), std::to_string(16 * MiB));
  EXPECT_EQ(hint(r, "romio_cb_write"), "enable");  // request size unknown
  EXPECT_EQ(hint(r, "romio_ds_write"), "disable");
  EXPECT_EQ(r.hints.front().first, "striping_factor");
  // Every hint is also a setting named mpiio.<key>.
  for (const auto& [key, value] : r.hints) EXPECT_EQ(setting(r, "mpiio." + key), value);
}

TEST(Rules, ProgressiveLayoutComponentsAndNoStripingHints) {
  const auto r = recommend(shared(50 * GiB, 256, 8), on("lustre", 32));
  EXPECT_EQ(setstripe_options(r), "-E 64M -c 1 -S 1M -E 1G -c 4 -S 1M -E 16G -c 8 -S 1M -E -1 -c 24 -S 1M");
  EXPECT_EQ(hint(r, "striping_factor"), "(unset)");  // would replace the directory's PFL
  EXPECT_EQ(setting(r, "lustre.layout"), "progressive");
  // Components as wide as the previous one merge.
  const auto eight = rules::progressive_components(8, 1 * MiB);
  ASSERT_EQ(eight.size(), 3u);
  EXPECT_EQ(eight.back().end, -1);
  EXPECT_TRUE(rules::progressive_components(1, 1 * MiB).empty());
}

TEST(Rules, LargeAlignedRequestsLeaveCollectiveBufferingAutomatic) {
  const auto r = recommend(shared(4 * GiB, 64, 4, 4 * MiB), on("lustre", 32));
  EXPECT_EQ(r.stripe_size, 4 * MiB);
  EXPECT_EQ(hint(r, "romio_cb_write"), "automatic");
  EXPECT_EQ(r.cb_buffer_size, 16 * MiB);
  // ... unless there are more than 8 ranks per OST.
  const auto crowded = recommend(shared(4 * GiB, 512, 16, 4 * MiB), on("lustre", 32));
  EXPECT_EQ(hint(crowded, "romio_cb_write"), "enable");
}

TEST(Rules, CollectiveBufferIsAWholeNumberOfStripes) {
  EXPECT_EQ(rules::cb_buffer_for(1 * MiB), 16 * MiB);
  EXPECT_EQ(rules::cb_buffer_for(3 * MiB / 2), 15 * MiB);
  EXPECT_EQ(rules::cb_buffer_for(50 * MiB), 50 * MiB);
  EXPECT_EQ(rules::cb_buffer_for(4 * KiB), 16 * MiB);
}

TEST(Rules, FilePerProcessDisablesAggregationAndWarnsAboutManyFiles) {
  Workload workload = shared(4 * TiB, 4096, 128);
  workload.pattern = Pattern::fpp;
  const auto r = recommend(workload, on("lustre", 64));
  EXPECT_EQ(r.stripe_count, 1);
  EXPECT_EQ(hint(r, "romio_cb_write"), "disable");
  EXPECT_EQ(hint(r, "cb_nodes"), "(unset)");
  EXPECT_TRUE(mentions(r.warnings, "4096 files in one directory"));
  EXPECT_TRUE(mentions(r.warnings, "4096 writers on 64 OSTs"));
}

TEST(Rules, WarnsAboutSmallRequestsAndTooFewOsts) {
  const auto r = recommend(shared(500 * GiB, 1024, 32, 64 * KiB), on("lustre", 16));
  EXPECT_TRUE(mentions(r.warnings, "requests of 64.00 KiB are smaller than the 1.00 MiB stripe"));
  EXPECT_TRUE(mentions(r.warnings, "the guidance asks for 72 OSTs but the file system has 16"));
  Environment environment = on("lustre", 8);
  environment.layout = LustreLayout{16, 1 * MiB, false};
  EXPECT_TRUE(mentions(recommend(shared(1 * GiB, 8, 1), environment).warnings, "asks for 16 stripes"));
}

TEST(Rules, LocalFileSystemNeedsNothingButSaysSo) {
  Workload workload = shared(2 * GiB, 1, 1);
  workload.pattern = Pattern::serial;
  const auto r = recommend(workload, on("ext4", 0, 4096));
  EXPECT_TRUE(r.hints.empty());
  EXPECT_EQ(r.stripe_count, 0);
  EXPECT_EQ(r.alignment, 4096);
  EXPECT_EQ(r.alignment_threshold, 64 * KiB);
  EXPECT_EQ(r.meta_block_size, 2048);
  EXPECT_TRUE(mentions(r.notes, "Nothing needs changing on ext4"));
  EXPECT_EQ(setting(r, "lustre.setstripe"), "(unset)");
  // Shared across nodes on a local disk cannot work.
  EXPECT_TRUE(mentions(recommend(shared(2 * GiB, 8, 2), on("xfs", 0, 4096)).warnings, "local to each node"));
}

TEST(Rules, GpfsAlignsToItsBlockSizeWithOneAggregatorPerNode) {
  const auto r = recommend(shared(20 * GiB, 128, 8), on("gpfs", 0, 8 * MiB));
  EXPECT_EQ(r.alignment, 8 * MiB);
  EXPECT_EQ(r.meta_block_size, 4 * MiB);
  EXPECT_EQ(hint(r, "cb_nodes"), "8");
  EXPECT_EQ(hint(r, "cb_buffer_size"), std::to_string(16 * MiB));
  EXPECT_EQ(hint(r, "striping_factor"), "(unset)");
  EXPECT_TRUE(mentions(r.notes, "no striping to set"));
  // --fs gpfs elsewhere: the block size is not measured, 1 MiB is assumed.
  EXPECT_EQ(recommend(shared(20 * GiB, 128, 8), on("gpfs")).alignment, 1 * MiB);
}

TEST(Rules, NfsFunnelsThroughOneWriterAndWarns) {
  const auto r = recommend(shared(2 * GiB, 16, 2), on("nfs", 0, 1 * MiB));
  EXPECT_EQ(hint(r, "cb_nodes"), "1");
  EXPECT_EQ(hint(r, "romio_ds_write"), "disable");
  EXPECT_TRUE(mentions(r.warnings, "noac"));
}

TEST(Rules, BeegfsGetsTargetsAndAPowerOfTwoChunk) {
  const auto r = recommend(shared(40 * GiB, 64, 4, 3 * MiB), on("beegfs", 12, 512 * KiB));
  EXPECT_EQ(setting(r, "beegfs.numtargets"), "12");
  EXPECT_EQ(setting(r, "beegfs.chunksize"), std::to_string(2 * MiB));
  EXPECT_EQ(setting(r, "beegfs.setpattern"), "beegfs-ctl --setpattern --numtargets=12 --chunksize=2M /out");
}

TEST(Rules, OpenMpiGetsTheRomioComponentOnlyWithHints) {
  Environment environment = on("lustre", 32);
  environment.romio_component = "romio321";
  EXPECT_EQ(setting(recommend(shared(4 * GiB, 64, 4), environment), "openmpi.mca_io"), "romio321");
  environment.mpi = MpiFlavor::cray;
  EXPECT_EQ(setting(recommend(shared(4 * GiB, 64, 4), environment), "openmpi.mca_io"), "(unset)");
}

TEST(Rules, CollectiveMetadataOnlyWithSeveralWriters) {
  EXPECT_EQ(setting(recommend(shared(4 * GiB, 64, 4), on("lustre", 8)), "hdf5.coll_metadata"), "true");
  EXPECT_EQ(setting(recommend(shared(4 * GiB, 1, 1), on("lustre", 8)), "hdf5.coll_metadata"), "false");
  EXPECT_EQ(setting(recommend(shared(4 * GiB, 1, 1), on("lustre", 8)), "hdf5.layout"), "contiguous");
}

TEST(Rules, EverySettingHasAReason) {
  for (const char* fs : {"lustre", "gpfs", "beegfs", "nfs", "ext4", "tmpfs", "unknown"})
    for (const auto& s : recommend(shared(3 * GiB, 16, 2, 512 * KiB), on(fs, 8)).settings) {
      EXPECT_FALSE(s.reason.empty()) << s.name;
      EXPECT_FALSE(s.value.empty()) << s.name;
      EXPECT_EQ(s.reason.find('\n'), std::string::npos) << s.name;
    }
}

}  // namespace
