#pragma once
// Each local cell's weight, as the partitioners read it: a view of the weights the
// caller gave, or 1 for every cell when none were given -- without an array of ones,
// which on a large mesh is as large as the cell graph's offsets and was part of the
// partitioner's peak memory.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split::graph {

class WeightView {
 public:
  // `given`: one weight per cell, or empty for 1 each; it must outlive the view.
  WeightView(std::int64_t cells, std::span<const std::int64_t> given) : cells_(cells), given_(given) {}

  std::int64_t operator[](std::size_t cell) const { return given_.empty() ? 1 : given_[cell]; }
  // No weights were given here: every cell weighs 1.
  bool unit() const { return given_.empty(); }
  std::size_t size() const { return static_cast<std::size_t>(cells_); }
  std::int64_t total() const;
  // The weights as an array, for the partitioners that take one.
  std::vector<std::int64_t> materialized() const;

 private:
  std::int64_t cells_;
  std::span<const std::int64_t> given_;
};

}  // namespace pcgns::split::graph
