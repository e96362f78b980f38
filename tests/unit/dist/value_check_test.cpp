#include "dist/value_check.hpp"

#include <gtest/gtest.h>

namespace pcgns::dist {
namespace {

ValueCheck vertex_check(std::int64_t vertices) {
  ValueCheck check;
  check.allowed = {{{1, vertices}}, "vertex ids"};
  check.where = "file 'a.cgns' node '/B/Z/E/ElementConnectivity'";
  return check;
}

TEST(ValueCheck, IdsWithinTheVerticesPass) {
  const std::vector<std::int64_t> values{1, 8, 4};
  EXPECT_FALSE(value_problem(vertex_check(8), 0, values));
}

TEST(ValueCheck, AnIdPastTheVerticesNamesNodeEntryAndValue) {
  const std::vector<std::int64_t> values{1, 999999, 4};
  const auto problem = value_problem(vertex_check(8), 100, values);
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem,
            "file 'a.cgns' node '/B/Z/E/ElementConnectivity': entry 101 (from 0) is 999999, "
            "outside vertex ids 1..8");
}

TEST(ValueCheck, ZeroAndNegativeIdsAreRefused) {
  EXPECT_TRUE(value_problem(vertex_check(8), 0, std::vector<std::int64_t>{0}));
  EXPECT_TRUE(value_problem(vertex_check(8), 0, std::vector<std::int64_t>{-3}));
}

TEST(ValueCheck, SignedIdsTakeTheMagnitude) {
  ValueCheck check;
  check.kind = CheckKind::signed_ids;
  check.allowed = {{{10, 20}}, "NGON_n element ids"};
  EXPECT_FALSE(value_problem(check, 0, std::vector<std::int64_t>{10, -20, 15}));
  const auto problem = value_problem(check, 0, std::vector<std::int64_t>{10, -21});
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("is -21, outside NGON_n element ids 10..20"), std::string::npos) << *problem;
}

TEST(ValueCheck, IdsMayLieInAnyOfSeveralIntervals) {
  ValueCheck check;
  check.allowed = {{{0, 0}, {5, 6}}, "0 (no parent) or cell ids"};
  EXPECT_FALSE(value_problem(check, 0, std::vector<std::int64_t>{0, 5, 6}));
  EXPECT_TRUE(value_problem(check, 0, std::vector<std::int64_t>{3}));
}

TEST(ValueCheck, IdSetMergesTouchingIntervals) {
  IdSet set{{}, "element ids"};
  set.add(4357, 5687);
  set.add(1, 4356);
  set.add(6000, 6001);
  EXPECT_EQ(set.text(), "element ids 1..5687, 6000..6001");
  EXPECT_TRUE(set.contains(4357));
  EXPECT_FALSE(set.contains(5800));
}

TEST(ValueCheck, IndexPointsAreCheckedPerDirection) {
  ValueCheck check;
  check.kind = CheckKind::index_points;
  check.limits = {4, 3};
  EXPECT_FALSE(value_problem(check, 0, std::vector<std::int64_t>{4, 3, 1, 1}));
  // Entry 3 is the j of the second point; starting at an odd entry shifts directions.
  const auto problem = value_problem(check, 0, std::vector<std::int64_t>{4, 3, 1, 4});
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("entry 3 (from 0) is 4, outside 1..3 (direction 2"), std::string::npos) << *problem;
  EXPECT_FALSE(value_problem(check, 1, std::vector<std::int64_t>{3, 4}));
}

ValueCheck offsets_check(std::int64_t total) {
  ValueCheck check;
  check.kind = CheckKind::offsets;
  check.total = total;
  return check;
}

TEST(ValueCheck, OffsetsFromZeroIncreasingToTheConnectivityLength) {
  EXPECT_FALSE(value_problem(offsets_check(9), 0, std::vector<std::int64_t>{0, 4, 9}, std::nullopt, 3));
  EXPECT_TRUE(value_problem(offsets_check(9), 0, std::vector<std::int64_t>{1, 4, 9}, std::nullopt, 3));
  EXPECT_TRUE(value_problem(offsets_check(9), 0, std::vector<std::int64_t>{0, 4, 8}, std::nullopt, 3));
  EXPECT_TRUE(value_problem(offsets_check(9), 0, std::vector<std::int64_t>{0, 4, 4, 9}, std::nullopt, 4));
}

TEST(ValueCheck, OffsetsAcrossASliceBoundaryUseThePreviousValue) {
  EXPECT_FALSE(value_problem(offsets_check(9), 2, std::vector<std::int64_t>{9}, 4, 3));
  const auto problem = value_problem(offsets_check(9), 2, std::vector<std::int64_t>{9}, 9, 4);
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("not above the previous offset 9"), std::string::npos) << *problem;
}

ValueCheck mixed_check() {
  ValueCheck check = vertex_check(8);
  check.kind = CheckKind::mixed;
  check.version = CgnsVersion{4400};
  return check;
}

// TRI_3 (code 5) on 1 2 3, then QUAD_4 (code 7) on 1 2 3 4: offsets 0 4 9.
const std::vector<std::int64_t> kMixed{5, 1, 2, 3, 7, 1, 2, 3, 4};

TEST(ValueCheck, MixedWholeSectionPasses) {
  EXPECT_FALSE(mixed_problem(mixed_check(), 0, kMixed, 0, std::vector<std::int64_t>{0, 4, 9}));
}

TEST(ValueCheck, MixedSliceStartingInsideAnElement) {
  // Entries 2..6: the tail of the triangle (vertex ids), then the quad's code and first ids.
  const std::span<const std::int64_t> slice(kMixed.data() + 2, 5);
  EXPECT_FALSE(mixed_problem(mixed_check(), 2, slice, 1, std::vector<std::int64_t>{4, 9}));
  auto bad = kMixed;
  bad[3] = 9;  // a vertex id past the zone's 8 vertices
  const std::span<const std::int64_t> bad_slice(bad.data() + 2, 5);
  const auto problem = mixed_problem(mixed_check(), 2, bad_slice, 1, std::vector<std::int64_t>{4, 9});
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("entry 3 (from 0) is 9, outside vertex ids 1..8"), std::string::npos) << *problem;
}

TEST(ValueCheck, MixedBadTypeCodeIsNamed) {
  auto bad = kMixed;
  bad[4] = 99;
  const auto problem = mixed_problem(mixed_check(), 0, bad, 0, std::vector<std::int64_t>{0, 4, 9});
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("entry 4 (from 0) is 99, not an element type code (element 1"), std::string::npos)
      << *problem;
}

TEST(ValueCheck, MixedTypeCodeDisagreeingWithTheOffsets) {
  auto bad = kMixed;
  bad[0] = 7;  // a QUAD_4 code on a 4-entry element
  const auto problem = mixed_problem(mixed_check(), 0, bad, 0, std::vector<std::int64_t>{0, 4, 9});
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("has type code 7 and 4 entries, expected 5"), std::string::npos) << *problem;
}

}  // namespace
}  // namespace pcgns::dist
