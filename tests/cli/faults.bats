#!/usr/bin/env bats
# Faults a cluster or another user inflicts: signals in the middle of a run, SIGKILL,
# and links planted at the names pcgns writes. Every run must leave no temporaries and
# never write through a planted link. Signal runs use a few hundred MB input so that a
# signal lands while the output is being written.

load split_common

setup_file() {
  split_tools
  default_kill_grace
  "$BENCH" generate -q --mesh structured --cells 12000000 --parts 4 -o "$DATA/big"
  "$BENCH" generate -q --cells 1000 --parts 2 -o "$DATA/small"
}

# The victim a planted link points at: a 0600 file outside the output directory.
plant_victim() {
  VICTIM="$BATS_TEST_TMPDIR/victim"
  echo precious >"$VICTIM"
  chmod 600 "$VICTIM"
}
victim_untouched() {
  assert_equal "$(cat "$VICTIM")" precious
  assert_equal "$(stat -c %a "$VICTIM")" 600
}

# --- planted links --------------------------------------------------------------

@test "links: --json FILE and its temporary names are replaced, never written through" {
  plant_victim
  ln -s "$VICTIM" "$OUT/report.json"
  # The attack of issue 23: a link at REPORT.tmp<pid>, the name earlier versions wrote
  # through (the shell plants it for its own pid, which the tool then inherits).
  run timeout 120 sh -c 'ln -s "$1" "$2.tmp$$" && shift 2 && exec "$@"' sh "$VICTIM" "$OUT/report.json" \
    "$MERGE" -q --json "$OUT/report.json" -o "$OUT/m.cgns" "$DATA/small"
  assert_success
  victim_untouched
  assert [ ! -L "$OUT/report.json" ]
  assert_equal "$(json_field "$OUT/report.json" "['tool']")" pcgns-merge
  assert_equal "$(temporaries "$OUT")" ""
}

@test "links: the split's --json FILE is replaced, never written through" {
  plant_victim
  ln -s "$VICTIM" "$OUT/report.json"
  run timeout 120 sh -c 'ln -s "$1" "$2.tmp$$" && shift 2 && exec "$@"' sh "$VICTIM" "$OUT/report.json" \
    "$SPLIT" -q --parts 2 --json "$OUT/report.json" -o "$OUT/s" "$DATA/small"
  assert_success
  victim_untouched
  assert [ ! -L "$OUT/report.json" ]
}

@test "links: pcgns-stripe's --json FILE is replaced, never written through" {
  plant_victim
  ln -s "$VICTIM" "$OUT/stripe.json"
  run timeout 120 sh -c 'ln -s "$1" "$2.tmp$$" && shift 2 && exec "$@"' sh "$VICTIM" "$OUT/stripe.json" \
    "$BUILD/apps/pcgns-stripe/pcgns-stripe" --json "$OUT/stripe.json" "$OUT"
  assert_success
  victim_untouched
  assert [ ! -L "$OUT/stripe.json" ]
  assert_equal "$(json_field "$OUT/stripe.json" "['tool']")" pcgns-stripe
}

@test "links: pcgns-bench's raw file, hints probe and --csv FILE are never written through" {
  plant_victim
  for name in pcgns-bench-b.raw pcgns-bench-b.cgns .pcgns-bench-hints results.csv results.csv.tmp; do
    ln -s "$VICTIM" "$OUT/$name"
  done
  run timeout 120 mpiexec -n 2 "$BENCH" -q --scenario b --strategy mpiio,queue --size 0.25 --reps 1 \
    --dir "$OUT" --csv "$OUT/results.csv" --json "$BATS_TEST_TMPDIR/bench.json"
  assert_success
  victim_untouched
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/bench.json" "['environment']['dir']")" "$OUT"
  assert [ ! -L "$OUT/results.csv" ]
  run head -1 "$OUT/results.csv"
  assert_output --partial "scenario"
  # The links the bench did not replace are still links to the untouched victim.
  assert [ -L "$OUT/pcgns-bench-b.raw" ]
  assert [ -L "$OUT/.pcgns-bench-hints" ]
  assert_equal "$(temporaries "$OUT")" ""
}

@test "links: pcgns-bench --keep replaces a link at a kept file's name" {
  plant_victim
  ln -s "$VICTIM" "$OUT/pcgns-bench-b.raw"
  run timeout 120 mpiexec -n 2 "$BENCH" -q --scenario b --strategy mpiio --size 0.25 --reps 1 --keep --dir "$OUT"
  assert_success
  victim_untouched
  assert [ ! -L "$OUT/pcgns-bench-b.raw" ]
  assert [ -s "$OUT/pcgns-bench-b.raw" ]
}

# --- signals --------------------------------------------------------------------

# A signalled run ended by that signal (128+signal), published nothing and left nothing.
signalled_cleanly() {
  local code="$1" before="$2"
  assert_equal "$status" "$code"
  assert_equal "$(ls -A "$OUT")" "$before"
}

