#!/bin/bash
#PBS -N pcgns-post
#PBS -l select=2:ncpus=32:mpiprocs=32
#PBS -l walltime=01:00:00
#PBS -j oe
#
# After a solver's job: merge its file-per-process output into one CGNS file (to look at),
# then split the last time step into RESTART_PARTS parts for the restart, each with a JSON
# report kept beside the outputs. Submit it to start when the solver's job has ended well:
#
#   solver=$(qsub solver.pbs)
#   qsub -W depend=afterok:$solver pbs.sh
#
# Settings, from the environment (qsub -v RESTART_PARTS=256 ...) or edited here:
#   SOLVER_OUTPUT  the solver's per-rank files: a directory or a quoted glob (default: out)
#   MERGED         the merged file (default: run.cgns)
#   RESTART_STEM   the restart's stem: STEM_sub_<r>.cgns and STEM.cgns (default: restart/run)
#   RESTART_PARTS  parts of the restart, its rank count (default: 128)
#   REPORTS        directory of the JSON reports (default: reports)
#   PCGNS_LAUNCHER how to start the tools (default: mpiexec, with the job's ranks)
# A failing step stops the script with the tool's exit code (see pcgns(7)); nothing after
# it runs, so a restart is never cut from a file that failed to merge.
set -euo pipefail

cd "${PBS_O_WORKDIR:-.}"
solver_output="${SOLVER_OUTPUT:-out}"
merged="${MERGED:-run.cgns}"
restart_stem="${RESTART_STEM:-restart/run}"
restart_parts="${RESTART_PARTS:-128}"
reports="${REPORTS:-reports}"
job="${PBS_JOBID:-local}"
job="${job%%.*}"  # 1234.server -> 1234
read -r -a launch <<<"${PCGNS_LAUNCHER:-mpiexec}"

# --hint auto: the MPI-IO hints pcgns-stripe recommends for the outputs (see pcgns-stripe(1)).
"${launch[@]}" pcgns-merge --hint auto --json "$reports/merge-$job.json" -o "$merged" "$solver_output"
"${launch[@]}" pcgns-split --hint auto --latest --parts "$restart_parts" \
  --json "$reports/split-$job.json" -o "$restart_stem" "$merged"
echo "merged: $merged; restart: ${restart_stem}_sub_*.cgns ($restart_parts parts); reports: $reports/*-$job.json"
