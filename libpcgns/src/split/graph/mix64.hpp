#pragma once
// splitmix64's finaliser: spreads consecutive ids over the whole 64-bit range, so that
// hashes of vertex ids send faces evenly to their home ranks.
#include <cstdint>

namespace pcgns::split::graph {

inline std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace pcgns::split::graph
