#include "dist/time_spec.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "pcgns/error.hpp"

namespace pcgns::dist {
namespace {

[[noreturn]] void refuse(const std::string& spec, const std::string& why) {
  throw UsageError("--time '" + spec + "': " + why);
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::optional<double> bound(const std::string& spec, const std::string& text) {
  const std::string number = trimmed(text);
  if (number.empty()) return std::nullopt;
  double value = 0;
  const char* end = number.data() + number.size();
  const auto [stop, error] = std::from_chars(number.data(), end, value);
  if (error != std::errc{} || stop != end || !std::isfinite(value)) refuse(spec, "'" + number + "' is not a time");
  return value;
}

}  // namespace

bool same_time(double a, double b) { return std::abs(a - b) <= kTimeTolerance * std::max(std::abs(a), std::abs(b)); }

TimeSpec TimeSpec::parse(const std::string& text) {
  TimeSpec spec;
  spec.text_ = text;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    const std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (trimmed(item).empty()) refuse(text, "an empty item (write times and ranges separated by commas)");
    const auto colon = item.find(':');
    if (colon == std::string::npos) {
      const auto time = bound(text, item);
      spec.ranges_.push_back({time, time});
    } else {
      if (item.find(':', colon + 1) != std::string::npos) refuse(text, "'" + trimmed(item) + "' has more than one ':'");
      Range range{bound(text, item.substr(0, colon)), bound(text, item.substr(colon + 1))};
      if (!range.from && !range.to) refuse(text, "the range ':' needs a start or an end");
      if (range.from && range.to && *range.from > *range.to && !same_time(*range.from, *range.to))
        refuse(text, "the range '" + trimmed(item) + "' ends before it starts");
      spec.ranges_.push_back(range);
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return spec;
}

bool TimeSpec::contains(double time) const {
  return std::any_of(ranges_.begin(), ranges_.end(), [time](const Range& range) {
    const bool above = !range.from || time >= *range.from || same_time(time, *range.from);
    const bool below = !range.to || time <= *range.to || same_time(time, *range.to);
    return above && below;
  });
}

}  // namespace pcgns::dist
