// J. Skilling, "Programming the Hilbert curve", AIP Conf. Proc. 707 (2004), run as a
// finite-state machine over the levels of the grid, one table lookup per level (or per
// two levels).
//
// Skilling turns the coordinates in place into the "transposed" Hilbert index: level by
// level from the top, the three bits of the level decide how the bits of all lower
// levels are reflected (axis 0 inverted) or exchanged (axes 0 and i swapped); then the
// result is Gray-decoded across axes and XORed with a parity running down the levels.
// Every step acts on whole lower levels, so what the levels above have done is a state:
// which raw axis each axis now reads, whether it is inverted, and the parity. From the
// state and a level's three raw bits follow the level's key digit and the next state,
// computed once into a table: much faster than the transform done bit by bit, and
// faster still walking two levels a lookup, eight points side by side
// (docs/performance.md).
#include "split/graph/hilbert_key.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/error.hpp"

namespace pcgns::split::graph {

namespace {

struct Transform {                            // what the levels above did to the bits of every level below
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

// The states reachable from the start (48 of the 144 indices) are numbered 0, 1, ... as
// found, the start being 0, and the walks keep `state * 64`: the next six raw bits are
// ORed straight into it to index the two-level tables.
struct Tables {
  // level[s * 8 + octant]: one level from state s, the state below * 64 | the digit.
  std::array<std::uint16_t, kStates * 8> level{};
  // Two levels at once from state s, indexed by s * 64 + (upper octant << 3 | lower
  // octant): half as many dependent lookups. The state below and the two digits (the
  // upper first) sit in separate arrays: a second load costs less than the two masks
  // that would split one entry.
  std::array<std::uint16_t, kStates * 64> pair_state{};  // times 64
  std::array<std::uint8_t, kStates * 64> pair_digits{};
  // spread[b]: bit k of byte b moved to bit 3k.
  std::array<std::uint32_t, 256> spread{};

  Tables() {
    const std::size_t reachable = number_states();
    for (std::size_t s = 0; s < reachable; ++s)
      for (std::size_t upper = 0; upper < 8; ++upper)
        for (std::size_t lower = 0; lower < 8; ++lower) {
          const unsigned first = level[s * 8 + upper];
          const unsigned second = level[(first >> 6) * 8 + lower];
          pair_state[s * 64 + (upper << 3 | lower)] = static_cast<std::uint16_t>(second & ~63u);
          pair_digits[s * 64 + (upper << 3 | lower)] = static_cast<std::uint8_t>((first & 7u) << 3 | (second & 7u));
        }
    for (std::uint32_t byte = 0; byte < 256; ++byte)
      for (std::uint32_t k = 0; k < 8; ++k) spread[byte] |= (byte >> k & 1u) << (3 * k);
  }

