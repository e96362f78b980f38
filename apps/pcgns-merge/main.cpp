// pcgns-merge: gather file-per-process CGNS output into one standard CGNS file.
#include "merge_cli.hpp"

#include "pcgns_tool/tool_main.hpp"

int main(int argc, char** argv) {
  pcgns::merge_app::MergeCli cli;
  return pcgns::tool::run_tool(
      argc, argv,
      {"pcgns-merge", "Gather file-per-process CGNS output into one standard CGNS file, in parallel.",
       "Examples:\n"
       "  mpiexec -n 64 pcgns-merge -o run.cgns 'out/sol_*.cgns'\n"
       "  srun pcgns-merge --json run.json -o run.cgns out/\n"
       "  mpiexec -n 8 pcgns-merge --latest --fields '^Pressure$' --verify -o last.cgns out/\n"
       "  mpiexec -n 8 pcgns-merge --time 0.1:0.5,0.8 -o some.cgns out/   # the steps of those times\n"
       "  pcgns-merge --dry-run -o run.cgns out/        # check the inputs, print the plan",
       [&cli](CLI::App& app) { pcgns::merge_app::add_options(app, cli); },
       [&cli](MPI_Comm comm) { return pcgns::merge_app::run(comm, cli); }});
}
