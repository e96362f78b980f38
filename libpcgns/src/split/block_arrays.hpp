#pragma once
// The input seen as whole blocks, without writing them anywhere: pcgns-merge's plan
// gives the merged tree (every bulk array deferred) and this index says where each
// deferred array's values live -- one input array for a whole zone, or the parts of
// a per-rank set, each covering its box of the block. pcgns-split reads any box of
// a block array from the inputs directly.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "dist/output_plan.hpp"

namespace pcgns::split {

// One input array holding a box of a block array.
struct Tile {
  const Node* array = nullptr;  // metadata and bulk reference in its input file
  Dims origin;                  // 0-based block index of the tile's first element
};

struct BlockArray {
  DataType type = DataType::MT;
  Dims shape;
  std::vector<Tile> tiles;
};

class BlockArrays {
 public:
  explicit BlockArrays(const dist::OutputPlan& plan);

  // The block array at an output path of the merged tree (a structured zone's array,
  // or any array copied verbatim, as one tile); nullptr when there is none.
  const BlockArray* find(const std::string& path) const;
  // The input array a verbatim copy comes from; nullptr when none.
  const Node* copy_source(const std::string& path) const;
  // Where the values of `node` (at output path `path`) are read from: the node itself
  // when it holds them, else its verbatim copy's input. InternalError when neither.
  const Node& input_of(const Node& node, const std::string& path) const;

 private:
  std::map<std::string, BlockArray> arrays_;
  std::map<std::string, const Node*> copies_;
};

// Box [lo, hi] (0-based inclusive) of a block array, in Fortran order, gathered from
// the tiles that overlap it (a vertex shared by two tiles is read from either).
std::vector<std::byte> read_block_box(const BlockArray& array, const Dims& lo, const Dims& hi,
                                      dist::ArraySource& source);

// Gives every deferred node under `node` (at output path `path`) the data of its
// verbatim copy, so that writing the tree copies it. InternalError when one has none.
void restore_copies(Node& node, const std::string& path, const BlockArrays& arrays);

}  // namespace pcgns::split
