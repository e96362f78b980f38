#include "split/graph/small_face.hpp"

#include <algorithm>
#include <utility>

#include "split/graph/mix64.hpp"

namespace pcgns::split::graph {

namespace {

void order_pair(std::int64_t& low, std::int64_t& high) {
  const std::int64_t a = low, b = high;
  low = std::min(a, b);
  high = std::max(a, b);
}

}  // namespace

SmallFace SmallFace::of(std::int64_t cell, std::span<const std::int64_t> vertices) {
  SmallFace face;
  face.words.fill(kPad);
  const std::size_t n = std::min(vertices.size(), kMaxVertices);
  std::copy_n(vertices.begin(), n, face.words.begin());
  // A sorting network of four, padding included (kPad sorts last): comparisons without
  // branches, as the order of a face's ids is anyone's guess. Every face of every cell
  // passes here.
  auto& w = face.words;
  order_pair(w[0], w[1]);
  order_pair(w[2], w[3]);
  order_pair(w[0], w[2]);
  order_pair(w[1], w[3]);
  order_pair(w[1], w[2]);
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
