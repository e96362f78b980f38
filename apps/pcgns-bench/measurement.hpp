#pragma once
// One figure of pcgns-bench: a scenario, a strategy and an operation, timed over every
// repetition. Every scenario returns these; the table, JSON and CSV writers read them.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace pcgns::bench_app {

// The wall time of one repetition on the slowest rank, split into its phases: create
// (open/define/commit), write or read (the data), close (flush, sync, rename).
struct Repetition {
  double seconds = 0;
  double create = 0;
  double transfer = 0;
  double close = 0;
};

struct Measurement {
  std::string scenario;    // "b", "flash", "pipeline", ...
  std::string strategy;    // "queue", "mpiio", "async", ...
  std::string op;          // "write" or "read"
  std::int64_t bytes = 0;  // per repetition, all ranks together
  std::vector<Repetition> reps;
  // Scenario-specific figures carried into the JSON report as they are (for example
  // the pipeline's hidden write share).
  nlohmann::json extra = nlohmann::json::object();
};

}  // namespace pcgns::bench_app
