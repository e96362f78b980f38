#!/usr/bin/env bats
# Standard CGNS files from any writer, through pcgns-merge and pcgns-split: enumeration
# values spelled as the official library spells them, values pcgns only carries, ADF
# files, non-conforming ZoneTypes and files of old CGNS versions.
# Each run is under `timeout`, so a rank left hanging fails the test instead of CI.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh blocks --cells 1000 --parts 4 --cgns-version 3.4 -o "$DATA/blocks"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/blocks.cgns" "$DATA/blocks"
}

# h5diff compares every dataset and attribute of two files; exit 0 when identical.
same_file() { run h5diff "$1" "$2"; assert_success; }

# Prints the text of NODE in FILE (names of a [32, N] array one per line).
text_of() { "$TAMPER" print "$1" "$2"; }

# The values the official library writes for null and user-defined enumerations: BCs,
# a family's FamilyBC and units.
official_values() {
  local file="$1"
  "$TAMPER" set-text "$file" /Base/Block0/ZoneBC/Inflow Null
  "$TAMPER" set-text "$file" /Base/Block1/ZoneBC/Inflow UserDefined
  "$TAMPER" add-node "$file" /Base/Special Family_t
  "$TAMPER" add-node "$file" /Base/Special/FamilyBC FamilyBC_t
  "$TAMPER" set-text "$file" /Base/Special/FamilyBC UserDefined
  "$TAMPER" add-node "$file" /Base/DimensionalUnits DimensionalUnits_t
  "$TAMPER" set-names "$file" /Base/DimensionalUnits Kilogram Null Second Null Null
}

expect_official_values() {
  local file="$1"
  run text_of "$file" /Base/Block0/ZoneBC/Inflow
  assert_output "Null"
  run text_of "$file" /Base/Block1/ZoneBC/Inflow
  assert_output "UserDefined"
  run text_of "$file" /Base/Special/FamilyBC
  assert_output "UserDefined"
  run text_of "$file" /Base/DimensionalUnits
  assert_output "$(printf '%s\n' Kilogram Null Second Null Null)"
}

# Every BC "Inflow" of the parts of BLOCK in the split files under DIR reads VALUE.
expect_part_bcs() {
  local dir="$1" block="$2" value="$3" found=0
  for file in "$dir"/parts_sub_*.cgns; do
    for bc in $(h5ls -r "$file" | grep -oE "^/Base/$block\.P[0-9]+\.N[0-9]+/ZoneBC/Inflow "); do
      run text_of "$file" "$bc"
      assert_output "$value"
      found=$((found + 1))
    done
  done
  assert [ "$found" -gt 0 ]
}

@test "Null and UserDefined BCs, FamilyBC and units are carried verbatim by merge and split" {
  cp "$DATA/blocks.cgns" "$OUT/in.cgns"
  official_values "$OUT/in.cgns"
  merge 2 -q -o "$OUT/copy.cgns" "$OUT/in.cgns"
  assert_success
  expect_official_values "$OUT/copy.cgns"
  same_file "$OUT/in.cgns" "$OUT/copy.cgns"
  # The official checker reads every value (a 3.4 file, as the input).
  run cgnscheck "$OUT/copy.cgns"
  assert_success
  refute_output --partial "ERROR"
  split 2 -q --parts 6 -o "$OUT/parts" "$OUT/in.cgns"
  assert_success
  run text_of "$OUT/parts.cgns" /Base/Special/FamilyBC
  assert_output "UserDefined"
  expect_part_bcs "$OUT" Block0 Null
  expect_part_bcs "$OUT" Block1 UserDefined
  merge 1 -q -o "$OUT/back.cgns" "$OUT/parts.cgns"
  assert_success
  expect_official_values "$OUT/back.cgns"
  same_file "$OUT/in.cgns" "$OUT/back.cgns"
}

