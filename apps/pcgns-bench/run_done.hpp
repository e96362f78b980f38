#pragma once
// Told on every rank after each measured run (one strategy or schedule, one repetition):
// what the progress of a benchmark counts.
#include <functional>

namespace pcgns::bench_app {

using RunDone = std::function<void()>;

}  // namespace pcgns::bench_app
