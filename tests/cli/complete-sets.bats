#!/usr/bin/env bats
# A per-rank set is merged or split whole, or refused: parts left out of a glob must
# never become a smaller zone with exit 0. Sets written by pcgns record their part count
# (and each zone's global sizes) and a Maia main file names every part: a missing part is
# exit 65 naming it. Sets that say nothing get a warning naming the files that look like
# more of them, and --expect-parts N makes a missing part an error.
# Each run is under `timeout`, so a rank left hanging fails the test instead of CI.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --cells 1728 --parts 12 -o "$DATA/twelve"
  mpiexec -n 2 "$BENCH" generate -q --cells 1000 --parts 4 -o "$DATA/four"
  # The same twelve files as a writer that records nothing would leave them.
  cp -r "$DATA/twelve" "$DATA/silent"
  for r in $(seq 0 11); do
    "$TAMPER" remove "$DATA/silent/sol_$r.cgns" "/Base/Zone.P$r.N0/:CGNS#GlobalNumbering/:pcgns#Set"
  done
}

# The run failed with exit 65, said each of the texts and wrote nothing under `output`.
refused() {
  local target="$1"; shift
  assert_equal "$status" 65
  for text in "$@"; do assert_output --partial "$text"; done
  assert [ ! -e "$target" ]
}

@test "pcgns's own part files record the set: PartCount, VertexCount, CellCount" {
  run h5dump -d "/Base/Zone.P3.N0/:CGNS#GlobalNumbering/:pcgns#Set/PartCount/ data" "$DATA/twelve/sol_3.cgns"
  assert_success
  assert_output --partial "(0): 12"
  run h5dump -d "/Base/Zone.P3.N0/:CGNS#GlobalNumbering/:pcgns#Set/VertexCount/ data" "$DATA/twelve/sol_3.cgns"
  assert_output --partial "(0): 2197"  # 13^3 vertices of the 12x12x12 box
  run h5dump -d "/Base/Zone.P3.N0/:CGNS#GlobalNumbering/:pcgns#Set/CellCount/ data" "$DATA/twelve/sol_3.cgns"
  assert_output --partial "(0): 1728"
}

@test "a glob that matches 10 of a 12-part set is exit 65 naming P10, P11 and their files" {
  for np in 1 3; do
    merge "$np" -q -o "$OUT/m.cgns" "$DATA/twelve/sol_?.cgns"
    refused "$OUT/m.cgns" "no part from rank(s) P10, P11 of the set's 12 parts" \
      "$DATA/twelve/sol_0.cgns' node '/Base/Zone.P0.N0/:CGNS#GlobalNumbering/:pcgns#Set/PartCount'" \
      "is an input file missing? Files not given: '$DATA/twelve/sol_10.cgns', '$DATA/twelve/sol_11.cgns'."
  done
}

@test "sol_0 and sol_1 of a 4-part set are exit 65 naming P2, P3" {
  merge 2 -q -o "$OUT/m.cgns" "$DATA/four/sol_0.cgns" "$DATA/four/sol_1.cgns"
  refused "$OUT/m.cgns" "no part from rank(s) P2, P3 of the set's 4 parts"
}

@test "the whole set merges as before, without a warning" {
  merge 2 --verify --json "$OUT/r.json" -o "$OUT/m.cgns" "$DATA/twelve/sol_*.cgns"
  assert_success
  refute_output --partial "warning"
  assert_equal "$(json_field "$OUT/r.json" "['warnings']")" "[]"
  assert_equal "$(json_field "$OUT/r.json" "['zones'][0]['vertices']")" "2197"
  assert_equal "$(json_field "$OUT/r.json" "['verified']")" "True"
}

@test "--expect-parts that disagrees with the set's record is exit 65" {
  merge 2 -q --expect-parts 11 -o "$OUT/m.cgns" "$DATA/twelve"
  refused "$OUT/m.cgns" "--expect-parts 11, but the set has 12 parts"
}

@test "files of two sets together are exit 65: their records disagree" {
  merge 2 -q -o "$OUT/m.cgns" "$DATA/four/sol_0.cgns" "$DATA/twelve/sol_1.cgns"
  refused "$OUT/m.cgns" "disagree on the number of parts of their set: 4 in" "12 in"
}

@test "the record's global sizes find the last ids missing, even with every rank present" {
  cp -r "$DATA/four" "$BATS_TEST_TMPDIR/in"
  for r in 0 1 2 3; do
    "$TAMPER" set-int "$BATS_TEST_TMPDIR/in/sol_$r.cgns" "/Base/Zone.P$r.N0/:CGNS#GlobalNumbering/:pcgns#Set/VertexCount" 0 1400
  done
  merge 2 -q -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/in"
  refused "$OUT/m.cgns" "zone 'Zone' vertices: global ids 1332-1400 missing (the set's record says 1400"
}

