// The rule that gives each vertex no cell uses to a part (the lowest part holding the
// used vertex nearest in id, the lower on a tie, part 0 when none is used), applied to
// one block of ids; and the renumbering of a part's vertices around the ones it adopts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>

#include "pcgns/error.hpp"
#include "split/unstructured/orphan_vertices.hpp"

namespace pcgns::split {
namespace {

constexpr NearestUsed kNone{};

IdRuns of(std::initializer_list<IdRun> runs) {
  IdRuns ids;
  for (const IdRun& run : runs) ids.add_run(run.first, run.count);
  return ids;
}

TEST(OrphanRuns, ABlockEveryIdOfWhichIsUsedHasNoOrphans) {
  const std::vector<PartRun> held{{1, 4, 2}, {5, 6, 0}};  // adjacent runs of other parts
  EXPECT_TRUE(orphan_runs({1, 10}, held, kNone, kNone).empty());
}

TEST(OrphanRuns, AGapBetweenTwoPartsIsSharedByDistanceTheLowerSideTakingTheTie) {
  // 3 (part 0) and 9 (part 2) around 4..8: 4, 5, 6 (a tie: 3 from each) nearer 3.
  const std::vector<PartRun> held{{1, 3, 0}, {9, 2, 2}};
  EXPECT_EQ(orphan_runs({1, 10}, held, kNone, kNone), (std::vector<PartRun>{{4, 3, 0}, {7, 2, 2}}));
  // 4..7 between 3 and 8: no tie, two each.
  const std::vector<PartRun> even{{1, 3, 1}, {8, 3, 3}};
  EXPECT_EQ(orphan_runs({1, 10}, even, kNone, kNone), (std::vector<PartRun>{{4, 2, 1}, {6, 2, 3}}));
}

TEST(OrphanRuns, OrphansBeforeTheFirstUsedVertexGoToItsPartAfterTheLastToThatOnesPart) {
  const std::vector<PartRun> held{{3, 2, 4}, {5, 2, 1}};
  EXPECT_EQ(orphan_runs({1, 10}, held, kNone, kNone), (std::vector<PartRun>{{1, 2, 4}, {7, 4, 1}}));
}

TEST(OrphanRuns, TheRunsHeldGiveTheirLowestPartAndASingleIdGapGoesToTheLowerSide) {
  // 4 sits between 3 (part 5) and 5 (part 2): a tie, the lower id's part.
  const std::vector<PartRun> held{{1, 3, 5}, {5, 1, 2}, {7, 1, 6}};
  EXPECT_EQ(orphan_runs({1, 7}, held, kNone, kNone), (std::vector<PartRun>{{4, 1, 5}, {6, 1, 2}}));
}

TEST(OrphanRuns, WithNoVertexUsedAnywhereEveryOrphanGoesToPartZero) {
  EXPECT_EQ(orphan_runs({11, 5}, {}, kNone, kNone), (std::vector<PartRun>{{11, 5, 0}}));
}

TEST(OrphanRuns, AnEmptyBlockHasNone) { EXPECT_TRUE(orphan_runs({7, 0}, {}, {3, 1}, {9, 2}).empty()); }

TEST(OrphanRuns, TheUsedVerticesOfOtherBlocksDecideAtTheBlocksEnds) {
  // 5 (part 3) below the block 11..20, 30 (part 4) above it: up to 17 nearer 5.
  EXPECT_EQ(orphan_runs({11, 10}, {}, {5, 3}, {30, 4}), (std::vector<PartRun>{{11, 7, 3}, {18, 3, 4}}));
  EXPECT_EQ(orphan_runs({11, 10}, {}, {5, 3}, kNone), (std::vector<PartRun>{{11, 10, 3}}));
  EXPECT_EQ(orphan_runs({11, 10}, {}, kNone, {30, 4}), (std::vector<PartRun>{{11, 10, 4}}));
  const std::vector<PartRun> held{{13, 2, 1}};
  EXPECT_EQ(orphan_runs({11, 10}, held, {2, 3}, {22, 4}),
            (std::vector<PartRun>{{11, 2, 1}, {15, 4, 1}, {19, 2, 4}}));  // 18: a tie
}

// The part of each id of 1..n, one block at a time, from the runs each block holds.
std::vector<int> parts_by_blocks(const std::vector<PartRun>& held, std::int64_t n, std::int64_t block) {
  std::vector<int> parts(static_cast<std::size_t>(n + 1), -1);
  for (const PartRun& run : held)
    for (std::int64_t id = run.first; id < run.first + run.count; ++id) parts[static_cast<std::size_t>(id)] = run.part;
  for (std::int64_t first = 1; first <= n; first += block) {
    const std::int64_t end = std::min(n + 1, first + block);
    std::vector<PartRun> inside;
    NearestUsed below, above;
    for (const PartRun& run : held) {
      if (run.first + run.count <= first) below = {run.first + run.count - 1, run.part};
      else if (run.first >= end) {
        if (above.id == 0) above = {run.first, run.part};
      } else  // the piece inside the block
        inside.push_back(
            {std::max(first, run.first), std::min(end, run.first + run.count) - std::max(first, run.first), run.part});
    }
    for (const PartRun& run : orphan_runs({first, end - first}, inside, below, above))
      for (std::int64_t id = run.first; id < run.first + run.count; ++id) {
        EXPECT_EQ(parts[static_cast<std::size_t>(id)], -1) << "id " << id << " given twice";
        parts[static_cast<std::size_t>(id)] = run.part;
      }
  }
  return parts;
}

TEST(OrphanRuns, EveryIdGetsOnePartAndTheSameOneHoweverTheIdsAreCutIntoBlocks) {
  const std::vector<PartRun> held{{6, 3, 2}, {9, 2, 0}, {25, 1, 1}, {40, 5, 3}};  // runs inside no block's bounds
  const std::vector<int> whole = parts_by_blocks(held, 60, 60);
  for (std::int64_t id = 1; id <= 60; ++id) ASSERT_NE(whole[static_cast<std::size_t>(id)], -1) << "id " << id;
  EXPECT_EQ(whole[1], 2);   // before the first used vertex
  EXPECT_EQ(whole[17], 0);  // between 10 (part 0) and 25 (part 1)
  EXPECT_EQ(whole[18], 1);
  EXPECT_EQ(whole[60], 3);  // after the last
  for (const std::int64_t block : {1, 2, 7, 13, 20, 59}) EXPECT_EQ(parts_by_blocks(held, 60, block), whole) << block;
}

TEST(United, TheIdsOfBothInOrder) {
  const IdRuns both = united(of({{1, 3}, {7, 2}}), of({{4, 2}, {10, 1}}));
  EXPECT_EQ(both.ids(), (std::vector<std::int64_t>{1, 2, 3, 4, 5, 7, 8, 10}));
  EXPECT_EQ(both.runs().size(), 3u);  // 1..5 joined
  EXPECT_EQ(united(IdRuns(), of({{4, 2}})).ids(), (std::vector<std::int64_t>{4, 5}));
  EXPECT_EQ(united(of({{4, 2}}), IdRuns()).ids(), (std::vector<std::int64_t>{4, 5}));
}

TEST(NewLocalIds, EachUsedVertexMovesPastTheOrphansBelowIt) {
  const IdRuns used = of({{1, 3}, {7, 2}, {12, 1}});
  const IdRuns all = united(used, of({{4, 2}, {10, 1}, {20, 3}}));
  // Ids 1 2 3 7 8 12 are places 1 2 3 6 7 9 among 1 2 3 4 5 7 8 10 12 20 21 22.
  EXPECT_EQ(new_local_ids(used, all, "zone"), (std::vector<std::uint32_t>{1, 2, 3, 6, 7, 9}));
  EXPECT_EQ(new_local_ids(used, used, "zone"), (std::vector<std::uint32_t>{1, 2, 3, 4, 5, 6}));
}

TEST(NewLocalIds, APartTooLargeForLocalIdsIsInvalidInputNamingTheZone) {
  const std::int64_t too_many = std::int64_t{std::numeric_limits<std::uint32_t>::max()} + 1;
  try {
    new_local_ids(of({{1, 1}}), of({{1, too_many}}), "file.cgns: /Base/Cloud");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("file.cgns: /Base/Cloud"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace pcgns::split
