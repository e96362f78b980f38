#pragma once
// A face of at most four vertices (every face of the fixed element types, and small
// polygons) as one fixed-size record: its sorted vertex ids, padded, then its cell.
// Fixed records sort as plain arrays, without the indirections of variable-length ones.
#include <array>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <type_traits>

namespace pcgns::split::graph {

struct SmallFace {
  static constexpr std::size_t kMaxVertices = 4;  // same_vertices compares four
  static constexpr std::int64_t kPad = std::numeric_limits<std::int64_t>::max();
  static constexpr std::size_t kWords = kMaxVertices + 1;  // int64 values per record

  using Vertices = std::array<std::int64_t, kMaxVertices>;

  std::array<std::int64_t, kWords> words;  // sorted vertices, kPad after the last; cell

  // `vertices` must hold 1 (a bar's end) to kMaxVertices ids.
  static SmallFace of(std::int64_t cell, std::span<const std::int64_t> vertices);
  // A record without vertices, standing for no face (`cell` says so to its holder).
  static constexpr SmallFace empty(std::int64_t cell) {
    SmallFace face{};
    face.words.fill(kPad);
    face.words[kMaxVertices] = cell;
    return face;
  }
  std::int64_t cell() const { return words[kMaxVertices]; }
  bool same_vertices(const SmallFace& other) const {
    return words[0] == other.words[0] && words[1] == other.words[1] && words[2] == other.words[2] &&
           words[3] == other.words[3];
  }
  Vertices vertices() const;
  // The hash that sends the face to its home rank; equal vertex sets hash alike.
  std::uint64_t hash() const;
  static std::uint64_t hash(const Vertices& vertices);
  // "the face with vertices 0 1 2"
  std::string describe() const;

  friend bool operator<(const SmallFace& x, const SmallFace& y) { return x.words < y.words; }
};

static_assert(sizeof(SmallFace) == SmallFace::kWords * sizeof(std::int64_t) && std::is_trivial_v<SmallFace>);

}  // namespace pcgns::split::graph
