#include "pipeline_scenario.hpp"

#include <sched.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <ostream>
#include <string>

#include "bench_report.hpp"
#include "pcgns/async_writer.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/sids/all.hpp"
#include "pipeline_model.hpp"

namespace pcgns::bench_app {
namespace {

constexpr std::array<const char*, kPipelineFields> kFieldNames{
    "Density", "MomentumX", "MomentumY", "MomentumZ", "EnergyStagnationDensity", "Pressure", "Temperature"};
constexpr std::array<const char*, 4> kSchedules{"compute", "sync", "async-end", "pipeline"};
constexpr std::array<const char*, 2> kTargets{"shared", "fpp"};

struct Rank {
  int rank = 0, ranks = 1;
  std::int64_t values = 0;  // per field on this rank
  std::int64_t first = 0;   // global index of its first value
};

Rank rank_share(MPI_Comm comm, double size_mib) {
  Rank r;
  MPI_Comm_rank(comm, &r.rank);
  MPI_Comm_size(comm, &r.ranks);
  const auto total = static_cast<std::int64_t>(size_mib * (1 << 20) / 8);
  r.values = std::max<std::int64_t>(total / r.ranks / 8 * 8, 8);
  r.first = r.values * r.rank;
  return r;
}

std::string snapshot_name(int snapshot) {
  char name[32];
  std::snprintf(name, sizeof name, "FlowSolution#%04d", snapshot + 1);
  return name;
}

std::string zone_of(int rank) { return "Zone_" + std::to_string(rank); }

std::string field_path(int rank, int snapshot, int field) {
  return "/Base/" + zone_of(rank) + "/" + snapshot_name(snapshot) + "/" + kFieldNames[static_cast<std::size_t>(field)];
}

bool is_snapshot(int step, int interval) { return (step + 1) % interval == 0; }
int snapshots(const PipelineOptions& o) { return o.steps / o.interval; }

// One zone per rank (its own only, in its own file, for fpp), a FlowSolution per snapshot.
void define_tree(Node& root, const Rank& me, bool shared, int snapshot_count) {
  Node& base = root.add(make_data_node<std::int32_t>("Base", "CGNSBase_t", {3, 3}));
  for (int r = shared ? 0 : me.rank; r < (shared ? me.ranks : me.rank + 1); ++r) {
    Node& zone = sids::add_zone(base, zone_of(r), sids::ZoneType::Unstructured,
                                sids::ZoneSizes::unstructured(me.values, me.values / 8));
    for (int s = 0; s < snapshot_count; ++s) {
      Node& solution = zone.add(Node(snapshot_name(s), "FlowSolution_t"));
      solution.add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
      for (const char* field : kFieldNames)
        solution.add(make_deferred_node(field, "DataArray_t", DataType::R8, {me.values}));
    }
  }
}

std::filesystem::path target_file(const PipelineOptions& o, const std::string& target, int rank) {
  if (target == "shared") return o.dir / "pcgns-bench-pipeline.cgns";
  return o.dir / ("pcgns-bench-pipeline_" + std::to_string(rank) + ".cgns");
}

AsyncWriter open_writer(MPI_Comm comm, const PipelineOptions& o, const std::string& target, const Rank& me,
                        bool synchronous) {
  AsyncWriteOptions options;
  options.synchronous = synchronous;
  if (target == "shared") {
    ParallelWriteOptions parallel;
    parallel.hints = o.hints;
    parallel.overwrite = true;
    return AsyncWriter(SharedFileTarget(comm, target_file(o, target, me.rank), parallel), options);
  }
  return AsyncWriter(FilePerProcessTarget(target_file(o, target, me.rank), {}, true), options);
}

struct RunTimes {
  double create = 0, loop = 0, close = 0;
  bool asynchronous = false;
};

// One run of a schedule: the loop is what is timed; the slowest rank counts.
RunTimes run_schedule(MPI_Comm comm, const PipelineOptions& o, const std::string& target, const std::string& schedule,
                      const Rank& me, double segment_seconds, std::vector<std::vector<double>>& fields) {
  RunTimes times;
  const bool writes = schedule != "compute";
  std::optional<AsyncWriter> writer;
  double start = MPI_Wtime();
  if (writes) {
    writer.emplace(open_writer(comm, o, target, me, schedule == "sync"));
    define_tree(writer->tree(), me, target == "shared", snapshots(o));
    writer->commit();
    times.asynchronous = writer->asynchronous();
  }
  times.create = MPI_Wtime() - start;
  MPI_Barrier(comm);
  start = MPI_Wtime();
  int snapshot = 0;
  std::array<std::string, kPipelineFields> in_flight;  // the path each field was last handed over under
  const auto hand_over = [&](int f) {
    const std::string path = field_path(me.rank, snapshot, f);
    writer->iwrite(path, 0, me.values, fields[static_cast<std::size_t>(f)].data());
    in_flight[static_cast<std::size_t>(f)] = path;
  };
  for (int step = 0; step < o.steps; ++step) {
    const bool snap = writes && is_snapshot(step, o.interval);
    for (int f = 0; f < kPipelineFields; ++f) {
      if (writes && !in_flight[static_cast<std::size_t>(f)].empty())
        writer->iwait(in_flight[static_cast<std::size_t>(f)]);
      emulate_compute(fields[static_cast<std::size_t>(f)], step, f, me.first, segment_seconds);
      if (snap && schedule == "pipeline") hand_over(f);
    }
    if (snap && schedule != "pipeline")
      for (int f = 0; f < kPipelineFields; ++f) hand_over(f);
    if (snap) ++snapshot;
  }
  if (writes) writer->wait_all();
  times.loop = MPI_Wtime() - start;
  start = MPI_Wtime();
  if (writes) writer->close();
  times.close = MPI_Wtime() - start;
  double local[3] = {times.create, times.loop, times.close}, worst[3];
  MPI_Allreduce(local, worst, 3, MPI_DOUBLE, MPI_MAX, comm);
  return {worst[0], worst[1], worst[2], times.asynchronous};
}

// Every snapshot of the file read back, one at a time, and compared with the values of
// its step.
void verify_file(MPI_Comm comm, const PipelineOptions& o, const std::string& target, const Rank& me) {
  const bool shared = target == "shared";
  const auto file = target_file(o, target, me.rank);
  ParallelReader reader(shared ? comm : MPI_COMM_SELF, file, shared ? o.hints : mpi::Hints{});
  std::vector<std::vector<double>> got(kPipelineFields, std::vector<double>(static_cast<std::size_t>(me.values)));
  for (int s = 0; s < snapshots(o); ++s) {
    for (int f = 0; f < kPipelineFields; ++f)
      reader.read(field_path(me.rank, s, f), 0, me.values, got[static_cast<std::size_t>(f)].data());
    reader.flush();
    const int step = (s + 1) * o.interval - 1;
    mpi::run_agreed(comm, [&] {
      for (int f = 0; f < kPipelineFields; ++f)
        for (std::int64_t i = 0; i < me.values; ++i)
          if (got[static_cast<std::size_t>(f)][static_cast<std::size_t>(i)] != pipeline_value(step, f, me.first + i))
            throw InputError(file.string() + ": node '" + field_path(me.rank, s, f) + "' element " + std::to_string(i) +
                             " does not hold the value of step " + std::to_string(step));
    });
  }
}

void remove_files(MPI_Comm comm, const PipelineOptions& o, const std::string& target, const Rank& me) {
  MPI_Barrier(comm);
  std::error_code ignored;
  if (target == "fpp" || me.rank == 0) std::filesystem::remove(target_file(o, target, me.rank), ignored);
  MPI_Barrier(comm);
}

// One synchronous snapshot's write time inside a loop whose fields take `segment_seconds`
// of compute each: the unit of the calibration.
double snapshot_write_seconds(MPI_Comm comm, const PipelineOptions& o, const Rank& me,
                              std::vector<std::vector<double>>& fields, double segment_seconds) {
  std::vector<double> seconds;
  for (int rep = 0; rep < 3; ++rep) {
    const auto compute = run_schedule(comm, o, "shared", "compute", me, segment_seconds, fields);
    const auto sync = run_schedule(comm, o, "shared", "sync", me, segment_seconds, fields);
    remove_files(comm, o, "shared", me);
    seconds.push_back(std::max(0.0, sync.loop - compute.loop) / snapshots(o));
  }
  std::sort(seconds.begin(), seconds.end());
  return seconds[1];
}

struct Setting {
  std::optional<double> ratio;
  double segment_seconds = 0;
};

// How many compute settings the runs go through: the given --compute-ms, else one per
// --compute-ratio. settings() and the announced run count both follow it.
std::size_t setting_count(const PipelineOptions& o) { return o.compute_ms > 0 ? 1 : o.compute_ratios.size(); }

std::vector<Setting> settings(MPI_Comm comm, const PipelineOptions& o, const Rank& me,
                              std::vector<std::vector<double>>& fields) {
  if (o.compute_ms > 0) return {{std::nullopt, o.compute_ms / 1000}};
  // Writes back to back cost less than between computations (there the page cache
  // fills and the file system throttles): measured once without compute, then again
  // with as much compute as writing in between, which the runs then use.
  const auto segment_for = [&](double ratio, double write) { return ratio * write / (kPipelineFields * o.interval); };
  double write = snapshot_write_seconds(comm, o, me, fields, 0);
  write = snapshot_write_seconds(comm, o, me, fields, segment_for(1, write));
  std::vector<Setting> result;
  for (const double ratio : o.compute_ratios) result.push_back({ratio, segment_for(ratio, write)});
  assert(result.size() == setting_count(o));
  return result;
}

// The cores this rank may run on: with one (mpiexec binds each rank to a core by
// default), the writer thread takes turns with the compute instead of overlapping it.
int usable_cores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  return sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 0;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const auto n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

}  // namespace

void add_pipeline_options(CLI::App& app, PipelineOptions& options) {
  app.add_option("--steps", options.steps, "pipeline: time steps per run")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--interval", options.interval, "pipeline: a snapshot every N steps")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--compute-ms", options.compute_ms,
                 "pipeline: compute per field segment in ms (default: calibrated from the write time)")
      ->check(CLI::PositiveNumber);
  app.add_option("--compute-ratio", options.compute_ratios,
                 "pipeline: compute between snapshots as multiples of one snapshot's write time")
      ->delimiter(',')
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
}

