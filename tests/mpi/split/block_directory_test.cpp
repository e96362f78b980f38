// BlockDirectory under 1, 2 and 3 ranks: entries given by any rank, in any order, reach
// the owner of their id's block; each id answers with its (part, local) pairs sorted by
// part, whether asked on the owner (of) or from any rank (lookup).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/block_directory.hpp"

namespace pcgns::split {
namespace {

constexpr std::int64_t kIds = 1000;

// The pairs id must have: (id % 3, 10 id), and for every fifth id a second copy on part
// 7 -- given first, so the directory has to order them.
std::vector<std::int64_t> pairs_of(std::int64_t id) {
  std::vector<std::int64_t> pairs{id % 3, 10 * id};
  if (id % 5 == 0) pairs.insert(pairs.end(), {7, 10 * id + 1});
  return pairs;
}

BlockDirectory scattered_directory() {
  const int rank = rank_of(MPI_COMM_WORLD), ranks = size_of(MPI_COMM_WORLD);
  std::vector<DirectoryEntry> entries;
  for (std::int64_t id = kIds; id >= 1; --id) {  // decreasing ids, copies on other ranks
    if (id % 5 == 0 && (id + 1) % ranks == rank) entries.push_back({id, 7, 10 * id + 1});
    if (id % ranks == rank) entries.push_back({id, id % 3, 10 * id});
  }
  std::shuffle(entries.begin(), entries.end(), std::mt19937_64(static_cast<std::uint64_t>(rank) + 3));
  return BlockDirectory(MPI_COMM_WORLD, kIds, entries);
}

TEST(BlockDirectory, EachIdOfTheBlockHasItsPairsSortedByPart) {
  const BlockDirectory directory = scattered_directory();
  std::int64_t held = directory.count();
  MPI_Allreduce(MPI_IN_PLACE, &held, 1, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
  EXPECT_EQ(held, kIds);
  for (std::int64_t id = directory.first(); id < directory.first() + directory.count(); ++id) {
    std::vector<std::int64_t> flat;
    for (const PartLocal& copy : directory.of(id)) flat.insert(flat.end(), {copy.part, copy.local});
    EXPECT_EQ(flat, pairs_of(id)) << "id " << id;
  }
}

TEST(BlockDirectory, LookupAnswersAnyIdFromAnyRank) {
  const BlockDirectory directory = scattered_directory();
  std::vector<std::int64_t> ids;
  for (std::int64_t id = kIds; id >= 1; id -= 7) ids.push_back(id);
  const auto found = directory.lookup(MPI_COMM_WORLD, ids);
  ASSERT_EQ(found.size(), ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) EXPECT_EQ(found[i], pairs_of(ids[i])) << "id " << ids[i];
}

}  // namespace
}  // namespace pcgns::split
