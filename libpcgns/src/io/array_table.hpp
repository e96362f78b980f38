#pragma once
// The arrays a parallel writer may fill: the placement of every deferred contiguous
// array of the committed skeleton, in file-offset order, found by node path. Rank 0
// builds it from write_tree's result and broadcasts it.
#include <cstddef>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "pcgns/node.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::io {

class ArrayTable {
 public:
  ArrayTable() = default;
  // Keeps the placements whose node in `tree` is deferred (no data of its own).
  static ArrayTable of_deferred(const Node& tree, std::vector<DatasetPlacement> placements);

  std::vector<std::byte> encode() const;
  static ArrayTable decode(std::span<const std::byte> bytes);

  // Index of the array at `node_path` (leading/trailing slashes optional).
  std::optional<std::size_t> find(std::string_view node_path) const;
  const DatasetPlacement& operator[](std::size_t index) const { return arrays_[index]; }
  std::size_t size() const { return arrays_.size(); }

 private:
  explicit ArrayTable(std::vector<DatasetPlacement> arrays);
  std::vector<DatasetPlacement> arrays_;
  std::unordered_map<std::string, std::size_t> index_;
};

}  // namespace pcgns::io
