// VertexHolders under 1, 2 and 3 ranks: each vertex's parts are known on the rank of its
// block, and every pair of parts learns the vertices it shares, numbered on both sides
// in the same order -- checked against a brute-force count over all parts.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "mpi/split/rank_parts.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/owner_questions.hpp"
#include "split/unstructured/vertex_holders.hpp"

namespace pcgns::split {
namespace {

constexpr std::int64_t kHolderVertices = 300;
constexpr int kHolderParts = 5;

// Part p holds the vertices of three overlapping ranges and every 7th id from p: runs,
// single ids, and ids held by one, two or more parts.
IdRuns holder_vertices_of(int part) {
  std::set<std::int64_t> ids;
  for (std::int64_t id = 1 + part * 50; id <= std::min<std::int64_t>(kHolderVertices, 80 + part * 50); ++id)
    ids.insert(id);
  for (std::int64_t id = 1 + part; id <= kHolderVertices; id += 7) ids.insert(id);
  IdRuns runs;
  for (const auto id : ids) runs.add(id);
  return runs;
}

TEST(VertexHolders, EachVertexKnowsItsPartsAndSharedVerticesAreNumberedOnBothSides) {
  const int rank = rank_of(MPI_COMM_WORLD), ranks = size_of(MPI_COMM_WORLD);
  std::map<int, IdRuns> all;
  for (int part = 0; part < kHolderParts; ++part) all[part] = holder_vertices_of(part);
  const auto mine = test::rank_parts(all, MPI_COMM_WORLD);
  const VertexHolders holders(MPI_COMM_WORLD, kHolderVertices, mine);

  const exchange::BlockDistribution blocks(kHolderVertices, ranks);
  for (std::int64_t id = blocks.first(rank); id < blocks.first(rank) + blocks.count(rank); ++id) {
    std::vector<int> expected;
    for (int part = 0; part < kHolderParts; ++part)
      if (all.at(part).index_of(id) >= 0) expected.push_back(part);
    const auto got = holders.parts_of(id);
    ASSERT_EQ(std::vector<int>(got.begin(), got.end()), expected) << "vertex " << id;
  }

  const auto shared = shared_vertices(MPI_COMM_WORLD, holders.shared_runs(MPI_COMM_WORLD), mine);
  for (const auto& [part, runs] : mine)
    for (int other = 0; other < kHolderParts; ++other) {
      if (other == part) continue;
      std::vector<std::int64_t> own, theirs;  // local ids, by increasing global id
      for (const auto id : runs->ids())
        if (all.at(other).index_of(id) >= 0) {
          own.push_back(runs->index_of(id) + 1);
          theirs.push_back(all.at(other).index_of(id) + 1);
        }
      const auto by_part = shared.find(part);
      const bool listed = by_part != shared.end() && by_part->second.count(other) > 0;
      ASSERT_EQ(listed, !own.empty()) << "parts " << part << " and " << other;
      if (!listed) continue;
      EXPECT_EQ(by_part->second.at(other).own, own) << "parts " << part << " and " << other;
      EXPECT_EQ(by_part->second.at(other).other, theirs) << "parts " << part << " and " << other;
    }
}

}  // namespace
}  // namespace pcgns::split
