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
  // Records the time since the previous phase ended (or since construction).
  void end(const char* phase) {
    const auto now = std::chrono::steady_clock::now();
    phases_.emplace_back(phase, std::chrono::duration<double>(now - last_).count());
    last_ = now;
  }

 private:
  Phases& phases_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace pcgns
