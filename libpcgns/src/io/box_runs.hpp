#pragma once
// Selections in a multi-dimensional CGNS array (Fortran order: first index fastest).
// A box is decomposed into the contiguous runs of the flat array that it covers; a
// flat element range is decomposed into the boxes that an HDF5 hyperslab can express.
#include <cstdint>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::io {

struct Box {
  Dims lo;  // 0-based inclusive, Fortran order
  Dims hi;
  bool operator==(const Box&) const = default;
};

struct ElementRun {
  std::int64_t first = 0;  // flat element index in the array
  std::int64_t count = 0;
  std::int64_t memory = 0;  // element offset in the box's Fortran-ordered buffer
  bool operator==(const ElementRun&) const = default;
};

// Number of elements of a box (lo/hi inclusive).
std::int64_t box_count(const Box& box);

// An empty string when the box lies inside `dims`, else what is wrong with it.
std::string box_problem(const Dims& dims, const Box& box);

// The contiguous runs of a valid box, in increasing file order. Leading dimensions the
// box covers entirely are folded into longer runs (a full box is one run).
std::vector<ElementRun> box_runs(const Dims& dims, const Box& box);

// Boxes whose union, in Fortran order, is exactly flat range [first, first + count):
// at most 2 * dims.size() - 1 of them.
std::vector<Box> range_boxes(const Dims& dims, std::int64_t first, std::int64_t count);

}  // namespace pcgns::io
