#pragma once
// --time SPEC as OpenFOAM's reconstructPar reads -time: comma-separated items, each one
// time ("0.3"), an inclusive range ("0.1:0.5") or a range open on one side (":0.5",
// "0.2:"). Times are compared with a relative tolerance (kTimeTolerance of the larger
// magnitude) so that a value typed as printed matches one stored as R4 or computed as
// 0.1 * 3.
#include <optional>
#include <string>
#include <vector>

namespace pcgns::dist {

inline constexpr double kTimeTolerance = 1e-6;

// True when `a` and `b` differ by at most kTimeTolerance of the larger magnitude.
bool same_time(double a, double b);

class TimeSpec {
 public:
  // UsageError naming --time and the spec: an empty item, a number that does not parse
  // or is not finite, a range without bounds or whose start is after its end.
  static TimeSpec parse(const std::string& text);

  bool contains(double time) const;
  const std::string& text() const { return text_; }

 private:
  struct Range {
    std::optional<double> from;  // none: open below
    std::optional<double> to;    // none: open above
  };
  std::vector<Range> ranges_;
  std::string text_;
};

}  // namespace pcgns::dist
