#pragma once
// pcgns-bench's output: the readable table, the JSON report and the CSV of every
// repetition, all from the same Measurements.
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "measurement.hpp"

namespace pcgns::bench_app {

struct Statistic {
  double min = 0, median = 0, max = 0;
};
// Over the repetitions' whole-run seconds, and the bandwidth they give (MiB/s).
Statistic seconds_of(const Measurement& m);
Statistic bandwidth_of(const Measurement& m);
// Median of one phase (&Repetition::create, ...).
double median_phase(const Measurement& m, double Repetition::*phase);

// One table per scenario: bandwidth, phases and efficiency against mpiio (same op).
void print_table(std::ostream& out, const std::string& title, const std::vector<Measurement>& results);

nlohmann::json results_json(const std::vector<Measurement>& results);
void write_csv(std::ostream& out, const std::vector<Measurement>& results);

}  // namespace pcgns::bench_app
