#include "merge_cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "merge_json.hpp"
#include "merge_text.hpp"
#include "pcgns/input_files.hpp"
#include "pcgns/merge/merge.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns_tool/clean_option.hpp"
#include "pcgns_tool/format.hpp"
#include "pcgns_tool/json_output.hpp"
#include "pcgns_tool/output_paths.hpp"
#include "pcgns_tool/progress.hpp"
#include "pcgns_tool/selection_options.hpp"

namespace pcgns::merge_app {
namespace {

WritePath write_path(const std::string& name) {
  if (name == "hdf5-collective") return WritePath::hdf5_collective;
  if (name == "hdf5-independent") return WritePath::hdf5_independent;
  return WritePath::queue;
}

merge::MergeOptions library_options(MPI_Comm comm, const MergeCli& cli) {
  merge::MergeOptions options;
  options.inputs = expand_inputs(comm, cli.inputs);
  options.output = cli.output;
  options.force = cli.common.force;
  options.dry_run = cli.dry_run;
  options.link = cli.link;
  options.new_times = cli.new_times;
  options.verify = cli.verify;
  options.check_inputs = cli.check_inputs;
  options.latest = cli.selection.latest;
  options.solutions = cli.selection.solutions;
  options.fields = cli.selection.fields;
  options.time = cli.selection.time;
  if (cli.cgns_version) options.version = CgnsVersion::parse_writable(*cli.cgns_version);
  options.expect_parts = cli.expect_parts;
  options.hints = tool::resolve_hints(cli.common, cli.output);
  options.write_path = write_path(cli.write_path);
  options.round_bytes = cli.round_mib << 20;
  return options;
}

}  // namespace

void add_options(CLI::App& app, MergeCli& cli) {
  auto* output = app.add_option("-o,--output", cli.output, "The merged CGNS file")->type_name("FILE");
  auto* inputs =
      app.add_option("inputs", cli.inputs, "Input files, directories (every *.cgns inside) or quoted glob patterns")
          ->type_name("INPUT");
  app.add_flag("--dry-run", cli.dry_run, "Check the inputs and print the plan; write nothing");
  app.add_flag("--link", cli.link, "Write CGNS links to the inputs' zones instead of copying (whole zones only)");
  tool::add_selection_options(app, cli.selection);
  app.add_flag("--new-times", cli.new_times,
               "Append to the existing output the time steps of the inputs it does not hold yet (the output is "
               "replaced when complete); without an output, merge all");
  app.add_flag("--verify", cli.verify, "Re-read the output and compare every array with the inputs");
  app.add_flag("--check-inputs,!--no-check-inputs", cli.check_inputs,
               "Check that whole zones' connectivity and point lists name vertices and elements the zone has "
               "(default: off, see docs/performance.md)");
  app.add_option("--cgns-version", cli.cgns_version, "Stamp the output with this CGNS version (default: highest input)")
      ->type_name("X.Y");
  app.add_option("--expect-parts", cli.expect_parts,
                 "The inputs are a set of N per-rank files (partition ranks P0..P(N-1)): a set with parts missing is "
                 "an error (65) even where its files do not record their number")
      ->check(CLI::Range(1, 1 << 30))
      ->type_name("N");
  tool::add_common_options(app, cli.common);
  tool::add_clean_option(app, cli.clean, {output, inputs});
  app.add_option("--write-path", cli.write_path, "Data path for the output (for benchmarks)")
      ->check(CLI::IsMember({"queue", "hdf5-collective", "hdf5-independent"}))
      ->group("Advanced");
  app.add_option("--round-mib", cli.round_mib, "MiB each rank reads per collective write round")
      ->check(CLI::Range(1, 1 << 20))
      ->group("Advanced");
}

int run(MPI_Comm comm, const MergeCli& cli) {
  if (cli.clean) return tool::run_clean(comm, "pcgns-merge", *cli.clean, cli.common.quiet);
  const int rank = rank_of(comm);
  tool::Progress progress(cli.common, rank, "pcgns-merge");  // a bad $PCGNS_PROGRESS_INTERVAL stops before any work
  const merge::MergeOptions options = library_options(comm, cli);
  // Where the outputs go is made ready before the work, not found wrong after it.
  if (!cli.dry_run && !cli.output.empty()) tool::create_parent_directories(comm, cli.output);
  tool::prepare_json_destination(comm, cli.common.json);
  const auto report = merge::run(comm, options, progress.callback());
  progress.finish();
  if (rank != 0) return report.verified.value_or(true) ? 0 : static_cast<int>(ExitCode::io);
  for (const auto& warning : report.warnings) tool::warn("pcgns-merge", warning);
  std::ostream& text = cli.common.json_on_stdout() ? std::cerr : std::cout;
  const bool nothing_new = report.new_times && report.new_times->appended == 0;
  if (!cli.common.quiet && nothing_new) {
    print_summary(text, report);
  } else if (!cli.common.quiet) {
    if (cli.dry_run || cli.common.verbose > 0) print_plan(text, report);
    if (!cli.dry_run) print_summary(text, report);
    if (cli.common.verbose > 0) tool::print_phases(text, report.phases);
  }
  if (cli.common.json) tool::write_json(report_json(report), *cli.common.json);
  if (report.verified.value_or(true)) return 0;
  print_mismatches(std::cerr, report);
  return static_cast<int>(ExitCode::io);
}

}  // namespace pcgns::merge_app
