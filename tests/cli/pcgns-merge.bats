#!/usr/bin/env bats
# pcgns-merge from the command line: every option, every exit code, every bad input.
# Each run is under `timeout`, so a rank left hanging fails the test instead of CI.

load common

setup_file() {
  pcgns_tools
  export DATA="$BATS_FILE_TMPDIR/data"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 1331 --parts 11 --steps 2 -o "$DATA/unstructured"
  mpiexec -n 2 "$BENCH" generate -q --mesh blocks --cells 1000 --parts 4 --parts-per-file 2 --cgns-version 3.4 \
    -o "$DATA/blocks"
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1000 --parts 3 -o "$DATA/structured"
}

setup() {
  OUT="$BATS_TEST_TMPDIR/out"
  mkdir -p "$OUT"
}

# A copy of the unstructured input to damage; prints its directory.
damaged_copy() {
  cp -r "$DATA/unstructured" "$BATS_TEST_TMPDIR/in"
  echo "$BATS_TEST_TMPDIR/in"
}

checksums() { (cd "$1" && md5sum ./* | sort); }

# The merge of a damaged input fails with `code`, names the file, leaves the input as it
# was and writes nothing under the output name.
expect_bad_input() {
  local code="$1" in="$2"; shift 2
  local before; before="$(checksums "$in")"
  merge 2 -q -o "$OUT/merged.cgns" "$in"
  assert_equal "$status" "$code"
  for text in "$@"; do assert_output --partial "$text"; done
  assert [ ! -e "$OUT/merged.cgns" ]
  assert_equal "$(checksums "$in")" "$before"
}


@test "--help lists the options, examples and exit codes" {
  run "$MERGE" --help
  assert_success
  for option in --output --force --dry-run --link --solutions --fields --latest --verify --hint --json \
                --progress --no-progress --quiet --verbose --version --cgns-version; do
    assert_output --partial -- "$option"
  done
  assert_output --partial "Examples:"
  assert_output --partial "73 output cannot be created"
}

@test "--version names pcgns, HDF5 and MPI" {
  run "$MERGE" --version
  assert_success
  assert_output --regexp '^pcgns-merge [0-9]+\.[0-9]+\.[0-9]+ \(HDF5 1\.[0-9.]+, .*\)$'
}

@test "no arguments, an unknown option or a missing -o is a usage error (64)" {
  merge 2
  assert_equal "$status" 64
  assert_output --partial "usage error"
  merge 2 --bogus -o "$OUT/m.cgns" "$DATA/blocks"
  assert_equal "$status" 64
  merge 2 "$DATA/blocks"
  assert_equal "$status" 64
  assert_output --partial "--output is required"
}

@test "a directory of unstructured parts merges into one file with a JSON report" {
  merge 2 -o "$OUT/merged.cgns" --json "$OUT/report.json" "$DATA/unstructured"
  assert_success
  assert_output --partial "merged 11 file(s) into $OUT/merged.cgns: 1 zone(s)"
  assert [ -s "$OUT/merged.cgns" ]
  run json_field "$OUT/report.json" "['tool'], d['ranks'] if False else ''"
  run python3 - "$OUT/report.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for key in ["tool", "version", "ranks", "inputs", "output", "zones", "read_bytes", "written_bytes", "seconds", "verified"]:
    assert key in d, key
z = d["zones"][0]
print(d["tool"], d["ranks"], len(d["inputs"]), z["name"], z["type"], z["vertices"], z["cells"], z["input_parts"], d["verified"])
assert d["written_bytes"] > 0 and d["read_bytes"] > 0 and d["seconds"] > 0
PY
  assert_success
  assert_output "pcgns-merge 2 11 Zone unstructured 1728 1331 11 None"
}

@test "inputs are ordered naturally: sol_2 before sol_10, whether from a glob or a directory" {
  merge 1 -q -o "$OUT/m.cgns" --json "$OUT/r.json" "$DATA/unstructured/sol_*.cgns"
  assert_success
  run json_field "$OUT/r.json" "['inputs'][2]"
  assert_output "$DATA/unstructured/sol_2.cgns"
  run json_field "$OUT/r.json" "['inputs'][10]"
  assert_output "$DATA/unstructured/sol_10.cgns"
}

@test "--json - prints the report on stdout and the summary on stderr" {
  run bash -c "timeout 120 mpiexec -n 2 '$MERGE' -o '$OUT/m.cgns' --json - '$DATA/blocks' 2>/dev/null"
  assert_success
  run python3 -c "import json,sys; d=json.loads(sys.argv[1]); print(len(d['zones']), d['zones'][0]['type'])" "$output"
  assert_output "4 structured"
}

@test "-q prints nothing on success, -v prints the plan" {
  merge 2 -q -o "$OUT/q.cgns" "$DATA/blocks"
  assert_success
  assert_output ""
  merge 2 -v -o "$OUT/v.cgns" "$DATA/blocks"
  assert_success
  assert_output --partial "Base/Block3"
  assert_output --partial "whole"
}

@test "--dry-run prints the plan and writes nothing" {
  merge 2 --dry-run -o "$OUT/m.cgns" "$DATA/structured"
  assert_success
  assert_output --partial "Base/Block"
  assert_output --partial "structured parts"
  assert [ ! -e "$OUT/m.cgns" ]
  assert_equal "$(ls -A "$OUT")" ""
}

@test "--verify re-reads the output and reports it verified" {
  merge 3 -o "$OUT/m.cgns" --verify --json "$OUT/r.json" "$DATA/structured"
  assert_success
  assert_output --partial "verified"
  run json_field "$OUT/r.json" "['verified']"
  assert_output "True"
}

@test "more ranks than files, and a single rank, give the same file" {
  merge 3 -q -o "$OUT/three.cgns" "$DATA/blocks"
  assert_success
  merge 1 -q -o "$OUT/one.cgns" "$DATA/blocks"
  assert_success
  run cgnsdiff -d "$OUT/three.cgns" "$OUT/one.cgns"
  assert_success
  assert_output ""
}

@test "merged whole blocks pass cgnscheck: the 1to1 donors in other files now resolve" {
  merge 2 -q -o "$OUT/m.cgns" "$DATA/blocks"
  assert_success
  run cgnscheck "$OUT/m.cgns"
  refute_output --partial "ERROR"
  refute_output --partial "not found"
}

@test "a CGNS 3.0 file's element types are renumbered: the same mesh for the official tools, stamped 3.2" {
  official="$BATS_TEST_DIRNAME/../data/cgnslib_vers-3000.cgns"
  merge 2 -q -o "$OUT/m.cgns" "$official"
  assert_success
  run cgnscheck "$OUT/m.cgns"
  refute_output --partial "ERROR"
  # The section header's type number changes (3.0 numbered HEXA_8 differently); as read by
  # the official library, every element and value is the same.
  run cgnsdiff -d "$official" "$OUT/m.cgns"
  assert_output "$(printf '%s\n' '/Base/Zone 1/Elem <> /Base/Zone 1/Elem : data values differ' \
                                '/CGNSLibraryVersion <> /CGNSLibraryVersion : data values differ')"
  run cgnsdiff "$official" "$OUT/m.cgns"
  assert_output ""
  run h5dump -d "/CGNSLibraryVersion/ data" "$OUT/m.cgns"
  assert_output --partial "3.2"
}

@test "--link writes links to the input zones; partitioned inputs are refused (64)" {
  merge 1 -q --link -o "$OUT/links.cgns" "$DATA/blocks"
  assert_success
  run cgnslist "$OUT/links.cgns"
  assert_output --partial "Block0  -> /Base/Block0 @"
  assert_output --partial "sol_1.cgns"
  merge 2 --link -o "$OUT/bad.cgns" "$DATA/unstructured"
  assert_equal "$status" 64
  assert_output --partial "partitioned"
}

@test "--solutions, --fields and --latest select what is carried" {
  merge 2 -q --latest -o "$OUT/latest.cgns" "$DATA/unstructured"
  assert_success
  run cgnslist "$OUT/latest.cgns"
  assert_output --partial "VertexSol#0002"
  refute_output --partial "VertexSol#0001"
  refute_output --partial "CellSol#0001"
  merge 2 -q --solutions '^Cell' --fields '^Density$' -o "$OUT/cells.cgns" "$DATA/unstructured"
  assert_success
  run cgnslist "$OUT/cells.cgns"
  assert_output --partial "CellSol#0001"
  refute_output --partial "VertexSol"
  merge 2 --fields '(' -o "$OUT/x.cgns" "$DATA/unstructured"
  assert_equal "$status" 64
  assert_output --partial "invalid regular expression"
}

@test "--cgns-version stamps the output" {
  merge 2 -q --cgns-version 3.4 -o "$OUT/m.cgns" "$DATA/unstructured"
  assert_success
  run cgnscheck "$OUT/m.cgns"
  refute_output --partial "ERROR"
  merge 2 -q --cgns-version 9 -o "$OUT/n.cgns" "$DATA/unstructured"
  assert_equal "$status" 64
}

@test "--hint and ROMIO_HINTS are accepted; malformed hints are usage errors" {
  merge 2 -q --hint romio_cb_write=enable --hint cb_buffer_size=1048576 -o "$OUT/h.cgns" "$DATA/blocks"
  assert_success
  merge 2 --hint nonsense -o "$OUT/x.cgns" "$DATA/blocks"
  assert_equal "$status" 64
  printf '# hints\nromio_cb_write enable\n' > "$OUT/hints"
  ROMIO_HINTS="$OUT/hints" merge 2 -q -o "$OUT/r.cgns" "$DATA/blocks"
  assert_success
  printf 'only_a_key\n' > "$OUT/badhints"
  ROMIO_HINTS="$OUT/badhints" merge 2 -o "$OUT/y.cgns" "$DATA/blocks"
  assert_equal "$status" 64
  assert_output --partial "line 1"
  ROMIO_HINTS="$OUT/absent" merge 2 -o "$OUT/z.cgns" "$DATA/blocks"
  assert_equal "$status" 66
}

@test "--progress reports in plain lines on stderr (not a terminal) even with -q; --no-progress nothing" {
  export PCGNS_PROGRESS_INTERVAL=0
  run bash -c "timeout 120 mpiexec -n 2 '$MERGE' --progress --round-mib 1 -q -o '$OUT/p.cgns' '$DATA/unstructured' 2>&1 >/dev/null"
  assert_success
  assert_line --regexp '^pcgns-merge: progress +[0-9]+%'
  assert_output --partial "/s"
  refute_output --partial $'\r'
  run bash -c "timeout 120 mpiexec -n 2 '$MERGE' -q -o '$OUT/n.cgns' '$DATA/unstructured' 2>&1 >/dev/null"
  refute_output --partial "%"
  run bash -c "timeout 120 mpiexec -n 2 '$MERGE' --no-progress -o '$OUT/o.cgns' '$DATA/unstructured' 2>&1 >/dev/null"
  refute_output --partial "%"
}

@test "a Maia main file linking *_sub_<rank>.cgns files merges like the files themselves" {
  for i in 0 1 2; do cp "$DATA/structured/sol_$i.cgns" "$OUT/run_sub_$i.cgns"; done
  "$TAMPER" make-main "$OUT/run.cgns" "$OUT/run_sub_0.cgns" "$OUT/run_sub_1.cgns" "$OUT/run_sub_2.cgns"
  merge 2 -q --verify -o "$OUT/merged.cgns" --json "$OUT/r.json" "$OUT/run.cgns"
  assert_success
  run json_field "$OUT/r.json" "['zones'][0]['input_parts']"
  assert_output "3"
}

# ---- exit codes of the output

@test "an existing output is refused (73) unless --force" {
  touch "$OUT/m.cgns"
  merge 2 -o "$OUT/m.cgns" "$DATA/blocks"
  assert_equal "$status" 73
  assert_output --partial "exists; use --force"
  assert [ ! -s "$OUT/m.cgns" ]
  merge 2 -q --force -o "$OUT/m.cgns" "$DATA/blocks"
  assert_success
  assert [ -s "$OUT/m.cgns" ]
}

@test "an output that cannot be created is exit 73 naming it" {
  merge 2 -o /proc/merged.cgns "$DATA/blocks"
  assert_equal "$status" 73
  assert_output --partial "/proc/merged.cgns"
  # A missing directory is created (tests/cli/outputs.bats); one under a regular file cannot be.
  touch "$OUT/plain"
  merge 2 -o "$OUT/plain/dir/m.cgns" "$DATA/blocks"
  assert_equal "$status" 73
  assert_output --partial "$OUT/plain"
  assert [ ! -e "$OUT/plain/dir" ]
}

@test "the output may not be one of the inputs" {
  merge 2 --force -o "$DATA/blocks/sol_0.cgns" "$DATA/blocks"
  assert_equal "$status" 64
  assert_output --partial "is also an input"
}

@test "a full disk (a file-size limit) is an I/O error (74) that leaves nothing behind" {
  # The MPI transports use shared-memory files; keep them out of the limit.
  run env OMPI_MCA_btl=self,tcp PMIX_MCA_gds=hash timeout 120 mpiexec -n 2 \
    bash -c "ulimit -f 200 && exec '$MERGE' -o '$OUT/m.cgns' '$DATA/unstructured'"
  assert_equal "$status" 74
  assert_output --partial "$OUT/m.cgns"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "a run killed with SIGKILL leaves no file under the output name" {
  big="$BATS_TEST_TMPDIR/big"
  mpiexec -n 2 "$BENCH" generate -q --cells 1000000 --parts 4 --steps 2 -o "$big"
  mpiexec -n 2 "$MERGE" -q --round-mib 1 -o "$OUT/m.cgns" "$big" &
  # Kill as soon as the temporary file exists: the merge is under way.
  for _ in $(seq 1 500); do
    compgen -G "$OUT/.m.cgns.*" > /dev/null && break
    sleep 0.01
  done
  pkill -KILL -f "$OUT/m.cgns" || true  # this run only: other bats files may be merging too
  wait || true
  assert [ ! -e "$OUT/m.cgns" ]
}

# ---- bad inputs: exit code, a message naming the file and node, input untouched

@test "a missing input file is exit 66" {
  merge 2 -o "$OUT/m.cgns" "$OUT/absent.cgns"
  assert_equal "$status" 66
  assert_output --partial "absent.cgns: no such file"
  merge 2 -o "$OUT/m.cgns" "$OUT/nothing_*.cgns"
  assert_equal "$status" 66
  assert_output --partial "no file matches"
}

@test "a rank missing from the sequence of parts is named (65)" {
  in="$(damaged_copy)"
  rm "$in/sol_4.cgns"
  expect_bad_input 65 "$in" "no part from rank(s) P4"
}

@test "a part left out: ids past what the parts given hold are named (65)" {
  in="$BATS_TEST_TMPDIR/pairs"
  mpiexec -n 2 "$BENCH" generate -q --cells 1000 --parts 4 --parts-per-file 2 -o "$in"
  # Rank 0 still has a part, so the sequence of ranks is whole, but slab 1 is gone:
  # its inner vertex planes k = 4, 5 of the 10x10x10 box (ids 485-726) are in no other part.
  # The cells left number more elements than the parts given hold: refused before any
  # id sizes an array (a corrupt id of 5e8 would size gigabytes).
  "$TAMPER" remove "$in/sol_0.cgns" /Base/Zone.P0.N1
  expect_bad_input 65 "$in" "Hexa/:CGNS#GlobalNumbering/Element': global id 801 out of range 1..700" \
    "parts of the set are missing"
}

@test "two parts with different values for a shared vertex: the first id and both files (65)" {
  in="$(damaged_copy)"
  # Local vertex 1 of part 2 lies on the plane it shares with part 1.
  "$TAMPER" set-real "$in/sol_2.cgns" /Base/Zone.P2.N0/GridCoordinates/CoordinateX 0 99
  expect_bad_input 65 "$in" "zone 'Zone' GridCoordinates/CoordinateX: conflicting values for global id" "$in/sol_1.cgns" "$in/sol_2.cgns" "Zone.P2.N0"
}

@test "parts of long id runs (written in place, not exchanged) still get every check (65)" {
  in="$BATS_TEST_TMPDIR/runs"
  mpiexec -n 2 "$BENCH" generate -q --cells 60000 --parts 4 --parts-per-file 2 -o "$in"
  cp -r "$in" "$BATS_TEST_TMPDIR/pristine"
  # Part P1.N0's local vertex 1 (global id 32001) is on the plane it shares with P0.N1;
  # its other vertices make one run of falling ids that no other part covers.
  "$TAMPER" set-real "$in/sol_1.cgns" /Base/Zone.P1.N0/GridCoordinates/CoordinateX 0 99
  expect_bad_input 65 "$in" "zone 'Zone' GridCoordinates/CoordinateX: conflicting values for global id 32001" \
    "'$in/sol_0.cgns' node '/Base/Zone.P0.N1'" "'$in/sol_1.cgns' node '/Base/Zone.P1.N0'"
  rm -rf "$in"; cp -r "$BATS_TEST_TMPDIR/pristine" "$in"
  # Without slab 1, its inner vertex planes are in no run and no exchanged list.
  "$TAMPER" remove "$in/sol_0.cgns" /Base/Zone.P0.N1
  expect_bad_input 65 "$in" "Hexa/:CGNS#GlobalNumbering/Element': global id 45631 out of range 1..45630" \
    "parts of the set are missing"
}

@test "parts that disagree on base names, zone types, field sets or data types (65)" {
  in="$(damaged_copy)"
  "$TAMPER" rename "$in/sol_3.cgns" /Base Other
  expect_bad_input 65 "$in" "disagree on base names" "$in/sol_3.cgns" "/Other/Zone.P3.N0"
  rm -rf "$in"; in="$(damaged_copy)"
  "$TAMPER" remove "$in/sol_3.cgns" "/Base/Zone.P3.N0/VertexSol#0001/Pressure"
  expect_bad_input 65 "$in" "disagree on field sets" "VertexSol#0001/Pressure" "$in/sol_3.cgns"
  rm -rf "$in"; in="$(damaged_copy)"
  "$TAMPER" to-r4 "$in/sol_3.cgns" "/Base/Zone.P3.N0/CellSol#0002/Density"
  expect_bad_input 65 "$in" "data types" "(R4)" "$in/sol_3.cgns"
  rm -rf "$in"; in="$(damaged_copy)"
  "$TAMPER" set-text "$in/sol_3.cgns" /Base/Zone.P3.N0/ZoneType Structured
  expect_bad_input 65 "$in" "$in/sol_3.cgns" "/Base/Zone.P3.N0"
}

@test "a truncated file, an HDF5 file that is not CGNS and a file that is not HDF5 (65)" {
  in="$(damaged_copy)"
  truncate -s 20000 "$in/sol_6.cgns"
  expect_bad_input 65 "$in" "$in/sol_6.cgns" "truncated"
  rm -rf "$in"; in="$(damaged_copy)"
  "$TAMPER" plain-hdf5 "$in/sol_6.cgns"
  expect_bad_input 65 "$in" "$in/sol_6.cgns: not a CGNS file"
  rm -rf "$in"; in="$(damaged_copy)"
  echo "not hdf5" > "$in/sol_6.cgns"
  expect_bad_input 65 "$in" "$in/sol_6.cgns: not a CGNS file (not an HDF5 file)"
}