@test "a split's sub files with one missing are exit 65 naming the part; its main file names the link" {
  mpiexec -n 2 "$MERGE" -q -o "$BATS_TEST_TMPDIR/four.cgns" "$DATA/four"
  mkdir -p "$BATS_TEST_TMPDIR/re"
  split 2 -q --parts 3 --method hilbert -o "$BATS_TEST_TMPDIR/re/case" "$BATS_TEST_TMPDIR/four.cgns"
  assert_success
  rm "$BATS_TEST_TMPDIR/re/case_sub_1.cgns"
  merge 2 -q -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/re/case_sub_0.cgns" "$BATS_TEST_TMPDIR/re/case_sub_2.cgns"
  refused "$OUT/m.cgns" "no part from rank(s) P1 of the set's 3 parts"
  merge 2 -q -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/re/case.cgns"
  refused "$OUT/m.cgns" "node '/Base/Zone.P1.N0' links to '$BATS_TEST_TMPDIR/re/case_sub_1.cgns', which does not exist"
}

@test "a main file whose sub file lacks a linked zone is exit 65" {
  mpiexec -n 2 "$MERGE" -q -o "$BATS_TEST_TMPDIR/four.cgns" "$DATA/four"
  mkdir -p "$BATS_TEST_TMPDIR/re"
  split 2 -q --parts 3 --method hilbert -o "$BATS_TEST_TMPDIR/re/case" "$BATS_TEST_TMPDIR/four.cgns"
  "$TAMPER" rename "$BATS_TEST_TMPDIR/re/case_sub_2.cgns" /Base/Zone.P2.N0 Other.P2.N0
  merge 2 -q -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/re/case.cgns"
  refused "$OUT/m.cgns" "links to zone '/Base/Zone.P2.N0' of '$BATS_TEST_TMPDIR/re/case_sub_2.cgns', which holds no such zone"
}

@test "pcgns-split refuses a set with parts missing too (65)" {
  split 2 -q --parts 2 --method hilbert -o "$OUT/s" "$DATA/twelve/sol_?.cgns"
  refused "$OUT/s_sub_0.cgns" "no part from rank(s) P10, P11 of the set's 12 parts"
  assert_equal "$(ls -A "$OUT")" ""
}

# ---- sets that do not say how many parts they have

@test "a silent set: a partial glob warns naming the files left out, and exits 0" {
  # Without the periodic connection naming the left-out P11, nothing in the ten parts
  # says the set has more.
  cp -r "$DATA/silent" "$BATS_TEST_TMPDIR/in"
  "$TAMPER" remove "$BATS_TEST_TMPDIR/in/sol_0.cgns" /Base/Zone.P0.N0/ZoneGridConnectivity
  merge 2 --json "$OUT/r.json" -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/in/sol_?.cgns"
  assert_success
  assert_output --partial "pcgns-merge: warning: the inputs may be an incomplete set: '$BATS_TEST_TMPDIR/in/sol_10.cgns', '$BATS_TEST_TMPDIR/in/sol_11.cgns' look like more of it"
  assert_output --partial "--expect-parts N"
  assert [ -e "$OUT/m.cgns" ]
  run json_field "$OUT/r.json" "['warnings'][0]"
  assert_output --partial "'$BATS_TEST_TMPDIR/in/sol_10.cgns', '$BATS_TEST_TMPDIR/in/sol_11.cgns'"
}

