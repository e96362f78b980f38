// J. Skilling, "Programming the Hilbert curve", AIP Conf. Proc. 707 (2004), run as a
// finite-state machine over the levels of the grid, one table lookup per level.
//
// Skilling turns the coordinates in place into the "transposed" Hilbert index: level by
// level from the top, the three bits of the level decide how the bits of all lower
// levels are reflected (axis 0 inverted) or exchanged (axes 0 and i swapped); then the
// result is Gray-decoded across axes and XORed with a parity running down the levels.
// Every step acts on whole lower levels, so what the levels above have done is a state:
// which raw axis each axis now reads, whether it is inverted, and the parity. From the
// state and a level's three raw bits follow the level's key digit and the next state,
// computed once into a table. Done bit by bit the transform costs about 300 ns a key,
// a third of pcgns-split --method hilbert's partitioning; the table walk about 50 ns.
#include "split/graph/hilbert_key.hpp"

#include <utility>

namespace pcgns::split::graph {

namespace {

struct Transform {  // what the levels above did to the bits of every level below
  std::array<std::uint8_t, 3> axis{0, 1, 2};  // the raw axis each axis reads
  std::array<std::uint8_t, 3> inverted{0, 0, 0};
  std::uint8_t parity = 0;  // of the Gray-decoded axis 2 over the levels above
  int index() const {
    // axis is a permutation: its first two entries name it.
    const int permutation = axis[0] * 3 + axis[1];  // 0..8, six of them used
    return ((permutation * 8 + (inverted[0] | inverted[1] << 1 | inverted[2] << 2)) << 1) | parity;
  }
};

constexpr int kStates = 9 * 8 * 2;

// One level of Skilling's transform for the raw bits `octant` (bit i: axis i) under
// `state`: the level's key digit (axis 0 most significant) and the state below it.
std::pair<std::uint8_t, Transform> step(const Transform& state, int octant) {
  std::array<std::uint8_t, 3> bit{};
  for (std::size_t i = 0; i < 3; ++i)
    bit[i] = static_cast<std::uint8_t>(((octant >> state.axis[i]) & 1) ^ state.inverted[i]);
  Transform below = state;
  for (std::size_t i = 0; i < 3; ++i) {
    if (bit[i]) {
      below.inverted[0] ^= 1;  // reflect the lower bits of axis 0
    } else {                   // exchange the lower bits of axes 0 and i
      std::swap(below.axis[0], below.axis[i]);
      std::swap(below.inverted[0], below.inverted[i]);
    }
  }
  const std::uint8_t gray[3] = {bit[0], static_cast<std::uint8_t>(bit[1] ^ bit[0]),
                                static_cast<std::uint8_t>(bit[2] ^ bit[1] ^ bit[0])};
  const std::uint8_t t = state.parity;
  below.parity = static_cast<std::uint8_t>(t ^ gray[2]);
  const auto digit = static_cast<std::uint8_t>((gray[0] ^ t) << 2 | (gray[1] ^ t) << 1 | (gray[2] ^ t));
  return {digit, below};
}

// next[state][octant]: the digit in the low 3 bits, the next state above them.
struct Table {
  std::array<std::array<std::uint16_t, 8>, kStates> next{};
  Table() {
    Transform states[kStates];
    bool seen[kStates] = {};
    int pending[kStates], count = 0;
    const Transform start;
    states[start.index()] = start;
    seen[start.index()] = true;
    pending[count++] = start.index();
    while (count > 0) {
      const int s = pending[--count];
      for (int octant = 0; octant < 8; ++octant) {
        const auto [digit, below] = step(states[s], octant);
        const int b = below.index();
        if (!seen[b]) {
          seen[b] = true;
          states[b] = below;
          pending[count++] = b;
        }
        next[static_cast<std::size_t>(s)][static_cast<std::size_t>(octant)] =
            static_cast<std::uint16_t>(b << 3 | digit);
      }
    }
  }
};

const Table table;

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
  // The raw octant of every level at once: level j's bits at 3j (axis 0), 3j+1, 3j+2.
  const std::uint64_t octants =
      spread_by_three(point[0]) | spread_by_three(point[1]) << 1 | spread_by_three(point[2]) << 2;
  std::uint64_t key = 0;
  unsigned state = Transform{}.index();
  for (int level = bits - 1; level >= 0; --level) {
    const std::uint16_t entry = table.next[state][(octants >> (3 * level)) & 7u];
    key = key << 3 | (entry & 7u);
    state = entry >> 3;
  }
  return key;
}

}  // namespace pcgns::split::graph
