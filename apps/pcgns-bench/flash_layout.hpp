#pragma once
// The FLASH-IO pattern (the I/O kernel of the FLASH astrophysics code, a classic of the
// parallel I/O literature): every rank holds blocks of cells^3 cells padded with 4 guard
// cells on each side (neighbour data the solver needs; never written), the variables
// interleaved in one array, unk(variable, i, j, k, block). Each checkpoint writes three
// files, each variable as one array over all blocks (block slowest, so a rank's blocks
// are one contiguous range of it), plus the block tree's metadata:
//   checkpoint     the 24 variables in double precision;
//   plot (cnt)     4 of them, in single precision, at cell centres;
//   plot (crn)     the same 4 at the block corners (each the mean of the 8 cells
//                  around it, guard cells included), (cells+1)^3 values per block.
// In CGNS: base "Flash", a UserDefinedData_t "FlashBlocks" holding the arrays.
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/data_type.hpp"
#include "pcgns/node.hpp"

namespace pcgns::bench_app {

inline constexpr int kFlashGuard = 4;
inline constexpr int kFlashVariables = 24;

enum class FlashKind { checkpoint, plot, corner };

struct FlashGeometry {
  int cells = 8;  // per block edge: 8, 16 or 32
  std::int64_t blocks_per_rank = 80;
  int ranks = 1;

  int padded() const { return cells + 2 * kFlashGuard; }
  std::int64_t total_blocks() const { return blocks_per_rank * ranks; }
};

// FLASH-IO's defaults: 80 blocks of 8^3 cells per rank, 160 of the larger blocks.
std::int64_t default_flash_blocks(int cells);

// One array of a FLASH file: `per_block` values for each block, its CGNS dimensions
// per block (the block count is appended as the slowest one), and, for a variable, its
// index in unk (-1 for the tree metadata).
struct FlashArray {
  std::string name;
  DataType type = DataType::R8;
  Dims block_dims;
  int variable = -1;
  std::int64_t per_block() const;
};

std::vector<FlashArray> flash_arrays(FlashKind kind, int cells);
std::string flash_kind_name(FlashKind kind);  // "chk", "plt-cnt", "plt-crn" (FLASH's file names)
std::string flash_array_path(const std::string& name);
// Base "Flash" with FlashBlocks holding every array of `kind` over `blocks` blocks, deferred.
Node flash_tree(FlashKind kind, int cells, std::int64_t blocks);

// The values: variable `v` of cell (i, j, k) of global block `block`, i, j, k from
// -kFlashGuard to cells + kFlashGuard - 1 (guard cells included); exact in double and
// different between variables and blocks.
double flash_cell_value(int v, std::int64_t block, int i, int j, int k);
// The corner (i, j, k), 0..cells each: the mean of the 8 cells that touch it.
double flash_corner_value(int v, std::int64_t block, int i, int j, int k);
// Component `c` of a block's tree metadata array `array` (0 lrefine, 1 nodetype, 2 gid,
// 3 coordinates, 4 blocksize, 5 bndbox).
double flash_metadata_value(std::size_t array, std::int64_t block, std::int64_t c);

}  // namespace pcgns::bench_app
