// Partition arithmetic of the sample case: every array is cut into contiguous shares
// that cover it exactly once, connectivity on element boundaries.
#include <gtest/gtest.h>

#include "pcgns/sample_case.hpp"

namespace pcgns::sample {
namespace {

TEST(SamplePartition, PartRangeSpreadsTheRemainderOverTheFirstParts) {
  EXPECT_EQ(part_range(10, 4, 0), (Range{0, 3}));
  EXPECT_EQ(part_range(10, 4, 1), (Range{3, 3}));
  EXPECT_EQ(part_range(10, 4, 2), (Range{6, 2}));
  EXPECT_EQ(part_range(10, 4, 3), (Range{8, 2}));
  EXPECT_EQ(part_range(7, 1, 0), (Range{0, 7}));
}

TEST(SamplePartition, MoreRanksThanElementsLeavesSomeRanksIdle) {
  EXPECT_EQ(part_range(2, 4, 0), (Range{0, 1}));
  EXPECT_EQ(part_range(2, 4, 1), (Range{1, 1}));
  EXPECT_EQ(part_range(2, 4, 2), (Range{2, 0}));
  EXPECT_EQ(part_range(0, 3, 1), (Range{0, 0}));
}

TEST(SamplePartition, PartRangeHandles64BitTotals) {
  const std::int64_t total = (std::int64_t{1} << 40) + 3;
  const Range last = part_range(total, 4, 3);
  EXPECT_EQ(last.first + last.count, total);
  EXPECT_EQ(part_range(total, 4, 0).count, (std::int64_t{1} << 38) + 1);
}

TEST(SamplePartition, RejectsInvalidParts) {
  EXPECT_THROW(part_range(10, 0, 0), UsageError);
  EXPECT_THROW(part_range(10, 2, 2), UsageError);
  EXPECT_THROW(part_range(10, 2, -1), UsageError);
}

TEST(SamplePartition, SharesTileEveryArrayOnElementBoundaries) {
  SampleSpec spec;
  spec.ni = 5;
  spec.nj = 3;
  spec.nk = 2;
  spec.n = 3;
  for (int ranks : {1, 2, 3, 4, 7}) {
    for (const SampleArray& array : sample_arrays(spec)) {
      std::int64_t next = 0;
      for (int rank = 0; rank < ranks; ++rank) {
        const Range share = array_share(array, ranks, rank);
        EXPECT_EQ(share.first, next) << array.path << " rank " << rank << "/" << ranks;
        next = share.first + share.count;
        if (array.kind == ArrayKind::hexa_connectivity) {
          EXPECT_EQ(share.first % 8, 0);
          EXPECT_EQ(share.count % 8, 0);
        }
        if (array.kind == ArrayKind::nface_connectivity) {
          EXPECT_EQ(share.count % 6, 0);
        }
        if (array.kind == ArrayKind::ngon_connectivity || array.kind == ArrayKind::quad_connectivity) {
          EXPECT_EQ(share.count % 4, 0);
        }
      }
      EXPECT_EQ(next, array.count) << array.path << " with " << ranks << " ranks";
    }
  }
}

TEST(SamplePartition, HexaCellsAreSharedWholeAmongFourRanks) {
  SampleSpec spec;
  spec.n = 3;  // 27 cells: 7, 7, 7, 6
  for (const SampleArray& array : sample_arrays(spec)) {
    if (array.kind != ArrayKind::hexa_connectivity) continue;
    EXPECT_EQ(array_share(array, 4, 0), (Range{0, 56}));
    EXPECT_EQ(array_share(array, 4, 3), (Range{168, 48}));
  }
}

}  // namespace
}  // namespace pcgns::sample
