#include "io/box_runs.hpp"

#include <gtest/gtest.h>

#include <set>

namespace pcgns::io {
namespace {

// Flat Fortran-order index of a multi-index.
std::int64_t flat(const Dims& dims, const Dims& index) {
  std::int64_t f = 0;
  std::int64_t stride = 1;
  for (std::size_t d = 0; d < dims.size(); ++d) {
    f += index[d] * stride;
    stride *= dims[d];
  }
  return f;
}

// Every flat index inside the box, in Fortran order of the box.
std::vector<std::int64_t> box_elements(const Dims& dims, const Box& box) {
  std::vector<std::int64_t> out;
  Dims index = box.lo;
  while (true) {
    out.push_back(flat(dims, index));
    std::size_t d = 0;
    for (; d < dims.size(); ++d) {
      if (++index[d] <= box.hi[d]) break;
      index[d] = box.lo[d];
    }
    if (d == dims.size()) return out;
  }
}

TEST(BoxRuns, FullBoxIsOneRun) {
  const Dims dims{4, 3, 2};
  EXPECT_EQ(box_runs(dims, {{0, 0, 0}, {3, 2, 1}}), (std::vector<ElementRun>{{0, 24, 0}}));
}

TEST(BoxRuns, PartialFirstDimensionGivesOneRunPerRow) {
  const Dims dims{4, 3};
  EXPECT_EQ(box_runs(dims, {{1, 1}, {2, 2}}), (std::vector<ElementRun>{{5, 2, 0}, {9, 2, 2}}));
}

TEST(BoxRuns, FullLeadingDimensionsFoldIntoLongRuns) {
  const Dims dims{4, 3, 5};
  // i full, j in [1, 2], k in [2, 3]: runs of 8 elements, one per k.
  EXPECT_EQ(box_runs(dims, {{0, 1, 2}, {3, 2, 3}}), (std::vector<ElementRun>{{4 + 24, 8, 0}, {4 + 36, 8, 8}}));
}

TEST(BoxRuns, RunsCoverExactlyTheBoxInMemoryOrder) {
  const Dims dims{5, 4, 3, 2};
  for (const Box& box : {Box{{1, 0, 0, 0}, {3, 3, 2, 1}}, Box{{0, 1, 1, 1}, {4, 2, 2, 1}},
                         Box{{2, 2, 2, 1}, {2, 2, 2, 1}}, Box{{0, 0, 0, 1}, {4, 3, 2, 1}}}) {
    std::vector<std::int64_t> covered;
    std::int64_t memory = 0;
    for (const ElementRun& run : box_runs(dims, box)) {
      EXPECT_EQ(run.memory, memory);
      for (std::int64_t e = 0; e < run.count; ++e) covered.push_back(run.first + e);
      memory += run.count;
    }
    EXPECT_EQ(covered, box_elements(dims, box));
    EXPECT_EQ(memory, box_count(box));
  }
}

TEST(BoxRuns, ProblemsAreDescribed) {
  const Dims dims{4, 3};
  EXPECT_EQ(box_problem(dims, {{0, 0}, {3, 2}}), "");
  EXPECT_NE(box_problem(dims, {{0, 0}, {4, 2}}).find("dimension 1"), std::string::npos);
  EXPECT_NE(box_problem(dims, {{0, 2}, {3, 1}}).find("dimension 2"), std::string::npos);
  EXPECT_NE(box_problem(dims, {{-1, 0}, {3, 1}}), "");
  EXPECT_NE(box_problem(dims, {{0}, {3}}).find("2 dimensions"), std::string::npos);
}

TEST(RangeBoxes, EveryRangeOfA3DArrayIsCoveredExactly) {
  const Dims dims{3, 4, 2};
  const std::int64_t size = 24;
  for (std::int64_t first = 0; first < size; ++first) {
    for (std::int64_t count = 1; first + count <= size; ++count) {
      const auto boxes = range_boxes(dims, first, count);
      EXPECT_LE(boxes.size(), 5u);
      std::set<std::int64_t> covered;
      std::size_t total = 0;
      for (const Box& b : boxes) {
        ASSERT_EQ(box_problem(dims, b), "");
        for (auto e : box_elements(dims, b)) covered.insert(e);
        total += static_cast<std::size_t>(box_count(b));
      }
      EXPECT_EQ(total, static_cast<std::size_t>(count)) << first << "+" << count;
      ASSERT_EQ(covered.size(), static_cast<std::size_t>(count));
      EXPECT_EQ(*covered.begin(), first);
      EXPECT_EQ(*covered.rbegin(), first + count - 1);
    }
  }
}

TEST(RangeBoxes, AlignedRangesAreSingleBoxes) {
  EXPECT_EQ(range_boxes({3, 4, 2}, 12, 12), (std::vector<Box>{{{0, 0, 1}, {2, 3, 1}}}));
  EXPECT_EQ(range_boxes({3, 4, 2}, 3, 6), (std::vector<Box>{{{0, 1, 0}, {2, 2, 0}}}));
  EXPECT_EQ(range_boxes({10}, 2, 5), (std::vector<Box>{{{2}, {6}}}));
  EXPECT_TRUE(range_boxes({10}, 2, 0).empty());
}

}  // namespace
}  // namespace pcgns::io
