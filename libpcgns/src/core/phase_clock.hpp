#pragma once
// Wall time of each phase of a tool's run, for -v and the JSON reports.
#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace pcgns {

using Phases = std::vector<std::pair<std::string, double>>;

class PhaseClock {
 public:
  explicit PhaseClock(Phases& phases) : phases_(phases) {}
  // Records the time since the previous phase ended (or since construction), added to
  // the phase's earlier time when it comes again (one per zone, say).
  void end(const char* phase) {
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    for (auto& [name, total] : phases_)
      if (name == phase) {
        total += seconds;
        return;
      }
    phases_.emplace_back(phase, seconds);
  }

 private:
  Phases& phases_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace pcgns
