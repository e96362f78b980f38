#include "split/graph/small_face.hpp"

#include <algorithm>
#include <utility>

#include "split/graph/mix64.hpp"

namespace pcgns::split::graph {

SmallFace SmallFace::of(std::int64_t cell, std::span<const std::int64_t> vertices) {
  SmallFace face;
  face.words.fill(kPad);
  const std::size_t n = std::min(vertices.size(), kMaxVertices);
  std::copy_n(vertices.begin(), n, face.words.begin());
  // Insertion sort: at most four ids.
  for (std::size_t i = 1; i < n; ++i)
    for (std::size_t j = i; j > 0 && face.words[j - 1] > face.words[j]; --j) std::swap(face.words[j - 1], face.words[j]);
  face.words[kMaxVertices] = cell;
  return face;
}

bool SmallFace::same_vertices(const SmallFace& other) const {
  return std::equal(words.begin(), words.begin() + kMaxVertices, other.words.begin());
}

std::uint64_t SmallFace::hash() const {
  std::uint64_t hash = 0;
  for (std::size_t v = 0; v < kMaxVertices; ++v) hash = mix64(hash ^ static_cast<std::uint64_t>(words[v]));
  return hash;
}

std::string SmallFace::describe() const {
  std::string text = "the face with vertices";
  for (std::size_t v = 0; v < kMaxVertices && words[v] != kPad; ++v) text += " " + std::to_string(words[v]);
  return text;
}

}  // namespace pcgns::split::graph
