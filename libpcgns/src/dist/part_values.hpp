#pragma once
// A part's values as the merge's direct runs take them: a falling run, read as stored,
// reversed in place into id order, and the values at scattered positions read range by
// range.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace pcgns::dist {

// Reverses the order of `values`' elements of `width` bytes, in place.
void reverse_elements(std::vector<std::byte>& values, std::size_t width);

// Sorted positions as ranges of consecutive ones: (first, count).
std::vector<std::pair<std::int64_t, std::int64_t>> position_ranges(const std::vector<std::int64_t>& positions);

// The values at `positions` (sorted), in that order, with `read(first, count)` giving the
// values at positions [first, first + count): range by range when they make a few ranges
// (interfaces at a part's ends), else one read of their whole span.
template <class Read>
std::vector<std::byte> read_positions(const std::vector<std::int64_t>& positions, std::size_t width, Read read) {
  constexpr std::size_t kRangesReadApart = 64;
  const auto ranges = position_ranges(positions);
  std::vector<std::byte> values;
  if (ranges.size() <= kRangesReadApart) {
    values.reserve(positions.size() * width);
    for (const auto& [first, count] : ranges) {
      const auto range = read(first, count);
      values.insert(values.end(), range.begin(), range.end());
    }
    return values;
  }
  const std::int64_t first = positions.front();
  const auto span = read(first, positions.back() - first + 1);
  values.resize(positions.size() * width);
  for (std::size_t k = 0; k < positions.size(); ++k)
    std::memcpy(values.data() + k * width, span.data() + static_cast<std::size_t>(positions[k] - first) * width, width);
  return values;
}

}  // namespace pcgns::dist
