#pragma once
// Progress for a batch log, where no terminal redraws a bar: now and then one plain line
// "pcgns-merge: progress  58%  1.20 GiB / 2.06 GiB  412.00 MiB/s  ETA 0:02".
//
// A line at most every `interval` seconds, and further apart on a long run so that a
// whole run writes about kMaxLines of them (the spacing grows with the expected
// duration, estimated from the rate so far). The clock is injectable for tests.
#include <cstdint>
#include <ostream>
#include <string>

#include "pcgns_tool/progress_unit.hpp"

namespace pcgns::tool {

class ProgressLines {
 public:
  static constexpr int kMaxLines = 20;

  ProgressLines(std::ostream& out, std::string tool, double interval, ProgressUnit unit = ProgressUnit::bytes(),
                ProgressClock clock = {});
  void update(std::int64_t done, std::int64_t total);

  static std::string render(const std::string& tool, std::int64_t done, std::int64_t total, double seconds,
                            const ProgressUnit& unit = ProgressUnit::bytes());

 private:
  // Seconds between two lines once `done` of `total` took `elapsed`.
  double spacing(std::int64_t done, std::int64_t total, double elapsed) const;

  std::ostream& out_;
  std::string tool_;
  double interval_;
  ProgressUnit unit_;
  ProgressClock clock_;
  double start_ = 0;
  double last_line_ = 0;
  std::int64_t last_done_ = -1;
};

// The interval of $PCGNS_PROGRESS_INTERVAL (seconds, >= 0), else `fallback`.
// UsageError when it is set to anything else.
double progress_interval_from_environment(double fallback = 5.0);

}  // namespace pcgns::tool
