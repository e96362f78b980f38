// A structured PointRange's share in each box of a partition, checked against a
// definition by adjacency: a cell belongs to the box that holds it, a face to each box
// holding a cell on either side of it, and a Vertex range to each box holding one of
// the faces (or edges) it spans. Every face of a block, every location, 1 to 7 parts.
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/split/block_partition.hpp"
#include "split/located_range.hpp"

namespace pcgns::split {
namespace {

using Index = std::array<std::int64_t, 3>;
using Cells = std::vector<std::int64_t>;

std::set<Index> indices_of(const IndexRange& range) {
  std::set<Index> out;
  for (auto i = range.lo[0]; i <= range.hi[0]; ++i)
    for (auto j = range.lo[1]; j <= range.hi[1]; ++j)
      for (auto k = range.lo[2]; k <= range.hi[2]; ++k) out.insert({i, j, k});
  return out;
}

bool holds_cell(const IndexRange& box, const Index& cell) {
  for (std::size_t d = 0; d < 3; ++d)
    if (cell[d] < box.lo[d] || cell[d] > box.hi[d]) return false;
  return true;
}

// Face `f` across direction `normal` lies between cells f - 1 and f along it.
bool holds_face(const IndexRange& box, const Index& face, std::size_t normal) {
  for (const std::int64_t side : {face[normal] - 1, face[normal]}) {
    Index cell = face;
    cell[normal] = side;
    if (holds_cell(box, cell)) return true;
  }
  return false;
}

// The piece a box should get, by the definitions above; empty when none.
std::set<Index> expected_share(const IndexRange& range, const std::string& location, const IndexRange& box) {
  std::set<Index> share;
  if (location == "Vertex") {
    // The cells spanned: in each direction the range spans, cells lo..hi-1; across the
    // others the vertex plane, whose cells on either side may hold it.
    bool touched = false;
    IndexRange spanned = range;
    for (std::size_t d = 0; d < 3; ++d)
      if (range.hi[d] > range.lo[d]) --spanned.hi[d];
    for (const Index& element : indices_of(spanned)) {
      bool in = true;
      for (std::size_t d = 0; d < 3 && in; ++d)
        in = range.hi[d] > range.lo[d] ? element[d] >= box.lo[d] && element[d] <= box.hi[d]
                                       : element[d] >= box.lo[d] && element[d] <= box.hi[d] + 1;
      touched = touched || in;
    }
    if (!touched) return share;
    IndexRange vertices = box;
    for (auto& hi : vertices.hi) ++hi;
    for (const Index& v : indices_of(range))
      if (holds_cell(vertices, v)) share.insert(v);
    return share;
  }
  for (const Index& entity : indices_of(range)) {
    const bool held = location == "CellCenter" ? holds_cell(box, entity)
                                               : holds_face(box, entity, static_cast<std::size_t>(location[0] - 'I'));
    if (held) share.insert(entity);
  }
  return share;
}

struct Case {
  std::string location;
  std::vector<std::int64_t> point_range;
};

// A BC on each face of a block of `cells`, at every location, and a patch inside a face.
std::vector<Case> face_cases(const Cells& n) {
  std::vector<Case> cases;
  for (std::size_t d = 0; d < 3; ++d)
    for (const bool max : {false, true}) {
      std::vector<std::int64_t> vertex{1, 1, 1, n[0] + 1, n[1] + 1, n[2] + 1};
      std::vector<std::int64_t> face{1, 1, 1, n[0], n[1], n[2]};
      std::vector<std::int64_t> cell = face;
      vertex[d] = vertex[3 + d] = max ? n[d] + 1 : 1;
      face[d] = face[3 + d] = max ? n[d] + 1 : 1;
      cell[d] = cell[3 + d] = max ? n[d] : 1;
      cases.push_back({"Vertex", vertex});
      cases.push_back({std::string(1, static_cast<char>('I' + d)) + "FaceCenter", face});
      cases.push_back({"CellCenter", cell});
    }
  cases.push_back({"JFaceCenter", {2, n[1] + 1, 3, n[0] - 1, n[1] + 1, n[2] - 1}});
  cases.push_back({"Vertex", {2, 2, 1, 3, n[1], 1}});
  return cases;
}

class SharesOfAPartition : public ::testing::TestWithParam<std::pair<Cells, int>> {};

TEST_P(SharesOfAPartition, EachBoxGetsExactlyItsShareAndTheSharesCoverTheRange) {
  const auto& [cells, parts] = GetParam();
  const auto partition = partition_blocks({cells}, parts);
  for (const Case& c : face_cases(cells)) {
    const LocatedRange located = locate_range(c.point_range, c.location, cells, "test");
    std::set<Index> covered;
    for (const auto& part : partition.parts)
      for (const CellBox& box : part) {
        const IndexRange cells_of_box{box.lo, box.hi};
        const auto share = share_in_box(located, cells_of_box);
        const auto expected = expected_share(located.range, c.location, cells_of_box);
        EXPECT_EQ(share ? indices_of(*share) : std::set<Index>{}, expected)
            << c.location << " range box " << box.lo[0] << "," << box.lo[1] << "," << box.lo[2];
        if (share) covered.merge(indices_of(*share));
      }
    EXPECT_EQ(covered, indices_of(located.range)) << c.location;
  }
}

INSTANTIATE_TEST_SUITE_P(Blocks, SharesOfAPartition,
                         ::testing::Values(std::pair{Cells{7, 7, 10}, 1}, std::pair{Cells{7, 7, 10}, 2},
                                           std::pair{Cells{7, 7, 10}, 3}, std::pair{Cells{7, 7, 10}, 7},
                                           std::pair{Cells{10, 10, 10}, 3}, std::pair{Cells{10, 10, 10}, 7},
                                           std::pair{Cells{10, 10, 10}, 13}, std::pair{Cells{4, 9, 5}, 7}));

TEST(LocatedRange, OrientationOfTheOriginalIsKept) {
  EXPECT_EQ(oriented_like(IndexRange{{2, 3, 11}, {4, 3, 11}}, {6, 3, 11, 2, 3, 11}),
            (std::vector<std::int64_t>{4, 3, 11, 2, 3, 11}));
  EXPECT_EQ(oriented_like(IndexRange{{2, 3, 11}, {4, 5, 11}}, {1, 1, 11, 6, 7, 11}),
            (std::vector<std::int64_t>{2, 3, 11, 4, 5, 11}));
}

TEST(LocatedRange, RangesOutsideTheZoneOrWithoutANormalAreInvalidInput) {
  const Cells cells{7, 7, 10};
  EXPECT_THROW(locate_range({1, 1, 1, 9, 8, 11}, "Vertex", cells, "bc"), InputError);
  EXPECT_THROW(locate_range({1, 1, 1, 8, 7, 10}, "CellCenter", cells, "bc"), InputError);
  EXPECT_THROW(locate_range({0, 1, 1, 1, 7, 10}, "IFaceCenter", cells, "bc"), InputError);
  EXPECT_THROW(locate_range({1, 1, 1, 1, 7, 10}, "EdgeCenter", cells, "bc"), InputError);
  EXPECT_THROW(locate_range({1, 1, 1, 1, 7}, "Vertex", cells, "bc"), InputError);
  // FaceCenter names its normal by the one direction the range does not span.
  EXPECT_EQ(locate_range({1, 1, 1, 1, 7, 10}, "FaceCenter", cells, "bc").beyond_cells,
            (std::vector<std::int64_t>{1, 0, 0}));
  EXPECT_THROW(locate_range({1, 3, 1, 1, 3, 10}, "FaceCenter", cells, "bc"), InputError);
  try {
    locate_range({8, 1, 1, 9, 7, 10}, "IFaceCenter", cells, "file 'a.cgns' node '/B/Z/ZoneBC/wall'");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/B/Z/ZoneBC/wall"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("indices 1..8 in direction I"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace pcgns::split
