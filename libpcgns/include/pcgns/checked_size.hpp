#pragma once
// Sizes computed from values a file supplies (dimensions, counts, global ids) must not
// overflow: a wrapped product sizes a huge or a negative allocation. These return none
// on overflow, and the caller says which input was too large.
#include <cstdint>
#include <optional>

namespace pcgns {

inline std::optional<std::int64_t> checked_multiply(std::int64_t a, std::int64_t b) {
  std::int64_t product = 0;
  if (__builtin_mul_overflow(a, b, &product)) return std::nullopt;
  return product;
}

inline std::optional<std::int64_t> checked_add(std::int64_t a, std::int64_t b) {
  std::int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum)) return std::nullopt;
  return sum;
}

}  // namespace pcgns
