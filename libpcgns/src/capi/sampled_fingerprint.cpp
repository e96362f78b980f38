#include "capi/sampled_fingerprint.hpp"

#include <algorithm>
#include <cstring>

#include "capi/fnv1a.hpp"

namespace pcgns::capi {
namespace {

std::uint64_t word_at(const std::byte* data, std::size_t at, std::size_t length) {
  std::uint64_t word = 0;
  std::memcpy(&word, data + at, length);
  return word;
}

}  // namespace

std::uint64_t sampled_fingerprint(const std::byte* data, std::size_t bytes) {
  // One FNV-1a step per word: each maps distinct words to distinct states, and every later
  // step is a bijection too, so a changed sampled word changes the result.
  std::uint64_t hash = fnv1a(kFnvOffsetBasis, bytes);
  if (bytes == 0) return hash;
  for (std::size_t at = 0; at + sizeof(std::uint64_t) <= bytes; at += kFingerprintStride)
    hash = fnv1a(hash, word_at(data, at, sizeof(std::uint64_t)));
  const std::size_t tail = std::min(bytes, sizeof(std::uint64_t));
  return fnv1a(hash, word_at(data, bytes - tail, tail));
}

}  // namespace pcgns::capi
