#include "pipeline_model.hpp"

#include <chrono>

namespace pcgns::bench_app {

void emulate_compute(std::span<double> field, int step, int field_number, std::int64_t first_index, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (std::size_t i = 0; i < field.size(); ++i)
    field[i] = pipeline_value(step, field_number, first_index + static_cast<std::int64_t>(i));
  // The rest of the segment is arithmetic in registers, like a solver's flux kernels
  // between its sweeps over memory; `volatile` keeps the compiler from dropping it.
  volatile double sink = 0;
  double x = 1.0 + field_number;
  while (std::chrono::steady_clock::now() < until) {
    for (int k = 0; k < 4096; ++k) x = x * 1.0000001 + 1e-9;
    sink = x;
  }
  (void)sink;
}

double hidden_share(double compute_seconds, double sync_seconds, double schedule_seconds) {
  const double write = sync_seconds - compute_seconds;
  if (write <= 0) return 0;
  return 1 - (schedule_seconds - compute_seconds) / write;
}

}  // namespace pcgns::bench_app
