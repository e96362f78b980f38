#!/bin/bash
#SBATCH --job-name=pcgns-post
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=32
#SBATCH --time=01:00:00
#SBATCH --output=pcgns-post-%j.log
#
# After a solver's job: merge its file-per-process output into one CGNS file (to look at),
# then split the last time step into RESTART_PARTS parts for the restart, each with a JSON
# report kept beside the outputs. Submit it to start when the solver's job has ended well:
#
#   solver=$(sbatch --parsable solver.sh)
#   sbatch --dependency=afterok:$solver slurm.sh
#
# Settings, from the environment (sbatch --export=ALL,RESTART_PARTS=256 ...) or edited here:
#   SOLVER_OUTPUT  the solver's per-rank files: a directory or a quoted glob (default: out)
#   MERGED         the merged file (default: run.cgns)
#   RESTART_STEM   the restart's stem: STEM_sub_<r>.cgns and STEM.cgns (default: restart/run)
#   RESTART_PARTS  parts of the restart, its rank count (default: 128)
#   REPORTS        directory of the JSON reports (default: reports)
#   PCGNS_LAUNCHER how to start the tools (default: srun, with the job's ranks)
# A failing step stops the script with the tool's exit code (see pcgns(7)); nothing after
# it runs, so a restart is never cut from a file that failed to merge.
set -euo pipefail

cd "${SLURM_SUBMIT_DIR:-.}"
solver_output="${SOLVER_OUTPUT:-out}"
merged="${MERGED:-run.cgns}"
restart_stem="${RESTART_STEM:-restart/run}"
restart_parts="${RESTART_PARTS:-128}"
reports="${REPORTS:-reports}"
job="${SLURM_JOB_ID:-local}"
read -r -a launch <<<"${PCGNS_LAUNCHER:-srun}"

# --hint auto: the MPI-IO hints pcgns-stripe recommends for the outputs (see pcgns-stripe(1)).
"${launch[@]}" pcgns-merge --hint auto --json "$reports/merge-$job.json" -o "$merged" "$solver_output"
"${launch[@]}" pcgns-split --hint auto --latest --parts "$restart_parts" \
  --json "$reports/split-$job.json" -o "$restart_stem" "$merged"
echo "merged: $merged; restart: ${restart_stem}_sub_*.cgns ($restart_parts parts); reports: $reports/*-$job.json"