@test "values of a newer CGNS version are carried verbatim; text that is no value is refused (65)" {
  cp "$DATA/blocks.cgns" "$OUT/in.cgns"
  "$TAMPER" set-text "$OUT/in.cgns" /Base/Block0/ZoneBC/Inflow BCWallSlip
  "$TAMPER" add-node "$OUT/in.cgns" /Base/DataClass DataClass_t
  "$TAMPER" set-text "$OUT/in.cgns" /Base/DataClass DimensionalFuture
  "$TAMPER" add-node "$OUT/in.cgns" /Base/DimensionalUnits DimensionalUnits_t
  "$TAMPER" set-names "$OUT/in.cgns" /Base/DimensionalUnits Kilogram Furlong Fortnight Kelvin Radian
  merge 2 -q -o "$OUT/copy.cgns" "$OUT/in.cgns"
  assert_success
  same_file "$OUT/in.cgns" "$OUT/copy.cgns"
  run text_of "$OUT/copy.cgns" /Base/Block0/ZoneBC/Inflow
  assert_output "BCWallSlip"
  run text_of "$OUT/copy.cgns" /Base/DimensionalUnits
  assert_output "$(printf '%s\n' Kilogram Furlong Fortnight Kelvin Radian)"
  "$TAMPER" set-text "$OUT/in.cgns" /Base/Block0/ZoneBC/Inflow "BC Wall"
  merge 2 -q -o "$OUT/bad.cgns" "$OUT/in.cgns"
  assert_equal "$status" 65
  assert_output --partial "$OUT/in.cgns: /Base/Block0/ZoneBC/Inflow: BCType 'BC Wall' is not an enumeration value"
  assert [ ! -e "$OUT/bad.cgns" ]
}

# MERGE/SPLIT of INPUT fails with 65 and every message fragment, writes nothing and
# leaves the input as it was.
expect_refused_by_both() {
  local input="$1"; shift
  local before; before="$(md5sum < "$input")"
  merge 2 -q -o "$OUT/merged.cgns" "$input"
  assert_equal "$status" 65
  for text in "$@"; do assert_output --partial "$text"; done
  split 2 -q --parts 2 -o "$OUT/parts" "$input"
  assert_equal "$status" 65
  for text in "$@"; do assert_output --partial "$text"; done
  assert_equal "$(ls -A "$OUT")" ""
  assert_equal "$(md5sum < "$input")" "$before"
}

@test "an ADF file is refused (65) with the command that converts it, which works" {
  local dir="$BATS_TEST_TMPDIR/in"
  mkdir -p "$dir"
  hdf2adf "$BATS_TEST_DIRNAME/../data/cgnslib_vers-3420.cgns" "$dir/old.cgns" > /dev/null
  expect_refused_by_both "$dir/old.cgns" "$dir/old.cgns: an ADF file" "adf2hdf $dir/old.cgns $dir/old.cgns.hdf5"
  # The directory form reads the same file.
  merge 1 -q -o "$OUT/merged.cgns" "$dir"
  assert_equal "$status" 65
  assert_output --partial "$dir/old.cgns: an ADF file"
  run "$BUILD/apps/pcgns-stripe/pcgns-stripe" --file "$dir/old.cgns"
  assert_equal "$status" 65
  assert_output --partial "--file $dir/old.cgns: an ADF file"
  adf2hdf "$dir/old.cgns" "$dir/old.cgns.hdf5" > /dev/null
  merge 2 -q -o "$OUT/merged.cgns" "$dir/old.cgns.hdf5"
  assert_success
}

@test "a ZoneType that is not Structured or Unstructured is refused (65) naming file, node and values" {
  local dir="$BATS_TEST_TMPDIR/in"
  mkdir -p "$dir"
  for value in S U Null; do
    cp "$DATA/blocks.cgns" "$dir/z.cgns"
    "$TAMPER" set-text "$dir/z.cgns" /Base/Block1/ZoneType "$value"
    expect_refused_by_both "$dir/z.cgns" \
      "$dir/z.cgns: /Base/Block1/ZoneType: unsupported ZoneType '$value': expected Structured or Unstructured"
  done
}

# The official tools open FILE without error: cgnslist and cgnscheck (3.x files).
official_tools_read() {
  run cgnslist "$1"
  assert_success
  run cgnscheck "$1"
  assert_success
  refute_output --partial "ERROR"
  refute_output --partial "Invalid datatype"
}

