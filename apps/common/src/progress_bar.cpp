#include "pcgns_tool/progress_bar.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

namespace pcgns::tool {
namespace {
double steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

ProgressBar::ProgressBar(std::ostream& out, bool enabled, Clock clock, ProgressUnit unit)
    : out_(out), enabled_(enabled), clock_(clock ? std::move(clock) : Clock(steady_seconds)), unit_(std::move(unit)) {
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
  if (!enabled_) return;
  const double now = clock_();
  if (drawn_ && now - last_draw_ < 0.1 && done < total) return;
  last_draw_ = now;
  drawn_ = true;
  out_ << '\r' << render(done, total, now - start_, 30, unit_) << "\x1b[K" << std::flush;
}

void ProgressBar::finish() {
  if (!enabled_ || !drawn_) return;
  out_ << '\n' << std::flush;
  drawn_ = false;
}

void ProgressBar::clear() {
  if (!enabled_ || !drawn_) return;
  out_ << "\r\x1b[K" << std::flush;
  drawn_ = false;
}

}  // namespace pcgns::tool
