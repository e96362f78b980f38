// pcgns-bench: measure parallel CFD I/O patterns side by side (the pCGNS scenarios,
// every write strategy against raw MPI-IO); `generate` writes the sample
// file-per-process output the other tools are tested on.
#include <CLI/CLI.hpp>

#include "bench_command.hpp"
#include "generate_command.hpp"
#include "pcgns_tool/tool_main.hpp"

int main(int argc, char** argv) {
  pcgns::bench_app::GenerateCli generate;
  pcgns::bench_app::BenchOptions bench;
  CLI::App* generate_command = nullptr;
  return pcgns::tool::run_tool(
      argc, argv,
      {"pcgns-bench", "Measure parallel CFD I/O patterns; generate sample file-per-process output.",
       "Scenarios (each file: 7 double arrays of --size MiB + 32-bit connectivity of half that):\n"
       "  a  --zones whole zones written by the first node's ranks   b  one zone per rank\n"
       "  c  --zones-per-rank whole zones per rank                   d  a zone per --ranks-per-zone ranks\n"
       "  e  --zones-per-rank zones per group of --ranks-per-zone ranks\n"
       "Strategies: mpiio (raw baseline), queue, hdf5-coll, hdf5-ind, async, fpp, serial, none.\n"
       "Examples:\n"
       "  mpiexec -n 4 pcgns-bench --scenario b,c --size 256 --dir /scratch/me --json bench.json\n"
       "  mpiexec -n 4 pcgns-bench --scenario e --ranks-per-zone 2 --strategy mpiio,queue --reps 9\n"
       "  mpiexec -n 4 pcgns-bench generate --mesh unstructured --cells 100000 --parts 8 --steps 3 -o out/\n"
       "  pcgns-bench generate --mesh blocks --parts 4 --parts-per-file 2 -o blocks/",
       [&](CLI::App& app) {
         pcgns::bench_app::add_bench_options(app, bench);
         generate_command = pcgns::bench_app::add_generate_command(app, generate);
         app.require_subcommand(0, 1);
       },
       [&](MPI_Comm comm) {
         if (generate_command->parsed()) return pcgns::bench_app::run_generate(comm, generate);
         return pcgns::bench_app::run_bench(comm, bench);
       },
       true});  // the async strategy's writer thread makes collective MPI-IO calls
}
