#!/usr/bin/env bats
# Inputs built to break the readers (issue 23): raw HDF5 links in place of nodes, link
# cycles, nesting without end, links the merge does not follow, global ids that would
# size huge arrays. Each is exit 65 naming the file and the node, from pcgns-merge and
# pcgns-split alike, with no output and the inputs untouched; each run is under
# `timeout`, so a reader looping or a rank left hanging fails the test.

load common

setup_file() {
  pcgns_tools
  export DATA="$BATS_FILE_TMPDIR/data"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 1331 --parts 3 --steps 1 -o "$DATA/unstructured"
}

setup() {
  IN="$BATS_TEST_TMPDIR/in"
  OUT="$BATS_TEST_TMPDIR/out"
  cp -r "$DATA/unstructured" "$IN"
  mkdir -p "$OUT"
}

checksums() { (cd "$1" && md5sum ./* | sort); }

# Merge and split of the files given (default: the damaged set) both fail with `code`,
# print every text given, write nothing and leave the inputs as they were.
expect_refused() {
  local code="$1"; shift
  local texts=() inputs=()
  while (( $# )) && [[ "$1" != "--" ]]; do texts+=("$1"); shift; done
  (( $# )) && shift
  inputs=("$@")
  (( ${#inputs[@]} )) || inputs=("$IN")
  local before; before="$(checksums "$IN")"
  run timeout 60 mpiexec -n 2 "$MERGE" -q -o "$OUT/merged.cgns" "${inputs[@]}"
  assert_equal "$status" "$code"
  for text in "${texts[@]}"; do assert_output --partial "$text"; done
  run timeout 60 mpiexec -n 2 "$SPLIT" -q --parts 2 -o "$OUT/split" "${inputs[@]}"
  assert_equal "$status" "$code"
  for text in "${texts[@]}"; do assert_output --partial "$text"; done
  assert_equal "$(ls -A "$OUT")" ""
  assert_equal "$(checksums "$IN")" "$before"
}

@test "a raw HDF5 soft link forming a cycle is exit 65 naming the link, not a crash" {
  "$TAMPER" h5-link "$IN/sol_0.cgns" /Base/Zone.P0.N0 Loop soft /Base
  expect_refused 65 "$IN/sol_0.cgns:/Base/Zone.P0.N0/Loop" "soft link to '/Base'"
}

@test "a hard link back to an ancestor is exit 65: the group is reached a second time" {
  "$TAMPER" h5-link "$IN/sol_1.cgns" /Base/Zone.P1.N0 Loop hard /Base
  expect_refused 65 "$IN/sol_1.cgns:/Base/Zone.P1.N0/Loop" "reached a second time"
}

@test "a raw HDF5 external link is never followed: exit 65 naming its target" {
  "$TAMPER" h5-link "$IN/sol_0.cgns" /Base/Zone.P0.N0 Stolen external "$DATA/unstructured/sol_1.cgns" /Base
  expect_refused 65 "$IN/sol_0.cgns:/Base/Zone.P0.N0/Stolen" "external link to '$DATA/unstructured/sol_1.cgns:/Base'"
}

@test "a raw external link to a file that is not HDF5 is exit 65, not an I/O error" {
  echo "plain text" > "$BATS_TEST_TMPDIR/notes.txt"
  "$TAMPER" h5-link "$IN/sol_0.cgns" /Base Notes external "$BATS_TEST_TMPDIR/notes.txt" /x
  expect_refused 65 "$IN/sol_0.cgns:/Base/Notes" "external link to '$BATS_TEST_TMPDIR/notes.txt:/x'"
}

@test "nodes nested more than 64 levels deep are exit 65 naming the path" {
  "$TAMPER" nest "$IN/sol_2.cgns" /Base/Zone.P2.N0 70
  expect_refused 65 "$IN/sol_2.cgns:/Base/Zone.P2.N0/Level70/Level69/" "more than 64 levels"
}

@test "a base that is a CGNS link (A -> B -> A) is exit 65, not an empty output" {
  local dir="$BATS_TEST_TMPDIR/cycle"
  mkdir -p "$dir"
  cp "$IN/sol_0.cgns" "$dir/A.cgns"
  cp "$IN/sol_0.cgns" "$dir/B.cgns"
  "$TAMPER" cgns-link "$dir/A.cgns" /Base B.cgns /Base
  "$TAMPER" cgns-link "$dir/B.cgns" /Base A.cgns /Base
  expect_refused 65 "file '$dir/A.cgns' node '/Base' is a CGNS link to 'B.cgns:/Base'" -- "$dir/A.cgns"
}

@test "a main file whose linked file links its zones on (A -> B -> A) is exit 65 naming both" {
  local dir="$BATS_TEST_TMPDIR/maia"
  mkdir -p "$dir/a" "$dir/b" "$dir/set"
  cp "$IN/sol_0.cgns" "$dir/a/A.cgns"
  "$TAMPER" make-main "$dir/a/B.cgns" "$dir/a/A.cgns"   # B links to the zones of A
  cp "$IN/sol_0.cgns" "$dir/b/B.cgns"
  "$TAMPER" make-main "$dir/b/A.cgns" "$dir/b/B.cgns"   # A links to the zones of B
  cp "$dir/b/A.cgns" "$dir/a/B.cgns" "$dir/set/"
  expect_refused 65 "file '$dir/set/B.cgns' node '/Base/Zone.P0.N0' links on to 'A.cgns:/Base/Zone.P0.N0'" \
    "linked by file '$dir/set/A.cgns'" -- "$dir/set/A.cgns"
}

@test "a zone link to a file that is not HDF5 is exit 65 naming the link" {
  local dir="$BATS_TEST_TMPDIR/main"
  mkdir -p "$dir"
  cp "$IN/sol_0.cgns" "$dir/sub.cgns"
  "$TAMPER" make-main "$dir/main.cgns" "$dir/sub.cgns"
  echo "plain text" > "$dir/sub.cgns"
  expect_refused 65 "file '$dir/main.cgns' node '/Base/Zone.P0.N0' links to '$dir/sub.cgns'" "not an HDF5 file" \
    -- "$dir/main.cgns"
}

@test "a vertex id past what the parts can number is exit 65 naming the file and node, at once" {
  for f in 0 1 2; do "$TAMPER" remove "$IN/sol_$f.cgns" "/Base/Zone.P$f.N0/:CGNS#GlobalNumbering/:pcgns#Set"; done
  "$TAMPER" set-int "$IN/sol_1.cgns" "/Base/Zone.P1.N0/:CGNS#GlobalNumbering/Vertex" 3 500000000
  expect_refused 65 "file '$IN/sol_1.cgns' node '/Base/Zone.P1.N0/:CGNS#GlobalNumbering/Vertex': global id 500000000 out of range"
}

@test "a flipped element id (2^62) is exit 65 naming the node, never 70 or 74" {
  "$TAMPER" set-int "$IN/sol_0.cgns" "/Base/Zone.P0.N0/Hexa/:CGNS#GlobalNumbering/Element" 0 4611686018427387904
  expect_refused 65 "file '$IN/sol_0.cgns' node '/Base/Zone.P0.N0/Hexa/:CGNS#GlobalNumbering/Element': global id 4611686018427387904"
}

@test "a negative cell id is exit 65 naming the node" {
  "$TAMPER" set-int "$IN/sol_2.cgns" "/Base/Zone.P2.N0/:CGNS#GlobalNumbering/Cell" 0 -7
  expect_refused 65 "node '/Base/Zone.P2.N0/:CGNS#GlobalNumbering/Cell': global id -7 out of range"
}
