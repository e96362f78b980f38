#include "split_cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <sstream>

#include "pcgns/input_files.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns_tool/clean_option.hpp"
#include "pcgns_tool/format.hpp"
#include "pcgns_tool/json_output.hpp"
#include "pcgns_tool/output_paths.hpp"
#include "pcgns_tool/progress.hpp"
#include "pcgns_tool/selection_options.hpp"
#include "split_json.hpp"
#include "split_text.hpp"

namespace pcgns::split_app {
namespace {

split::Method method_of(const std::string& name) {
  if (name == "block") return split::Method::block;
  if (name == "ptscotch") return split::Method::ptscotch;
  if (name == "metis") return split::Method::metis;
  if (name == "hilbert") return split::Method::hilbert;
  return split::Method::automatic;
}

split::SplitOptions library_options(MPI_Comm comm, const SplitCli& cli) {
  split::SplitOptions options;
  options.inputs = expand_inputs(comm, cli.inputs);
  options.stem = cli.stem;
  options.parts = cli.parts;
  options.method = method_of(cli.method);
  options.imbalance_tolerance = cli.imbalance;
  options.weights = cli.weights;
  options.renumber = cli.renumber == "rcm"       ? split::CellOrder::rcm
                     : cli.renumber == "hilbert" ? split::CellOrder::hilbert
                                                 : split::CellOrder::none;
  options.interface = cli.interface == "face"     ? split::InterfaceLocation::face
                      : cli.interface == "vertex" ? split::InterfaceLocation::vertex
                                                  : split::InterfaceLocation::automatic;
  options.main_file = !cli.no_main;
  options.force = cli.common.force;
  options.dry_run = cli.dry_run;
  if (cli.cgns_version) options.version = CgnsVersion::parse_writable(*cli.cgns_version);
  options.expect_parts = cli.expect_parts;
  options.selection = cli.selection;
  options.hints = tool::resolve_hints(cli.common, cli.stem);
  return options;
}

}  // namespace

void add_options(CLI::App& app, SplitCli& cli) {
  auto* parts =
      app.add_option("--parts", cli.parts, "Number of parts M (the rank count of the restart)")->type_name("M");
  auto* output =
      app.add_option("-o,--output", cli.stem, "Output stem: writes STEM_sub_<r>.cgns for each part and STEM.cgns")
          ->type_name("STEM");
  auto* inputs =
      app.add_option("inputs", cli.inputs,
                     "One CGNS file, or a per-rank set: files, directories (every *.cgns inside) or quoted globs")
          ->type_name("INPUT");
  app.add_option("--method", cli.method,
                 "Partitioning method: block cuts structured zones into boxes; ptscotch (PT-Scotch on the "
                 "distributed cell graph), metis (METIS on the gathered graph, small meshes) and hilbert (cells "
                 "along a Hilbert curve, no graph) cut unstructured zones; auto (the default) cuts structured zones by "
                 "block and unstructured ones into short pieces of the Hilbert curve, which METIS groups into parts "
                 "on the graph of the pieces; then cells move across the parts' boundaries where that cuts fewer "
                 "faces within --imbalance. A case holding both kinds cuts each its own way into the same part files"
                 " (--method names the unstructured zones' partitioner)")
      ->check(CLI::IsMember({"auto", "block", "ptscotch", "metis", "hilbert"}));
  app.add_option("--imbalance", cli.imbalance,
                 "Allowed imbalance of the unstructured partitioners (largest part over the mean, minus 1); "
                 "a warning when any part exceeds it")
      ->check(CLI::Range(0.0, 10.0))
      ->type_name("TOL");
  app.add_option("--weights", cli.weights,
                 "Per-cell weights for auto, ptscotch, metis and hilbert: a file of numbers (one per cell, the "
                 "unstructured zones' cells one zone after the other) or, when no such file exists, the name of a "
                 "cell-centred array of every zone (e.g. Cost or FlowSolution/Cost)")
      ->type_name("FILE|FIELD");
  app.add_option("--renumber", cli.renumber,
                 "Order of the cells inside each unstructured partition, for the solver's cache: none (the "
                 "original order), rcm (reverse Cuthill-McKee over shared faces) or hilbert (along a Hilbert "
                 "curve through the centroids)")
      ->check(CLI::IsMember({"none", "rcm", "hilbert"}))
      ->capture_default_str();
  app.add_option("--interface", cli.interface,
                 "How interfaces between unstructured partitions are written: vertex (GridConnectivity_t "
                 "PointList/PointListDonor of shared vertices), face (the shared faces listed at FaceCenter: "
                 "a polyhedral zone's NGON_n faces, or TRI_3/QUAD_4 elements added to each part for linear 3-D "
                 "cells) or auto (face in NGON_n/NFACE_n zones, vertex in others). Structured parts always get "
                 "GridConnectivity1to1_t ranges")
      ->check(CLI::IsMember({"auto", "vertex", "face"}))
      ->capture_default_str();
  app.add_flag("--no-main", cli.no_main, "Do not write the main file STEM.cgns of links");
  app.add_flag("--dry-run", cli.dry_run,
               "Check the inputs and print the partition plan and its quality; write nothing");
  app.add_option("--cgns-version", cli.cgns_version,
                 "Stamp the outputs with this CGNS version (default: highest input)")
      ->type_name("X.Y");
  app.add_option("--expect-parts", cli.expect_parts,
                 "The inputs are a set of N per-rank files (partition ranks P0..P(N-1)): a set with parts missing is "
                 "an error (65) even where its files do not record their number")
      ->check(CLI::Range(1, 1 << 30))
      ->type_name("N");
  tool::add_selection_options(app, cli.selection);
  tool::add_common_options(app, cli.common);
  tool::add_clean_option(app, cli.clean, {parts, output, inputs});
}

int run(MPI_Comm comm, const SplitCli& cli) {
  if (cli.clean) return tool::run_clean(comm, "pcgns-split", *cli.clean, cli.common.quiet);
  const int rank = rank_of(comm);
  tool::Progress progress(cli.common, rank, "pcgns-split");  // a bad $PCGNS_PROGRESS_INTERVAL stops before any work
  const split::SplitOptions options = library_options(comm, cli);
  // Where the outputs go is made ready before the work, not found wrong after it.
  if (!cli.dry_run && !cli.stem.empty()) tool::create_parent_directories(comm, cli.stem);
  tool::prepare_json_destination(comm, cli.common.json);
  const auto report = split::run(comm, options, progress.callback());
  progress.finish();
  if (rank != 0) return 0;
  for (const auto& warning : report.warnings) tool::warn("pcgns-split", warning);
  std::ostream& text = cli.common.json_on_stdout() ? std::cerr : std::cout;
  if (!cli.common.quiet) {
    if (cli.dry_run || cli.common.verbose > 0) print_plan(text, report);
    if (!cli.dry_run) print_summary(text, report);
    if (cli.common.verbose > 0) tool::print_phases(text, report.phases);
  }
  if (report.imbalance > cli.imbalance) {
    std::ostringstream line;
    line << "imbalance " << report.imbalance * 100 << " % exceeds --imbalance " << cli.imbalance * 100
         << " % (zones cannot be cut finer for " << report.parts << " parts)";
    tool::warn("pcgns-split", line.str());
  }
  if (cli.common.json) tool::write_json(report_json(report), *cli.common.json);
  return 0;
}

}  // namespace pcgns::split_app
