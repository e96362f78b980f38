// The striping rules as a table: workload and file system in, stripe count, stripe
// size, aggregators and layout out. Each row names the published guidance it checks.
#include <gtest/gtest.h>

#include <string>

#include "pcgns/stripe/byte_size.hpp"
#include "pcgns/stripe/recommendation.hpp"

namespace {

using namespace pcgns::stripe;

struct Row {
  const char* guidance;  // the rule the row follows (and the test's name on failure)
  std::int64_t bytes;
  Pattern pattern;
  int ranks;
  int nodes;
  int osts;  // 0: unknown
  std::int64_t request;
  // expected
  int stripe_count;
  std::int64_t stripe_size;
  int cb_nodes;  // 0: collective buffering not set
  bool progressive;
};

const Row kRows[] = {
    // NERSC "Lustre file striping recommendations": shared files < 1 GB keep one OST;
    // one aggregator per node (ROMIO default), at most 8 per OST.
    {"NERSC <1GB shared: 1 OST", 512 * MiB, Pattern::shared, 64, 2, 32, 0, 1, 1 * MiB, 2, false},
    {"NERSC <1GB shared, 64 nodes: 8 writers per OST at most", 100 * MiB, Pattern::shared, 512, 64, 32, 0, 1, 1 * MiB,
     8, false},
    // NERSC 1-10 GB: stripe_small, 8 OSTs; Cray MPI-IO: cb_nodes = stripe count.
    {"NERSC 1-10GB shared: 8 OSTs, cb_nodes = stripe count (Cray)", 4 * GiB, Pattern::shared, 64, 4, 32, 0, 8, 1 * MiB,
     8, false},
    // Cray MPI-IO: fewer ranks than stripes -> a divisor of the stripe count.
    {"NERSC 1-10GB, 4 ranks: cb_nodes a divisor of 8 (Cray)", 4 * GiB, Pattern::shared, 4, 1, 32, 0, 8, 1 * MiB, 4,
     false},
    {"NERSC 1-10GB, 6 ranks: largest divisor of 8 <= 6 (Cray)", 4 * GiB, Pattern::shared, 6, 2, 32, 0, 8, 1 * MiB, 4,
     false},
    // NERSC 10-100 GB: stripe_medium, 24 OSTs; NASA HECC: progressive layout for large files.
    {"NERSC 10-100GB shared: 24 OSTs, progressive (NASA HECC)", 50 * GiB, Pattern::shared, 256, 8, 32, 0, 24, 1 * MiB,
     24, true},
    // NERSC > 100 GB: stripe_large, 72 OSTs.
    {"NERSC >100GB shared: 72 OSTs", 500 * GiB, Pattern::shared, 1024, 32, 248, 0, 72, 1 * MiB, 72, true},
    // Capped by the OST count; Cray: a multiple of the stripe count, one per node.
    {"NERSC >100GB on 16 OSTs: capped, cb_nodes multiple of 16 covering 32 nodes (Cray)", 500 * GiB, Pattern::shared,
     1024, 32, 16, 0, 16, 1 * MiB, 32, true},
    // NERSC: file-per-process keeps the default (1 OST) below 1 TB per file.
    {"NERSC fpp: 1 OST per file", 100 * GiB, Pattern::fpp, 256, 8, 64, 0, 1, 1 * MiB, 0, false},
    {"NERSC fpp unknown size: 1 OST per file", 0, Pattern::fpp, 128, 4, 64, 0, 1, 1 * MiB, 0, false},
    {"NERSC fpp >1TB per file: stripe_large, capped by 48 OSTs", 2048 * 2 * TiB, Pattern::fpp, 2048, 64, 48, 0, 48,
     1 * MiB, 0, false},
    // NERSC treats one process writing one file like a shared file.
    {"NERSC serial 10-100GB: 24 OSTs, no aggregation", 20 * GiB, Pattern::serial, 1, 1, 96, 0, 24, 1 * MiB, 0, true},
    // NASA HECC: stripe size matched to the transfer size (Lustre: multiple of 64 KiB).
    {"NASA HECC: 8 MiB requests -> 8 MiB stripes", 50 * GiB, Pattern::shared, 256, 8, 64, 8 * MiB, 24, 8 * MiB, 24,
     true},
    {"NASA HECC: 1.5 MiB requests -> 1.5 MiB stripes", 4 * GiB, Pattern::shared, 64, 4, 64, 3 * MiB / 2, 8, 3 * MiB / 2,
     8, false},
    {"Lustre manual: 100 MiB requests -> largest divisor <= 64 MiB", 4 * GiB, Pattern::shared, 64, 4, 64, 100 * MiB, 8,
     50 * MiB, 8, false},
    {"NERSC: requests < 1 MiB keep 1 MiB stripes", 4 * GiB, Pattern::shared, 64, 4, 64, 256 * KiB, 8, 1 * MiB, 8,
     false},
    {"Lustre manual: 1 MiB + 1000 B requests round down to 64 KiB units", 4 * GiB, Pattern::shared, 64, 4, 64,
     1 * MiB + 1000, 8, 1 * MiB, 8, false},
    // Unknown size: progressive layout up to NERSC's stripe_large; cb_nodes a divisor of 72 <= ranks.
    {"unknown size shared: progressive to 72, cb_nodes 36 (Cray divisor)", 0, Pattern::shared, 64, 4, 0, 0, 72, 1 * MiB,
     36, true},
};

class RulesTable : public ::testing::TestWithParam<Row> {};

TEST_P(RulesTable, GivesTheGuidanceValues) {
  const Row& row = GetParam();
  Workload workload;
  workload.bytes = row.bytes;
  workload.pattern = row.pattern;
  workload.ranks = row.ranks;
  workload.nodes = row.nodes;
  workload.request_size = row.request;
  Environment environment;
  environment.fs = environment.detected_fs = "lustre";
  environment.osts = row.osts;
  environment.path = "/lustre/out";
  const Recommendation r = recommend(workload, environment);
  EXPECT_EQ(r.stripe_count, row.stripe_count) << row.guidance;
  EXPECT_EQ(r.stripe_size, row.stripe_size) << row.guidance;
  EXPECT_EQ(r.cb_nodes, row.cb_nodes) << row.guidance;
  EXPECT_EQ(r.progressive(), row.progressive) << row.guidance;
  // Invariants of every row: aggregators are a divisor or multiple of the stripe
  // count, never more than the ranks; the HDF5 alignment is the stripe size.
  if (r.cb_nodes > 0) {
    EXPECT_LE(r.cb_nodes, row.ranks);
    EXPECT_TRUE(r.stripe_count % r.cb_nodes == 0 || r.cb_nodes % r.stripe_count == 0) << row.guidance;
  }
  EXPECT_EQ(r.alignment, r.stripe_size);
  EXPECT_EQ(r.stripe_size % (64 * KiB), 0);
  if (row.osts > 0) {
    EXPECT_LE(r.stripe_count, row.osts);
  }
}

INSTANTIATE_TEST_SUITE_P(Lustre, RulesTable, ::testing::ValuesIn(kRows),
                         [](const ::testing::TestParamInfo<Row>& row) { return "row" + std::to_string(row.index); });

}  // namespace
