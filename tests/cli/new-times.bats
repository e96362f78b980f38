#!/usr/bin/env bats
# pcgns-merge --new-times, the incremental merge of a running job: the output gains the
# time steps of the inputs it does not hold yet and is then the merge of all of them,
# whole tree; nothing new leaves it untouched; another case is refused.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 216 --parts 2 --steps 3 -o "$DATA/three"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 216 --parts 2 --steps 5 -o "$DATA/five"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/five.cgns" "$DATA/five"
}

@test "pcgns-merge --new-times appends the new steps: the output is the merge of all of them (1 and 2 ranks)" {
  for np in 1 2; do
    merge "$np" -q -o "$OUT/run$np.cgns" "$DATA/three"
    assert_success
    merge "$np" --new-times -o "$OUT/run$np.cgns" "$DATA/five"
    assert_success
    assert_output --partial "2 new time step(s) appended to the 3 it held"
    same_tree "$DATA/five.cgns" "$OUT/run$np.cgns"
    assert_equal "$(ls -A "$OUT" | grep -v '^run')" ""  # no scratch or temporary left
  done
}

@test "pcgns-merge --new-times appends a moving grid's new grids and motions too (2 ranks)" {
  for steps in 3 5; do
    mpiexec -n 2 "$BENCH" generate -q --mesh structured --moving --cells 216 --parts 2 --steps "$steps" \
      -o "$OUT/moving$steps"
  done
  merge 2 -q -o "$OUT/all.cgns" "$OUT/moving5"
  merge 2 -q -o "$OUT/run.cgns" "$OUT/moving3"
  merge 2 -q --new-times -o "$OUT/run.cgns" "$OUT/moving5"
  assert_success
  run h5ls "$OUT/run.cgns/Base/Block"
  assert_output --partial "MovedGrid#0005"
  assert_output --partial "Motion#0005"
  same_tree "$OUT/all.cgns" "$OUT/run.cgns"
}

@test "pcgns-merge --new-times without an output merges every step" {
  merge 2 -q --new-times -o "$OUT/first.cgns" "$DATA/five"
  assert_success
  same_tree "$DATA/five.cgns" "$OUT/first.cgns"
}

@test "pcgns-merge --new-times with nothing new exits 0 and leaves the output as it was" {
  cp "$DATA/five.cgns" "$OUT/all.cgns"
  touch -d '2001-01-01' "$OUT/all.cgns"
  merge 2 --new-times -o "$OUT/all.cgns" "$DATA/three"
  assert_success
  assert_output --partial "already holds every time step of the inputs (5): nothing to append"
  cmp "$DATA/five.cgns" "$OUT/all.cgns"
  assert_equal "$(stat -c %Y "$OUT/all.cgns")" "$(date -d '2001-01-01' +%s)"
}

# refused_as_another_case INPUTS MESSAGE: a merge of $DATA/three taken as the output,
# --new-times with INPUTS (another case) on 1 and 2 ranks exits 65 with MESSAGE and leaves
# the output as it was.
refused_as_another_case() {
  merge 1 -q -o "$OUT/run.cgns" "$DATA/three"
  cp "$OUT/run.cgns" "$OUT/before.cgns"
  for np in 1 2; do
    merge "$np" --new-times -o "$OUT/run.cgns" "$1"
    assert_equal "$status" 65
    assert_output --partial "output '$OUT/run.cgns' and the inputs are not the same case"
    assert_output --partial "$2"
    cmp "$OUT/before.cgns" "$OUT/run.cgns"
  done
}

@test "pcgns-merge --new-times refuses another case (65, naming the output and the node) and keeps the output" {
  mpiexec -n 1 "$BENCH" generate -q --mesh unstructured --cells 343 --parts 2 --steps 5 -o "$OUT/other"
  refused_as_another_case "$OUT/other" "node '/Base/Zone"
  merge 1 --new-times --force -o "$OUT/run.cgns" "$DATA/five"
  assert_equal "$status" 64
}

@test "pcgns-merge --new-times refuses another mesh with the same times, even with nothing new (65, naming the zone)" {
  mpiexec -n 1 "$BENCH" generate -q --mesh structured --cells 216 --parts 2 --steps 3 -o "$OUT/blocks"
  refused_as_another_case "$OUT/blocks" "node '/Base/Block': the inputs have it, the output does not"
}

@test "pcgns-merge --new-times refuses --solutions and --fields (64): the steps would hold different arrays" {
  merge 1 -q -o "$OUT/run.cgns" "$DATA/three"
  cp "$OUT/run.cgns" "$OUT/before.cgns"
  for selection in "--solutions Vertex" "--fields Density"; do
    # shellcheck disable=SC2086 # the selection is two words
    merge 1 --new-times $selection -o "$OUT/run.cgns" "$DATA/five"
    assert_equal "$status" 64
    assert_output --partial "--new-times appends to an existing output and cannot be combined with"
    assert_output --partial "${selection%% *}"
    cmp "$OUT/before.cgns" "$OUT/run.cgns"
  done
}

@test "pcgns-merge --new-times --verify checks the output it publishes; the JSON report says what was appended" {
  merge 2 -q -o "$OUT/run.cgns" "$DATA/three"
  merge 2 --new-times --verify --json "$OUT/append.json" -o "$OUT/run.cgns" "$DATA/five"
  assert_success
  assert_output --partial "verified"
  same_tree "$DATA/five.cgns" "$OUT/run.cgns"
  assert_equal "$(json_field "$OUT/append.json" "['new_times']['held']") $(json_field "$OUT/append.json" "['new_times']['appended']")" "3 2"
  assert_equal "$(json_field "$OUT/append.json" "['verified']")" "True"
  merge 2 -q --new-times --json "$OUT/nothing.json" -o "$OUT/run.cgns" "$DATA/five"
  assert_success
  assert_equal "$(json_field "$OUT/nothing.json" "['new_times']['held']") $(json_field "$OUT/nothing.json" "['new_times']['appended']")" "5 0"
  merge 2 -q --json "$OUT/plain.json" -o "$OUT/plain.cgns" "$DATA/five"
  assert_equal "$(json_field "$OUT/plain.json" "['new_times']")" "None"
  run python3 "$BATS_TEST_DIRNAME/tools/validate-report.py" "$OUT"/{append,nothing,plain}.json
  assert_success
}

@test "pcgns-merge --new-times refuses new steps before the output's last one (65): it appends, never inserts" {
  merge 1 -q --time 0.1,0.5 -o "$OUT/gaps.cgns" "$DATA/five"
  cp "$OUT/gaps.cgns" "$OUT/before.cgns"
  merge 2 --new-times -o "$OUT/gaps.cgns" "$DATA/five"
  assert_equal "$status" 65
  assert_output --partial "step 0.2 of file '$DATA/five/sol_0.cgns' node '/Base/BaseIterativeData/TimeValues' comes before 0.5"
  cmp "$OUT/before.cgns" "$OUT/gaps.cgns"
}