std::int64_t pipeline_runs(const PipelineOptions& options, int reps) {
  return static_cast<std::int64_t>(setting_count(options) * kTargets.size() * kSchedules.size()) * reps;
}

std::vector<Measurement> run_pipeline(MPI_Comm comm, const PipelineOptions& options, const RunDone& run_done) {
  if (options.steps < options.interval)
    throw UsageError("pipeline: --steps " + std::to_string(options.steps) + " makes no snapshot every --interval " +
                     std::to_string(options.interval) + " steps");
  const Rank me = rank_share(comm, options.size_mib);
  std::vector<std::vector<double>> fields(kPipelineFields, std::vector<double>(static_cast<std::size_t>(me.values)));
  const auto snapshot_bytes = static_cast<std::int64_t>(kPipelineFields) * me.values * 8 * me.ranks;
  int cores = usable_cores();
  MPI_Allreduce(MPI_IN_PLACE, &cores, 1, MPI_INT, MPI_MIN, comm);
  std::vector<Measurement> results;
  for (const Setting& setting : settings(comm, options, me, fields))
    for (const char* target : kTargets) {
      std::map<std::string, std::vector<RunTimes>> runs;
      for (int rep = 0; rep < options.reps; ++rep)
        for (const char* schedule : kSchedules) {
          runs[schedule].push_back(run_schedule(comm, options, target, schedule, me, setting.segment_seconds, fields));
          const bool last = rep + 1 == options.reps;
          if (last && options.verify && std::string(schedule) == "pipeline") verify_file(comm, options, target, me);
          if (!(last && options.keep && std::string(schedule) == "pipeline")) remove_files(comm, options, target, me);
          if (run_done) run_done();
        }
      const auto loop_median = [&](const char* schedule) {
        std::vector<double> loops;
        for (const auto& run : runs[schedule]) loops.push_back(run.loop);
        return median(loops);
      };
      const double compute = loop_median("compute"), sync = loop_median("sync");
      for (const char* schedule : kSchedules) {
        Measurement m{"pipeline", schedule,
                      "write",    std::string(schedule) == "compute" ? 0 : snapshot_bytes * snapshots(options),
                      {},         {}};
        std::vector<double> closes;
        for (const auto& run : runs[schedule]) {
          m.reps.push_back({run.loop, run.create, run.loop, run.close});
          closes.push_back(run.close);
        }
        const double hidden = hidden_share(compute, sync, loop_median(schedule));
        m.extra = {{"target", target},
                   {"compute_ratio", setting.ratio ? nlohmann::json(*setting.ratio) : nlohmann::json(nullptr)},
                   {"compute_seconds_per_field", setting.segment_seconds},
                   {"snapshots", snapshots(options)},
                   {"compute_seconds", compute},
                   {"write_seconds", sync - compute},
                   {"compute_over_write", sync > compute ? compute / (sync - compute) : 0.0},
                   {"close_seconds", median(closes)},
                   {"hidden_share", std::clamp(hidden, 0.0, 1.0)},
                   {"hidden_share_raw", hidden},
                   {"asynchronous", runs[schedule].front().asynchronous},
                   {"cores_per_rank", cores}};
        results.push_back(std::move(m));
      }
    }
  return results;
}

