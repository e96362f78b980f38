#!/usr/bin/env bats
# pcgns-split publishes its main file and part files all or nothing (io/output_set.hpp):
# a run killed at any point of the publication leaves the old complete set, the new
# complete set, or files that pcgns-merge refuses -- never a mix that it accepts. Every
# file of a set records the set's id, so parts of two runs are refused, naming the stale
# one. The publication is paused at a known step with PCGNS_TEST_PAUSE_AT_PUBLISH_STEP.

load split_common

setup_file() {
  split_tools
  default_kill_grace
  # Two different cases with the same zone names: the old set is cut from A, the new
  # one from B, so a merged file tells which set it was read from.
  "$BENCH" generate -q --mesh structured --cells 20000 --parts 2 -o "$DATA/a"
  "$BENCH" generate -q --mesh structured --cells 30000 --parts 2 -o "$DATA/b"
  # C is B with other values in a cell of each input part: sets of C and B carry the same
  # part counts, zone sizes and nodes, so only their set ids tell their parts apart.
  cp -r "$DATA/b" "$DATA/c"
  "$TAMPER" set-real "$DATA/c/sol_0.cgns" "/Base/Block.P0.N0/CellSol#0001/Density" 0 12345
  "$TAMPER" set-real "$DATA/c/sol_1.cgns" "/Base/Block.P1.N0/CellSol#0001/Density" 0 12345
  for case in a b c; do "$MERGE" -q -o "$DATA/$case.cgns" "$DATA/$case"; done
  "$BENCH" generate -q --cells 2000 --parts 2 -o "$DATA/u"
}

# signal_at_publish_step SIGNAL STEP CMD...: runs CMD paused at its STEP-th publication
# step (1: removing the old main file; then each rename, the main file last; then
# removing the old set's other parts; counted on each rank, the first and the last on
# rank 0 only), sends SIGNAL to the paused process and sets $status and $output.
signal_at_publish_step() {
  local signal="$1" step="$2"; shift 2
  local log="$BATS_TEST_TMPDIR/paused.out" waited=0
  PCGNS_TEST_PAUSE_AT_PUBLISH_STEP="$step" python3 -c 'import os, signal, sys
for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP): signal.signal(s, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' "$@" >"$log" 2>&1 &
  local pid=$!
  until grep -q "test pause at publish step $step" "$log" || ! kill -0 "$pid" 2>/dev/null || [ "$waited" -gt 3000 ]; do
    sleep 0.01; waited=$((waited + 1))
  done
  grep -q "test pause at publish step $step" "$log" || { cat "$log"; return 1; }
  # The paused process itself (under mpiexec, the rank that paused).
  kill -s "$signal" "$(sed -n "s/.*test pause at publish step $step (pid \([0-9]*\)).*/\1/p" "$log" | head -1)"
  status=0
  wait "$pid" || status=$?
  output="$(cat "$log")"
}

# merged_is READ CASE: pcgns-merge of READ (a main file, or a glob of part files)
# succeeds with the merged tree of CASE (a or b), or is refused with exit 65 or 66 when
# CASE is "refused".
merged_is() {
  local expected="$2"
  # shellcheck disable=SC2086 # READ may be a glob
  run timeout 60 "$MERGE" -q -o "$BATS_TEST_TMPDIR/m.cgns" $1
  if [ "$expected" = refused ]; then
    assert [ "$status" -eq 65 -o "$status" -eq 66 ]
    assert [ ! -e "$BATS_TEST_TMPDIR/m.cgns" ]
    return
  fi
  assert_success
  same_tree "$BATS_TEST_TMPDIR/m.cgns" "$DATA/$expected.cgns"
  rm -f "$BATS_TEST_TMPDIR/m.cgns"
}

old_set() {  # old_set [CASE PARTS]: the old set, 4 parts of case A unless told
  rm -rf "$OUT" && mkdir -p "$OUT"
  run timeout 60 "$SPLIT" -q --parts "${2:-4}" -o "$OUT/s" "$DATA/${1:-a}"
  assert_success
}

