#!/usr/bin/env bats
# pcgns-merge --check-inputs (issue 23): whole zones are copied verbatim, so their
# connectivity, element offsets and point lists are checked to name vertices and
# elements the zone has. A bad value is exit 65 naming the file, the node, the entry and
# the value, with nothing written under the output name and the input untouched, on 1, 2
# and 3 ranks. Off by default (its cost, docs/performance.md): without it, or with
# --no-check-inputs, whole zones are copied as before. Each run is under `timeout`.

load common

setup_file() {
  pcgns_tools
  export DATA="$BATS_FILE_TMPDIR/data"
  # Merged sets are files of whole zones: HEXA_8 with a BC on faces, and NGON_n + NFACE_n.
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 1331 --parts 3 -o "$DATA/hexa"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --elements poly --cells 1331 --parts 3 -o "$DATA/poly"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/hexa.cgns" "$DATA/hexa"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/poly.cgns" "$DATA/poly"
  add_mixed_section "$DATA/hexa.cgns" "$DATA/mixed.cgns"
  # The same poly and MIXED sections in the layout before CGNS 4.0: no offsets, each
  # element's count or type code inline before its entries.
  # (3.3: a 3.4 stamp gets ElementStartOffset, as the official 3.4.0 library writes it.)
  mpiexec -n 2 "$MERGE" -q --cgns-version 3.3 -o "$DATA/poly33.cgns" "$DATA/poly"
  mpiexec -n 2 "$MERGE" -q --cgns-version 3.3 -o "$DATA/hexa33.cgns" "$DATA/hexa"
  add_mixed_section "$DATA/hexa33.cgns" "$DATA/mixed33.cgns" without-offsets
}

# add_mixed_section IN OUT [without-offsets]: OUT is IN with a MIXED section of 30000
# HEXA_8 entries after the zone's 1452 elements, large enough (1 MiB) to be cut into
# slices by --round-mib 1, its ElementStartOffset on disk too (none, as before CGNS 4.0,
# with without-offsets).
add_mixed_section() {
  cp "$1" "$2"
  python3 -c "
n = 30000
print('add /Base/Zone/Mix Elements_t I4 2 20 0')
print('add /Base/Zone/Mix/ElementRange IndexRange_t I4 2 1453', 1452 + n)
if '${3:-}' != 'without-offsets':
    print('add /Base/Zone/Mix/ElementStartOffset DataArray_t I4', n + 1, ' '.join(str(9 * i) for i in range(n + 1)))
print('add /Base/Zone/Mix/ElementConnectivity DataArray_t I4', 9 * n,
      ' '.join('17 ' + ' '.join(str((8 * i + k) % 1728 + 1) for k in range(8)) for i in range(n)))
" | "$TAMPER" batch "$2"
}

setup() {
  IN="$BATS_TEST_TMPDIR/in"
  OUT="$BATS_TEST_TMPDIR/out"
  mkdir -p "$IN" "$OUT"
}

# damaged NAME NODE INDEX VALUE: a copy of $DATA/NAME with one integer changed; prints its path.
damaged() {
  cp "$DATA/$1" "$IN/$1"
  "$TAMPER" set-int "$IN/$1" "$2" "$3" "$4" >/dev/null
  echo "$IN/$1"
}

# expect_refused FILE [MERGE ARGS] -- TEXT...: on 1, 2 and 3 ranks the merge of FILE is
# exit 65 printing every TEXT, writes nothing under the output name, leaves FILE as it was.
expect_refused() {
  local file="$1"; shift
  local args=()
  while [[ "$1" != "--" ]]; do args+=("$1"); shift; done
  shift
  local before; before="$(md5sum < "$file")"
  for np in 1 2 3; do
    merge "$np" -q "${args[@]}" -o "$OUT/merged.cgns" "$file"
    assert_equal "$status" 65
    assert_output --partial "file '$file'"
    for text in "$@"; do assert_output --partial "$text"; done
    assert [ ! -e "$OUT/merged.cgns" ]
  done
  assert_equal "$(md5sum < "$file")" "$before"
}

# value FILE NODE INDEX: one value of an array, read back with h5dump.
value() {
  h5dump -d "$2/ data" -s "$3" -c 1 "$1" | sed -n 's/^ *(\([0-9]*\)[,)].*: *\(-\?[0-9]*\).*/\2/p' | head -1
}

