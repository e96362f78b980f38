#include "stripe_cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "pcgns/error.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/stripe/recommendation.hpp"
#include "pcgns_tool/json_output.hpp"
#include "pcgns_tool/output_paths.hpp"
#include "stripe_apply.hpp"
#include "stripe_inputs.hpp"
#include "stripe_output.hpp"

namespace pcgns::stripe_app {

void add_options(CLI::App& app, StripeCli& cli) {
  app.add_option("path", cli.path, "Directory (or file) where the output will live (default: .)")->type_name("PATH");
  app.add_option("--fs", cli.fs, "Assume this file system instead of the detected one (lustre, gpfs, beegfs, nfs, ...)")
      ->type_name("NAME");
  app.add_option("--osts", cli.osts, "Number of Lustre OSTs (BeeGFS targets) instead of asking lfs")
      ->check(CLI::Range(1, 1 << 20))
      ->type_name("N");
  auto* size = app.add_option("--size", cli.size, "Total bytes the job writes (suffixes K, M, G, T: powers of 1024)")
                   ->type_name("BYTES");
  auto* file = app.add_option("--file", cli.file, "Take the size from an existing CGNS/HDF5 file (sum of its datasets)")
                   ->type_name("F.cgns");
  auto* bench = app.add_option("--bench", cli.bench, "Take the size (and ranks) from a pcgns-bench JSON result")
                    ->type_name("R.json");
  size->excludes(file)->excludes(bench);
  file->excludes(bench);
  app.add_option("--ranks", cli.ranks, "MPI ranks writing (default 1, or the --bench result's)")
      ->check(CLI::Range(1, 1 << 24))
      ->type_name("P");
  app.add_option("--nodes", cli.nodes, "Nodes of the job (default $SLURM_JOB_NUM_NODES or $SLURM_NNODES, else 1)")
      ->check(CLI::Range(1, 1 << 20))
      ->type_name("N");
  app.add_option("--pattern", cli.pattern, "shared: one file for all ranks; fpp: a file per rank; serial: one writer")
      ->check(CLI::IsMember({"shared", "fpp", "serial"}))
      ->type_name("shared|fpp|serial");
  app.add_option("--request-size", cli.request_size, "Bytes of one rank's typical write call")->type_name("BYTES");
  app.add_option("--mpi", cli.mpi, "MPI library the hints are for (default: the one pcgns runs on)")
      ->check(CLI::IsMember({"openmpi", "mpich", "cray"}))
      ->type_name("openmpi|mpich|cray");
  app.add_option("--format", cli.format,
                 "Output: text, json, shell, env (ROMIO_HINTS file / MPICH_MPIIO_HINTS) or hints")
      ->check(CLI::IsMember({"text", "json", "shell", "env", "hints"}))
      ->type_name("FORMAT");
  app.add_flag("--apply", cli.apply, "Run lfs setstripe on PATH (Lustre only)");
  app.add_option("--json", cli.json, "Also write the JSON report to FILE, or '-' for stdout")->type_name("FILE|-");
  app.add_flag("-q,--quiet", cli.quiet, "Print nothing but errors (with --apply or --json FILE)");
}

namespace {

std::string formatted(const StripeCli& cli, const Report& report) {
  if (cli.format == "json") return json_report(report).dump(2) + "\n";
  if (cli.format == "shell") return shell_script(report);
  if (cli.format == "env") return env_text(report);
  if (cli.format == "hints") return hint_lines(report);
  return text_report(report);
}

}  // namespace

int run(MPI_Comm comm, const StripeCli& cli) {
  // Not a parallel tool: under mpiexec every rank checks the inputs alike (so errors
  // agree), rank 0 alone applies and prints.
  const stripe::Environment environment = environment_from(cli);
  const std::optional<BenchFacts> bench =
      cli.bench ? std::optional<BenchFacts>(read_bench_result(*cli.bench)) : std::nullopt;
  const stripe::Workload workload = workload_from(cli, bench);
  const stripe::Recommendation recommendation = stripe::recommend(workload, environment);
  tool::prepare_json_destination(comm, cli.json);
  if (rank_of(comm) != 0) return 0;
  if (cli.apply) apply_layout(environment, recommendation);
  const double bench_bandwidth = bench ? bench->bandwidth_mib_s : 0;
  const Report report{workload, environment, recommendation, bench_bandwidth};
  if (!cli.quiet && !(cli.json && *cli.json == "-")) std::cout << formatted(cli, report) << std::flush;
  if (cli.json) tool::write_json(json_report(report), *cli.json);
  return 0;
}

}  // namespace pcgns::stripe_app
