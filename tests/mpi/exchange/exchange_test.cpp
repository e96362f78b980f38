// part_to_block / block_to_part / varsize under 1, 2 and 4 ranks. Every rank builds the
// same global picture from a seeded generator and keeps its share, so each rank can
// check its own block against the full expected array.
#include <gtest/gtest.h>
#include <mpi.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "exchange/alltoallv_bytes.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/exchange/block_to_part.hpp"
#include "pcgns/exchange/part_to_block.hpp"
#include "pcgns/exchange/part_to_block_plan.hpp"
#include "pcgns/exchange/part_to_block_varsize.hpp"

namespace ex = pcgns::exchange;
using pcgns::test::world_rank;
using pcgns::test::world_size;

namespace {

double value_of(std::int64_t id) { return 0.5 * static_cast<double>(id) + 1000.0; }

const ex::ExchangeContext kContext{"zone 'Z' vertices",
                                   [](int source) { return "file 'part_" + std::to_string(source) + ".cgns'"; }};

// Parts: ids 1..n shuffled, cut into 2 * P parts, part p on rank p % P, plus every
// tenth id repeated in the next part (shared vertices).
struct Parts {
  std::vector<std::vector<std::int64_t>> ids;
  std::vector<std::vector<double>> values;
  std::vector<int> sources;
  std::vector<ex::Contribution> contributions() const {
    std::vector<ex::Contribution> out;
    for (std::size_t i = 0; i < ids.size(); ++i) out.push_back({ids[i], values[i].data(), sources[i]});
    return out;
  }
};

Parts make_parts(std::int64_t n, unsigned seed) {
  std::vector<std::int64_t> all(static_cast<std::size_t>(n));
  std::iota(all.begin(), all.end(), 1);
  std::mt19937 random(seed);
  std::shuffle(all.begin(), all.end(), random);
  const int count = 2 * world_size();
  Parts parts;
  for (int p = 0; p < count; ++p) {
    const auto begin = all.size() * static_cast<std::size_t>(p) / static_cast<std::size_t>(count);
    const auto end = all.size() * static_cast<std::size_t>(p + 1) / static_cast<std::size_t>(count);
    if (p % world_size() != world_rank()) continue;
    std::vector<std::int64_t> ids(all.begin() + static_cast<std::ptrdiff_t>(begin),
                                  all.begin() + static_cast<std::ptrdiff_t>(end));
    if (end < all.size())
      for (std::size_t k = end; k < std::min(all.size(), end + 5); k += 2) ids.push_back(all[k]);  // shared
    std::vector<double> values;
    values.reserve(ids.size());
    for (const auto id : ids) values.push_back(value_of(id));
    parts.ids.push_back(ids);
    parts.values.push_back(values);
    parts.sources.push_back(p);
  }
  return parts;
}

void expect_block(const std::vector<double>& block, std::int64_t n) {
  const ex::BlockDistribution blocks(n, world_size());
  ASSERT_EQ(static_cast<std::int64_t>(block.size()), blocks.count(world_rank()));
  for (std::size_t i = 0; i < block.size(); ++i)
    ASSERT_EQ(block[i], value_of(blocks.first(world_rank()) + static_cast<std::int64_t>(i)));
}

// Runs `body`, expecting InputError on every rank with the same message; returns it.
template <class Body>
std::string agreed_error(Body body) {
  std::string message;
  try {
    body();
  } catch (const pcgns::InputError& error) {
    message = error.what();
  }
  EXPECT_FALSE(message.empty());
  std::vector<std::string> all(1, message);
  int length = static_cast<int>(message.size()), longest = 0;
  MPI_Allreduce(&length, &longest, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  int shortest = 0;
  MPI_Allreduce(&length, &shortest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  EXPECT_EQ(longest, shortest);
  std::string root = message;
  MPI_Bcast(root.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
  EXPECT_EQ(root, message);
  return message;
}

}  // namespace

TEST(PartToBlock, ShuffledPartsWithSharedIdsGiveTheBlock) {
  for (const std::int64_t n : {1, 3, 17, 1000}) {
    const Parts parts = make_parts(n, 7);
    const auto contributions = parts.contributions();
    expect_block(
        ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, contributions, ex::Duplicates::require_equal, kContext), n);
    expect_block(ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, contributions, ex::Duplicates::first, kContext), n);
  }
}

TEST(PartToBlock, ConflictNamesFirstIdAndBothSourcesOnEveryRank) {
  const std::int64_t n = 40;
  Parts parts = make_parts(n, 3);
  // Every rank contributes ids 30 and 20 again with wrong values, tagged 100 + rank.
  parts.ids.push_back({30, 20});
  parts.values.push_back({-1.0, -2.0});
  parts.sources.push_back(100 + world_rank());
  const auto contributions = parts.contributions();
  const std::string message = agreed_error(
      [&] { ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, contributions, ex::Duplicates::require_equal, kContext); });
  EXPECT_NE(message.find("zone 'Z' vertices: conflicting values for global id 20 in file 'part_"), std::string::npos)
      << message;
  EXPECT_NE(message.find("and file 'part_100.cgns'"), std::string::npos) << message;
  // Policy first keeps the lowest tag: the correct values.
  expect_block(ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, contributions, ex::Duplicates::first, kContext), n);
}

