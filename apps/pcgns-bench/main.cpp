// pcgns-bench: measure parallel CFD I/O patterns. For now one subcommand, generate,
// writes the sample file-per-process output the other tools are tested on.
#include "generate_command.hpp"
#include "pcgns_tool/tool_main.hpp"

int main(int argc, char** argv) {
  pcgns::bench_app::GenerateCli generate;
  CLI::App* generate_command = nullptr;
  return pcgns::tool::run_tool(
      argc, argv,
      {"pcgns-bench", "Measure parallel CFD I/O patterns; generate sample file-per-process output.",
       "Examples:\n"
       "  mpiexec -n 4 pcgns-bench generate --mesh unstructured --cells 100000 --parts 8 --steps 3 -o out/\n"
       "  pcgns-bench generate --mesh blocks --parts 4 --parts-per-file 2 -o blocks/",
       [&](CLI::App& app) {
         generate_command = pcgns::bench_app::add_generate_command(app, generate);
         app.require_subcommand(1);
       },
       [&](MPI_Comm comm) { return pcgns::bench_app::run_generate(comm, generate); }});
}