# kill_at_each_step CASE PARTS EXPECTED...: for each publication step of the new set (2
# parts of B) over an old set of case CASE in PARTS parts, SIGKILL there, check what
# merging the main file and the part files gives ("main parts" for that step), then check
# that the next run removes what the killed one left and publishes the new set.
kill_at_each_step() {
  local case="$1" parts="$2" step=0 main parts_read; shift 2
  for expected in "$@"; do
    step=$((step + 1))
    old_set "$case" "$parts"
    # shellcheck disable=SC2046
    signal_at_publish_step KILL "$step" $(new_set)
    assert_equal "$status" 137
    read -r main parts_read <<<"$expected"
    if [ -e "$OUT/s.cgns" ]; then merged_is "$OUT/s.cgns" "$main"; else assert_equal "$main" refused; fi
    merged_is "$OUT/s_sub_*.cgns" "$parts_read"
    # shellcheck disable=SC2046
    run timeout 60 $(new_set)
    assert_success
    assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns "
    merged_is "$OUT/s.cgns" b
  done
}

new_set() { echo "$SPLIT -q --force --parts 2 -o $OUT/s $DATA/b"; }

listing() { ls -A "$1" | tr '\n' ' '; }

@test "publish: parts of two runs are refused, naming the stale part" {
  split 1 -q --parts 3 -o "$OUT/s" "$DATA/a"
  assert_success
  cp "$OUT/s_sub_1.cgns" "$BATS_TEST_TMPDIR/stale.cgns"
  split 2 -q --force --parts 3 -o "$OUT/s" "$DATA/a"
  assert_success
  merged_is "$OUT/s.cgns" a
  cp "$BATS_TEST_TMPDIR/stale.cgns" "$OUT/s_sub_1.cgns"
  for read in "$OUT/s.cgns" "$OUT/s_sub_0.cgns $OUT/s_sub_1.cgns $OUT/s_sub_2.cgns"; do
    # shellcheck disable=SC2086
    run timeout 60 "$MERGE" -q -o "$BATS_TEST_TMPDIR/m.cgns" $read
    assert_equal "$status" 65
    assert_output --partial "'$OUT/s_sub_1.cgns' is not a file of the same set as"
    assert_output --partial "node '/Base/:pcgns#Set/SetId'"
    assert [ ! -e "$BATS_TEST_TMPDIR/m.cgns" ]
  done
  # pcgns-split reads sets the same way.
  split 2 -q --parts 2 -o "$OUT/t" "$OUT/s.cgns"
  assert_equal "$status" 65
  assert_output --partial "'$OUT/s_sub_1.cgns' is not a file of the same set"
  assert_equal "$(ls "$OUT"/t* 2>/dev/null)" ""
}

@test "publish: --force over an old set of more parts leaves exactly the new set (structured, unstructured)" {
  old_set
  split 2 -q --force --parts 2 -o "$OUT/s" "$DATA/b"
  assert_success
  assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns "
  merged_is "$OUT/s.cgns" b
  merged_is "$OUT/s_sub_*.cgns" b
  split 2 -q --parts 4 --method hilbert -o "$OUT/u" "$DATA/u"
  assert_success
  split 2 -q --force --parts 3 --method hilbert -o "$OUT/u" "$DATA/u"
  assert_success
  assert_equal "$(ls -A "$OUT" | grep '^u' | tr '\n' ' ')" "u.cgns u_sub_0.cgns u_sub_1.cgns u_sub_2.cgns "
  run timeout 60 "$MERGE" -q -o "$BATS_TEST_TMPDIR/mu.cgns" "$OUT"/u_sub_*.cgns
  assert_success
}

@test "publish: --force without a main file removes the old set's extra parts too" {
  old_set
  split 1 -q --force --no-main --parts 2 -o "$OUT/s" "$DATA/b"
  assert_success
  assert [ ! -e "$OUT/s_sub_2.cgns" ]
  assert [ ! -e "$OUT/s_sub_3.cgns" ]
  merged_is "$OUT/s_sub_*.cgns" b
  # The old main file, left in place, links parts of another set: refused.
  merged_is "$OUT/s.cgns" refused
}