TEST(PartToBlock, MissingIdsAreListedAsRanges) {
  const std::int64_t n = 60;
  std::vector<std::int64_t> ids;
  for (std::int64_t id = 1; id <= n; ++id)
    if (id % world_size() == world_rank() % world_size() && !(id >= 5 && id <= 9) && id != 12) ids.push_back(id);
  std::vector<double> values(ids.size(), 1.0);
  const std::vector<ex::Contribution> parts{{ids, values.data(), world_rank()}};
  const std::string message = agreed_error(
      [&] { ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, parts, ex::Duplicates::require_equal, kContext); });
  EXPECT_EQ(message, "zone 'Z' vertices: global ids 5-9, 12 missing");
}

TEST(PartToBlock, ManyGapsAreCutShort) {
  const std::int64_t n = 100;
  std::vector<std::int64_t> ids;
  if (world_rank() == 0)
    for (std::int64_t id = 1; id <= n; id += 2) ids.push_back(id);  // every even id missing
  std::vector<double> values(ids.size(), 1.0);
  const std::vector<ex::Contribution> parts{{ids, values.data(), 0}};
  const std::string message =
      agreed_error([&] { ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, parts, ex::Duplicates::first, kContext); });
  EXPECT_EQ(message, "zone 'Z' vertices: global ids 2, 4, 6, 8, 10, 12, 14, 16, 18, 20 and 40 more missing");
}

TEST(PartToBlock, OutOfRangeIdNamesItsSource) {
  std::vector<std::int64_t> ids{1, 2, 3};
  if (world_rank() == world_size() - 1) ids.push_back(0);
  std::vector<double> values(ids.size(), 1.0);
  const std::vector<ex::Contribution> parts{{ids, values.data(), 7}};
  const std::string message =
      agreed_error([&] { ex::part_to_block<double>(MPI_COMM_WORLD, 3, 1, parts, ex::Duplicates::first, kContext); });
  EXPECT_EQ(message, "zone 'Z' vertices: global id 0 out of range 1..3 in file 'part_7.cgns'");
}

