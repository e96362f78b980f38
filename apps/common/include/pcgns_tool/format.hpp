#pragma once
// Human-readable sizes, rates and durations for tool output.
#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace pcgns::tool {

std::string format_bytes(double bytes);       // "1.50 GiB", "312 B"
std::string format_duration(double seconds);  // "0.42 s", "1:05", "2:03:04"

// One line per phase of a run (-v): its name and wall time.
void print_phases(std::ostream& out, const std::vector<std::pair<std::string, double>>& phases);

// "<tool>: warning: <text>" on stderr in one write: under mpiexec stdout and stderr
// travel apart, and a line written in pieces can be cut by the other stream's lines.
void warn(const std::string& tool, const std::string& text);

}  // namespace pcgns::tool
