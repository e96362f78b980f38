// The order of values per point of a structured BC patch: first index fastest, each
// direction walked from Begin to End; and the forms (1-D or shaped) such arrays keep.
#include <gtest/gtest.h>

#include "sids/patch_order.hpp"

namespace pcgns::sids {
namespace {

using Index = std::vector<std::int64_t>;

TEST(PatchOrder, FirstIndexFastest) {
  const PatchOrder floor({1, 1, 1, 4, 4, 1});
  EXPECT_EQ(floor.points(), 16);
  EXPECT_EQ(floor.extents(), (Dims{4, 4, 1}));
  EXPECT_EQ(floor.position({1, 1, 1}), 0);
  EXPECT_EQ(floor.position({2, 1, 1}), 1);
  EXPECT_EQ(floor.position({1, 2, 1}), 4);
  EXPECT_EQ(floor.position({4, 4, 1}), 15);
  EXPECT_EQ(floor.index_at(6), (Index{3, 2, 1}));
}

TEST(PatchOrder, ARangeRunningBackwardsIsWalkedFromItsBegin) {
  const PatchOrder patch({4, 1, 2, 2, 3, 2});  // I from 4 down to 2
  EXPECT_EQ(patch.extents(), (Dims{3, 3, 1}));
  EXPECT_EQ(patch.position({4, 1, 2}), 0);
  EXPECT_EQ(patch.position({3, 1, 2}), 1);
  EXPECT_EQ(patch.position({2, 1, 2}), 2);
  EXPECT_EQ(patch.position({4, 2, 2}), 3);
  EXPECT_EQ(patch.index_at(8), (Index{2, 3, 2}));
  EXPECT_TRUE(patch.holds({2, 3, 2}));
  EXPECT_FALSE(patch.holds({1, 3, 2}));
  EXPECT_FALSE(patch.holds({5, 1, 2}));
  auto index = patch.index_at(0);
  for (std::int64_t at = 0; at < patch.points(); ++at, patch.advance(index)) {
    EXPECT_EQ(index, patch.index_at(at));
    EXPECT_EQ(patch.position(index), at);
  }
  EXPECT_EQ(index, patch.index_at(0));
}

TEST(PatchOrder, SharedPointsOfAPieceInBothOrders) {
  const PatchOrder whole({4, 1, 1, 1, 2, 1}), piece({2, 1, 1, 1, 2, 1});
  std::vector<std::pair<std::int64_t, std::int64_t>> places;
  for_each_shared_point(piece, whole,
                        [&](std::int64_t in_piece, std::int64_t in_whole) { places.emplace_back(in_piece, in_whole); });
  EXPECT_EQ(places, (std::vector<std::pair<std::int64_t, std::int64_t>>{{0, 2}, {1, 3}, {2, 6}, {3, 7}}));
}

TEST(PerPointDims, KeepsTheFormOfTheInput) {
  const Dims whole{4, 4, 1}, piece{2, 4, 1};
  EXPECT_EQ(per_point_dims({16}, whole, piece, whole), (Dims{8}));
  EXPECT_EQ(per_point_dims({4, 4, 1}, whole, piece, whole), (Dims{2, 4, 1}));
  EXPECT_EQ(per_point_dims({4, 4}, whole, piece, whole), (Dims{2, 4}));
  // A piece one index wide where the whole patch is wider keeps that direction.
  EXPECT_EQ(per_point_dims({4, 4}, whole, {1, 4, 1}, whole), (Dims{1, 4}));
  EXPECT_EQ(per_point_dims({1, 4}, {1, 4, 1}, whole, whole), (Dims{4, 4}));
}

TEST(PerPointDims, OtherFormsAreUnknown) {
  const Dims whole{4, 4, 1};
  EXPECT_FALSE(per_point_dims({15}, whole, whole, whole));
  EXPECT_FALSE(per_point_dims({16, 1}, whole, whole, whole));
  EXPECT_FALSE(per_point_dims({4, 1}, whole, whole, whole));
  EXPECT_FALSE(per_point_dims({2, 8}, whole, whole, whole));
}

}  // namespace
}  // namespace pcgns::sids
