#pragma once
// Turning the command line into the rules' inputs: the environment (detected, then
// --fs/--osts/--mpi) and the workload (--size, --file or --bench, ranks, nodes...).
#include <optional>

#include "pcgns/stripe/environment.hpp"
#include "pcgns/stripe/workload.hpp"
#include "stripe_cli.hpp"

namespace pcgns::stripe_app {

stripe::Environment environment_from(const StripeCli& cli);

// What a pcgns-bench JSON result says about the workload (0 when absent).
struct BenchFacts {
  std::int64_t bytes = 0;
  std::int64_t request_size = 0;
  int ranks = 0;
  double bandwidth_mib_s = 0;  // the best median write bandwidth among the results
};
// MissingInputError when unreadable, InputError when not a pcgns-bench result.
BenchFacts read_bench_result(const std::string& file);
// `bench`: what --bench's file says, read once by the caller.
stripe::Workload workload_from(const StripeCli& cli, const std::optional<BenchFacts>& bench);

}  // namespace pcgns::stripe_app