@test "valid whole zones (HEXA_8, NGON_n + NFACE_n, MIXED cut into slices) pass the check on 1, 2 and 3 ranks" {
  for file in hexa.cgns poly.cgns mixed.cgns; do
    for np in 1 2 3; do
      rm -f "$OUT/m.cgns"
      merge "$np" -q --check-inputs --round-mib 1 -o "$OUT/m.cgns" "$DATA/$file"
      assert_success
    done
  done
  assert_equal "$(value "$OUT/m.cgns" /Base/Zone/Mix/ElementConnectivity 269910)" 17
}

@test "a connectivity naming vertex 999999 in a whole zone is refused (65)" {
  local file; file="$(damaged hexa.cgns /Base/Zone/Hexa/ElementConnectivity 5000 999999)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/Hexa/ElementConnectivity'" \
    "entry 5000 (from 0) is 999999, outside vertex ids 1..1728"
}

@test "--no-check-inputs, the default, copies a whole zone as it is, bad vertex and all" {
  local file; file="$(damaged hexa.cgns /Base/Zone/Hexa/ElementConnectivity 5000 999999)"
  merge 2 -q --no-check-inputs -o "$OUT/m.cgns" "$file"
  assert_success
  assert_equal "$(value "$OUT/m.cgns" /Base/Zone/Hexa/ElementConnectivity 5000)" 999999
  merge 2 -q -o "$OUT/default.cgns" "$file"
  assert_success
  assert_equal "$(value "$OUT/default.cgns" /Base/Zone/Hexa/ElementConnectivity 5000)" 999999
}

@test "a MIXED entry with a bad type code, in a slice of its own, is refused (65)" {
  local file; file="$(damaged mixed.cgns /Base/Zone/Mix/ElementConnectivity 269910 99)"
  expect_refused "$file" --check-inputs --round-mib 1 -- "node '/Base/Zone/Mix/ElementConnectivity'" \
    "entry 269910 (from 0) is 99, not an element type code (element 29990"
}

@test "a MIXED vertex id past the zone's vertices is refused (65)" {
  local file; file="$(damaged mixed.cgns /Base/Zone/Mix/ElementConnectivity 262145 0)"
  expect_refused "$file" --check-inputs --round-mib 1 -- "entry 262145 (from 0) is 0, outside vertex ids 1..1728"
}

@test "element start offsets that go back are refused (65)" {
  local file; file="$(damaged poly.cgns /Base/Zone/Faces/ElementStartOffset 100 5)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/Faces/ElementStartOffset'" \
    "entry 100 (from 0) is 5, not above the previous offset"
}

@test "an NFACE_n naming a face that is not there is refused (65)" {
  local file; file="$(damaged poly.cgns /Base/Zone/Cells/ElementConnectivity 100 -999999)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/Cells/ElementConnectivity'" \
    "entry 100 (from 0) is -999999, outside NGON_n element ids 1..4356"
}

@test "a BC PointList naming an element that is not there is refused (65)" {
  local file; file="$(damaged hexa.cgns /Base/Zone/ZoneBC/Inflow/PointList 7 999999)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/ZoneBC/Inflow/PointList'" "entry 7 (from 0) is 999999, outside element ids"
}

@test "a vertex PointList of a connectivity past the zone's vertices is refused (65)" {
  local file; file="$(damaged hexa.cgns /Base/Zone/ZoneGridConnectivity/Periodic_kmin/PointList 3 1729)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/ZoneGridConnectivity/Periodic_kmin/PointList'" \
    "entry 3 (from 0) is 1729, outside vertex ids 1..1728"
}

@test "valid poly and MIXED sections before CGNS 4.0 (headers inline) pass the check on 1, 2 and 3 ranks" {
  assert_equal "$(value "$DATA/poly33.cgns" /Base/Zone/Faces/ElementConnectivity 0)" 4
  assert [ -z "$(h5ls "$DATA/mixed33.cgns/Base/Zone/Mix" | grep ElementStartOffset)" ]
  for file in poly33.cgns mixed33.cgns; do
    for np in 1 2 3; do
      rm -f "$OUT/m.cgns"
      merge "$np" -q --check-inputs --round-mib 1 -o "$OUT/m.cgns" "$DATA/$file"
      assert_success
    done
  done
}

@test "before CGNS 4.0: an NGON_n count of 0 is refused (65)" {
  local file; file="$(damaged poly33.cgns /Base/Zone/Faces/ElementConnectivity 5 0)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/Faces/ElementConnectivity'" \
    "entry 5 (from 0) is 0, not an element's entry count (element 1 from 0 of the section)"
}