  // Fills `level` by a search from the start state; returns the number of states found.
  std::size_t number_states() {
    std::array<int, kStates> number;
    number.fill(-1);
    std::vector<Transform> found{Transform{}};
    number[static_cast<std::size_t>(Transform{}.index())] = 0;
    for (std::size_t s = 0; s < found.size(); ++s)
      for (int octant = 0; octant < 8; ++octant) {
        const auto [digit, below] = step(found[s], octant);
        int& n = number[static_cast<std::size_t>(below.index())];
        if (n < 0) {
          n = static_cast<int>(found.size());
          found.push_back(below);
        }
        level[s * 8 + static_cast<std::size_t>(octant)] = static_cast<std::uint16_t>(n << 6 | digit);
      }
    return found.size();
  }
};

const Tables tables;

// The low 8 * Bytes bits of v (at most 21) moved to every third bit (bit k to bit 3k):
// table lookups cost less than the five shift-and-mask rounds of the bit trick, and
// keys of up to 16 bits per axis need only two.
template <int Bytes>
std::uint64_t spread_by_three(std::uint32_t v) {
  std::uint64_t spread = tables.spread[v & 255u];
  if constexpr (Bytes > 1) spread |= std::uint64_t{tables.spread[v >> 8 & 255u]} << 24;
  if constexpr (Bytes > 2) spread |= std::uint64_t{tables.spread[v >> 16 & 31u]} << 48;
  return spread;
}

// The raw octant of every level at once: level j's bits at 3j (axis 0), 3j+1, 3j+2.
template <int Bytes = 3>
std::uint64_t octants_of(const std::array<std::uint32_t, 3>& point) {
  return spread_by_three<Bytes>(point[0]) | spread_by_three<Bytes>(point[1]) << 1 |
         spread_by_three<Bytes>(point[2]) << 2;
}

// A walk is a chain of lookups each waiting for the one before, so one walk at a time
// leaves the core mostly idle. kLanes walks advance side by side, each lane's state in
// registers (8 lanes measured fastest: 16 spill to memory).
constexpr std::size_t kLanes = 8;

template <class Step>
void for_each_lane(Step step) {  // unrolled, so the lanes' arrays stay in registers
  [&]<std::size_t... lane>(std::index_sequence<lane...>) { (step(lane), ...); }
  (std::make_index_sequence<kLanes>{});
}

// The keys of kLanes points, from the low Bytes bytes of their coordinates. Each lane's
// word starts as its octants with the top level in the top bits; every step shifts the
// octants it read out at the top and the digits it found in at the bottom, so that the
// word ends as the key.
template <int Bytes>
void keys_of_lanes(const std::array<std::uint32_t, 3>* points, int bits, std::uint64_t* keys) {
  std::uint64_t word[kLanes];
  unsigned state[kLanes];  // times 64
  for_each_lane([&](std::size_t i) {
    word[i] = octants_of<Bytes>(points[i]) << (64 - 3 * bits);
    state[i] = 0;
  });
  int level = bits;      // levels level - 1 down to 0 are still to walk
  if (level % 2 != 0) {  // the top level alone, from the start state
    --level;
    for_each_lane([&](std::size_t i) {
      const unsigned entry = tables.level[word[i] >> 61];
      word[i] = word[i] << 3 | (entry & 7u);
      state[i] = entry & ~63u;
    });
  }
  for (; level > 0; level -= 2)
    for_each_lane([&](std::size_t i) {
      const unsigned at = state[i] | static_cast<unsigned>(word[i] >> 58);
      word[i] = word[i] << 6 | tables.pair_digits[at];
      state[i] = tables.pair_state[at];
    });
  std::copy_n(word, kLanes, keys);
}

// The keys of any number of points, kLanes at a time.
template <int Bytes>
void keys_of_batch(std::span<const std::array<std::uint32_t, 3>> points, int bits, std::span<std::uint64_t> keys) {
  const std::size_t whole = points.size() - points.size() % kLanes;
  for (std::size_t i = 0; i < whole; i += kLanes) keys_of_lanes<Bytes>(&points[i], bits, &keys[i]);
  if (whole == points.size()) return;
  // The last few points, padded with zeros to a full set of lanes.
  std::array<std::array<std::uint32_t, 3>, kLanes> rest{};
  std::array<std::uint64_t, kLanes> rest_keys{};
  std::copy(points.begin() + static_cast<std::ptrdiff_t>(whole), points.end(), rest.begin());
  keys_of_lanes<Bytes>(rest.data(), bits, rest_keys.data());
  std::copy_n(rest_keys.begin(), points.size() - whole, keys.begin() + static_cast<std::ptrdiff_t>(whole));
}

}  // namespace

std::uint64_t hilbert_key(std::array<std::uint32_t, 3> point, int bits) {
  const std::uint64_t octants = octants_of(point);
  std::uint64_t key = 0;
  unsigned state = 0;  // times 64
  for (int level = bits - 1; level >= 0; --level) {
    const unsigned entry = tables.level[(state >> 3) | ((octants >> (3 * level)) & 7u)];
    key = key << 3 | (entry & 7u);
    state = entry & ~63u;
  }
  return key;
}

void hilbert_keys(std::span<const std::array<std::uint32_t, 3>> points, int bits, std::span<std::uint64_t> keys) {
  if (keys.size() != points.size())
    throw InternalError("hilbert_keys: " + std::to_string(points.size()) + " points but room for " +
                        std::to_string(keys.size()) + " keys");
  if (bits <= 16) keys_of_batch<2>(points, bits, keys);
  else keys_of_batch<3>(points, bits, keys);
}

}  // namespace pcgns::split::graph
