// The FLASH-IO files: their arrays, a rank's block packed out of the guard-cell array
// (interior cells only, single precision and corner means for the plot files), its
// slices of the shared file, and verification naming the node and element.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "flash_files.hpp"
#include "pcgns/error.hpp"

namespace pcgns::bench_app {
namespace {

FlashGeometry small_geometry() {
  FlashGeometry geometry;
  geometry.cells = 8;
  geometry.blocks_per_rank = 3;
  geometry.ranks = 2;
  return geometry;
}

template <class T>
T value_at(const std::byte* block, std::size_t offset, std::int64_t i) {
  T value;
  std::memcpy(&value, block + offset + static_cast<std::size_t>(i) * sizeof(T), sizeof(T));
  return value;
}

TEST(FlashLayout, CheckpointHoldsTwentyFourDoublesAndPlotFilesFourFloats) {
  const auto checkpoint = flash_arrays(FlashKind::checkpoint, 16);
  ASSERT_EQ(checkpoint.size(), 24u + 6u);
  EXPECT_EQ(checkpoint[0].name, "dens");
  EXPECT_EQ(checkpoint[0].type, DataType::R8);
  EXPECT_EQ(checkpoint[0].per_block(), 16 * 16 * 16);
  const auto corner = flash_arrays(FlashKind::corner, 16);
  ASSERT_EQ(corner.size(), 4u + 6u);
  EXPECT_EQ(corner[1].name, "pres");
  EXPECT_EQ(corner[1].type, DataType::R4);
  EXPECT_EQ(corner[1].per_block(), 17 * 17 * 17);
  EXPECT_EQ(corner.back().name, "bndbox");
  EXPECT_EQ(corner.back().per_block(), 6);
  EXPECT_EQ(default_flash_blocks(8), 80);
  EXPECT_EQ(default_flash_blocks(32), 160);
}

TEST(FlashLayout, TreeHoldsEveryArrayOverAllBlocksDeferred) {
  const Node root = flash_tree(FlashKind::plot, 8, 6);
  const Node& blocks = root.require_child("Flash").require_child("FlashBlocks");
  EXPECT_EQ(blocks.label, "UserDefinedData_t");
  const Node& dens = blocks.require_child("dens");
  EXPECT_TRUE(dens.is_deferred());
  EXPECT_EQ(dens.dims, (Dims{8, 8, 8, 6}));
  EXPECT_EQ(blocks.require_child("gid").dims, (Dims{15, 6}));
}

TEST(FlashFiles, CheckpointBlockHoldsTheInteriorCellsOfItsBlocks) {
  const FlashGeometry geometry = small_geometry();
  const FlashUnknowns unknowns(geometry, 1);
  FlashFiles files(FlashKind::checkpoint, unknowns);
  EXPECT_EQ(files.rank_bytes(1), FlashFiles::rank_bytes(FlashKind::checkpoint, geometry));
  // 24 variables of 8^3 doubles, then 1 + 1 + 15 ints and 3 + 3 + 6 doubles, per block.
  EXPECT_EQ(files.rank_bytes(1), 3 * (24 * 512 * 8 + 17 * 4 + 12 * 8));
  const std::byte* block = files.prepare_block();
  const auto slices = files.shared_slices(1);
  // temp (variable 6) of cell (1, 2, 3) of the rank's second block, global block 4.
  EXPECT_EQ(value_at<double>(block, slices[6].offset, 512 + 1 + 8 * (2 + 8 * 3)), flash_cell_value(6, 4, 1, 2, 3));
  EXPECT_NO_THROW(files.verify("f.cgns", 1, block));
}

TEST(FlashFiles, CornerPlotHoldsTheMeanOfTheEightCellsAroundEachCorner) {
  const FlashUnknowns unknowns(small_geometry(), 0);
  FlashFiles files(FlashKind::corner, unknowns);
  const std::byte* block = files.prepare_block();
  double sum = 0;  // corner (0, 0, 0) of block 0 touches guard cells only on its outer side
  for (int k = -1; k <= 0; ++k)
    for (int j = -1; j <= 0; ++j)
      for (int i = -1; i <= 0; ++i) sum += flash_cell_value(0, 0, i, j, k);
  EXPECT_EQ(value_at<float>(block, 0, 0), static_cast<float>(sum / 8));
  EXPECT_NO_THROW(files.verify("f.cgns", 0, block));
}

TEST(FlashFiles, SlicesFollowTheArraysOrderAndStartAtTheRanksFirstBlock) {
  const FlashUnknowns unknowns(small_geometry(), 1);
  const FlashFiles files(FlashKind::plot, unknowns);
  const auto arrays = files.shared_arrays();
  const auto shared = files.shared_slices(1);
  const auto own = files.own_slices(1);
  ASSERT_EQ(shared.size(), arrays.size());
  for (std::size_t a = 0; a < arrays.size(); ++a) {
    EXPECT_EQ(shared[a].path, arrays[a]);
    EXPECT_EQ(shared[a].first, shared[a].count);  // the second rank: after 3 blocks
    EXPECT_EQ(own[a].first, 0);
    EXPECT_EQ(own[a].offset, shared[a].offset);
  }
  EXPECT_EQ(shared[0].path, "/Flash/FlashBlocks/dens");
  EXPECT_EQ(shared[0].count, 3 * 512);
}

TEST(FlashFiles, VerificationNamesTheFileNodeAndElementOfAWrongValue) {
  const FlashUnknowns unknowns(small_geometry(), 1);
  FlashFiles files(FlashKind::plot, unknowns);
  std::vector<std::byte> block(static_cast<std::size_t>(files.rank_bytes(1)));
  std::memcpy(block.data(), files.prepare_block(), block.size());
  const auto slices = files.shared_slices(1);
  const float wrong = -1;
  std::memcpy(block.data() + slices[2].offset + 7 * sizeof(float), &wrong, sizeof wrong);
  try {
    files.verify("out/flash.cgns", 1, block.data());
    FAIL() << "no error";
  } catch (const InputError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("out/flash.cgns"), std::string::npos) << message;
    EXPECT_NE(message.find("/Flash/FlashBlocks/temp"), std::string::npos) << message;
    EXPECT_NE(message.find("element " + std::to_string(3 * 512 + 7)), std::string::npos) << message;
  }
}

TEST(FlashFiles, AnotherRanksBlockIsCheckedAgainstThatRanksValues) {
  const FlashUnknowns mine(small_geometry(), 0);
  FlashFiles files(FlashKind::checkpoint, mine);
  EXPECT_THROW(files.verify("f.cgns", 1, files.prepare_block()), InputError);
}

}  // namespace
}  // namespace pcgns::bench_app
