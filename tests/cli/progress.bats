#!/usr/bin/env bats
# Progress under mpiexec: a bar with carriage returns when the user's terminal is a
# terminal (under `script`, a pseudo terminal; Open MPI then gives the ranks a terminal
# on stdout and a pipe on stderr), plain lines in a log at $PCGNS_PROGRESS_INTERVAL,
# nothing with -q; never mixed into the JSON report on stdout.

load common

setup_file() {
  pcgns_tools
  export DATA="$BATS_FILE_TMPDIR/data"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 300 --parts 4 -o "$DATA/u"
}

setup() {
  OUT="$BATS_TEST_TMPDIR/out"
  mkdir -p "$OUT"
}

# on_terminal COMMAND: runs COMMAND (a shell text) on a pseudo terminal; its output, as the
# terminal got it, is in $OUT/terminal.
on_terminal() {
  run script -qec "$1" /dev/null
  printf '%s' "$output" > "$OUT/terminal"
}

# has_bar FILE: the bar's redraws (a carriage return before '[') are in FILE.
has_bar() { grep -q $'\r\[' "$1"; }

@test "on a terminal under mpiexec -n 2: pcgns-merge draws a bar, ended before the summary line" {
  on_terminal "timeout 120 mpiexec -n 2 '$MERGE' -o '$OUT/m.cgns' '$DATA/u'"
  assert_success
  has_bar "$OUT/terminal"
  assert_output --partial "100%"
  # The bar's line is ended, so the summary starts a line of its own.
  grep -q '^merged 4 file(s)' "$OUT/terminal"
  on_terminal "timeout 120 mpiexec -n 2 '$MERGE' --no-progress -o '$OUT/n.cgns' '$DATA/u'"
  assert_success
  run has_bar "$OUT/terminal"
  assert_failure
  on_terminal "timeout 120 mpiexec -n 2 '$MERGE' -q -o '$OUT/q.cgns' '$DATA/u'"
  assert_success
  assert_output ""
}

@test "on a terminal: pcgns-split and pcgns-bench generate draw a bar too" {
  on_terminal "timeout 120 mpiexec -n 2 '$SPLIT' --parts 2 -o '$OUT/s' '$DATA/u'"
  assert_success
  has_bar "$OUT/terminal"
  on_terminal "timeout 120 mpiexec -n 2 '$BENCH' generate --cells 300 --parts 4 -o '$OUT/g'"
  assert_success
  has_bar "$OUT/terminal"
  assert_output --partial "4 / 4 files"
}

# The other launchers' layouts, rebuilt with a shell: MPICH's Hydra sets PMI_RANK and gives
# each rank pipes, read by a proxy that holds the user's terminal; srun sets SLURM_PROCID.
# What these check is the walk to the forwarding process (Open MPI's singleton start sets
# its own launcher variables, so the list of variables is not what decides here).
@test "under MPICH's Hydra (PMI_RANK, a forwarder holding the terminal): a bar" {
  on_terminal "env PMI_RANK=0 PMI_SIZE=1 '$BENCH' generate --cells 300 --parts 4 -o '$OUT/g' 2>&1 | cat"
  assert_success
  has_bar "$OUT/terminal"
  assert_output --partial "4 / 4 files"
}

@test "under srun: with --pty (a terminal on both) a bar; into a batch log plain lines, no bar" {
  on_terminal "env SLURM_PROCID=0 '$BENCH' generate --cells 300 --parts 4 -o '$OUT/g'"
  assert_success
  has_bar "$OUT/terminal"
  on_terminal "env PCGNS_PROGRESS_INTERVAL=0 SLURM_PROCID=0 sh -c \"'$BENCH' generate --cells 300 --parts 4 \
    -o '$OUT/h' 2>&1 | cat\" > '$OUT/slurm.log' 2>&1"
  assert_success
  run cat "$OUT/slurm.log"
  assert_line --regexp '^pcgns-bench generate: progress  50%  2 / 4 files  '
  refute_output --partial $'\r'
}

@test "stdout to a log file under a terminal: the bar goes to the terminal's stderr, not into the log" {
  on_terminal "timeout 120 mpiexec -n 2 '$MERGE' -o '$OUT/m.cgns' '$DATA/u' > '$OUT/log'"
  assert_success
  has_bar "$OUT/terminal"
  run cat "$OUT/log"
  assert_output --regexp '^merged 4 file'
  refute_output --partial $'\r'
}

