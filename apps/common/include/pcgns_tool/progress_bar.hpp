#pragma once
// A one-line progress bar: "[#######.....]  58%  1.20 GiB / 2.06 GiB  412.00 MiB/s  ETA 0:02".
// Redrawn at most every 100 ms; the clock and the stream are injectable for tests. Drawn
// only where a terminal shows it (progress.hpp decides): it rewrites its line with '\r'.
#include <cstdint>
#include <ostream>
#include <string>

#include "pcgns_tool/progress_unit.hpp"

namespace pcgns::tool {

class ProgressBar {
 public:
  explicit ProgressBar(std::ostream& out, ProgressClock clock = {}, ProgressUnit unit = ProgressUnit::bytes());
  void update(std::int64_t done, std::int64_t total);
  void finish();  // ends the line (once), when anything was drawn
  void clear();   // erases the line, so that other text can be printed; the next update redraws

  static std::string render(std::int64_t done, std::int64_t total, double seconds, int width = 30,
                            const ProgressUnit& unit = ProgressUnit::bytes());

 private:
  std::ostream& out_;
  ProgressClock clock_;
  ProgressUnit unit_;
  double start_ = 0;
  double last_draw_ = -1;
  bool drawn_ = false;
};

}  // namespace pcgns::tool