@test "before CGNS 4.0: an NGON_n vertex past the zone's vertices is refused (65)" {
  local file; file="$(damaged poly33.cgns /Base/Zone/Faces/ElementConnectivity 6 999999)"
  expect_refused "$file" --check-inputs -- "entry 6 (from 0) is 999999, outside vertex ids 1..1728 (element 1"
}

@test "before CGNS 4.0: a MIXED type code late in the array, in another rank's slice, is refused (65)" {
  local file; file="$(damaged mixed33.cgns /Base/Zone/Mix/ElementConnectivity 269910 99)"
  expect_refused "$file" --check-inputs --round-mib 1 -- "node '/Base/Zone/Mix/ElementConnectivity'" \
    "entry 269910 (from 0) is 99, not an element type code (element 29990 from 0 of the section)"
}

@test "before CGNS 4.0: an NFACE_n naming a face that is not there is refused (65)" {
  local file; file="$(damaged poly33.cgns /Base/Zone/Cells/ElementConnectivity 1 -999999)"
  expect_refused "$file" --check-inputs -- "node '/Base/Zone/Cells/ElementConnectivity'" \
    "entry 1 (from 0) is -999999, outside NGON_n element ids"
}

@test "a whole zone's poly section is never copied into an output whose CGNS version changes its layout (65)" {
  local before; before="$(md5sum < "$DATA/poly33.cgns")"
  for np in 1 2; do
    merge "$np" -q --cgns-version 4.2 -o "$OUT/m.cgns" "$DATA/poly33.cgns"
    assert_equal "$status" 65
    assert_output --partial "file '$DATA/poly33.cgns' node '/Base/Zone/Faces': a poly section of a whole zone, in the layout of CGNS 3.3, cannot be copied or linked as it is into an output stamped 4.2"
    assert [ ! -e "$OUT/m.cgns" ]
    merge "$np" -q --cgns-version 3.3 -o "$OUT/m.cgns" "$DATA/poly.cgns"
    assert_equal "$status" 65
    assert_output --partial "node '/Base/Zone/Faces': a poly section of a whole zone"
    assert [ ! -e "$OUT/m.cgns" ]
    merge "$np" -q --link --cgns-version 4.2 -o "$OUT/m.cgns" "$DATA/poly33.cgns"
    assert_equal "$status" 65
    assert_output --partial "cannot be copied or linked as it is into an output stamped 4.2"
    assert [ ! -e "$OUT/m.cgns" ]
  done
  assert_equal "$(md5sum < "$DATA/poly33.cgns")" "$before"
  merge 2 -q -o "$OUT/m.cgns" "$DATA/poly33.cgns"
  assert_success
}

# Official 3.4.1 (and pcgns before it wrote offsets there) put counts under a 3.4 stamp,
# which official readers take for the offset layout: such a whole zone is copied only
# under a stamp of its layout, and the message names 3.3; a 3.4 output takes the 4.x one.
@test "a 3.4 whole zone with counts inline is refused under 3.4 naming 3.3; a 4.x poly zone is copied into 3.4 as it is" {
  cp "$DATA/poly33.cgns" "$IN/counts34.cgns"
  "$TAMPER" stamp-in-place "$IN/counts34.cgns" 3.4 >/dev/null
  assert [ -z "$(h5ls "$IN/counts34.cgns/Base/Zone/Faces" | grep ElementStartOffset)" ]
  for np in 1 2; do
    merge "$np" -q --check-inputs -o "$OUT/m.cgns" "$IN/counts34.cgns"
    assert_equal "$status" 65
    assert_output --partial "node '/Base/Zone/Faces': a poly section of a whole zone, without ElementStartOffset under a CGNS 3.4 stamp (as the official 3.4.1 library writes it), cannot be copied or linked as it is into an output stamped 3.4"
    assert_output --partial "stamp the output 3.3 with --cgns-version"
    assert [ ! -e "$OUT/m.cgns" ]
    merge "$np" -q --check-inputs --cgns-version 3.3 -o "$OUT/m.cgns" "$IN/counts34.cgns"
    assert_success
    rm -f "$OUT/m.cgns"
    merge "$np" -q --check-inputs --cgns-version 3.4 -o "$OUT/m.cgns" "$DATA/poly.cgns"
    assert_success
    run "$TREE_DIFF" "$DATA/poly.cgns" "$OUT/m.cgns"
    assert_success
    assert_output ""
    rm -f "$OUT/m.cgns"
  done
}
