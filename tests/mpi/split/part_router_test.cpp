// PartRouter under 1, 2 and 3 ranks: every record reaches the rank that builds its part,
// sorted by key within the part, with its payload -- whether senders add their keys in
// increasing runs (merged) or in any order (sorted).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>

#include "pcgns/error.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {
namespace {

constexpr int kRoutedParts = 4;

// Routes `keys` (each to part key % kRoutedParts, payload key * 1000 + sender) and checks what
// this rank receives against every rank's keys. `announce`: every record is announced
// with expect() first, so they go straight into the send buffer.
void expect_routed(const std::vector<std::vector<std::int64_t>>& keys_by_rank, bool announce = false) {
  const int rank = rank_of(MPI_COMM_WORLD), ranks = size_of(MPI_COMM_WORLD);
  PartRouter router(MPI_COMM_WORLD, 2 * sizeof(std::int64_t));
  if (announce)
    for (const auto key : keys_by_rank[static_cast<std::size_t>(rank)])
      router.expect(static_cast<int>(key % kRoutedParts));
  for (const auto key : keys_by_rank[static_cast<std::size_t>(rank)]) {
    const std::int64_t payload[2] = {key * 1000 + rank, key};
    router.add(static_cast<int>(key % kRoutedParts), key, std::span<const std::int64_t>(payload));
  }
  std::map<int, std::vector<std::pair<std::int64_t, std::int64_t>>> expected;  // part -> (key, payload)
  for (int sender = 0; sender < ranks; ++sender)
    for (const auto key : keys_by_rank[static_cast<std::size_t>(sender)])
      if (part_owner(static_cast<int>(key % kRoutedParts), ranks) == rank)
        expected[static_cast<int>(key % kRoutedParts)].emplace_back(key, key * 1000 + sender);
  for (auto& [part, records] : expected) std::sort(records.begin(), records.end());
  const auto got = router.exchange();
  ASSERT_EQ(got.size(), expected.size());
  for (const auto& [part, records] : got) {
    const auto& want = expected.at(part);
    ASSERT_EQ(records.size(), want.size()) << "part " << part;
    for (std::size_t i = 0; i < records.size(); ++i) {
      ASSERT_EQ(records.keys[i], want[i].first) << "part " << part << " record " << i;
      ASSERT_EQ(records.int64_at(i, 1), records.keys[i]);
      // Equal keys from two senders may come in either order; the payload must be one of theirs.
      ASSERT_EQ(records.int64_at(i, 0) / 1000, records.keys[i]);
    }
  }
}

TEST(PartRouter, IncreasingRunsFromEverySenderArriveSortedPerPart) {
  const int ranks = size_of(MPI_COMM_WORLD);
  std::vector<std::vector<std::int64_t>> keys(static_cast<std::size_t>(ranks));
  for (int r = 0; r < ranks; ++r)
    for (int run = 0; run < 5; ++run)  // a few increasing runs per sender, overlapping others'
      for (std::int64_t k = run * 7 + r; k < 400; k += 3) keys[static_cast<std::size_t>(r)].push_back(k);
  expect_routed(keys);
}

TEST(PartRouter, KeysInAnyOrderArriveSortedPerPart) {
  const int ranks = size_of(MPI_COMM_WORLD);
  std::vector<std::vector<std::int64_t>> keys(static_cast<std::size_t>(ranks));
  std::mt19937_64 random(7);
  for (auto& mine : keys) {
    mine.resize(3000);
    std::iota(mine.begin(), mine.end(), 0);
    std::shuffle(mine.begin(), mine.end(), random);
  }
  expect_routed(keys);
}

TEST(PartRouter, AnnouncedRecordsArriveAsBucketedOnesDo) {
  const int ranks = size_of(MPI_COMM_WORLD);
  std::vector<std::vector<std::int64_t>> keys(static_cast<std::size_t>(ranks));
  std::mt19937_64 random(11);
  for (std::size_t r = 0; r < keys.size(); ++r) {
    keys[r].resize(2000 + 300 * r);  // senders of different sizes
    std::iota(keys[r].begin(), keys[r].end(), 0);
    std::shuffle(keys[r].begin(), keys[r].end(), random);
  }
  expect_routed(keys, true);
}

TEST(PartRouter, AnnouncingNothingStillTakesPartInTheExchange) {
  PartRouter router(MPI_COMM_WORLD, sizeof(std::int64_t));
  router.expect(0, 0);
  EXPECT_TRUE(router.exchange().empty());
}

TEST(PartRouter, RecordsBeyondOrShortOfTheAnnouncedOnesAreInternalErrors) {
  const std::int64_t payload = 5;
  PartRouter beyond(MPI_COMM_WORLD, sizeof payload);
  beyond.expect(0, 1);
  beyond.add(0, 1, &payload);
  EXPECT_THROW(beyond.add(0, 2, &payload), InternalError);
  EXPECT_THROW(beyond.expect(0), InternalError);  // announced after the first add
  // A short count is found before the exchange starts, not by a wrong message size.
  PartRouter short_of(MPI_COMM_WORLD, sizeof payload);
  short_of.expect(0, 2);
  short_of.add(0, 1, &payload);
  EXPECT_THROW(short_of.exchange(), InternalError);
}

}  // namespace
}  // namespace pcgns::split
