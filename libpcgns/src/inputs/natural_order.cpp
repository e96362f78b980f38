#include <cctype>
#include <cstddef>

#include "pcgns/input_files.hpp"

namespace pcgns {
namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// The digit run starting at `at`, without leading zeros.
std::string_view digit_run(std::string_view text, std::size_t& at) {
  const std::size_t begin = at;
  while (at < text.size() && is_digit(text[at])) ++at;
  std::string_view run = text.substr(begin, at - begin);
  while (run.size() > 1 && run.front() == '0') run.remove_prefix(1);
  return run;
}

// -1, 0, 1 by numeric value of two digit runs of any length.
int compare_numbers(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  const int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

}  // namespace

bool natural_less(std::string_view a, std::string_view b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      const int c = compare_numbers(digit_run(a, i), digit_run(b, j));
      if (c != 0) return c < 0;
      continue;
    }
    if (a[i] != b[j]) return a[i] < b[j];
    ++i;
    ++j;
  }
  if ((a.size() - i) != (b.size() - j)) return (a.size() - i) < (b.size() - j);
  return a < b;  // equal by value ("a01" vs "a1"): a stable, total order
}

}  // namespace pcgns
