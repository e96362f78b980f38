#!/usr/bin/env bats
# Outputs prepared before the work (issue 26): the parent directories of -o and --json
# created like `mkdir -p`, a --json place that cannot take the report refused (73) before
# anything is read or written, and --cgns-version limited to what pcgns can write (64).

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1000 --parts 3 --steps 2 -o "$DATA/structured"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/structured.cgns" "$DATA/structured"
}

@test "merge -o into a missing nested directory creates it (mode from the umask) and writes the same file" {
  for np in 1 2; do
    (umask 027 && timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/n$np/a/b/m.cgns" "$DATA/structured")
    same_tree "$DATA/structured.cgns" "$OUT/n$np/a/b/m.cgns"
    assert_equal "$(stat -c %a "$OUT/n$np" "$OUT/n$np/a" "$OUT/n$np/a/b" | sort -u)" 750
  done
}

@test "split -o restart/run into a missing directory writes the parts there; they merge back to the input" {
  for np in 1 2; do
    split "$np" -q --parts 3 -o "$OUT/n$np/restart/run" "$DATA/structured.cgns"
    assert_success
    assert_equal "$(cd "$OUT/n$np/restart" && ls)" "$(printf 'run.cgns\nrun_sub_0.cgns\nrun_sub_1.cgns\nrun_sub_2.cgns')"
    merge "$np" -q -o "$OUT/back$np.cgns" "$OUT/n$np/restart"/run_sub_*.cgns
    assert_success
    same_tree "$DATA/structured.cgns" "$OUT/back$np.cgns"
  done
}

@test "-o under a regular file: 73 naming the file, nothing written" {
  touch "$OUT/plain"
  for np in 1 2; do
    merge "$np" -q -o "$OUT/plain/sub/m.cgns" "$DATA/structured"
    assert_equal "$status" 73
    assert_output --partial "'$OUT/plain' exists and is not a directory"
    split "$np" -q --parts 2 -o "$OUT/plain/run" "$DATA/structured.cgns"
    assert_equal "$status" 73
    assert_output --partial "'$OUT/plain' exists and is not a directory"
  done
  assert_equal "$(ls -A "$OUT")" plain
}

@test "--json into a missing directory creates it and writes the report" {
  for np in 1 2; do
    merge "$np" -q --json "$OUT/reports$np/deep/merge.json" -o "$OUT/m$np.cgns" "$DATA/structured"
    assert_success
    assert_equal "$(json_field "$OUT/reports$np/deep/merge.json" "['ranks']")" "$np"
    split "$np" -q --parts 2 --json "$OUT/reports$np/split/split.json" -o "$OUT/s$np/run" "$DATA/structured.cgns"
    assert_success
    assert_equal "$(json_field "$OUT/reports$np/split/split.json" "['parts']")" 2
  done
  run timeout 120 "$STRIPE" -q --json "$OUT/stripe/r.json" "$OUT"
  assert_success
  assert_equal "$(json_field "$OUT/stripe/r.json" "['tool']")" pcgns-stripe
}

@test "--json under a regular file: 73 naming it before any work (no output written)" {
  touch "$OUT/plain"
  for np in 1 2; do
    merge "$np" -q --json "$OUT/plain/r.json" -o "$OUT/m.cgns" "$DATA/structured"
    assert_equal "$status" 73
    assert_output --partial "JSON report: cannot create '$OUT/plain/r.json': '$OUT/plain' exists and is not a directory"
    split "$np" -q --parts 2 --json "$OUT/plain/r.json" -o "$OUT/run" "$DATA/structured.cgns"
    assert_equal "$status" 73
    assert_output --partial "'$OUT/plain' exists and is not a directory"
    run timeout 120 mpiexec -n "$np" "$BENCH" generate -q --cells 1000 --json "$OUT/plain/r.json" -o "$OUT/gen"
    assert_equal "$status" 73
    assert_output --partial "'$OUT/plain' exists and is not a directory"
  done
  mkdir "$OUT/dir.json"
  merge 2 -q --json "$OUT/dir.json" -o "$OUT/m.cgns" "$DATA/structured"
  assert_equal "$status" 73
  assert_output --partial "cannot write '$OUT/dir.json': it is a directory"
  run timeout 120 "$STRIPE" -q --json "$OUT/plain/r.json" "$OUT"
  assert_equal "$status" 73
  assert_equal "$(ls -A "$OUT" | sort | tr '\n' ' ')" "dir.json plain "
}

@test "--cgns-version outside 3.2 to 4.4: 64 with the accepted range, nothing written" {
  for version in 9.9 2.0 3.0 4.5; do
    merge 2 -q --cgns-version "$version" -o "$OUT/m.cgns" "$DATA/structured"
    assert_equal "$status" 64
    assert_output --partial "CGNS version $version cannot be written: pcgns writes versions 3.2 to 4.4"
    split 2 -q --parts 2 --cgns-version "$version" -o "$OUT/run" "$DATA/structured.cgns"
    assert_equal "$status" 64
    assert_output --partial "pcgns writes versions 3.2 to 4.4"
    run timeout 120 mpiexec -n 2 "$BENCH" generate -q --cells 1000 --cgns-version "$version" -o "$OUT/gen"
    assert_equal "$status" 64
    assert_output --partial "pcgns writes versions 3.2 to 4.4"
  done
  assert_equal "$(ls -A "$OUT")" ""
  merge 2 -q --cgns-version 3.2 -o "$OUT/m32.cgns" "$DATA/structured"
  assert_success
  run cgnscheck "$OUT/m32.cgns"
  refute_output --partial "ERROR"
}
