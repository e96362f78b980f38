// Vertices no cell uses under 1, 2 and 3 ranks: each block's orphans are given to the
// lowest part holding the used vertex nearest in id (gaps spanning blocks, a block with
// no used vertex at all), the holders then know them, and each part's rank receives its
// orphans -- checked against a brute-force search over all parts.
#include <gtest/gtest.h>

#include <map>

#include "mpi/split/rank_parts.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/orphan_vertices.hpp"
#include "split/unstructured/owner_questions.hpp"

namespace pcgns::split {
namespace {

constexpr std::int64_t kOrphanVertices = 300;
constexpr int kOrphanParts = 4;

// Orphans before the first used vertex, a gap of 114 ids between parts 1 and 2 (a whole
// block under 3 ranks), single ids between part 3's, and a gap after the last.
IdRuns orphan_case_vertices_of(int part) {
  IdRuns runs;
  switch (part) {
    case 0: runs.add_run(20, 41); break;  // 20..60
    case 1: runs.add_run(50, 41); break;  // 50..90, 50..60 shared with part 0
    case 2: runs.add_run(205, 26); break;
    case 3:
      runs.add_run(229, 12);
      for (std::int64_t id = 250; id <= 260; id += 5) runs.add(id);
      break;
  }
  return runs;
}

// The rule, by brute force: the lowest part holding the nearest used id, the lower id on
// a tie; -1 for a used vertex.
int expected_part(const std::map<int, IdRuns>& all, std::int64_t id) {
  const auto lowest_holder = [&](std::int64_t v) {
    for (const auto& [part, runs] : all)
      if (runs.index_of(v) >= 0) return part;
    return -1;
  };
  if (lowest_holder(id) >= 0) return -1;
  for (std::int64_t distance = 1; distance < kOrphanVertices; ++distance) {
    if (id - distance >= 1 && lowest_holder(id - distance) >= 0) return lowest_holder(id - distance);
    if (id + distance <= kOrphanVertices && lowest_holder(id + distance) >= 0) return lowest_holder(id + distance);
  }
  return 0;
}

TEST(OrphanVertices, EachGoesToThePartOfTheNearestUsedVertexWhateverTheRankCount) {
  const int rank = rank_of(MPI_COMM_WORLD), ranks = size_of(MPI_COMM_WORLD);
  std::map<int, IdRuns> all;
  for (int part = 0; part < kOrphanParts; ++part) all[part] = orphan_case_vertices_of(part);
  VertexHolders holders(MPI_COMM_WORLD, kOrphanVertices, test::rank_parts(all, MPI_COMM_WORLD));

  const std::vector<PartRun> orphans = find_orphans(MPI_COMM_WORLD, holders);
  holders.hold(orphans);
  const exchange::BlockDistribution blocks(kOrphanVertices, ranks);
  for (std::int64_t id = blocks.first(rank); id < blocks.first(rank) + blocks.count(rank); ++id) {
    const int expected = expected_part(all, id);
    const auto got = holders.parts_of(id);
    ASSERT_FALSE(got.empty()) << "vertex " << id << " held by no part";
    if (expected >= 0) {
      EXPECT_EQ(got.size(), 1u) << "orphan " << id;
      EXPECT_EQ(got.front(), expected) << "orphan " << id;
    }
  }

  const std::map<int, IdRuns> received = route_orphans(MPI_COMM_WORLD, orphans);
  for (int part = 0; part < kOrphanParts; ++part) {
    if (part_owner(part, ranks) != rank) continue;
    std::vector<std::int64_t> expected;
    for (std::int64_t id = 1; id <= kOrphanVertices; ++id)
      if (expected_part(all, id) == part) expected.push_back(id);
    const auto it = received.find(part);
    EXPECT_EQ(it == received.end() ? std::vector<std::int64_t>{} : it->second.ids(), expected) << "part " << part;
  }
  for (const auto& [part, ids] : received) EXPECT_EQ(part_owner(part, ranks), rank);
}

TEST(OrphanVertices, WithNoVertexUsedAllGoToPartZero) {
  const int rank = rank_of(MPI_COMM_WORLD);
  VertexHolders holders(MPI_COMM_WORLD, 10, {});
  const std::vector<PartRun> orphans = find_orphans(MPI_COMM_WORLD, holders);
  holders.hold(orphans);
  const auto received = route_orphans(MPI_COMM_WORLD, orphans);
  if (rank == 0) {
    ASSERT_EQ(received.size(), 1u);
    EXPECT_EQ(received.at(0).ids(), (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
  } else {
    EXPECT_TRUE(received.empty());
  }
}

}  // namespace
}  // namespace pcgns::split
