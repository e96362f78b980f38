#pragma once
// What the integer values of an array a whole zone carries must name (--check-inputs):
// vertex ids within the zone's vertices, face ids within its NGON_n sections, MIXED
// type codes that exist, offsets that increase. The merge copies whole zones verbatim,
// so without this a connectivity naming vertex 999999 would be written as it is.
// Pure functions over one slice of values: the copy checks each slice as it moves it,
// so memory stays at one slice per rank.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

// Inclusive id intervals.
struct IdSet {
  std::vector<std::pair<std::int64_t, std::int64_t>> intervals;
  std::string what;  // what the ids are, for messages ("vertex ids")
  // Adds [low, high], keeping the intervals sorted and merging those that touch, so
  // consecutive element ranges make one interval (checked in one pass).
  void add(std::int64_t low, std::int64_t high);
  bool contains(std::int64_t id) const;
  std::string text() const;  // "vertex ids 1..8"
};

enum class CheckKind {
  ids,           // every value in `allowed`
  signed_ids,    // every |value| in `allowed` (NFACE_n: the sign orients the face)
  index_points,  // structured point list: value i in 1..limits[i % limits.size()]
  offsets,       // ElementStartOffset: from 0, increasing by at least 1, up to `total`
  mixed,         // MIXED connectivity: a valid type code where `offsets` starts an
                 // element, as many vertex ids in `allowed` as that type has
  // Before CGNS 4.0 (no offsets; inline_layout_check.hpp): each element's header inline,
  // then its ids in `allowed`; `total` is the section's element count.
  counted,         // NGON_n: an entry count, then that many ids
  counted_signed,  // NFACE_n: an entry count, then that many ids, signed
  inline_mixed,    // MIXED: a type code, then as many ids as that type has
};

struct ValueCheck {
  CheckKind kind = CheckKind::ids;
  IdSet allowed;
  std::vector<std::int64_t> limits;  // index_points
  std::int64_t total = 0;            // offsets: the connectivity's length; inline: elements
  std::optional<Node> offsets;       // mixed: the section's ElementStartOffset (no children)
  CgnsVersion version{4000};         // mixed: how the file numbers element types
  std::string where;                 // file and node, for messages
};

// The first problem among values [first, first + values.size()) of the checked array.
// `offsets`: `previous` is the value at first - 1 (none when first is 0), `count` the
// array's length (its last value must be `total`).
std::optional<std::string> value_problem(const ValueCheck& check, std::int64_t first,
                                         std::span<const std::int64_t> values,
                                         std::optional<std::int64_t> previous = {}, std::int64_t count = 0);

// MIXED: values [first, first + values.size()) of the connectivity; `starts` holds the
// start offsets of elements k0, k0 + 1, ...: every element starting in the slice, then
// the start of the next one (or the connectivity's length).
std::optional<std::string> mixed_problem(const ValueCheck& check, std::int64_t first,
                                         std::span<const std::int64_t> values, std::int64_t k0,
                                         std::span<const std::int64_t> starts);

}  // namespace pcgns::dist
