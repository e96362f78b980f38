// Scenarios a-e as the strategies see them: slices in the shared file's array order
// (the async writer's collective contract), own-file slices from element 0, and the
// same offsets into the rank's block either way.
#include <gtest/gtest.h>

#include "layout_files.hpp"
#include "pcgns/error.hpp"

namespace pcgns::bench_app {
namespace {

TEST(LayoutFiles, SlicesComeInTheSharedArraysOrder) {
  const auto layout = make_layout("e", 1.0, 4, 4, 8, 3, 2);
  const LayoutFiles files(layout, 3);
  const auto arrays = files.shared_arrays();
  ASSERT_EQ(arrays.size(), static_cast<std::size_t>(layout.zones * kArraysPerZone));
  const auto slices = files.shared_slices(3);
  ASSERT_EQ(slices.size(), 3u * kArraysPerZone);
  std::size_t next = 0;
  for (const auto& slice : slices) {
    while (next < arrays.size() && arrays[next] != slice.path) ++next;
    ASSERT_LT(next, arrays.size()) << slice.path << " out of order";
  }
  EXPECT_EQ(slices[0].first, layout.zone_length / 2);  // the second rank of its group
}

TEST(LayoutFiles, OwnSlicesStartAtZeroWithTheSameOffsets) {
  const auto layout = make_layout("c", 1.0, 2, 2, 8, 2, 2);
  const LayoutFiles files(layout, 1);
  const auto shared = files.shared_slices(1), own = files.own_slices(1);
  ASSERT_EQ(shared.size(), own.size());
  for (std::size_t s = 0; s < own.size(); ++s) {
    EXPECT_EQ(own[s].first, 0);
    EXPECT_EQ(own[s].offset, shared[s].offset);
    EXPECT_EQ(own[s].count, shared[s].count);
  }
  EXPECT_EQ(files.file_bytes(), layout.file_bytes());
  EXPECT_EQ(files.block_offset(1), layout.rank_bytes(0));
}

TEST(LayoutFiles, PreparedBlockVerifiesAndAnotherRanksDoesNot) {
  const auto layout = make_layout("b", 1.0, 2, 2, 8, 2, 2);
  LayoutFiles files(layout, 0);
  const std::byte* block = files.prepare_block();
  EXPECT_NO_THROW(files.verify("f.cgns", 0, block));
  EXPECT_THROW(files.verify("f.cgns", 1, block), InputError);
}

}  // namespace
}  // namespace pcgns::bench_app
