#include "dist/part_values.hpp"

#include <algorithm>

namespace pcgns::dist {
namespace {

template <class Word>
void reverse_words(std::vector<std::byte>& values) {
  const std::size_t n = values.size() / sizeof(Word);
  for (std::size_t i = 0, j = n - 1; i < j; ++i, --j) {  // memcpy: no aliasing of the bytes
    Word a, b;
    std::memcpy(&a, values.data() + i * sizeof(Word), sizeof(Word));
    std::memcpy(&b, values.data() + j * sizeof(Word), sizeof(Word));
    std::memcpy(values.data() + i * sizeof(Word), &b, sizeof(Word));
    std::memcpy(values.data() + j * sizeof(Word), &a, sizeof(Word));
  }
}

}  // namespace

void reverse_elements(std::vector<std::byte>& values, std::size_t width) {
  if (values.size() < 2 * width) return;
  if (width == 8) return reverse_words<std::uint64_t>(values);
  if (width == 4) return reverse_words<std::uint32_t>(values);
  for (std::size_t i = 0, j = values.size() - width; i < j; i += width, j -= width)
    std::swap_ranges(values.begin() + static_cast<std::ptrdiff_t>(i),
                     values.begin() + static_cast<std::ptrdiff_t>(i + width),
                     values.begin() + static_cast<std::ptrdiff_t>(j));
}

std::vector<std::pair<std::int64_t, std::int64_t>> position_ranges(const std::vector<std::int64_t>& positions) {
  std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
  for (const std::int64_t position : positions)
    if (!ranges.empty() && ranges.back().first + ranges.back().second == position) ++ranges.back().second;
    else ranges.emplace_back(position, 1);
  return ranges;
}

}  // namespace pcgns::dist