void print_pipeline_table(std::ostream& out, const std::vector<Measurement>& results) {
  out << "\n== pipeline: loop time per schedule (medians); hidden = share of the synchronous write time\n";
  if (!results.empty() && results.front().extra["cores_per_rank"].get<int>() == 1)
    out << "   note: each rank may run on one core only, so its writer thread takes turns with its compute\n"
           "   instead of overlapping it; give the ranks a spare core (mpiexec --bind-to none, or\n"
           "   --map-by ppr:N:node:pe=2) to hide the writes\n";
  char line[200];
  std::snprintf(line, sizeof line, "%-8s %-7s %9s %-10s %9s %9s %9s %8s %s\n", "compute", "target", "ms/field",
                "schedule", "loop s", "write s", "c/w", "hidden", "");
  out << line;
  for (const auto& m : results) {
    const auto& x = m.extra;
    const std::string ratio =
        x["compute_ratio"].is_null() ? "given" : std::to_string(x["compute_ratio"].get<double>()).substr(0, 4) + "xW";
    const std::string hidden = m.strategy == "compute" || m.strategy == "sync"
                                   ? "-"
                                   : std::to_string(std::lround(x["hidden_share"].get<double>() * 100)) + " %";
    std::snprintf(
        line, sizeof line, "%-8s %-7s %9.2f %-10s %9.3f %9.3f %9.2f %8s %s\n", ratio.c_str(),
        x["target"].get<std::string>().c_str(), x["compute_seconds_per_field"].get<double>() * 1000, m.strategy.c_str(),
        seconds_of(m).median, x["write_seconds"].get<double>(), x["compute_over_write"].get<double>(), hidden.c_str(),
        x["asynchronous"].get<bool>() || m.strategy == "compute" || m.strategy == "sync" ? ""
                                                                                         : "(synchronous fallback)");
    out << line;
  }
}

}  // namespace pcgns::bench_app
