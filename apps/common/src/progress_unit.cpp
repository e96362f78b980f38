#include "pcgns_tool/progress_unit.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "pcgns_tool/format.hpp"

namespace pcgns::tool {

std::string ProgressUnit::amount(double value) const {
  if (noun.empty()) return format_bytes(value);
  char text[32];
  std::snprintf(text, sizeof text, "%.0f", value);
  return text;
}

std::string ProgressUnit::rate(double per_second) const {
  if (noun.empty()) return format_bytes(per_second) + "/s";
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", per_second);
  return text + (" " + noun + "/s");
}

double progress_fraction(std::int64_t done, std::int64_t total) {
  return total > 0 ? std::clamp(static_cast<double>(done) / static_cast<double>(total), 0.0, 1.0) : 1.0;
}

std::string progress_figures(std::int64_t done, std::int64_t total, double seconds, const ProgressUnit& unit) {
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  std::string text = unit.amount(static_cast<double>(done)) + " / " + unit.amount(static_cast<double>(total));
  if (!unit.noun.empty()) text += " " + unit.noun;
  text += "  " + unit.rate(rate);
  if (rate > 0 && done < total) text += "  ETA " + format_duration(static_cast<double>(total - done) / rate);
  return text;
}

double steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace pcgns::tool
