// Only the pure block splitting is tested here; the datatypes themselves need MPI and
// are exercised by the MPI tests.
#include "mpi/datatype.hpp"

#include <gtest/gtest.h>

namespace pcgns::mpi {
namespace {

TEST(SplitLongBlocks, ShortBlocksAreKept) {
  const auto out = split_long_blocks({{0, 10}, {100, 5}}, 16);
  EXPECT_EQ(out.lengths, (std::vector<int>{10, 5}));
  EXPECT_EQ(out.displacements, (std::vector<MPI_Aint>{0, 100}));
}

TEST(SplitLongBlocks, LongBlocksAreCutAtTheLimit) {
  const auto out = split_long_blocks({{1000, 40}, {5000, 16}}, 16);
  EXPECT_EQ(out.lengths, (std::vector<int>{16, 16, 8, 16}));
  EXPECT_EQ(out.displacements, (std::vector<MPI_Aint>{1000, 1016, 1032, 5000}));
}

TEST(SplitLongBlocks, BlocksBeyondIntRangeBecomeGigabytePieces) {
  const std::int64_t five_gib = std::int64_t{5} << 30;
  const auto out = split_long_blocks({{MPI_Aint{1} << 33, five_gib + 3}});
  ASSERT_EQ(out.lengths.size(), 6u);
  std::int64_t total = 0;
  for (int n : out.lengths) {
    EXPECT_LE(n, kMaxBlockBytes);
    total += n;
  }
  EXPECT_EQ(total, five_gib + 3);
  EXPECT_EQ(out.displacements.back(), (MPI_Aint{1} << 33) + five_gib);
  EXPECT_EQ(out.lengths.back(), 3);
}

}  // namespace
}  // namespace pcgns::mpi
