// pcgns-stripe: recommend striping, MPI-IO hints and HDF5 settings for a CFD I/O
// workload, explain why, and optionally apply the striping.
#include "pcgns_tool/tool_main.hpp"

#include "stripe_cli.hpp"

int main(int argc, char** argv) {
  pcgns::stripe_app::StripeCli cli;
  return pcgns::tool::run_tool(
      argc, argv,
      {"pcgns-stripe", "Recommend Lustre striping, MPI-IO hints and HDF5 settings for a CFD I/O workload, and why.",
       "Examples:\n"
       "  pcgns-stripe --size 200G --ranks 512 --nodes 16 /scratch/run42\n"
       "  pcgns-stripe --file old/run.cgns --ranks 64 --format json out/\n"
       "  pcgns-stripe --size 40G --ranks 256 --format shell out/ > io-setup.sh && . ./io-setup.sh\n"
       "  pcgns-stripe --size 40G --ranks 256 --format env out/ > hints && ROMIO_HINTS=$PWD/hints mpiexec ...\n"
       "  pcgns-stripe --fs lustre --osts 16 --pattern fpp --ranks 4096 --size 2T   # what-if, anywhere\n"
       "  pcgns-stripe --size 100G --ranks 128 --apply /lustre/out   # lfs setstripe on the directory",
       [&cli](CLI::App& app) { pcgns::stripe_app::add_options(app, cli); },
       [&cli](MPI_Comm comm) { return pcgns::stripe_app::run(comm, cli); }});
}
