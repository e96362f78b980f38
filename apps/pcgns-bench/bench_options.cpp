#include "bench_options.hpp"

#include <sys/statvfs.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "bench_environment.hpp"
#include "flash_files.hpp"
#include "flash_scenario.hpp"
#include "io_layout.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::bench_app {
namespace {

// MemAvailable of /proc/meminfo, in bytes; 0 when unknown.
std::int64_t available_memory() {
  std::ifstream meminfo("/proc/meminfo");
  std::string line;
  while (std::getline(meminfo, line))
    if (line.rfind("MemAvailable:", 0) == 0) {
      std::istringstream words(line.substr(13));
      std::int64_t kib = 0;
      words >> kib;
      return kib * 1024;
    }
  return 0;
}

void expand(std::vector<std::string>& chosen, const std::vector<std::string>& known, const char* what) {
  if (std::ranges::find(chosen, "all") != chosen.end()) chosen = known;
  for (const auto& name : chosen)
    if (std::ranges::find(known, name) == known.end())
      throw UsageError("unknown " + std::string(what) + " '" + name + "'");
}

void check_directory(const std::filesystem::path& dir) {
  std::error_code error;
  if (!std::filesystem::is_directory(dir, error))
    throw MissingInputError("--dir '" + dir.string() + "' is not a directory");
  if (::access(dir.c_str(), W_OK | X_OK) != 0) throw OutputError("--dir '" + dir.string() + "' is not writable");
}

std::string mib(std::int64_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

// What one scenario needs: this rank's memory, and the disk for its largest file set.
struct Needs {
  std::int64_t memory = 0;
  std::int64_t disk = 0;
};

// A rank holds its values twice (written, read back); the serial strategy's rank 0
// holds the whole file besides. The files of one strategy exist at a time.
Needs scenario_needs(MPI_Comm comm, const BenchOptions& options, const std::string& scenario, int per_node) {
  const int rank = rank_of(comm), ranks = size_of(comm);
  const bool serial =
      options.strategies.empty() || std::ranges::find(options.strategies, "serial") != options.strategies.end();
  if (scenario == "pipeline") {
    // Seven fields, and as much again to read a snapshot back for verification.
    const auto fields = static_cast<std::int64_t>(options.size_mib * 7 * (1 << 20)) / ranks;
    return {2 * fields, fields * ranks * (options.pipeline.steps / options.pipeline.interval)};
  }
  if (scenario == "flash") {
    // The guard-cell array, and the largest file's block twice (packed, read back).
    const FlashGeometry geometry = flash_geometry(options, ranks);
    const auto block = FlashFiles::rank_bytes(FlashKind::checkpoint, geometry);
    const auto file = block * ranks;
    return {FlashUnknowns::bytes(geometry) + 2 * block + (serial && rank == 0 ? file : 0), file};
  }
  const IoLayout layout = make_layout(scenario, options.size_mib, ranks, per_node, options.zones,
                                      options.zones_per_rank, options.ranks_per_zone);
  const auto file = layout.file_bytes();
  return {2 * layout.rank_bytes(rank) + (serial && rank == 0 ? file : 0), file};
}

// Every collective call first, then the checks: a node with less memory than the others
// may refuse alone (run_agreed then tells the others).
void check_sizes(MPI_Comm comm, const BenchOptions& options) {
  const int per_node = node_rank_count(comm);  // the node's memory is theirs together
  std::vector<Needs> needs;
  for (const auto& scenario : options.scenarios) {
    Needs mine = scenario_needs(comm, options, scenario, per_node), node;
    MPI_Allreduce(&mine.memory, &node.memory, 1, MPI_INT64_T, MPI_MAX, comm);
    needs.push_back({node.memory * per_node, mine.disk});
  }
  struct statvfs disk {};
  const bool disk_known = ::statvfs(options.dir.c_str(), &disk) == 0;
  const auto free_bytes = static_cast<std::int64_t>(disk.f_bavail) * static_cast<std::int64_t>(disk.f_frsize);
  const auto available = available_memory();
  for (std::size_t s = 0; s < needs.size(); ++s) {
    const std::string& scenario = options.scenarios[s];
    if (available > 0 && needs[s].memory > available)
      throw UsageError("scenario " + scenario + " needs about " + mib(needs[s].memory) +
                       " of memory on this node, but only " + mib(available) + " is available");
    if (disk_known && needs[s].disk > free_bytes)
      throw UsageError("scenario " + scenario + " makes files of " + mib(needs[s].disk) + ", but " +
                       options.dir.string() + " has only " + mib(free_bytes) + " free");
  }
}

}  // namespace

const std::vector<std::string>& known_scenarios() {
  static const std::vector<std::string> names{"a", "b", "c", "d", "e", "flash", "pipeline"};
  return names;
}

const std::vector<std::string>& known_strategies() {
  static const std::vector<std::string> names{"mpiio", "queue", "hdf5-coll", "hdf5-ind",
                                              "async", "fpp",   "serial",    "none"};
  return names;
}

void add_bench_options(CLI::App& app, BenchOptions& options) {
  app.add_option("--scenario", options.scenarios, "a, b, c, d, e, flash, pipeline or all (repeatable, or a comma list)")
      ->delimiter(',')
      ->type_name("NAME");
  app.add_option("--strategy", options.strategies,
                 "mpiio, queue, hdf5-coll, hdf5-ind, async, fpp, serial, none or all (default: all)")
      ->delimiter(',')
      ->type_name("NAME");
  app.add_option("--size", options.size_mib, "MiB of each of the file's seven double arrays")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--zones-per-rank", options.zones_per_rank, "Zones per rank (c) or per group of ranks (e)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--ranks-per-zone", options.ranks_per_zone, "Ranks sharing a zone (d, e)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--zones", options.zones, "Zones of scenario a")->check(CLI::PositiveNumber)->capture_default_str();
  app.add_option("--block", options.flash_cells, "Cells along each edge of a FLASH block (flash): 8, 16 or 32")
      ->check(CLI::IsMember({8, 16, 32}))
      ->capture_default_str();
  app.add_option("--blocks-per-rank", options.flash_blocks,
                 "FLASH blocks per rank (flash; default 80 of 8^3 cells, 160 of larger ones)")
      ->check(CLI::PositiveNumber);
  app.add_option("--reps", options.reps, "Repetitions of every figure")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  app.add_flag("!--no-read", options.read, "Do not measure reads");
  app.add_flag("--drop-cache", options.drop_cache,
               "Read back another rank's data (as IOR -C) so it does not come from this rank's page cache");
  app.add_flag("!--no-verify", options.verify, "Do not check the values read back");
  app.add_flag("--keep", options.keep, "Leave the last repetition's files in --dir");
  app.add_option("--dir", options.dir, "Directory for the benchmark files")->capture_default_str();
  app.add_option("--csv", options.csv, "Write every repetition as CSV to FILE")->type_name("FILE");
  add_pipeline_options(app, options.pipeline);
  tool::add_common_options(app, options.common, false, "Also print the MPI-IO hints in use");
}

void check_bench_options(MPI_Comm comm, BenchOptions& options) {
  mpi::run_agreed(comm, [&] {
    expand(options.scenarios, known_scenarios(), "scenario");
    expand(options.strategies, known_strategies(), "strategy");
    check_directory(options.dir);
  });
  mpi::run_agreed(comm, [&] { check_sizes(comm, options); });
}

}  // namespace pcgns::bench_app
