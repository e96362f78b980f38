#pragma once
// Runs a copy's ValueCheck (--check-inputs) over the slice of its array a rank moves in
// one round. MIXED slices find their elements' starts in ElementStartOffset by binary
// search, then read only the offsets of the elements starting in the slice, so memory
// stays in proportion to the slice.
#include <cstddef>
#include <cstdint>
#include <span>

#include "dist/array_source.hpp"
#include "dist/value_check.hpp"

namespace pcgns::dist {

// `bytes`: elements [first, ...) of `array` as read. InputError naming the file and
// node on the first problem.
void check_slice(ArraySource& source, const Node& array, const ValueCheck& check, std::int64_t first,
                 std::span<const std::byte> bytes);

}  // namespace pcgns::dist
