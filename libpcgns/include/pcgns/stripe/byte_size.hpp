#pragma once
// Byte counts as users type them: "4096", "64K", "1.5G", "2TiB" (binary powers).
#include <cstdint>
#include <string>

namespace pcgns::stripe {

inline constexpr std::int64_t KiB = 1024;
inline constexpr std::int64_t MiB = 1024 * KiB;
inline constexpr std::int64_t GiB = 1024 * MiB;
inline constexpr std::int64_t TiB = 1024 * GiB;

// Parses a positive size; `what` names the option in the UsageError thrown for a
// negative, zero, malformed or too large value.
std::int64_t parse_byte_size(const std::string& text, const std::string& what);

// The shortest exact form with a K/M/G suffix, as lfs accepts it: "1M", "64K", "1536K".
std::string lfs_size(std::int64_t bytes);

// "1.50 GiB", "312 B": for reasons and the text report.
std::string human_size(std::int64_t bytes);

}  // namespace pcgns::stripe
