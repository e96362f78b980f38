#include "capi/sampled_fingerprint.hpp"

#include <algorithm>
#include <cstring>

namespace pcgns::capi {
namespace {

// One FNV-1a step over a 64-bit word: the prime is odd, so for a given state the step
// maps distinct words to distinct states, and every later step is a bijection too.
std::uint64_t mix(std::uint64_t hash, std::uint64_t word) { return (hash ^ word) * 1099511628211ULL; }

std::uint64_t word_at(const std::byte* data, std::size_t at, std::size_t length) {
  std::uint64_t word = 0;
  std::memcpy(&word, data + at, length);
  return word;
}

}  // namespace

std::uint64_t sampled_fingerprint(const std::byte* data, std::size_t bytes) {
  std::uint64_t hash = mix(14695981039346656037ULL, bytes);
  if (bytes == 0) return hash;
  for (std::size_t at = 0; at + sizeof(std::uint64_t) <= bytes; at += kFingerprintStride)
    hash = mix(hash, word_at(data, at, sizeof(std::uint64_t)));
  const std::size_t tail = std::min(bytes, sizeof(std::uint64_t));
  return mix(hash, word_at(data, bytes - tail, tail));
}

}  // namespace pcgns::capi
