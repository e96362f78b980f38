// pcgns-split: repartition CGNS data for a restart on a different rank count.
#include "split_cli.hpp"

#include "pcgns_tool/tool_main.hpp"

int main(int argc, char** argv) {
  pcgns::split_app::SplitCli cli;
  return pcgns::tool::run_tool(
      argc, argv,
      {"pcgns-split", "Repartition a CGNS file, or a file-per-process set, into M parts in Maia's multi-file layout.",
       "Examples:\n"
       "  mpiexec -n 8 pcgns-split --parts 128 -o restart/run run.cgns\n"
       "      # writes restart/run_sub_0.cgns .. restart/run_sub_127.cgns and restart/run.cgns\n"
       "  mpiexec -n 4 pcgns-split --parts 7 -o re/case 'out/sol_*.cgns'   # 4-rank set -> 7 parts\n"
       "  mpiexec -n 8 pcgns-split --parts 32 --latest -o re/run out/   # restart from the last step only\n"
       "  pcgns-split --parts 4 --time 0.1:0.5 --fields '^Density$' -o re/t run.cgns   # steps of 0.1 <= t <= 0.5\n"
       "  pcgns-split --dry-run --parts 16 -o x run.cgns   # the plan and its quality, nothing written",
       [&cli](CLI::App& app) { pcgns::split_app::add_options(app, cli); },
       [&cli](MPI_Comm comm) { return pcgns::split_app::run(comm, cli); },
       /*thread_multiple=*/true,
       /*keep_freed_memory=*/false});
}