@test "a silent set whose connection names a partition left out is refused (65) naming both" {
  # P0's periodic piece names its donor Zone.P11.N0: kept, it would point at no zone.
  local named="node '/Base/Zone.P0.N0/ZoneGridConnectivity/Periodic_kmin.0' names the donor partition 'Zone.P11.N0'"
  for np in 1 2; do
    merge "$np" -q -o "$OUT/m.cgns" "$DATA/silent/sol_?.cgns"
    refused "$OUT/m.cgns" "no part from rank(s) P10, P11 (file '$DATA/silent/sol_0.cgns' $named)" \
      "Files not given: '$DATA/silent/sol_10.cgns', '$DATA/silent/sol_11.cgns'"
  done
  split 2 -q --parts 2 --method hilbert -o "$OUT/s" "$DATA/silent/sol_?.cgns"
  refused "$OUT/s_sub_0.cgns" "no part from rank(s) P10, P11 (file '$DATA/silent/sol_0.cgns' $named)"
  assert_equal "$(ls -A "$OUT")" ""
  # Every rank given, but the named partition is not among them (a part renamed).
  cp -r "$DATA/silent" "$BATS_TEST_TMPDIR/in"
  "$TAMPER" rename "$BATS_TEST_TMPDIR/in/sol_11.cgns" /Base/Zone.P11.N0 Zone.P11.N1
  merge 2 -q -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/in"
  refused "$OUT/m.cgns" "file '$BATS_TEST_TMPDIR/in/sol_0.cgns' $named, which no input holds; is an input file missing?"
  # Boxes of a structured block: their 1to1 connections name their donors the same way.
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1728 --parts 4 -o "$BATS_TEST_TMPDIR/boxes"
  for r in 0 1 2 3; do
    "$TAMPER" remove "$BATS_TEST_TMPDIR/boxes/sol_$r.cgns" "/Base/Block.P$r.N0/:CGNS#GlobalNumbering/:pcgns#Set"
  done
  merge 2 -q -o "$OUT/m.cgns" "$BATS_TEST_TMPDIR/boxes/sol_"[012].cgns
  refused "$OUT/m.cgns" "no part from rank(s) P3 (file '$BATS_TEST_TMPDIR/boxes/sol_0.cgns' node '/Base/Block.P0.N0/ZoneGridConnectivity/Periodic_kmin' names the donor partition 'Block.P3.N0')"
}

@test "a silent set with --expect-parts 12: a partial glob is exit 65, the whole set 0" {
  merge 2 -q --expect-parts 12 -o "$OUT/m.cgns" "$DATA/silent/sol_?.cgns"
  refused "$OUT/m.cgns" "no part from rank(s) P10, P11 of the set's 12 parts (--expect-parts 12)" \
    "Files not given: '$DATA/silent/sol_10.cgns', '$DATA/silent/sol_11.cgns'"
  merge 2 --expect-parts 12 -o "$OUT/m.cgns" "$DATA/silent/sol_*.cgns"
  assert_success
  refute_output --partial "warning"
}

@test "a whole silent set merges without a warning" {
  merge 2 -o "$OUT/m.cgns" "$DATA/silent"
  assert_success
  refute_output --partial "warning"
}

@test "pcgns-split warns about a silent partial set, and refuses it with --expect-parts" {
  # Without the periodic connection whose donor part is left out, the ten parts can be cut.
  cp -r "$DATA/silent" "$BATS_TEST_TMPDIR/in"
  "$TAMPER" remove "$BATS_TEST_TMPDIR/in/sol_0.cgns" /Base/Zone.P0.N0/ZoneGridConnectivity
  split 2 --parts 2 --method hilbert --json "$OUT/r.json" -o "$OUT/s" "$BATS_TEST_TMPDIR/in/sol_?.cgns"
  assert_success
  assert_output --partial "pcgns-split: warning: the inputs may be an incomplete set: '$BATS_TEST_TMPDIR/in/sol_10.cgns'"
  run json_field "$OUT/r.json" "['warnings'][0]"
  assert_output --partial "sol_11.cgns"
  rm -rf "$OUT"; mkdir -p "$OUT"
  split 2 -q --parts 2 --method hilbert --expect-parts 12 -o "$OUT/s" "$BATS_TEST_TMPDIR/in/sol_?.cgns"
  refused "$OUT/s_sub_0.cgns" "no part from rank(s) P10, P11 of the set's 12 parts (--expect-parts 12)"
}

@test "--expect-parts 0 is a usage error (64)" {
  merge 1 --expect-parts 0 -o "$OUT/m.cgns" "$DATA/silent"
  assert_equal "$status" 64
  split 1 --parts 2 --expect-parts 0 -o "$OUT/s" "$DATA/silent"
  assert_equal "$status" 64
}

@test "a set of whole blocks records its files: one left out is refused (65) naming it" {
  mpiexec -n 2 "$BENCH" generate -q --mesh blocks --cells 1000 --parts 4 -o "$OUT/blocks"
  merge 2 -o "$OUT/m.cgns" "$OUT/blocks/sol_0.cgns" "$OUT/blocks/sol_1.cgns" "$OUT/blocks/sol_2.cgns"
  refused "$OUT/m.cgns" "whole zones: no file from part(s) P3 of the set's 4 files" "sol_0.cgns"
  merge 2 -q --verify -o "$OUT/m.cgns" "$OUT/blocks"
  assert_success
  run h5ls -r "$OUT/m.cgns"
  assert_success
  refute_output --partial ":pcgns#Set"  # the record is the files', not the merged case's
}
