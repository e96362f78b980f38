#pragma once
// A fingerprint of a caller's buffer that reads a sample of it, not all of it: the C API
// keeps a reference to a large data call's buffer once the solver overlaps its writes,
// and checks after the write that the buffer was left alone. Reading every byte would
// cost as much as the copy the reference spares; a word every kFingerprintStride bytes
// costs a small fraction of it and still sees any change of a stretch that long, such
// as a solver updating its field in place while the write runs.
#include <cstddef>
#include <cstdint>

namespace pcgns::capi {

inline constexpr std::size_t kFingerprintStride = 512;

// Mixes the 8-byte word at every multiple of kFingerprintStride and the buffer's last
// bytes (all of it below 8), in order: any change of one sampled word changes the result.
std::uint64_t sampled_fingerprint(const std::byte* data, std::size_t bytes);

}  // namespace pcgns::capi