@test "publish: SIGKILL at each step over an old set of more parts: the old set, the new set or a refused mix" {
  # Steps: 1 nothing changed yet; 2 the old main file removed; 3 s_sub_0 renamed; 4 both
  # new parts in place, the old s_sub_2 and s_sub_3 still there; 5 the new main file in
  # place, the old parts not yet removed.
  kill_at_each_step a 4 "a a" "refused a" "refused refused" "refused refused" "b refused"
}

@test "publish: SIGKILL at each step over an old set of as many parts: only the set ids refuse the mix" {
  kill_at_each_step c 2 "c c" "refused c" "refused refused" "refused b" "b b"
}

@test "publish: SIGKILL during a first publication leaves nothing merge accepts" {
  for step in 2 3; do
    rm -rf "$OUT" && mkdir -p "$OUT"
    signal_at_publish_step KILL "$step" "$SPLIT" -q --parts 2 -o "$OUT/s" "$DATA/b"
    assert_equal "$status" 137
    assert [ ! -e "$OUT/s.cgns" ]
    if compgen -G "$OUT/s_sub_*.cgns" >/dev/null; then merged_is "$OUT/s_sub_*.cgns" refused; fi
  done
}

@test "publish: SIGTERM during the publication is held until it completes (exit 0, new set, no temporaries)" {
  for step in 1 3 4 5; do
    old_set
    # shellcheck disable=SC2046
    signal_at_publish_step TERM "$step" $(new_set)
    assert_success
    assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns "
    merged_is "$OUT/s.cgns" b
  done
  rm -rf "$OUT" && mkdir -p "$OUT"
  signal_at_publish_step INT 2 "$SPLIT" -q --parts 2 -o "$OUT/s" "$DATA/b"
  assert_success
  assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns "
}

@test "publish: a 2-rank split killed while publishing, then run again, leaves the new set" {
  old_set
  signal_at_publish_step KILL 3 mpiexec -n 2 "$SPLIT" -q --force --parts 3 -o "$OUT/s" "$DATA/b"
  assert [ "$status" -ne 0 ]
  merged_is "$OUT/s_sub_*.cgns" refused
  split 2 -q --force --parts 3 -o "$OUT/s" "$DATA/b"
  assert_success
  assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns s_sub_2.cgns "
  merged_is "$OUT/s.cgns" b
}

@test "publish: SIGTERM to a rank of a 2-rank split while publishing is held too: exit 0, the new set" {
  old_set
  signal_at_publish_step TERM 2 mpiexec -n 2 "$SPLIT" -q --force --parts 3 -o "$OUT/s" "$DATA/b"
  assert_success
  assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns s_sub_2.cgns "
  merged_is "$OUT/s.cgns" b
}

@test "publish: pcgns-bench generate's files are one set too: a file of another run is refused naming it" {
  "$BENCH" generate -q --cells 1000 --parts 3 -o "$OUT/g1"
  "$BENCH" generate -q --cells 1000 --parts 3 -o "$OUT/g2"
  run timeout 60 "$MERGE" -q -o "$OUT/m.cgns" "$OUT/g1"
  assert_success
  cp "$OUT/g2/sol_2.cgns" "$OUT/g1/sol_2.cgns"
  run timeout 60 "$MERGE" -q -o "$OUT/m2.cgns" "$OUT/g1"
  assert_equal "$status" 65
  assert_output --partial "'$OUT/g1/sol_2.cgns' is not a file of the same set as '$OUT/g1/sol_0.cgns'"
  assert [ ! -e "$OUT/m2.cgns" ]
}

@test "publish: --force never removes an input, even one named like a part of the old set" {
  old_set
  # A complete one-part set of its own, under the name of the old set's last part.
  run timeout 60 "$SPLIT" -q --parts 1 -o "$BATS_TEST_TMPDIR/x" "$DATA/b"
  assert_success
  mv "$BATS_TEST_TMPDIR/x_sub_0.cgns" "$OUT/s_sub_3.cgns"
  split 1 -q --force --parts 2 -o "$OUT/s" "$OUT/s_sub_3.cgns"
  assert_success
  assert_equal "$(listing "$OUT")" "s.cgns s_sub_0.cgns s_sub_1.cgns s_sub_3.cgns "
  merged_is "$OUT/s.cgns" b
  merged_is "$OUT/s_sub_3.cgns" b
}
