#pragma once
// --check-inputs for poly sections written before CGNS 4.0, which have no
// ElementStartOffset: each element's header (a MIXED type code, or the entry count of an
// NGON_n/NFACE_n element) sits in the connectivity right before its entries. Whether a
// value is a header or an id depends on every element before it, so the array is walked
// from its first entry, a chunk at a time, with the walk's state carried between chunks.
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "dist/value_check.hpp"

namespace pcgns::dist {

struct InlineWalk {
  std::int64_t elements = 0;  // headers met so far
  std::int64_t ids_left = 0;  // entries the current element still has
};

// The first problem among values [first, first + values.size()) of the connectivity,
// which must follow the values already walked. CheckKind: counted, counted_signed or
// inline_mixed; `check.total` is the section's element count.
std::optional<std::string> inline_problem(const ValueCheck& check, InlineWalk& walk, std::int64_t first,
                                          std::span<const std::int64_t> values);

// After the last chunk: the array of `count` entries must end with its last element and
// hold as many elements as the section's ElementRange.
std::optional<std::string> inline_end_problem(const ValueCheck& check, const InlineWalk& walk, std::int64_t count);

bool is_inline_layout(CheckKind kind);

}  // namespace pcgns::dist
