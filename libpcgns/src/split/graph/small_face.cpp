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
    for (std::size_t j = i; j > 0 && face.words[j - 1] > face.words[j]; --j)
      std::swap(face.words[j - 1], face.words[j]);
  face.words[kMaxVertices] = cell;
  return face;
}

SmallFace::Vertices SmallFace::vertices() const {
  Vertices v;
  std::copy_n(words.begin(), kMaxVertices, v.begin());
  return v;
}

std::uint64_t SmallFace::hash(const Vertices& vertices) {
  std::uint64_t hash = 0;
  for (const auto v : vertices) hash = mix64(hash ^ static_cast<std::uint64_t>(v));
  return hash;
}

std::uint64_t SmallFace::hash() const { return hash(vertices()); }

std::string SmallFace::describe() const {
  std::string text = "the face with vertices";
  for (std::size_t v = 0; v < kMaxVertices && words[v] != kPad; ++v) text += " " + std::to_string(words[v]);
  return text;
}

}  // namespace pcgns::split::graph
