// The index arithmetic of pcgns-split: ranges, local indices and 1to1 transforms.
#include <gtest/gtest.h>

#include "pcgns/error.hpp"
#include "split/index_range.hpp"

namespace pcgns::split {
namespace {

TEST(IndexRange, FromPointRangeOrdersEachDirection) {
  const auto range = IndexRange::from_point_range({5, 1, 3, 1, 4, 3});
  EXPECT_EQ(range.lo, (std::vector<std::int64_t>{1, 1, 3}));
  EXPECT_EQ(range.hi, (std::vector<std::int64_t>{5, 4, 3}));
  EXPECT_EQ(range.extents(), (std::vector<bool>{true, true, false}));
  EXPECT_EQ(range.point_range(), (std::vector<std::int64_t>{1, 1, 3, 5, 4, 3}));
}

TEST(IndexRange, IntersectKeepsTheCommonPart) {
  const IndexRange a{{1, 1}, {5, 5}}, b{{3, 4}, {9, 9}}, c{{6, 1}, {7, 2}};
  EXPECT_EQ(intersect(a, b), (IndexRange{{3, 4}, {5, 5}}));
  EXPECT_FALSE(intersect(a, c).has_value());
  EXPECT_EQ(intersect(a, IndexRange{{5, 5}, {8, 8}}), (IndexRange{{5, 5}, {5, 5}}));  // one shared vertex
}

TEST(IndexRange, LocalIndicesStartAtTheOrigin) {
  EXPECT_EQ(to_local(IndexRange{{4, 7}, {6, 9}}, {4, 5}), (IndexRange{{1, 3}, {3, 5}}));
  EXPECT_EQ(to_local(std::vector<std::int64_t>{4, 7, 6, 9}, {4, 5}), (std::vector<std::int64_t>{1, 3, 3, 5}));
}

TEST(IndexTransform, IdentityShiftsByTheBegins) {
  const IndexTransform t({1, 2, 3}, {1, 1, 9}, {1, 1, 1});
  EXPECT_EQ(t.to_donor(std::vector<std::int64_t>{3, 4, 9}), (std::vector<std::int64_t>{3, 4, 1}));
  EXPECT_EQ(t.to_own(std::vector<std::int64_t>{3, 4, 1}), (std::vector<std::int64_t>{3, 4, 9}));
}

TEST(IndexTransform, SwappedAndReversedDirections) {
  // own i -> donor -j, own j -> donor i (SIDS Transform = [-2, 1, 3]).
  const IndexTransform t({-2, 1, 3}, {1, 1, 1}, {1, 10, 1});
  EXPECT_EQ(t.to_donor(std::vector<std::int64_t>{4, 2, 1}), (std::vector<std::int64_t>{2, 7, 1}));
  EXPECT_EQ(t.to_own(std::vector<std::int64_t>{2, 7, 1}), (std::vector<std::int64_t>{4, 2, 1}));
  const IndexRange own{{2, 1, 1}, {5, 3, 1}};
  EXPECT_EQ(t.to_donor(own), (IndexRange{{1, 6, 1}, {3, 9, 1}}));
  EXPECT_EQ(t.to_own(t.to_donor(own)), own);
}

TEST(IndexTransform, RefusesWhatIsNotASignedPermutation) {
  EXPECT_THROW(IndexTransform({1, 1, 3}, {1, 1, 1}, {1, 1, 1}), InputError);
  EXPECT_THROW(IndexTransform({1, 4, 3}, {1, 1, 1}, {1, 1, 1}), InputError);
  EXPECT_THROW(IndexTransform({1, 2}, {1, 1, 1}, {1, 1, 1}), InputError);
}

}  // namespace
}  // namespace pcgns::split
