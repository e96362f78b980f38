#pragma once
// What a run's progress counts: bytes (merge, split) or whole items (a benchmark's runs,
// generated files), and the figures every progress display shows for it.
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace pcgns::tool {

struct ProgressUnit {
  std::string noun;  // plural, e.g. "files"; empty: bytes

  static ProgressUnit bytes() { return {}; }
  static ProgressUnit items(std::string plural) { return {std::move(plural)}; }
  std::string amount(double value) const;     // "1.20 GiB", "7 files"
  std::string rate(double per_second) const;  // "412.00 MiB/s", "2.5 files/s"
};

// "1.20 GiB / 2.06 GiB  412.00 MiB/s  ETA 0:02": done and total, the mean rate since the
// start and the time left at that rate (none once done, or before any rate is known).
std::string progress_figures(std::int64_t done, std::int64_t total, double seconds, const ProgressUnit& unit);

// The share done, 0..1 (1 when there is nothing to do).
double progress_fraction(std::int64_t done, std::int64_t total);

// Seconds since some fixed point; the displays take one so that tests can inject a fake.
using ProgressClock = std::function<double()>;

// The steady clock in seconds: what a display uses when it is given no clock.
double steady_seconds();

}  // namespace pcgns::tool
