#pragma once
// Human-readable sizes, rates and durations for tool output.
#include <cstdint>
#include <string>

namespace pcgns::tool {

std::string format_bytes(double bytes);       // "1.50 GiB", "312 B"
std::string format_duration(double seconds);  // "0.42 s", "1:05", "2:03:04"

}  // namespace pcgns::tool
