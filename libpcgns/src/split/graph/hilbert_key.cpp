// J. Skilling, "Programming the Hilbert curve", AIP Conf. Proc. 707 (2004): the
// coordinates are turned in place into the "transposed" Hilbert index (bit j of the
// index's digit for level j spread over the three axes), then the bits are interleaved.
#include "split/graph/hilbert_key.hpp"


namespace pcgns::split::graph {

namespace {

// Undo the reflections and axis exchanges of the coarser levels, level by level from
// the top, then Gray-encode: the result is the transposed index. Branch-free: the tests
// on coordinate bits go either way at random, and mispredicted branches cost more than
// the whole arithmetic (a third of pcgns-split --method hilbert's partitioning time).
void axes_to_transpose(std::array<std::uint32_t, 3>& x, int bits) {
  for (int level = bits - 1; level > 0; --level) {
    const std::uint32_t lower = (1u << level) - 1;
    for (std::size_t i = 0; i < 3; ++i) {
      const std::uint32_t set = 0u - ((x[i] >> level) & 1u);  // all ones when the bit is set
      // Set: reflect the lower bits of axis 0. Clear: exchange the lower bits of axes 0 and i.
      const std::uint32_t exchanged = (x[0] ^ x[i]) & lower & ~set;
      x[0] ^= (lower & set) ^ exchanged;
      x[i] ^= exchanged;
    }
  }
  x[1] ^= x[0];
  x[2] ^= x[1];
  std::uint32_t t = 0;
  for (int level = bits - 1; level > 0; --level) t ^= ((1u << level) - 1) & (0u - ((x[2] >> level) & 1u));
  for (auto& axis : x) axis ^= t;
}

// The low 21 bits of v moved to every third bit (bit k to bit 3k).
std::uint64_t spread_by_three(std::uint32_t v) {
  std::uint64_t x = v & 0x1fffffu;
  x = (x | x << 32) & 0x1f00000000ffffULL;
  x = (x | x << 16) & 0x1f0000ff0000ffULL;
  x = (x | x << 8) & 0x100f00f00f00f00fULL;
  x = (x | x << 4) & 0x10c30c30c30c30c3ULL;
  x = (x | x << 2) & 0x1249249249249249ULL;
  return x;
}

}  // namespace

std::uint64_t hilbert_key(std::array<std::uint32_t, 3> point, int bits) {
  axes_to_transpose(point, bits);
  // Level by level from the top, axis 0's bit first: axis 0 at bits 3k + 2.
  return spread_by_three(point[0]) << 2 | spread_by_three(point[1]) << 1 | spread_by_three(point[2]);
}

}  // namespace pcgns::split::graph
