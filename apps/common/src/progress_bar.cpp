#include "pcgns_tool/progress_bar.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

namespace pcgns::tool {

ProgressBar::ProgressBar(std::ostream& out, ProgressClock clock, ProgressUnit unit)
    : out_(out), clock_(clock ? std::move(clock) : ProgressClock(steady_seconds)), unit_(std::move(unit)) {
  start_ = clock_();
}

std::string ProgressBar::render(std::int64_t done, std::int64_t total, double seconds, int width,
                                const ProgressUnit& unit) {
  const double fraction = progress_fraction(done, total);
  const int filled = static_cast<int>(fraction * width);
  std::string bar = "[" + std::string(static_cast<std::size_t>(filled), '#') +
                    std::string(static_cast<std::size_t>(width - filled), '.') + "]";
  char percent[8];
  std::snprintf(percent, sizeof percent, "%3d%%", static_cast<int>(fraction * 100));
  return bar + " " + percent + "  " + progress_figures(done, total, seconds, unit);
}

void ProgressBar::update(std::int64_t done, std::int64_t total) {
  const double now = clock_();
  if (drawn_ && now - last_draw_ < 0.1 && done < total) return;
  last_draw_ = now;
  drawn_ = true;
  out_ << '\r' << render(done, total, now - start_, 30, unit_) << "\x1b[K" << std::flush;
}

void ProgressBar::finish() {
  if (!drawn_) return;
  out_ << '\n' << std::flush;
  drawn_ = false;
}

void ProgressBar::clear() {
  if (!drawn_) return;
  out_ << "\r\x1b[K" << std::flush;
  drawn_ = false;
}

}  // namespace pcgns::tool
