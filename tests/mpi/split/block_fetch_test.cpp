// fetch_from_blocks under 1, 2 and 3 ranks: items asked by runs -- across block bounds,
// single items, nothing at all -- come back from the ranks holding them, in run order.
#include <gtest/gtest.h>

#include <cstring>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/block_fetch.hpp"

namespace pcgns::split {
namespace {

constexpr std::int64_t kItems = 1000;

// Item i is two int64: i * 10 and -i (16 bytes an item).
std::vector<std::int64_t> block_of_rank() {
  const exchange::BlockDistribution blocks(kItems, size_of(MPI_COMM_WORLD));
  const int rank = rank_of(MPI_COMM_WORLD);
  std::vector<std::int64_t> values;
  for (std::int64_t i = blocks.first(rank) - 1; i < blocks.first(rank) - 1 + blocks.count(rank); ++i)
    values.insert(values.end(), {i * 10, -i});
  return values;
}

std::vector<std::int64_t> as_int64(const std::vector<std::byte>& bytes) {
  std::vector<std::int64_t> values(bytes.size() / sizeof(std::int64_t));
  if (!bytes.empty()) std::memcpy(values.data(), bytes.data(), bytes.size());
  return values;
}

// Asks the same four requests with rounds of `round_bytes` and checks every item.
void expect_runs_in_order(std::int64_t round_bytes) {
  const int rank = rank_of(MPI_COMM_WORLD);
  const auto block = block_of_rank();
  std::vector<IdRuns> requests(4);
  requests[0].add_run(0, kItems);                                          // everything
  requests[1].add(rank);                                                   // one item, different per rank
  for (std::int64_t i = 3 + rank; i < kItems; i += 7) requests[2].add(i);  // scattered
  // requests[3]: nothing
  const auto got = fetch_from_blocks(MPI_COMM_WORLD, kItems, 2 * sizeof(std::int64_t), std::as_bytes(std::span(block)),
                                     requests, round_bytes);
  ASSERT_EQ(got.size(), requests.size());
  for (std::size_t r = 0; r < requests.size(); ++r) {
    const auto values = as_int64(got[r]);
    const auto ids = requests[r].ids();
    ASSERT_EQ(values.size(), 2 * ids.size()) << "request " << r;
    for (std::size_t k = 0; k < ids.size(); ++k) {
      ASSERT_EQ(values[2 * k], ids[k] * 10) << "request " << r << " item " << ids[k];
      ASSERT_EQ(values[2 * k + 1], -ids[k]);
    }
  }
}

TEST(BlockFetch, RunsAcrossEveryBlockComeBackInRunOrder) { expect_runs_in_order(std::int64_t{64} << 20); }

// Rounds of 3 items, then of less than one (one item a round): runs are cut across
// rounds and requests share rounds, and ranks with fewer rounds still answer the others.
TEST(BlockFetch, SmallRoundsPlaceEveryPieceWhereItsRunWants) {
  expect_runs_in_order(3 * 2 * sizeof(std::int64_t));
  expect_runs_in_order(1);
}

TEST(BlockFetch, AnItemOutsideTheArrayIsRefusedOnEveryRankBeforeAnyExchange) {
  const auto block = block_of_rank();
  std::vector<IdRuns> requests(1);
  if (rank_of(MPI_COMM_WORLD) == size_of(MPI_COMM_WORLD) - 1) requests[0].add_run(kItems - 2, 3);  // one past the end
  else requests[0].add_run(0, 1);
  EXPECT_THROW(
      fetch_from_blocks(MPI_COMM_WORLD, kItems, 2 * sizeof(std::int64_t), std::as_bytes(std::span(block)), requests),
      InternalError);
}

}  // namespace
}  // namespace pcgns::split
