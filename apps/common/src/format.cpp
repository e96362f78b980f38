#include "pcgns_tool/format.hpp"

#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>

namespace pcgns::tool {

std::string format_bytes(double bytes) {
  static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  int unit = 0;
  while (std::fabs(bytes) >= 1024.0 && unit < 5) {
    bytes /= 1024.0;
    ++unit;
  }
  char text[32];
  if (unit == 0) std::snprintf(text, sizeof text, "%.0f B", bytes);
  else std::snprintf(text, sizeof text, "%.2f %s", bytes, units[unit]);
  return text;
}

std::string format_duration(double seconds) {
  char text[32];
  if (seconds < 60) {
    std::snprintf(text, sizeof text, "%.2f s", seconds);
    return text;
  }
  const auto total = static_cast<long>(std::lround(seconds));
  if (total < 3600) std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
  else std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60, total % 60);
  return text;
}

void print_phases(std::ostream& out, const std::vector<std::pair<std::string, double>>& phases) {
  for (const auto& [phase, seconds] : phases)
    out << "  " << std::left << std::setw(44) << phase << std::right << format_duration(seconds) << '\n';
}

}  // namespace pcgns::tool

namespace pcgns::tool {

void warn(const std::string& tool, const std::string& text) {
  std::cout.flush();
  const std::string line = tool + ": warning: " + text + "\n";
  std::cerr.write(line.data(), static_cast<std::streamsize>(line.size()));
  std::cerr.flush();
}

}  // namespace pcgns::tool
