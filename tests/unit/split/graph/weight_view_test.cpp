// The cell weights as the partitioners read them: 1 each when none are given (with no
// array behind them), else a view of the caller's.
#include <gtest/gtest.h>

#include <vector>

#include "split/graph/weight_view.hpp"

namespace pcgns::split::graph {
namespace {

TEST(WeightView, NoWeightsGivenMeansOneForEveryCell) {
  const WeightView weights(5, {});
  EXPECT_TRUE(weights.unit());
  EXPECT_EQ(weights.size(), 5u);
  for (std::size_t c = 0; c < weights.size(); ++c) EXPECT_EQ(weights[c], 1);
  EXPECT_EQ(weights.total(), 5);
  EXPECT_EQ(weights.materialized(), std::vector<std::int64_t>(5, 1));
}

TEST(WeightView, GivenWeightsAreReadWhereTheyAre) {
  std::vector<std::int64_t> given{3, 0, 7};
  const WeightView weights(3, given);
  EXPECT_FALSE(weights.unit());
  EXPECT_EQ(weights[0], 3);
  EXPECT_EQ(weights[1], 0);
  EXPECT_EQ(weights.total(), 10);
  EXPECT_EQ(weights.materialized(), given);
  given[1] = 4;  // a view, not a copy
  EXPECT_EQ(weights[1], 4);
}

TEST(WeightView, NoCellsWeighNothing) {
  const WeightView weights(0, {});
  EXPECT_EQ(weights.total(), 0);
  EXPECT_TRUE(weights.materialized().empty());
}

}  // namespace
}  // namespace pcgns::split::graph
