#include "pcgns_tool/progress_lines.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "pcgns/error.hpp"

namespace pcgns::tool {
ProgressLines::ProgressLines(std::ostream& out, std::string tool, double interval, ProgressUnit unit,
                             ProgressClock clock)
    : out_(out),
      tool_(std::move(tool)),
      interval_(interval),
      unit_(std::move(unit)),
      clock_(clock ? std::move(clock) : ProgressClock(steady_seconds)) {
  start_ = last_line_ = clock_();
}

std::string ProgressLines::render(const std::string& tool, std::int64_t done, std::int64_t total, double seconds,
                                  const ProgressUnit& unit) {
  char percent[8];
  std::snprintf(percent, sizeof percent, "%3d%%", static_cast<int>(progress_fraction(done, total) * 100));
  return tool + ": progress " + percent + "  " + progress_figures(done, total, seconds, unit);
}

double ProgressLines::spacing(std::int64_t done, std::int64_t total, double elapsed) const {
  if (done <= 0) return interval_;
  const double expected = elapsed * static_cast<double>(std::max(done, total)) / static_cast<double>(done);
  return std::max(interval_, expected / kMaxLines);
}

void ProgressLines::update(std::int64_t done, std::int64_t total) {
  const double now = clock_();
  if (done == last_done_ || now - last_line_ < spacing(done, total, now - start_)) return;
  last_line_ = now;
  last_done_ = done;
  // One write: under mpiexec a line written in pieces can be cut by other output.
  out_ << render(tool_, done, total, now - start_, unit_) + "\n" << std::flush;
}

double progress_interval_from_environment(double fallback) {
  const char* text = std::getenv("PCGNS_PROGRESS_INTERVAL");
  if (!text || !*text) return fallback;
  char* end = nullptr;
  const double seconds = std::strtod(text, &end);
  if (*end != '\0' || !std::isfinite(seconds) || seconds < 0)
    throw UsageError(std::string("PCGNS_PROGRESS_INTERVAL='") + text + "': expected seconds (a number >= 0)");
  return seconds;
}

}  // namespace pcgns::tool
