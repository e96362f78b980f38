// A structured PointList's share in each box of a partition: every entry is cut as the
// one-point range it is (located_range.hpp), list order and positions kept, local
// indices; vertices and faces on a plane two boxes share go to both.
#include <gtest/gtest.h>

#include <string>

#include "pcgns/error.hpp"
#include "pcgns/split/block_partition.hpp"
#include "split/located_list.hpp"
#include "split/located_range.hpp"

namespace pcgns::split {
namespace {

using Cells = std::vector<std::int64_t>;
using Values = std::vector<std::int64_t>;

// Every index triple at `location` of a block of `cells`, in a scrambled order.
Values every_entry(const Cells& cells, const std::string& location) {
  const auto beyond = list_beyond_cells(location, 3, "test");
  Values points;
  for (std::int64_t k = cells[2] + beyond[2]; k >= 1; --k)
    for (std::int64_t i = 1; i <= cells[0] + beyond[0]; ++i)
      for (std::int64_t j = cells[1] + beyond[1]; j >= 1; --j) points.insert(points.end(), {i, j, k});
  return points;
}

class ListSharesOfAPartition : public ::testing::TestWithParam<std::pair<Cells, int>> {};

TEST_P(ListSharesOfAPartition, EachBoxKeepsTheEntriesItsRangeShareHoldsInListOrder) {
  const auto& [cells, parts] = GetParam();
  const auto partition = partition_blocks({cells}, parts);
  for (const std::string location : {"Vertex", "CellCenter", "IFaceCenter", "JFaceCenter", "KFaceCenter"}) {
    const Values points = every_entry(cells, location);
    std::vector<int> holders(points.size() / 3, 0);
    for (const auto& part : partition.parts)
      for (const CellBox& box : part) {
        const IndexRange in_box{box.lo, box.hi};
        const ListShare share = list_share_in_box(points, location, cells, in_box, "test");
        ASSERT_EQ(share.local.size(), 3 * share.rows.size());
        std::size_t kept = 0;
        for (std::size_t e = 0; e < points.size() / 3; ++e) {
          const auto first = points.begin() + static_cast<std::ptrdiff_t>(3 * e);
          const Values point(first, first + 3);
          Values one_point = point;
          one_point.insert(one_point.end(), point.begin(), point.end());
          const bool expected = share_in_box(locate_range(one_point, location, cells, "test"), in_box).has_value();
          const bool listed = kept < share.rows.size() && share.rows[kept] == e;
          ASSERT_EQ(listed, expected) << location << " entry " << e;
          if (!listed) continue;
          for (std::size_t d = 0; d < 3; ++d) EXPECT_EQ(share.local[3 * kept + d], point[d] - box.lo[d] + 1);
          ++kept;
          ++holders[e];
        }
      }
    // Every entry lands somewhere; cells in exactly one box.
    for (std::size_t e = 0; e < holders.size(); ++e) {
      EXPECT_GE(holders[e], 1) << location << " entry " << e;
      if (location == std::string("CellCenter")) {
        EXPECT_EQ(holders[e], 1) << "cell entry " << e;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Blocks, ListSharesOfAPartition,
                         ::testing::Values(std::pair{Cells{4, 3, 2}, 1}, std::pair{Cells{4, 3, 2}, 2},
                                           std::pair{Cells{4, 3, 2}, 3}, std::pair{Cells{4, 3, 2}, 7},
                                           std::pair{Cells{7, 7, 10}, 3}, std::pair{Cells{4, 9, 5}, 7}));

TEST(LocatedList, AVertexOnTheSharedPlaneGoesToBothBoxesInLocalIndices) {
  const Cells cells{4, 3, 2};
  const Values points{3, 1, 2, 1, 1, 1, 5, 4, 3};  // on the plane i = 3, then the two corners
  const ListShare low = list_share_in_box(points, "Vertex", cells, {{1, 1, 1}, {2, 3, 2}}, "bc");
  const ListShare high = list_share_in_box(points, "Vertex", cells, {{3, 1, 1}, {4, 3, 2}}, "bc");
  EXPECT_EQ(low.rows, (std::vector<std::size_t>{0, 1}));
  EXPECT_EQ(low.local, (Values{3, 1, 2, 1, 1, 1}));
  EXPECT_EQ(high.rows, (std::vector<std::size_t>{0, 2}));
  EXPECT_EQ(high.local, (Values{1, 1, 2, 3, 4, 3}));
}

TEST(LocatedList, FacesCountAcrossTheirNormalAndCellsAlongIt) {
  const Cells cells{4, 3, 2};
  // I-face 3 lies between cells 2 and 3; J index 3 is the last cell, not a face.
  const Values faces{3, 3, 1};
  EXPECT_EQ(list_share_in_box(faces, "IFaceCenter", cells, {{1, 1, 1}, {2, 3, 2}}, "bc").local, (Values{3, 3, 1}));
  EXPECT_EQ(list_share_in_box(faces, "IFaceCenter", cells, {{3, 1, 1}, {4, 3, 2}}, "bc").local, (Values{1, 3, 1}));
  EXPECT_TRUE(list_share_in_box(faces, "IFaceCenter", cells, {{1, 1, 1}, {4, 2, 2}}, "bc").rows.empty());
  EXPECT_TRUE(list_share_in_box(faces, "CellCenter", cells, {{1, 1, 1}, {2, 3, 2}}, "bc").rows.empty());
}

std::string message_of(const Values& points, const std::string& location) {
  try {
    list_share_in_box(points, location, {4, 3, 2}, {{1, 1, 1}, {4, 3, 2}}, "file 'a.cgns' node '/B/Z/ZoneBC/wall'");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(LocatedList, EntriesOutsideTheZoneAndLocationsWithoutANormalAreInvalidInput) {
  EXPECT_NE(message_of({1, 1, 1, 5, 1, 1}, "CellCenter").find("/B/Z/ZoneBC/wall"), std::string::npos);
  EXPECT_NE(message_of({1, 1, 1, 5, 1, 1}, "CellCenter").find("entry 2 (5, 1, 1) lies outside the zone"),
            std::string::npos);
  EXPECT_NE(message_of({1, 4, 1}, "IFaceCenter").find("indices 1..3 in direction J"), std::string::npos);
  EXPECT_NE(message_of({1, 1, 0}, "Vertex").find("lies outside the zone"), std::string::npos);
  EXPECT_EQ(message_of({5, 4, 3}, "Vertex"), "no error");
  EXPECT_NE(message_of({1, 1, 1}, "FaceCenter").find("GridLocation FaceCenter cannot be cut"), std::string::npos);
  EXPECT_NE(message_of({1, 1, 1}, "EdgeCenter").find("/B/Z/ZoneBC/wall"), std::string::npos);
  EXPECT_NE(message_of({1, 1, 1, 1}, "Vertex").find("no list of 3-dimensional indices"), std::string::npos);
}

}  // namespace
}  // namespace pcgns::split