TEST(PartToBlock, UniquePositionsSortAPointListAndRejectRepeats) {
  // A point list of 3 entries per rank; positions interleaved across ranks.
  const std::int64_t n = 3 * world_size();
  std::vector<std::int64_t> positions;
  std::vector<std::int64_t> points;
  for (int k = 0; k < 3; ++k) {
    positions.push_back(1 + k * world_size() + world_rank());
    points.push_back(100 * positions.back());
  }
  std::vector<ex::Contribution> parts{{positions, points.data(), world_rank()}};
  const auto block = ex::part_to_block<std::int64_t>(MPI_COMM_WORLD, n, 1, parts, ex::Duplicates::unique, kContext);
  const ex::BlockDistribution blocks(n, world_size());
  ASSERT_EQ(static_cast<std::int64_t>(block.size()), blocks.count(world_rank()));
  for (std::size_t i = 0; i < block.size(); ++i)
    EXPECT_EQ(block[i], 100 * (blocks.first(world_rank()) + static_cast<std::int64_t>(i)));

  std::vector<std::int64_t> again{1};
  std::vector<std::int64_t> again_points{5};
  if (world_rank() == 0) parts.push_back({again, again_points.data(), 50});
  const std::string message = agreed_error(
      [&] { ex::part_to_block<std::int64_t>(MPI_COMM_WORLD, n, 1, parts, ex::Duplicates::unique, kContext); });
  EXPECT_EQ(message, "zone 'Z' vertices: global id 1 given twice, in file 'part_0.cgns' and file 'part_50.cgns'");
}

TEST(PartToBlock, RanksWithNothingAndMoreRanksThanIds) {
  std::vector<std::int64_t> ids;
  std::vector<double> values;
  if (world_rank() == world_size() - 1) {
    ids = {2, 1};
    values = {value_of(2), value_of(1)};
  }
  const std::vector<ex::Contribution> parts{{ids, values.data(), 0}};
  expect_block(ex::part_to_block<double>(MPI_COMM_WORLD, 2, 1, parts, ex::Duplicates::require_equal, kContext), 2);
  expect_block(ex::part_to_block<double>(MPI_COMM_WORLD, 0, 1, {}, ex::Duplicates::require_equal, kContext), 0);
}

namespace {
std::vector<ex::PartIds> part_ids(const Parts& parts) {
  std::vector<ex::PartIds> ids;
  for (std::size_t i = 0; i < parts.ids.size(); ++i) ids.push_back({parts.ids[i], parts.sources[i]});
  return ids;
}
}  // namespace

TEST(PartToBlockPlan, OnePlanServesArraysOfSeveralWidths) {
  const std::int64_t n = 777;
  const Parts parts = make_parts(n, 5);
  const ex::PartToBlockPlan plan(MPI_COMM_WORLD, n, part_ids(parts), ex::Duplicates::require_equal, kContext);
  const ex::BlockDistribution blocks(n, world_size());
  ASSERT_EQ(plan.count(), blocks.count(world_rank()));
  ASSERT_EQ(plan.range_first(), blocks.first(world_rank()));
  // Doubles, then 3-vectors of int32 (12 bytes, the generic width), then doubles again.
  std::vector<const void*> doubles;
  for (const auto& values : parts.values) doubles.push_back(values.data());
  std::vector<std::vector<std::int32_t>> vectors;
  for (const auto& ids : parts.ids) {
    vectors.emplace_back();
    for (const auto id : ids) vectors.back().insert(vectors.back().end(), {int(id), int(-id), int(2 * id)});
  }
  std::vector<const void*> vector_values;
  vector_values.reserve(vectors.size());
  for (const auto& values : vectors) vector_values.push_back(values.data());
  for (int round = 0; round < 2; ++round) {
    const auto block = plan.exchange(sizeof(double), doubles);
    std::vector<double> got(block.size() / sizeof(double));
    std::memcpy(got.data(), block.data(), block.size());
    expect_block(got, n);
    const auto triples = plan.exchange(3 * sizeof(std::int32_t), vector_values);
    ASSERT_EQ(static_cast<std::int64_t>(triples.size()), 12 * plan.count());
    for (std::int64_t i = 0; i < plan.count(); ++i) {
      std::int32_t v[3];
      std::memcpy(v, triples.data() + 12 * i, 12);
      const auto id = static_cast<std::int32_t>(plan.range_first() + i);
      ASSERT_EQ(v[0], id);
      ASSERT_EQ(v[1], -id);
      ASSERT_EQ(v[2], 2 * id);
    }
  }
}