@test "a CGNS 1.1 file's data-less FamilyName_t nodes are converted when restamped; the official tools read the result" {
  local dir="$BATS_TEST_TMPDIR/in"
  mkdir -p "$dir"
  cp "$DATA/blocks.cgns" "$dir/old.cgns"
  "$TAMPER" add-node "$dir/old.cgns" /Base/Wing Family_t
  "$TAMPER" add-node "$dir/old.cgns" /Base/Block0/Wing FamilyName_t
  "$TAMPER" add-node "$dir/old.cgns" /Base/Block1/ZoneBC/Inflow/Wing FamilyName_t
  "$TAMPER" set-version "$dir/old.cgns" 1.1
  local before; before="$(md5sum < "$dir/old.cgns")"
  merge 2 -q --json "$OUT/r.json" -o "$OUT/merged.cgns" "$dir/old.cgns"
  assert_success
  run json_field "$OUT/r.json" "['cgns_version']"
  assert_output "3.2"
  run text_of "$OUT/merged.cgns" /Base/Block0/FamilyName
  assert_output "Wing"
  run text_of "$OUT/merged.cgns" /Base/Block1/ZoneBC/Inflow/FamilyName
  assert_output "Wing"
  official_tools_read "$OUT/merged.cgns"
  merge 1 -q --cgns-version 3.4 -o "$OUT/v34.cgns" "$dir/old.cgns"
  assert_success
  official_tools_read "$OUT/v34.cgns"
  split 2 -q --parts 3 -o "$OUT/parts" "$dir/old.cgns"
  assert_success
  merge 2 -q -o "$OUT/back.cgns" "$OUT/parts.cgns"
  assert_success
  same_file "$OUT/merged.cgns" "$OUT/back.cgns"
  assert_equal "$(md5sum < "$dir/old.cgns")" "$before"
}

@test "a CGNS 1.1 file's [nodes, elements] connectivity is stored 1-D when restamped, on disk or in memory" {
  local dir="$BATS_TEST_TMPDIR/in"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 1000 --parts 2 --cgns-version 3.4 -o "$dir/u"
  mpiexec -n 2 "$MERGE" -q -o "$dir/today.cgns" "$dir/u"
  cp "$dir/today.cgns" "$dir/old.cgns"
  "$TAMPER" set-dims "$dir/old.cgns" /Base/Zone/Hexa/ElementConnectivity 8 1000
  "$TAMPER" set-dims "$dir/old.cgns" /Base/Zone/Inflow/ElementConnectivity 4 100
  "$TAMPER" set-version "$dir/old.cgns" 1.1
  for np in 1 3; do
    merge "$np" -q --force -o "$OUT/merged.cgns" "$dir/old.cgns"
    assert_success
    run h5diff --exclude-path /CGNSLibraryVersion "$dir/today.cgns" "$OUT/merged.cgns"
    assert_success
  done
  official_tools_read "$OUT/merged.cgns"
}

@test "a file of today's version keeps a data-less FamilyName_t exactly as it was" {
  cp "$DATA/blocks.cgns" "$OUT/in.cgns"
  "$TAMPER" add-node "$OUT/in.cgns" /Base/Wing Family_t
  "$TAMPER" add-node "$OUT/in.cgns" /Base/Block0/Wing FamilyName_t
  merge 2 -q -o "$OUT/merged.cgns" "$OUT/in.cgns"
  assert_success
  same_file "$OUT/in.cgns" "$OUT/merged.cgns"
  run h5ls "$OUT/merged.cgns/Base/Block0/Wing"
  refute_output --partial "data"
}

@test "--cgns-version older than 3.2 is refused (64): its readers would misread what pcgns writes" {
  for version in 3.1 3.0 1.1; do
    merge 2 -q --cgns-version "$version" -o "$OUT/m.cgns" "$DATA/blocks.cgns"
    assert_equal "$status" 64
    assert_output --partial "CGNS version $version cannot be written: pcgns writes versions 3.2 to 4.4"
    split 2 -q --cgns-version "$version" --parts 2 -o "$OUT/p" "$DATA/blocks.cgns"
    assert_equal "$status" 64
    assert_output --partial "CGNS version $version cannot be written"
  done
  assert_equal "$(ls -A "$OUT")" ""
  merge 2 -q --cgns-version 3.2 -o "$OUT/m.cgns" "$DATA/blocks.cgns"
  assert_success
}
