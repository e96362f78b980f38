#pragma once
// The arithmetic of the pipeline scenario, kept apart so it can be tested alone: the
// values a field holds after each step (so any snapshot can be verified), the emulated
// compute, and the share of write time a schedule hides.
#include <cstdint>
#include <span>

namespace pcgns::bench_app {

inline constexpr int kPipelineFields = 7;

// The value of element `index` (global) of field `field` after step `step`: exact in a
// double for any realistic size, different for every field and step.
inline double pipeline_value(int step, int field, std::int64_t index) {
  return static_cast<double>(index) + 0.125 * field + 4096.0 * step;
}

// A solver's update of one field: writes the field's values for `step` over the whole
// buffer once, then computes (arithmetic, no memory traffic) until `seconds` have passed.
// Busy work, not a sleep: a real solver keeps its core busy, and the writer thread must
// find another.
void emulate_compute(std::span<double> field, int step, int field_number, std::int64_t first_index, double seconds);

// 1 - (schedule - compute) / (sync - compute): the share of the synchronous write time
// the schedule did not add to the compute-only loop. Not clamped (noise may push it past
// 0 or 1); 0 when the synchronous writes cost nothing measurable.
double hidden_share(double compute_seconds, double sync_seconds, double schedule_seconds);

}  // namespace pcgns::bench_app
