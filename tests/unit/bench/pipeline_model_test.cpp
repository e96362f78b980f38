// The pipeline scenario's arithmetic: the hidden share, the values of every step, and
// an emulated compute segment that really updates its field and lasts its time.
#include <gtest/gtest.h>

#include <chrono>
#include <vector>

#include "pipeline_model.hpp"

namespace pcgns::bench_app {
namespace {

TEST(PipelineModel, HiddenShareIsTheWriteTimeTheScheduleDidNotAdd) {
  EXPECT_DOUBLE_EQ(hidden_share(10, 14, 10), 1.0);  // every write hidden
  EXPECT_DOUBLE_EQ(hidden_share(10, 14, 14), 0.0);  // no better than synchronous
  EXPECT_DOUBLE_EQ(hidden_share(10, 14, 11), 0.75);
  EXPECT_LT(hidden_share(10, 14, 15), 0.0);         // worse than synchronous: not clamped
  EXPECT_DOUBLE_EQ(hidden_share(10, 10, 12), 0.0);  // nothing to hide
}

TEST(PipelineModel, ValuesDifferBetweenFieldsAndSteps) {
  EXPECT_NE(pipeline_value(1, 2, 100), pipeline_value(2, 2, 100));
  EXPECT_NE(pipeline_value(1, 2, 100), pipeline_value(1, 3, 100));
  EXPECT_EQ(pipeline_value(3, 0, 5), 5 + 4096.0 * 3);
}

TEST(PipelineModel, ComputeUpdatesTheFieldAndLastsItsTime) {
  std::vector<double> field(1000, -1);
  const auto start = std::chrono::steady_clock::now();
  emulate_compute(field, 4, 2, 500, 0.02);
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  EXPECT_GE(took.count(), 0.02);
  EXPECT_EQ(field.front(), pipeline_value(4, 2, 500));
  EXPECT_EQ(field.back(), pipeline_value(4, 2, 1499));
}

}  // namespace
}  // namespace pcgns::bench_app
