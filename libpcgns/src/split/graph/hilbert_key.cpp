// J. Skilling, "Programming the Hilbert curve", AIP Conf. Proc. 707 (2004): the
// coordinates are turned in place into the "transposed" Hilbert index (bit j of the
// index's digit for level j spread over the three axes), then the bits are interleaved.
#include "split/graph/hilbert_key.hpp"

#include <utility>

namespace pcgns::split::graph {

namespace {

// Undo the reflections and axis exchanges of the coarser levels, level by level from
// the top, then Gray-encode: the result is the transposed index.
void axes_to_transpose(std::array<std::uint32_t, 3>& x, int bits) {
  const std::uint32_t top = 1u << (bits - 1);
  for (std::uint32_t q = top; q > 1; q >>= 1) {
    const std::uint32_t lower = q - 1;
    for (std::size_t i = 0; i < 3; ++i) {
      if (x[i] & q) {
        x[0] ^= lower;  // reflect the lower bits of axis 0
      } else {          // exchange the lower bits of axes 0 and i
        const std::uint32_t t = (x[0] ^ x[i]) & lower;
        x[0] ^= t;
        x[i] ^= t;
      }
    }
  }
  x[1] ^= x[0];
  x[2] ^= x[1];
  std::uint32_t t = 0;
  for (std::uint32_t q = top; q > 1; q >>= 1)
    if (x[2] & q) t ^= q - 1;
  for (auto& axis : x) axis ^= t;
}

}  // namespace

std::uint64_t hilbert_key(std::array<std::uint32_t, 3> point, int bits) {
  axes_to_transpose(point, bits);
  std::uint64_t key = 0;
  for (int level = bits - 1; level >= 0; --level)
    for (const auto axis : point) key = (key << 1) | ((axis >> level) & 1u);
  return key;
}

}  // namespace pcgns::split::graph
