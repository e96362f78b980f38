#pragma once
// What the progress tests share: sizes in MiB and a clock the test moves by hand.
#include <cstdint>
#include <functional>

namespace pcgns::tool::test {

inline constexpr std::int64_t kMiB = 1024 * 1024;

struct FakeClock {
  double now = 1000.0;  // seconds since some fixed point, as the real clocks count
  std::function<double()> clock() {
    return [this] { return now; };
  }
};

}  // namespace pcgns::tool::test
