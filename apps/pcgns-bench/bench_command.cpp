#include "bench_command.hpp"

#include <iostream>
#include <sstream>

#include "bench_environment.hpp"
#include "bench_report.hpp"
#include "bench_run.hpp"
#include "flash_scenario.hpp"
#include "layout_files.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sys/safe_file.hpp"
#include "pcgns_tool/json_output.hpp"
#include "pcgns_tool/output_paths.hpp"
#include "pcgns_tool/progress.hpp"
#include "pcgns_tool/report_header.hpp"
#include "pcgns_tool/tool_main.hpp"
#include "scratch_directory.hpp"

namespace pcgns::bench_app {
namespace {

std::string title(const IoLayout& layout, const BenchOptions& options, int ranks) {
  return "scenario " + layout.scenario + ": " + std::to_string(ranks) + " rank(s), " + layout.describe() + ", " +
         std::to_string(options.reps) + " repetition(s)";
}

void write_csv_file(const std::string& file, const std::vector<Measurement>& results) {
  std::ostringstream text;
  write_csv(text, results);
  try {
    sys::write_file_safely(file, text.str());
  } catch (const OutputError& e) {
    throw OutputError(std::string("CSV report: ") + e.what());
  }
}

// -v: the MPI-IO hints every strategy's file gets.
void print_hints(std::ostream& out, const mpi::Hints& hints) {
  out << "MPI-IO hints:";
  if (hints.empty()) out << " none";
  for (const auto& [key, value] : hints) out << " " << key << "=" << value;
  out << "\n";
}

PipelineOptions pipeline_options(const BenchOptions& options, const mpi::Hints& hints) {
  PipelineOptions pipeline = options.pipeline;
  pipeline.size_mib = options.size_mib;
  pipeline.reps = options.reps;
  pipeline.dir = options.dir;
  pipeline.hints = hints;
  pipeline.verify = options.verify;
  pipeline.keep = options.keep;
  return pipeline;
}

}  // namespace

int run_bench(MPI_Comm comm, BenchOptions& options) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  tool::Progress progress(options.common, rank, "pcgns-bench", tool::ProgressUnit::items("runs"));
  check_bench_options(comm, options);
  tool::prepare_json_destination(comm, options.common.json);
  const mpi::Hints hints = tool::resolve_hints(options.common, options.dir.string());
  const std::filesystem::path user_dir = options.dir;
  const ScratchDirectory scratch(comm, user_dir);
  options.dir = scratch.path();  // every file the scenarios write goes there
  auto environment = describe_environment(comm, options.dir, hints, options.drop_cache);
  environment["dir"] = std::filesystem::absolute(user_dir).string();  // not the scratch directory
  std::ostream& out = options.common.json_on_stdout() ? std::cerr : std::cout;
  const bool talk = rank == 0 && !options.common.quiet;
  const auto header = tool::report_header("pcgns-bench", "bench");
  if (talk)
    out << "pcgns-bench: " << ranks << " rank(s) on " << header["hosts"].size() << " host(s), " << user_dir.string()
        << " (" << environment["filesystem"].get<std::string>() << "), reads "
        << (options.read ? environment["cache_note"].get<std::string>() : "not measured") << "\n";
  if (talk && options.common.verbose > 0) print_hints(out, hints);
  const int per_node = node_rank_count(comm);
  const std::int64_t runs = planned_runs(options);
  std::int64_t runs_done = 0;
  const RunDone run_done = [&] { progress.update(++runs_done, runs); };
  std::vector<Measurement> all;
  for (const auto& scenario : options.scenarios) {
    if (scenario == "pipeline") {
      auto results = run_pipeline(comm, pipeline_options(options, hints), run_done);
      progress.clear();
      if (talk) {
        print_pipeline_table(out, results);
        out.flush();
      }
      all.insert(all.end(), results.begin(), results.end());
      continue;
    }
    if (scenario == "flash") {
      auto results = run_flash(
          comm, options, hints,
          [&](const std::string& heading, const auto& figures) {
            progress.clear();
            if (!talk) return;
            print_table(out, heading, figures);
            out.flush();
          },
          run_done);
      all.insert(all.end(), results.begin(), results.end());
      continue;
    }
    const IoLayout layout = make_layout(scenario, options.size_mib, ranks, per_node, options.zones,
                                        options.zones_per_rank, options.ranks_per_zone);
    LayoutFiles files(layout, rank);
    auto results = run_scenario(comm, options, scenario, files, hints, run_done);
    progress.clear();
    if (talk) {
      print_table(out, title(layout, options, ranks), results);
      out.flush();
    }
    all.insert(all.end(), results.begin(), results.end());
  }
  progress.finish();
  if (options.keep) scratch.keep_files();
  options.dir = user_dir;
  if (rank != 0) return 0;
  if (options.common.json)
    tool::write_json(
        tool::with_header(header, {{"environment", environment},
                                   {"options",
                                    {{"size_bytes", static_cast<std::int64_t>(options.size_mib * 1024 * 1024)},
                                     {"reps", options.reps},
                                     {"zones_per_rank", options.zones_per_rank},
                                     {"ranks_per_zone", options.ranks_per_zone},
                                     {"zones", options.zones},
                                     {"block_edge_cells", options.flash_cells},
                                     {"blocks_per_rank", flash_geometry(options, ranks).blocks_per_rank},
                                     {"read", options.read},
                                     {"verify", options.verify},
                                     {"drop_cache", options.drop_cache}}},
                                   {"results", results_json(all)}}),
        *options.common.json);
  if (options.csv) write_csv_file(*options.csv, all);
  return 0;
}

}  // namespace pcgns::bench_app
