// The pCGNS scenarios' layouts: whatever the scenario and rank count, the pieces cover
// every zone's values exactly once and the file keeps its size.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "io_layout.hpp"
#include "pcgns/error.hpp"

namespace pcgns::bench_app {
namespace {

// Each zone's values covered once, in order, by the pieces of all ranks.
void expect_exact_cover(const IoLayout& layout) {
  std::map<int, std::vector<std::pair<std::int64_t, std::int64_t>>> ranges;
  for (const auto& rank : layout.pieces)
    for (const auto& piece : rank) ranges[piece.zone].push_back({piece.first, piece.count});
  ASSERT_EQ(static_cast<int>(ranges.size()), layout.zones);
  for (auto& [zone, list] : ranges) {
    std::sort(list.begin(), list.end());
    std::int64_t next = 0;
    for (const auto& [first, count] : list) {
      EXPECT_EQ(first, next) << "zone " << zone;
      next = first + count;
    }
    EXPECT_EQ(next, layout.zone_length) << "zone " << zone;
  }
}

std::size_t pieces_of(const IoLayout& layout, int rank) { return layout.pieces[static_cast<std::size_t>(rank)].size(); }

TEST(IoLayout, EveryScenarioCoversEveryZoneOnceWithAnyRanks) {
  for (const std::string scenario : {"a", "b", "c", "d", "e"})
    for (const int ranks : {2, 4, 8}) {
      const auto layout = make_layout(scenario, 1.0, ranks, ranks, 8, 3, 2);
      expect_exact_cover(layout);
      EXPECT_EQ(layout.zone_length % 8, 0) << scenario;  // whole HEXA_8 cells
      // The file stays about 7.5 x --size whatever the ranks (rounded down to whole cells).
      EXPECT_LE(layout.file_bytes(), 131072 * 60) << scenario;
      EXPECT_GT(layout.file_bytes(), 120000 * 60) << scenario;
      std::int64_t sum = 0;
      for (int r = 0; r < ranks; ++r) sum += layout.rank_bytes(r);
      EXPECT_EQ(sum, layout.file_bytes()) << scenario;
    }
}

TEST(IoLayout, ScenariosGiveEachRankItsZones) {
  EXPECT_EQ(make_layout("b", 1.0, 4, 4, 8, 3, 2).zones, 4);
  const auto c = make_layout("c", 1.0, 4, 4, 8, 3, 2);
  EXPECT_EQ(c.zones, 12);
  EXPECT_EQ(pieces_of(c, 3), 3u);
  const auto d = make_layout("d", 1.0, 4, 4, 8, 3, 2);
  EXPECT_EQ(d.zones, 2);
  EXPECT_EQ(d.pieces[1][0].first, d.zone_length / 2);  // the second rank of zone 0
  const auto e = make_layout("e", 1.0, 4, 4, 8, 3, 2);
  EXPECT_EQ(e.zones, 6);
  EXPECT_EQ(pieces_of(e, 0), 3u);
  EXPECT_EQ(e.pieces[2][0].zone, 3);  // ranks 2 and 3 share zones 3, 4, 5
}

TEST(IoLayout, ScenarioAWritesFromTheFirstNodeOnly) {
  const auto a = make_layout("a", 1.0, 4, 2, 5, 3, 2);  // 2 ranks per node
  EXPECT_EQ(pieces_of(a, 0), 3u);
  EXPECT_EQ(pieces_of(a, 1), 2u);
  EXPECT_EQ(pieces_of(a, 2), 0u);
  EXPECT_EQ(pieces_of(a, 3), 0u);
}

TEST(IoLayout, LayoutsThatDoNotFitAreUsageErrors) {
  EXPECT_THROW(make_layout("d", 1.0, 4, 4, 8, 3, 3), UsageError);      // 3 does not divide 4
  EXPECT_THROW(make_layout("b", 0.00001, 4, 4, 8, 3, 2), UsageError);  // not one cell per zone
}

}  // namespace
}  // namespace pcgns::bench_app
