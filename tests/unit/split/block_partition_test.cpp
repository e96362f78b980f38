// The block method: every cell in exactly one part, parts within the 3 %
// balance whenever zones can be cut that finely, small zones kept whole, and the
// interface size (edge cut) counted exactly.
#include <gtest/gtest.h>

#include "pcgns/error.hpp"
#include "pcgns/split/block_partition.hpp"

namespace pcgns::split {
namespace {

// Fails unless the parts cover every cell of every zone exactly once.
void expect_exact_cover(const std::vector<ZoneCells>& zones, const BlockPartition& result) {
  std::vector<std::vector<int>> seen;
  for (const auto& zone : zones) {
    std::int64_t n = 1;
    for (auto c : zone) n *= c;
    seen.emplace_back(static_cast<std::size_t>(n), 0);
  }
  for (const auto& part : result.parts)
    for (const auto& box : part) {
      const auto& zone = zones.at(box.zone);
      ASSERT_EQ(box.lo.size(), zone.size());
      for (std::size_t d = 0; d < zone.size(); ++d) {
        ASSERT_GE(box.lo[d], 1);
        ASSERT_LE(box.lo[d], box.hi[d]);
        ASSERT_LE(box.hi[d], zone[d]);
      }
      const std::int64_t nj = zone.size() > 1 ? zone[1] : 1;
      const std::int64_t k_lo = zone.size() > 2 ? box.lo[2] : 1, k_hi = zone.size() > 2 ? box.hi[2] : 1;
      const std::int64_t j_lo = zone.size() > 1 ? box.lo[1] : 1, j_hi = zone.size() > 1 ? box.hi[1] : 1;
      for (std::int64_t k = k_lo; k <= k_hi; ++k)
        for (std::int64_t j = j_lo; j <= j_hi; ++j)
          for (std::int64_t i = box.lo[0]; i <= box.hi[0]; ++i)
            ++seen[box.zone][static_cast<std::size_t>(i - 1 + zone[0] * (j - 1 + nj * (k - 1)))];
    }
  for (std::size_t z = 0; z < seen.size(); ++z)
    for (std::size_t c = 0; c < seen[z].size(); ++c) ASSERT_EQ(seen[z][c], 1) << "zone " << z << " cell " << c;
}

void expect_consistent_counts(const BlockPartition& result) {
  std::int64_t largest = 0, total = 0;
  for (std::size_t p = 0; p < result.parts.size(); ++p) {
    std::int64_t cells = 0;
    for (const auto& box : result.parts[p]) cells += box.cells();
    EXPECT_EQ(result.cells[p], cells);
    EXPECT_GT(cells, 0);
    largest = std::max(largest, cells);
    total += cells;
  }
  EXPECT_NEAR(result.imbalance, double(largest) * double(result.parts.size()) / double(total) - 1, 1e-12);
}

TEST(BlockPartition, OneZoneIntoManyPartsIsBalancedWithinThreePercent) {
  const std::vector<ZoneCells> zones{{40, 30, 20}};
  for (int parts : {1, 2, 3, 7, 16, 64}) {
    const auto result = partition_blocks(zones, parts);
    ASSERT_EQ(result.parts.size(), static_cast<std::size_t>(parts));
    expect_exact_cover(zones, result);
    expect_consistent_counts(result);
    EXPECT_LE(result.imbalance, 0.03) << parts << " parts";
  }
}

TEST(BlockPartition, SmallZonesAreSharedOutWhole) {
  const std::vector<ZoneCells> zones(12, ZoneCells{10, 10, 10});
  const auto result = partition_blocks(zones, 4);
  expect_exact_cover(zones, result);
  EXPECT_EQ(result.imbalance, 0.0);
  EXPECT_EQ(result.edge_cut, 0);
  for (const auto& part : result.parts) {
    ASSERT_EQ(part.size(), 3u);
    for (const auto& box : part) EXPECT_EQ(box.cells(), 1000);
  }
}

TEST(BlockPartition, LargeZonesAreCutAndSmallOnesStayWhole) {
  std::vector<ZoneCells> zones{{64, 64, 64}};
  for (int z = 0; z < 10; ++z) zones.push_back({8, 8, 8});
  const auto result = partition_blocks(zones, 8);
  expect_exact_cover(zones, result);
  expect_consistent_counts(result);
  EXPECT_LE(result.imbalance, 0.03);
  for (const auto& part : result.parts)
    for (const auto& box : part)
      if (box.zone > 0) {
        EXPECT_EQ(box.cells(), 512) << "small zone " << box.zone << " was cut";
      }
}

TEST(BlockPartition, OneAndTwoDimensionalZones) {
  const std::vector<ZoneCells> zones{{1000}, {50, 40}};
  const auto result = partition_blocks(zones, 6);
  expect_exact_cover(zones, result);
  expect_consistent_counts(result);
  EXPECT_LE(result.imbalance, 0.03);
}

TEST(BlockPartition, AsManyPartsAsCellsGivesOneCellEach) {
  const std::vector<ZoneCells> zones{{3, 2, 2}};
  const auto result = partition_blocks(zones, 12);
  expect_exact_cover(zones, result);
  for (auto cells : result.cells) EXPECT_EQ(cells, 1);
}

TEST(BlockPartition, EdgeCutCountsTheFacesOnTheCuts) {
  const auto two = partition_blocks({{10, 10, 10}}, 2);
  EXPECT_EQ(two.edge_cut, 100);  // one 10 x 10 cut
  const auto four = partition_blocks({{10, 10, 10}}, 4);
  EXPECT_EQ(four.edge_cut, 200);  // two cuts of 100 faces
  EXPECT_EQ(block_edge_cut({{CellBox{0, {1, 1}, {2, 4}}}, {CellBox{0, {3, 1}, {5, 4}}}}), 4);
  EXPECT_EQ(block_edge_cut({{CellBox{0, {1, 1}, {2, 4}}}, {CellBox{1, {3, 1}, {5, 4}}}}), 0);  // other zone
}

TEST(BlockPartition, BadRequestsAreRefused) {
  EXPECT_THROW(partition_blocks({{4, 4, 4}}, 0), UsageError);
  EXPECT_THROW(partition_blocks({{4, 4, 4}}, -3), UsageError);
  EXPECT_THROW(partition_blocks({{2, 2, 2}}, 9), InputError);
  EXPECT_THROW(partition_blocks({{4, 0, 4}}, 2), InputError);
  try {
    partition_blocks({{2, 2, 2}}, 9);
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "cannot split 8 cells into 9 parts");
  }
}

}  // namespace
}  // namespace pcgns::split