@test "signals: SIGTERM, SIGINT and SIGHUP at several points of a merge leave nothing (128+signal)" {
  for point in before 0 0.3; do
    signal_while_writing TERM "$point" "$OUT" "$MERGE" -q -o "$OUT/m.cgns" "$DATA/big"
    signalled_cleanly 143 ""
  done
  signal_while_writing INT 0 "$OUT" "$MERGE" -q -o "$OUT/m.cgns" "$DATA/big"
  signalled_cleanly 130 ""
  signal_while_writing INT 0.3 "$OUT" "$MERGE" -q -o "$OUT/m.cgns" "$DATA/big"
  signalled_cleanly 130 ""
  signal_while_writing HUP 0.2 "$OUT" "$MERGE" -q -o "$OUT/m.cgns" "$DATA/big"
  signalled_cleanly 129 ""
}

@test "signals: SIGTERM and SIGINT at several points of a split leave nothing (128+signal)" {
  for point in before 0 0.3; do
    signal_while_writing TERM "$point" "$OUT" "$SPLIT" -q --parts 3 -o "$OUT/s" "$DATA/big"
    signalled_cleanly 143 ""
  done
  signal_while_writing INT 0.2 "$OUT" "$SPLIT" -q --parts 3 -o "$OUT/s" "$DATA/big"
  signalled_cleanly 130 ""
}

@test "signals: SIGTERM to mpiexec during a 2-rank merge and split leaves no temporaries (mpiexec exits 1)" {
  # Open MPI's mpiexec forwards SIGTERM to the ranks and itself exits 1, not 143. It takes
  # it a while, so a run near its end may still publish its output before the signal
  # lands (whether the exit status then says so is publication's business, not checked
  # here); what must never happen is a temporary left behind.
  signal_while_writing TERM 0 "$OUT" mpiexec -n 2 "$MERGE" -q --verify -o "$OUT/m.cgns" "$DATA/big"
  assert_equal "$status" 1
  assert_equal "$(temporaries "$OUT")" ""
  signal_while_writing TERM 0 "$OUT" mpiexec -n 2 "$SPLIT" -q --parts 3 -o "$OUT/s" "$DATA/big"
  assert_equal "$status" 1
  assert_equal "$(temporaries "$OUT")" ""
}

@test "signals: after SIGKILL the next run to the same output removes the dead run's temporary" {
  signal_while_writing KILL 0.2 "$OUT" "$MERGE" -q -o "$OUT/m.cgns" "$DATA/big"
  assert_equal "$status" 137
  assert [ -n "$(temporaries "$OUT")" ]  # SIGKILL leaves no chance to clean up
  # What it left is a private directory: no one else could have planted a link in it.
  assert_equal "$(stat -c %a "$OUT/$(temporaries "$OUT")")" 700
  run timeout 120 "$MERGE" -q -o "$OUT/m.cgns" "$DATA/small"
  assert_success
  assert_equal "$(ls -A "$OUT")" "m.cgns"
  signal_while_writing KILL 0.2 "$OUT" "$SPLIT" -q --parts 2 -o "$OUT/s" "$DATA/big"
  assert_equal "$status" 137
  assert [ -n "$(temporaries "$OUT")" ]
  split 1 -q --parts 2 -o "$OUT/s" "$DATA/small"
  assert_success
  assert_equal "$(ls -A "$OUT" | tr '\n' ' ')" "m.cgns s.cgns s_sub_0.cgns s_sub_1.cgns "
}

# --- --clean --------------------------------------------------------------------

@test "--clean DIR removes stale temporaries (dead pid on this host), keeps live and foreign ones" {
  local host dead live
  host="$(hostname | tr -c 'A-Za-z0-9.\n-' '_')"
  dead=".m.cgns.pcgns-0123456789-4194305@$host.tmp"  # above any pid_max: no such process
  live=".m.cgns.pcgns-0123456789-$$@$host.tmp"
  mkdir -m 700 "$OUT/$dead" "$OUT/$live" "$OUT/.m.cgns.pcgns-0123456789-4194305@elsewhere.tmp"
  echo partial >"$OUT/$dead/m.cgns"
  echo partial >"$OUT/.r.json.pcgns-0123456789-4194305@$host.tmp"
  run timeout 60 "$MERGE" --clean "$OUT"
  assert_success
  assert_output --partial "removed $OUT/$dead"
  assert_output --partial "removed $OUT/.r.json.pcgns-0123456789-4194305@$host.tmp"
  assert_output --partial "2 stale temporaries removed from $OUT"
  assert [ ! -e "$OUT/$dead" ]
  assert [ -d "$OUT/$live" ]
  assert [ -d "$OUT/.m.cgns.pcgns-0123456789-4194305@elsewhere.tmp" ]
  mkdir -m 700 "$OUT/$dead"
  run timeout 60 mpiexec -n 2 "$SPLIT" --clean "$OUT"
  assert_success
  assert_output --partial "1 stale temporary removed from $OUT"
  assert [ ! -e "$OUT/$dead" ]
  assert [ -d "$OUT/$live" ]
}

@test "--clean: a missing directory is a usage error; without --clean -o stays required" {
  run timeout 60 "$MERGE" --clean "$OUT/nowhere"
  assert_equal "$status" 64
  assert_output --partial "$OUT/nowhere"
  run timeout 60 "$MERGE" "$DATA/small"
  assert_equal "$status" 64
  assert_output --partial "--output is required"
  run timeout 60 "$SPLIT" -o "$OUT/s" "$DATA/small"
  assert_equal "$status" 64
  assert_output --partial "--parts is required"
}