@test "--json - on a terminal: the report on stdout stays valid JSON, the bar goes to stderr" {
  on_terminal "timeout 120 mpiexec -n 2 '$MERGE' --json - -o '$OUT/m.cgns' '$DATA/u' > '$OUT/report.json'"
  assert_success
  has_bar "$OUT/terminal"
  run python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['tool'])" "$OUT/report.json"
  assert_success
  assert_output "pcgns-merge"
}

@test "in a log: plain lines at \$PCGNS_PROGRESS_INTERVAL on stderr, none before it, none with -q" {
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$MERGE' -o '$OUT/m.cgns' '$DATA/u' 2>&1 >/dev/null"
  assert_success
  assert_line --regexp '^pcgns-merge: progress +[0-9]+%  [0-9.]+ [KMG]?i?B / [0-9.]+ [KMG]?i?B  [0-9.]+ [KMG]?i?B/s'
  refute_output --partial $'\r'
  PCGNS_PROGRESS_INTERVAL=3600 run bash -c "timeout 120 mpiexec -n 2 '$MERGE' -o '$OUT/n.cgns' '$DATA/u' 2>&1"
  assert_success
  refute_output --partial "progress"
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$MERGE' -q -o '$OUT/q.cgns' '$DATA/u' 2>&1"
  assert_success
  assert_output ""
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$MERGE' -q --progress -o '$OUT/p.cgns' '$DATA/u' 2>&1"
  assert_success
  assert_line --regexp '^pcgns-merge: progress +[0-9]+%'
}

@test "in a log with --json -: stdout holds the JSON report alone" {
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$SPLIT' --json - --parts 2 -o '$OUT/s' '$DATA/u' \
    2>'$OUT/err' >'$OUT/report.json'"
  assert_success
  run python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['tool'])" "$OUT/report.json"
  assert_output "pcgns-split"
  run cat "$OUT/err"
  assert_line --regexp '^pcgns-split: progress +[0-9]+%'
}

@test "pcgns-bench and generate report their runs and files in a log; -q none" {
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$BENCH' --scenario b --strategy mpiio,queue \
    --size 0.25 --reps 2 --dir '$OUT' 2>&1 >/dev/null"
  assert_success
  assert_line --regexp '^pcgns-bench: progress  25%  1 / 4 runs  '
  assert_line --regexp '^pcgns-bench: progress +[0-9]+%  [234] / 4 runs  [0-9.]+ runs/s'
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$BENCH' -q --scenario b --strategy mpiio \
    --size 0.25 --reps 1 --dir '$OUT' 2>&1"
  assert_success
  assert_output ""
  PCGNS_PROGRESS_INTERVAL=0 run bash -c "timeout 120 mpiexec -n 2 '$BENCH' generate --cells 300 --parts 4 \
    -o '$OUT/g' 2>&1 >/dev/null"
  assert_success
  assert_line --regexp '^pcgns-bench generate: progress  50%  2 / 4 files  '
  refute_output --partial $'\r'
}

@test "a bad \$PCGNS_PROGRESS_INTERVAL is a usage error (64) before any output" {
  PCGNS_PROGRESS_INTERVAL=soon run timeout 120 mpiexec -n 2 "$MERGE" --json "$OUT/reports/m.json" \
    -o "$OUT/merged/m.cgns" "$DATA/u"
  assert_equal "$status" 64
  assert_output --partial "PCGNS_PROGRESS_INTERVAL='soon'"
  assert [ ! -e "$OUT/merged" ]
  assert [ ! -e "$OUT/reports" ]
}

@test "-v has one documented level and no 'repeat' claim; pcgns-bench -v prints the MPI-IO hints" {
  for tool in "$MERGE" "$SPLIT"; do
    run "$tool" --help
    assert_line --regexp '^ *-v, *--verbose +Also print the plan and the time of each phase'
    refute_output --partial "repeat for more"
  done
  run "$BENCH" --help
  assert_line --regexp '^ *-v, *--verbose +Also print the MPI-IO hints in use'
  refute_output --partial "repeat for more"
  run timeout 120 mpiexec -n 2 "$BENCH" -v --scenario b --strategy mpiio --size 0.25 --reps 1 --hint cb_nodes=1 \
    --dir "$OUT"
  assert_success
  assert_line "MPI-IO hints: cb_nodes=1"
}