TEST(PartToBlockPlan, AConflictInOneArrayNamesThatArray) {
  const std::int64_t n = 40;
  Parts parts = make_parts(n, 3);
  parts.ids.push_back({30});
  parts.values.push_back({value_of(30)});  // equal in the first array
  parts.sources.push_back(100 + world_rank());
  const ex::PartToBlockPlan plan(MPI_COMM_WORLD, n, part_ids(parts), ex::Duplicates::require_equal, kContext);
  std::vector<const void*> values;
  for (const auto& v : parts.values) values.push_back(v.data());
  EXPECT_NO_THROW(plan.exchange(sizeof(double), values, "zone 'Z' Pressure"));
  parts.values.back()[0] = -1.0;
  const std::string message = agreed_error([&] { plan.exchange(sizeof(double), values, "zone 'Z' Density"); });
  EXPECT_NE(message.find("zone 'Z' Density: conflicting values for global id 30 in file 'part_"), std::string::npos)
      << message;
  EXPECT_NE(message.find("and file 'part_100.cgns'"), std::string::npos) << message;
}

TEST(PartToBlockPlan, SparseCoverageKeepsTheIdsGivenSortedOnce) {
  // Every rank gives the multiples of 3 it "owns" modulo P, and 99 (shared, equal).
  const std::int64_t n = 120;
  std::vector<std::int64_t> ids{99};
  for (std::int64_t id = 3; id <= n; id += 3)
    if (id / 3 % world_size() == world_rank() && id != 99) ids.push_back(id);
  std::reverse(ids.begin(), ids.end());
  std::vector<double> values;
  values.reserve(ids.size());
  for (const auto id : ids) values.push_back(value_of(id));
  const std::vector<ex::PartIds> parts{{ids, world_rank()}};
  const ex::PartToBlockPlan plan(MPI_COMM_WORLD, n, parts, ex::Duplicates::require_equal, kContext,
                                 ex::Coverage::sparse);
  std::vector<std::int64_t> expected;
  for (std::int64_t id = plan.range_first();
       id < plan.range_first() + ex::BlockDistribution(n, world_size()).count(world_rank()); ++id)
    if (id % 3 == 0) expected.push_back(id);
  EXPECT_EQ(plan.block_ids(), expected);
  const std::vector<const void*> pointers{values.data()};
  const auto block = plan.exchange(sizeof(double), pointers);
  ASSERT_EQ(block.size(), expected.size() * sizeof(double));
  for (std::size_t i = 0; i < expected.size(); ++i) {
    double v = 0;
    std::memcpy(&v, block.data() + i * sizeof(double), sizeof v);
    EXPECT_EQ(v, value_of(expected[i]));
  }
}

