#include "stripe_inputs.hpp"

#include <mpi.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "pcgns/error.hpp"
#include "pcgns/stripe/auto_hints.hpp"
#include "pcgns/stripe/byte_size.hpp"
#include "pcgns/stripe/detect.hpp"
#include "pcgns/stripe/file_system.hpp"
#include "pcgns/stripe/file_workload.hpp"

namespace pcgns::stripe_app {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string mpi_library_version() {
  char text[MPI_MAX_LIBRARY_VERSION_STRING] = {};
  int length = 0;
  MPI_Get_library_version(text, &length);
  return std::string(text, static_cast<std::size_t>(length));
}

// The largest value of `key` among the result objects (0 when none has a number there).
std::int64_t largest(const json& results, const char* key) {
  std::int64_t value = 0;
  for (const auto& result : results)
    if (result.is_object() && result.contains(key) && result[key].is_number())
      value = std::max(value, result[key].get<std::int64_t>());
  return value;
}

// The best median write bandwidth (bandwidth_mib_s.median of the write results;
// bandwidth_mibs before schema_version 1).
double best_write_bandwidth(const json& results) {
  double best = 0;
  for (const auto& result : results) {
    if (!result.is_object() || result.value("op", "") != "write") continue;
    const char* key = result.contains("bandwidth_mib_s") ? "bandwidth_mib_s" : "bandwidth_mibs";
    if (!result.contains(key)) continue;
    const json& bandwidth = result[key];
    if (bandwidth.is_object() && bandwidth.contains("median") && bandwidth["median"].is_number())
      best = std::max(best, bandwidth["median"].get<double>());
  }
  return best;
}

// The ranks of the run: top level since schema_version 1, under "environment" before.
int ranks_of(const json& document, const json& results) {
  for (const json* place : {&document, document.contains("environment") ? &document["environment"] : nullptr})
    if (place && place->is_object() && place->contains("ranks") && (*place)["ranks"].is_number_integer())
      return (*place)["ranks"].get<int>();
  return static_cast<int>(largest(results, "ranks"));
}

// Absolute and without "." or a trailing slash: the form printed and given to lfs.
fs::path normalised(const std::string& path) {
  fs::path result = fs::absolute(path).lexically_normal();
  if (!result.has_filename() && result.has_relative_path()) result = result.parent_path();
  return result;
}

}  // namespace

stripe::Environment environment_from(const StripeCli& cli) {
  stripe::Environment environment = stripe::detect_environment(normalised(cli.path));
  if (cli.fs) {
    environment.fs = stripe::canonical_fs_name(*cli.fs);
    if (environment.fs != environment.detected_fs) {
      // What statfs and lfs measured belongs to another file system.
      environment.block_size = 0;
      environment.layout.reset();
      environment.osts = 0;
    }
  }
  if (cli.osts) environment.osts = *cli.osts;
  const std::string version = mpi_library_version();
  environment.mpi = cli.mpi ? stripe::parse_mpi_flavor(*cli.mpi) : stripe::mpi_flavor_from_version(version);
  if (stripe::mpi_flavor_from_version(version) == stripe::MpiFlavor::openmpi)
    environment.romio_component = stripe::romio_component_from_version(version);
  return environment;
}

BenchFacts read_bench_result(const std::string& file) {
  std::ifstream in(file);
  if (!in || fs::is_directory(file)) throw MissingInputError("--bench '" + file + "' does not exist or cannot be read");
  json document;
  try {
    document = json::parse(in);
  } catch (const json::exception& e) {
    throw InputError("--bench '" + file + "' is not JSON: " + e.what());
  }
  if (!document.is_object() || !document.contains("results") || !document["results"].is_array())
    throw InputError("--bench '" + file + "' is not a pcgns-bench result (no \"results\" list)");
  const json& results = document["results"];
  BenchFacts facts;
  facts.bytes = largest(results, "bytes");
  if (facts.bytes <= 0) throw InputError("--bench '" + file + "': no result has a positive \"bytes\"");
  facts.request_size = std::max(largest(results, "request_size"), largest(results, "request_bytes"));
  facts.ranks = ranks_of(document, results);
  facts.bandwidth_mib_s = best_write_bandwidth(results);
  return facts;
}

stripe::Workload workload_from(const StripeCli& cli, const std::optional<BenchFacts>& bench) {
  stripe::Workload workload;
  workload.pattern = stripe::parse_pattern(cli.pattern);
  workload.nodes = cli.nodes.value_or(stripe::job_nodes_from_environment());
  workload.ranks = cli.ranks.value_or(1);
  if (cli.size) workload.bytes = stripe::parse_byte_size(*cli.size, "--size");
  if (cli.request_size) workload.request_size = stripe::parse_byte_size(*cli.request_size, "--request-size");
  if (bench) {
    workload.bytes = bench->bytes;
    if (!cli.ranks && bench->ranks > 0) workload.ranks = bench->ranks;
    if (!cli.request_size) workload.request_size = bench->request_size;
  }
  if (cli.file) {
    const stripe::FileWorkload measured = stripe::measure_file(*cli.file);
    workload.bytes = measured.bytes;
    // Written in parallel, the largest array is split among the ranks of the file.
    if (!cli.request_size && measured.largest_array > 0)
      workload.request_size = std::max<std::int64_t>(1, measured.largest_array / workload.writers_per_file());
  }
  // A rank runs on one node: more nodes than ranks would leave nodes idle.
  workload.nodes = std::min(workload.nodes, workload.ranks);
  return workload;
}

}  // namespace pcgns::stripe_app
