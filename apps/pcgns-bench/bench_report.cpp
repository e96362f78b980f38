#include "bench_report.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "pcgns_tool/report_header.hpp"

namespace pcgns::bench_app {
namespace {

constexpr double kMib = 1 << 20;

Statistic statistic(std::vector<double> values) {
  if (values.empty()) return {};
  std::sort(values.begin(), values.end());
  const auto n = values.size();
  const double median = n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
  return {values.front(), median, values.back()};
}

double bandwidth(std::int64_t bytes, double seconds) {
  return seconds > 0 ? static_cast<double>(bytes) / kMib / seconds : 0;
}

const Measurement* baseline(const std::vector<Measurement>& results, const Measurement& m) {
  for (const auto& other : results)
    if (other.strategy == "mpiio" && other.op == m.op && other.scenario == m.scenario) return &other;
  return nullptr;
}

std::string format(const char* pattern, double value) {
  char text[64];
  std::snprintf(text, sizeof text, pattern, value);
  return text;
}

}  // namespace

Statistic seconds_of(const Measurement& m) {
  std::vector<double> values;
  for (const auto& rep : m.reps) values.push_back(rep.seconds);
  return statistic(values);
}

Statistic bandwidth_of(const Measurement& m) {
  std::vector<double> values;
  for (const auto& rep : m.reps) values.push_back(bandwidth(m.bytes, rep.seconds));
  return statistic(values);
}

double median_phase(const Measurement& m, double Repetition::*phase) {
  std::vector<double> values;
  for (const auto& rep : m.reps) values.push_back(rep.*phase);
  return statistic(values).median;
}

void print_table(std::ostream& out, const std::string& title, const std::vector<Measurement>& results) {
  out << "\n== " << title << "\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-10s %-5s %9s %10s %21s %9s %9s %9s %8s\n", "strategy", "op", "MiB", "MiB/s",
                "(min .. max)", "create s", "data s", "close s", "vs mpiio");
  out << line;
  for (const auto& m : results) {
    const auto rate = bandwidth_of(m);
    const Measurement* ref = baseline(results, m);
    const double ref_rate = ref ? bandwidth_of(*ref).median : 0;
    const std::string efficiency = m.bytes == 0 || ref_rate == 0 ? "-" : format("%.2f", rate.median / ref_rate);
    const std::string mib = m.bytes == 0 ? "-" : format("%.1f", static_cast<double>(m.bytes) / kMib);
    const std::string mibs = m.bytes == 0 ? "-" : format("%.1f", rate.median);
    const std::string range = m.bytes == 0 ? format("(%.6f s)", seconds_of(m).median)
                                           : "(" + format("%.1f", rate.min) + " .. " + format("%.1f", rate.max) + ")";
    std::snprintf(line, sizeof line, "%-10s %-5s %9s %10s %21s %9.4f %9.4f %9.4f %8s\n", m.strategy.c_str(),
                  m.op.c_str(), mib.c_str(), mibs.c_str(), range.c_str(), median_phase(m, &Repetition::create),
                  median_phase(m, &Repetition::transfer), median_phase(m, &Repetition::close), efficiency.c_str());
    out << line;
  }
}

nlohmann::json results_json(const std::vector<Measurement>& results) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& m : results) {
    nlohmann::json reps = nlohmann::json::array();
    for (const auto& rep : m.reps)
      reps.push_back({{"seconds", rep.seconds},
                      {"create_seconds", rep.create},
                      {"transfer_seconds", rep.transfer},
                      {"close_seconds", rep.close}});
    const auto rate = bandwidth_of(m);
    const auto time = seconds_of(m);
    // Enumerations are snake_case in the reports, whatever their spelling on the command line.
    nlohmann::json entry = {{"scenario", tool::snake_case(m.scenario)},
                            {"strategy", tool::snake_case(m.strategy)},
                            {"op", m.op},
                            {"bytes", m.bytes},
                            {"reps", reps},
                            {"seconds", {{"min", time.min}, {"median", time.median}, {"max", time.max}}},
                            {"bandwidth_mib_s", {{"min", rate.min}, {"median", rate.median}, {"max", rate.max}}}};
    entry.update(m.extra);
    list.push_back(entry);
  }
  return list;
}

void write_csv(std::ostream& out, const std::vector<Measurement>& results) {
  out << "scenario,strategy,op,rep,bytes,seconds,create_seconds,transfer_seconds,close_seconds,bandwidth_mib_s\n";
  for (const auto& m : results)
    for (std::size_t r = 0; r < m.reps.size(); ++r) {
      const auto& rep = m.reps[r];
      out << tool::snake_case(m.scenario) << ',' << tool::snake_case(m.strategy) << ',' << m.op << ',' << r + 1 << ','
          << m.bytes << ',' << rep.seconds << ',' << rep.create << ',' << rep.transfer << ',' << rep.close << ','
          << bandwidth(m.bytes, rep.seconds) << '\n';
    }
}

}  // namespace pcgns::bench_app
