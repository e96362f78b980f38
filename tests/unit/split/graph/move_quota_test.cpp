// The room of a part shared out among refinement moves: higher gains first, whole
// levels while they fit, then a prefix of the first level that does not.
#include <gtest/gtest.h>

#include <array>

#include "split/graph/move_quota.hpp"

namespace pcgns::split::graph {
namespace {

std::array<std::int64_t, kGainLevels> levels(std::int64_t gain0, std::int64_t gain1, std::int64_t gain2) {
  std::array<std::int64_t, kGainLevels> weights{};
  weights[0] = gain0, weights[1] = gain1, weights[2] = gain2;
  return weights;
}

TEST(GainLevel, GainsAboveTheTopLevelShareIt) {
  EXPECT_EQ(gain_level(0), 0);
  EXPECT_EQ(gain_level(3), 3);
  EXPECT_EQ(gain_level(kGainLevels - 1), kGainLevels - 1);
  EXPECT_EQ(gain_level(1000), kGainLevels - 1);
}

TEST(MoveQuota, EverythingFitsWhenTheRoomIsLargeEnough) {
  const auto quota = move_quota(levels(5, 3, 2), 10);
  EXPECT_EQ(quota.cut_level, -1);
  for (int level = 0; level < kGainLevels; ++level) EXPECT_TRUE(admitted(quota, level, 1000));
}

TEST(MoveQuota, HigherGainsFillTheRoomFirstAndTheCutLevelGetsWhatIsLeft) {
  // Room 7: gain 2 (weight 2) and gain 1 (weight 3) whole, then 2 of gain 0's weight 5.
  const auto quota = move_quota(levels(5, 3, 2), 7);
  EXPECT_EQ(quota.cut_level, 0);
  EXPECT_EQ(quota.cut_room, 2);
  EXPECT_TRUE(admitted(quota, 2, 2));
  EXPECT_TRUE(admitted(quota, 1, 3));
  EXPECT_TRUE(admitted(quota, 0, 1));
  EXPECT_TRUE(admitted(quota, 0, 2));
  EXPECT_FALSE(admitted(quota, 0, 3));
}

TEST(MoveQuota, LevelsBelowTheCutAreRefused) {
  const auto quota = move_quota(levels(5, 3, 2), 3);  // gain 2 whole, 1 of gain 1's 3
  EXPECT_EQ(quota.cut_level, 1);
  EXPECT_EQ(quota.cut_room, 1);
  EXPECT_TRUE(admitted(quota, 1, 1));
  EXPECT_FALSE(admitted(quota, 1, 2));
  EXPECT_FALSE(admitted(quota, 0, 1));
}

TEST(MoveQuota, NoRoomAdmitsOnlyWeightlessMoves) {
  for (const std::int64_t room : {0, -4}) {
    const auto quota = move_quota(levels(1, 0, 0), room);
    EXPECT_EQ(quota.cut_level, 0);
    EXPECT_EQ(quota.cut_room, 0);
    EXPECT_FALSE(admitted(quota, 0, 1));
    EXPECT_TRUE(admitted(quota, 0, 0));
  }
}

}  // namespace
}  // namespace pcgns::split::graph
