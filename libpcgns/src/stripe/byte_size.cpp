#include "pcgns/stripe/byte_size.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

#include "pcgns/error.hpp"

namespace pcgns::stripe {
namespace {

// The multiplier of a suffix: "", "B", "K", "KB", "KiB" ... case-insensitive; 0 when
// the suffix is not one of them.
std::int64_t suffix_multiplier(std::string suffix) {
  for (auto& c : suffix) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (suffix.empty() || suffix == "B") return 1;
  const std::string units = "KMGT";
  const auto power = units.find(suffix[0]);
  if (power == std::string::npos) return 0;
  const std::string rest = suffix.substr(1);
  if (!rest.empty() && rest != "B" && rest != "IB") return 0;
  std::int64_t multiplier = 1;
  for (std::size_t i = 0; i <= power; ++i) multiplier *= 1024;
  return multiplier;
}

}  // namespace

std::int64_t parse_byte_size(const std::string& text, const std::string& what) {
  const auto fail = [&](const std::string& why) -> std::int64_t { throw UsageError(what + " '" + text + "': " + why); };
  if (!text.empty() && text[0] == '-') return fail("a size cannot be negative");
  std::size_t end = 0;
  while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.')) ++end;
  const std::string number = text.substr(0, end);
  if (number.empty() || number == "." || number.find('.') != number.rfind('.'))
    return fail("expected a number of bytes, optionally with a K, M, G or T suffix");
  const std::int64_t multiplier = suffix_multiplier(text.substr(end));
  if (multiplier == 0) return fail("unknown suffix '" + text.substr(end) + "' (use K, M, G or T)");
  const long double value = std::stold(number) * static_cast<long double>(multiplier);
  constexpr std::int64_t largest = std::numeric_limits<std::int64_t>::max() / 2;
  if (value > static_cast<long double>(largest)) return fail("too large");
  const auto bytes = static_cast<std::int64_t>(std::llround(value));
  if (bytes <= 0) return fail("a size must be at least one byte");
  return bytes;
}

std::string lfs_size(std::int64_t bytes) {
  static const char* suffixes[] = {"", "K", "M", "G"};
  int unit = 0;
  while (unit < 3 && bytes != 0 && bytes % 1024 == 0) {
    bytes /= 1024;
    ++unit;
  }
  return std::to_string(bytes) + suffixes[unit];
}

std::string human_size(std::int64_t bytes) {
  static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  double value = static_cast<double>(bytes);
  int unit = 0;
  while (value >= 1024.0 && unit < 5) {
    value /= 1024.0;
    ++unit;
  }
  char text[32];
  if (unit == 0) std::snprintf(text, sizeof text, "%lld B", static_cast<long long>(bytes));
  else std::snprintf(text, sizeof text, "%.2f %s", value, units[unit]);
  return text;
}

}  // namespace pcgns::stripe
