#pragma once
// Position along a 3-D Hilbert curve: nearby positions are nearby points, which makes
// contiguous runs of the curve compact pieces of space.
#include <array>
#include <cstdint>
#include <span>

namespace pcgns::split::graph {

inline constexpr int hilbert_bits = 21;  // the most per axis: 3 x 21 = 63 bits of key

// The index along the Hilbert curve through the 2^bits x 2^bits x 2^bits grid of the
// point with these integer coordinates (each below 2^bits, 1 <= bits <= 21).
std::uint64_t hilbert_key(std::array<std::uint32_t, 3> point, int bits = hilbert_bits);

// keys[i] = hilbert_key(points[i], bits) for every point, several times faster: the
// walks of many points advance together, two levels a step. keys.size() must equal
// points.size().
void hilbert_keys(std::span<const std::array<std::uint32_t, 3>> points, int bits, std::span<std::uint64_t> keys);

}  // namespace pcgns::split::graph
