#pragma once
// Position along a 3-D Hilbert curve: nearby positions are nearby points, which makes
// contiguous runs of the curve compact pieces of space.
#include <array>
#include <cstdint>

namespace pcgns::split::graph {

inline constexpr int hilbert_bits = 21;  // per axis: 3 x 21 = 63 bits of key

// The index along the Hilbert curve through the 2^bits x 2^bits x 2^bits grid of the
// point with these integer coordinates (each below 2^bits, bits <= 21).
std::uint64_t hilbert_key(std::array<std::uint32_t, 3> point, int bits = hilbert_bits);

}  // namespace pcgns::split::graph
