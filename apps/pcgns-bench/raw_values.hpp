#pragma once
// Element i of type T in a block of bytes, read or written without alignment or
// aliasing assumptions (a rank's block packs arrays of several types back to back).
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace pcgns::bench_app {

template <class T>
T load(const std::byte* at, std::int64_t i) {
  T value;
  std::memcpy(&value, at + static_cast<std::size_t>(i) * sizeof(T), sizeof(T));
  return value;
}

template <class T>
void store(std::byte* at, std::int64_t i, T value) {
  std::memcpy(at + static_cast<std::size_t>(i) * sizeof(T), &value, sizeof(T));
}

}  // namespace pcgns::bench_app
