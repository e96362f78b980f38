#include "dist/inline_layout_check.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "pcgns/sids/element_type.hpp"

namespace pcgns::dist {
namespace {

// NGON_n before 4.0: two triangles and a quad over 6 vertices, each after its count.
const std::vector<std::int64_t> kCounted{3, 1, 2, 3, 3, 4, 5, 6, 4, 1, 2, 5, 4};

ValueCheck counted_check(std::int64_t elements) {
  ValueCheck check;
  check.kind = CheckKind::counted;
  check.allowed = {{{1, 6}}, "vertex ids"};
  check.total = elements;
  check.where = "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity'";
  return check;
}

std::optional<std::string> walk_whole(const ValueCheck& check, const std::vector<std::int64_t>& values) {
  InlineWalk walk;
  if (auto problem = inline_problem(check, walk, 0, values)) return problem;
  return inline_end_problem(check, walk, static_cast<std::int64_t>(values.size()));
}

TEST(InlineLayoutCheck, ValidCountedElementsPass) { EXPECT_FALSE(walk_whole(counted_check(3), kCounted)); }

TEST(InlineLayoutCheck, TheWalkCarriesOverChunkBoundaries) {
  const auto check = counted_check(3);
  InlineWalk walk;
  const std::span<const std::int64_t> all(kCounted);
  for (std::size_t at = 0; at < all.size(); at += 2)
    ASSERT_FALSE(inline_problem(check, walk, static_cast<std::int64_t>(at),
                                all.subspan(at, std::min<std::size_t>(2, all.size() - at))));
  EXPECT_FALSE(inline_end_problem(check, walk, static_cast<std::int64_t>(all.size())));
}

TEST(InlineLayoutCheck, AZeroCountIsNamedWithItsElement) {
  auto values = kCounted;
  values[4] = 0;
  EXPECT_EQ(walk_whole(counted_check(3), values),
            "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity': entry 4 (from 0) is 0, not an element's entry "
            "count (element 1 from 0 of the section)");
}

TEST(InlineLayoutCheck, AnIdPastTheVerticesIsNamedWithItsElement) {
  auto values = kCounted;
  values[11] = 7;
  EXPECT_EQ(walk_whole(counted_check(3), values),
            "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity': entry 11 (from 0) is 7, outside vertex ids 1..6 "
            "(element 2 from 0 of the section)");
}

TEST(InlineLayoutCheck, AnArrayEndingInsideAnElementIsRefused) {
  auto values = kCounted;
  values.pop_back();
  EXPECT_EQ(walk_whole(counted_check(3), values),
            "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity': the 12 entries end inside element 2 from 0 of "
            "the section, 1 entries short");
}

TEST(InlineLayoutCheck, ElementsMustMatchTheElementRange) {
  EXPECT_EQ(walk_whole(counted_check(4), kCounted),
            "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity': holds 3 elements, but ElementRange has 4");
  EXPECT_EQ(walk_whole(counted_check(2), kCounted),
            "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity': entry 8 (from 0) starts element 2 (from 0), but "
            "ElementRange has 2 elements");
}

TEST(InlineLayoutCheck, NfaceIdsAreSignedFaceIds) {
  ValueCheck check = counted_check(2);
  check.kind = CheckKind::counted_signed;
  check.allowed = {{{10, 13}}, "NGON_n element ids"};
  EXPECT_FALSE(walk_whole(check, {2, 10, -11, 2, -12, 13}));
  EXPECT_TRUE(walk_whole(check, {2, 10, -14, 2, -12, 13}));
}

TEST(InlineLayoutCheck, MixedHeadersAreTypeCodes) {
  ValueCheck check = counted_check(2);
  check.kind = CheckKind::inline_mixed;
  const auto tri = static_cast<std::int64_t>(sids::ElementType::TRI_3);
  const auto quad = static_cast<std::int64_t>(sids::ElementType::QUAD_4);
  EXPECT_FALSE(walk_whole(check, {tri, 1, 2, 3, quad, 3, 4, 5, 6}));
  EXPECT_EQ(walk_whole(check, {tri, 1, 2, 3, 99, 3, 4, 5, 6}),
            "file 'a.cgns' node '/B/Z/Faces/ElementConnectivity': entry 4 (from 0) is 99, not an element type code "
            "(element 1 from 0 of the section)");
}

}  // namespace
}  // namespace pcgns::dist
