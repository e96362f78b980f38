#pragma once
// The lexicographic numbering of a structured block's vertices (first index fastest,
// 1-based), as :CGNS#GlobalNumbering writes it and as a donor triple travels between
// ranks: one integer per vertex.
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split {

inline std::int64_t lexicographic_vertex(std::span<const std::int64_t> index,
                                         const std::vector<std::int64_t>& vertex_size) {
  std::int64_t id = 0;
  for (std::size_t d = index.size(); d-- > 0;) id = id * vertex_size[d] + (index[d] - 1);
  return id + 1;
}

inline std::vector<std::int64_t> vertex_of_lexicographic(std::int64_t id,
                                                         const std::vector<std::int64_t>& vertex_size) {
  std::vector<std::int64_t> index;
  --id;
  for (const auto size : vertex_size) {
    index.push_back(id % size + 1);
    id /= size;
  }
  return index;
}

}  // namespace pcgns::split
