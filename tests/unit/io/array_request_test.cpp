#include "io/array_request.hpp"

#include <gtest/gtest.h>

namespace pcgns::io {
namespace {

TEST(ArrayRequest, RangeProblems) {
  EXPECT_EQ(range_problem({10}, 0, 10), "");
  EXPECT_EQ(range_problem({10}, 10, 0), "");
  EXPECT_EQ(range_problem({5, 2}, 3, 7), "");
  EXPECT_EQ(range_problem({10}, 5, 6), "elements [5, 11) are outside the 10 elements of the array");
  EXPECT_NE(range_problem({10}, -1, 2), "");
  EXPECT_NE(range_problem({10}, 11, 0), "");
  EXPECT_NE(range_problem({10}, 2, -1), "");
  // No overflow on absurd counts.
  EXPECT_NE(range_problem({10}, 5, INT64_MAX), "");
}

TEST(ArrayRequest, ByteRunsOfARangeStartAtTheArrayOffset) {
  std::vector<double> values(4);
  const DatasetPlacement array{"/B/Z/X", DataType::R8, {10}, 4096, 80};
  ArrayRequest request{0, 3, 4, std::nullopt, reinterpret_cast<std::byte*>(values.data())};
  std::vector<ByteRun> runs;
  append_byte_runs(array, request, 7, runs);
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_EQ(runs[0].file_offset, 4096 + 24);
  EXPECT_EQ(runs[0].bytes, 32);
  EXPECT_EQ(runs[0].memory, request.memory);
  EXPECT_EQ(runs[0].source, 7u);
}

TEST(ArrayRequest, ByteRunsOfABoxFollowTheRows) {
  std::vector<float> values(4);
  const DatasetPlacement array{"/B/Z/F", DataType::R4, {4, 3}, 1000, 48};
  ArrayRequest request{0, 0, 0, Box{{1, 1}, {2, 2}}, reinterpret_cast<std::byte*>(values.data())};
  EXPECT_EQ(request.elements(), 4);
  std::vector<ByteRun> runs;
  append_byte_runs(array, request, 0, runs);
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_EQ(runs[0].file_offset, 1000 + 5 * 4);
  EXPECT_EQ(runs[0].bytes, 8);
  EXPECT_EQ(runs[0].memory, request.memory);
  EXPECT_EQ(runs[1].file_offset, 1000 + 9 * 4);
  EXPECT_EQ(runs[1].memory, request.memory + 8);
}

TEST(ArrayRequest, EmptyRangeHasNoRuns) {
  const DatasetPlacement array{"/X", DataType::I4, {10}, 0, 40};
  std::vector<ByteRun> runs;
  append_byte_runs(array, {0, 4, 0, std::nullopt, nullptr}, 0, runs);
  EXPECT_TRUE(runs.empty());
}

TEST(ArrayRequest, NodePathsAreNormalized) {
  EXPECT_EQ(normalize_node_path("Base/Zone/X"), "/Base/Zone/X");
  EXPECT_EQ(normalize_node_path("/Base//Zone/X/"), "/Base/Zone/X");
  EXPECT_EQ(normalize_node_path("/"), "/");
  EXPECT_EQ(normalize_node_path(""), "/");
}

}  // namespace
}  // namespace pcgns::io