TEST(BlockToPart, InvertsPartToBlock) {
  const std::int64_t n = 500;
  const Parts parts = make_parts(n, 11);
  const auto block =
      ex::part_to_block<double>(MPI_COMM_WORLD, n, 1, parts.contributions(), ex::Duplicates::require_equal, kContext);
  for (std::size_t p = 0; p < parts.ids.size(); ++p) {
    const auto back = ex::block_to_part<double>(MPI_COMM_WORLD, n, 1, std::span<const double>(block), parts.ids[p]);
    EXPECT_EQ(back, parts.values[p]);
  }
  // Ranks may hold different numbers of parts: the collective calls must still match.
  const std::size_t mine = parts.ids.size();
  std::size_t most = 0;
  MPI_Allreduce(&mine, &most, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
  for (std::size_t extra = mine; extra < most; ++extra)
    EXPECT_TRUE(ex::block_to_part<double>(MPI_COMM_WORLD, n, 1, std::span<const double>(block), {}).empty());
}

TEST(BlockToPart, OutOfRangeRequestFailsOnEveryRank) {
  const std::vector<double> block(static_cast<std::size_t>(ex::BlockDistribution(4, world_size()).count(world_rank())),
                                  1.0);
  std::vector<std::int64_t> wanted{1, 4};
  if (world_rank() == world_size() - 1) wanted.push_back(5);
  const std::string message =
      agreed_error([&] { ex::block_to_part<double>(MPI_COMM_WORLD, 4, 1, std::span<const double>(block), wanted); });
  EXPECT_EQ(message, "block_to_part: global id 5 out of range 1..4");
}

TEST(PartToBlockVarsize, FacesOfVariableSizeRoundTrip) {
  // Item id has (id % 3) + 2 entries: id, id+1, ...; each rank gives every id it
  // owns modulo P plus id 1 (shared by all ranks, identical).
  const std::int64_t n = 50;
  std::vector<std::int64_t> ids{1}, offsets{0}, entries;
  for (std::int64_t id = 2; id <= n; ++id)
    if (id % world_size() == world_rank()) ids.push_back(id);
  for (const auto id : ids) {
    for (std::int64_t k = 0; k < id % 3 + 2; ++k) entries.push_back(id + k);
    offsets.push_back(static_cast<std::int64_t>(entries.size()));
  }
  std::vector<ex::VarContribution> parts{{ids, offsets, entries.data(), world_rank()}};
  const auto block = ex::part_to_block_varsize(MPI_COMM_WORLD, n, sizeof(std::int64_t), parts,
                                               ex::Duplicates::require_equal, kContext);
  const ex::BlockDistribution blocks(n, world_size());
  ASSERT_EQ(static_cast<std::int64_t>(block.offsets.size()), blocks.count(world_rank()) + 1);
  std::vector<std::int64_t> got(block.entries.size() / sizeof(std::int64_t));
  std::memcpy(got.data(), block.entries.data(), block.entries.size());
  for (std::int64_t i = 0; i < blocks.count(world_rank()); ++i) {
    const std::int64_t id = blocks.first(world_rank()) + i;
    const auto at = static_cast<std::size_t>(block.offsets[static_cast<std::size_t>(i)]);
    ASSERT_EQ(block.offsets[static_cast<std::size_t>(i) + 1] - block.offsets[static_cast<std::size_t>(i)], id % 3 + 2);
    for (std::int64_t k = 0; k < id % 3 + 2; ++k) EXPECT_EQ(got[at + static_cast<std::size_t>(k)], id + k);
  }
  if (world_size() > 1) {
    entries[0] = -world_rank();  // id 1 now differs between ranks 0 and 1
    const std::string message = agreed_error([&] {
      ex::part_to_block_varsize(MPI_COMM_WORLD, n, sizeof(std::int64_t), parts, ex::Duplicates::require_equal,
                                kContext);
    });
    EXPECT_EQ(message,
              "zone 'Z' vertices: conflicting values for global id 1 in file 'part_0.cgns' and file 'part_1.cgns'");
  }
}

TEST(AlltoallvBytes, SmallPairLimitSplitsIntoRoundsWithTheSameResult) {
  // Rank r sends (r + 1) * (d + 1) * 7 bytes to rank d, each byte naming both ends.
  ex::ByteStreams send;
  send.offsets.push_back(0);
  for (int d = 0; d < world_size(); ++d) {
    for (int k = 0; k < (world_rank() + 1) * (d + 1) * 7; ++k)
      send.bytes.push_back(static_cast<std::byte>(world_rank() * 31 + d * 7 + k));
    send.offsets.push_back(static_cast<std::int64_t>(send.bytes.size()));
  }
  const auto whole = ex::alltoallv_bytes(MPI_COMM_WORLD, send);
  for (const std::int64_t limit : {1, 3, 5, 64}) {
    const auto split = ex::alltoallv_bytes(MPI_COMM_WORLD, send, limit);
    EXPECT_EQ(split.offsets, whole.offsets);
    EXPECT_EQ(split.bytes, whole.bytes);
  }
  for (int s = 0; s < world_size(); ++s) {
    const auto begin = static_cast<std::size_t>(whole.offsets[static_cast<std::size_t>(s)]);
    ASSERT_EQ(whole.offsets[static_cast<std::size_t>(s) + 1] - whole.offsets[static_cast<std::size_t>(s)],
              (s + 1) * (world_rank() + 1) * 7);
    for (int k = 0; k < (s + 1) * (world_rank() + 1) * 7; ++k)
      ASSERT_EQ(whole.bytes[begin + static_cast<std::size_t>(k)],
                static_cast<std::byte>(s * 31 + world_rank() * 7 + k));
  }
}
