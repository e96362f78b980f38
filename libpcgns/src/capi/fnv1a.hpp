#pragma once
// FNV-1a, the hash of the C API's agreements, call keys and buffer checks: the same on
// every rank and in every process (a standard library hash may be seeded), and cheap.
#include <cstdint>

namespace pcgns::capi {

inline constexpr std::uint64_t kFnvOffsetBasis = 14695981039346656037ULL;

// One step: `value` (a byte, a character or a whole word) mixed into `hash`. The prime is
// odd, so for a given `hash` distinct values give distinct results.
constexpr std::uint64_t fnv1a(std::uint64_t hash, std::uint64_t value) { return (hash ^ value) * 1099511628211ULL; }

}  // namespace pcgns::capi
