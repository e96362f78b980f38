#!/usr/bin/env bats
# pcgns-bench generate from the command line (the benchmark itself: pcgns-bench-scenarios.bats):
# its file layout for every mesh kind, files
# that the official cgnscheck accepts, the JSON report, and every bad input's exit code.
# Each run is under `timeout`, so a rank left hanging fails the test instead of CI.

load bench_common

setup_file() { bench_setup_file; }

setup() {
  OUT="$BATS_TEST_TMPDIR/out"
}

count_files() { find "$1" -maxdepth 1 -name 'sol_*.cgns' -type f | wc -l; }

# The ERROR lines cgnscheck prints for a file (empty when it finds none).
cgnscheck_errors() { cgnscheck "$1" 2>&1 | grep ERROR || true; }

# values FILE DATASET: the dataset's values, comma-separated, no spaces.
values() { h5dump -y -w 0 -d "$2" "$1" | sed -n '/DATA {/,/}/p' | sed '1d;$d' | tr -d ' \n'; }

@test "an unknown subcommand or option is a usage error (64)" {
  run "$BENCH" bogus
  assert_equal "$status" 64
  assert_output --partial "usage error"
  run "$BENCH" generate --bogus
  assert_equal "$status" 64
}

@test "generate --help lists its options" {
  run "$BENCH" generate --help
  assert_success
  for option in --mesh --cells --parts --parts-per-file --steps --elements --orphans --cgns-version --output --force \
                --quiet --json; do
    assert_output --partial -- "$option"
  done
}

@test "--mesh unstructured: one file per --parts-per-file parts, every step in every zone" {
  bench 2 generate -q --mesh unstructured --cells 1000 --parts 5 --parts-per-file 2 --steps 3 -o "$OUT"
  assert_success
  assert_output ""
  assert_equal "$(count_files "$OUT")" 3
  for f in 0 1 2; do assert [ -s "$OUT/sol_$f.cgns" ]; done
  run cgnslist "$OUT/sol_2.cgns"
  assert_success
  assert_output --partial "Zone.P2.N0"  # the fifth part alone in the last file
  refute_output --partial "Zone.P2.N1"
  assert_output --partial "VertexSol#0003"
  assert_output --partial "CellSol#0003"
  assert_output --partial "FlowSolutionPointers"
  refute_output --partial "VertexSol#0004"
}

@test "--mesh structured: parts named after their file and rank" {
  bench 2 generate -q --mesh structured --cells 1000 --parts 4 --steps 2 -o "$OUT"
  assert_success
  assert_equal "$(count_files "$OUT")" 4
  run cgnslist "$OUT/sol_3.cgns"
  assert_output --partial "Block.P3.N0"
  assert_output --partial "VertexSol#0002"
}

@test "--mesh blocks: whole zones, several per file" {
  bench 2 generate -q --mesh blocks --cells 1000 --parts 6 --parts-per-file 4 -o "$OUT"
  assert_success
  assert_equal "$(count_files "$OUT")" 2
  run cgnslist "$OUT/sol_0.cgns"
  for b in 1 2 3 4; do assert_output --partial "Block$b"; done
  refute_output --partial "Block5"
}

@test "unstructured output at --cgns-version 3.4 passes cgnscheck; split over files only the periodic donors elsewhere are missing" {
  bench 2 generate -q --mesh unstructured --cells 1000 --parts 3 --parts-per-file 3 --steps 2 --cgns-version 3.4 \
    -o "$OUT/one"
  assert_success
  run cgnscheck_errors "$OUT/one/sol_0.cgns"
  assert_output ""
  bench 2 generate -q --mesh unstructured --cells 1000 --parts 3 --steps 2 --cgns-version 3.4 -o "$OUT/three"
  assert_success
  run cgnscheck_errors "$OUT/three/sol_1.cgns"
  assert_output ""
  # The first and last parts hold the pieces of the periodic connection, each naming
  # the other's partition, which lives in another file.
  run cgnscheck_errors "$OUT/three/sol_0.cgns"
  assert_output --partial "donor zone Zone.P2.N0 does not exist"
  run cgnscheck_errors "$OUT/three/sol_2.cgns"
  assert_output --partial "donor zone Zone.P0.N0 does not exist"
}

@test "blocks at --cgns-version 3.4 pass cgnscheck; split over files only the donors elsewhere are missing" {
  bench 2 generate -q --mesh blocks --cells 1000 --parts 4 --parts-per-file 4 --steps 2 --cgns-version 3.4 \
    -o "$OUT/one"
  assert_success
  run cgnscheck_errors "$OUT/one/sol_0.cgns"
  assert_output ""
  bench 2 generate -q --mesh blocks --cells 1000 --parts 4 --parts-per-file 2 --cgns-version 3.4 -o "$OUT/two"
  assert_success
  for f in 0 1; do
    # Each file-per-process file alone cannot see the neighbouring block in the other file.
    run cgnscheck_errors "$OUT/two/sol_$f.cgns"
    assert_output --regexp '^ERROR:donor zone "Block[0-9]+" not found$'
  done
}

@test "--elements poly writes NGON_n faces and NFACE_n cells" {
  bench 2 generate -q --mesh unstructured --elements poly --cells 1000 --parts 3 -o "$OUT"
  assert_success
  assert_equal "$(count_files "$OUT")" 3
  run h5dump -d '/Base/Zone.P0.N0/Faces/ data' -d '/Base/Zone.P0.N0/Cells/ data' "$OUT/sol_0.cgns"
  assert_success
  assert_output --regexp '\(0\): 22, 0'   # NGON_n
  assert_output --regexp '\(0\): 23, 0'   # NFACE_n
  run h5ls -r "$OUT/sol_0.cgns"
  assert_output --partial "/Base/Zone.P0.N0/Faces/ElementStartOffset"
  refute_output --partial "Hexa"
}

# The official 3.4.0 library writes ElementStartOffset under its 3.4 stamp and reads a 3.4
# file's poly sections as having it: with counts inline instead, its cgnscheck read offsets
# that were never filled in and crashed (exit 139). Stamps before 3.4 keep the counts,
# which the official library converts on reading.
@test "--elements poly at --cgns-version 3.4 has ElementStartOffset, cgnscheck reads it and its merge; 3.3 keeps the counts" {
  for v in 3.3 3.4 4.4; do
    bench 2 generate -q --mesh unstructured --elements poly --cells 8000 --parts 1 --cgns-version "$v" -o "$OUT/v$v"
    assert_success
  done
  run h5ls -r "$OUT/v3.4/sol_0.cgns"
  assert_output --partial "/Base/Zone.P0.N0/Faces/ElementStartOffset"
  assert_output --partial "/Base/Zone.P0.N0/Cells/ElementStartOffset"
  run h5ls -r "$OUT/v3.3/sol_0.cgns"
  refute_output --partial "ElementStartOffset"
  for v in 3.3 3.4; do
    run cgnscheck "$OUT/v$v/sol_0.cgns"
    assert_success
    refute_output --partial "ERROR"
  done
  # Read back whole through pcgns, the 3.4 tree is the 4.4 one but for the stamp (and the
  # id each generated set gets).
  for v in 3.4 4.4; do "$TAMPER" remove "$OUT/v$v/sol_0.cgns" "/Base/:pcgns#Set" >/dev/null; done
  run "$TREE_DIFF" "$OUT/v4.4/sol_0.cgns" "$OUT/v3.4/sol_0.cgns"
  assert_success
  assert_output ""
  bench 2 generate -q --mesh unstructured --elements poly --cells 1000 --parts 3 --cgns-version 3.4 -o "$OUT/parts"
  assert_success
  run timeout 120 mpiexec -n 2 "$MERGE" -q --verify -o "$BATS_TEST_TMPDIR/whole.cgns" "$OUT/parts"
  assert_success
  run h5ls -r "$BATS_TEST_TMPDIR/whole.cgns"
  assert_output --partial "/Base/Zone/Faces/ElementStartOffset"
  run cgnscheck "$BATS_TEST_TMPDIR/whole.cgns"
  assert_success
  refute_output --partial "ERROR"
}

@test "--elements mixed writes MIXED cells of every linear 3-D type and a MIXED inflow, which cgnscheck accepts" {
  bench 2 generate -q --mesh unstructured --elements mixed --cells 300 --parts 3 --cgns-version 3.4 \
    --json "$BATS_TEST_TMPDIR/r.json" -o "$OUT"
  assert_success
  # A 4 x 4 x 7 box; each k-plane's 16 cells cut into 4 hexahedra, 12 pyramids, 8 prisms, 24 tetrahedra.
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["box"]')" "[4, 4, 7]"
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["cells"]')" 336
  local part="/Base/Zone.P0.N0"
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/ data")" "100,144,0"  # P0 of a 3-part 7-plane box: 3 planes
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/Cells/ data")" "20,0"
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/Inflow/ data")" "20,0"
  # Row j = 0: a hexahedron (17), 3 pyramids (12), 2 prisms (14), 6 tetrahedra (10).
  local codes
  codes="$(values "$OUT/sol_0.cgns" "$part/Cells/ElementConnectivity/ data" | cut -d, -f1,10,16,22,28,35,42,47,52,57,62,67)"
  assert_equal "$codes" "17,12,12,12,14,14,10,10,10,10,10,10"
  # The middle part holds no piece of the periodic connection, whose donor is in another file.
  run cgnscheck_errors "$OUT/sol_1.cgns"
  assert_output ""
  run timeout 120 mpiexec -n 2 "$MERGE" -q --verify -o "$BATS_TEST_TMPDIR/whole.cgns" "$OUT"
  assert_success
  run cgnscheck_errors "$BATS_TEST_TMPDIR/whole.cgns"
  assert_output ""
  assert_equal "$(values "$BATS_TEST_TMPDIR/whole.cgns" "/Base/Zone/ data")" "200,336,0"
}

@test "--elements tetra writes a conforming TETRA_4 mesh and a TRI_3 inflow, which cgnscheck accepts and split cuts across faces" {
  bench 2 generate -q --mesh unstructured --elements tetra --cells 300 --parts 3 --cgns-version 3.4 \
    --json "$BATS_TEST_TMPDIR/r.json" -o "$OUT"
  assert_success
  # 50 lattice cells asked: a 3 x 3 x 6 box, each cell cut into six tetrahedra.
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["box"]')" "[3, 3, 6]"
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["cells"]')" 324
  local part="/Base/Zone.P0.N0"
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/ data")" "48,108,0"  # 2 of the 6 planes
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/Tetra/ data")" "10,0"  # TETRA_4
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/Inflow/ data")" "5,0"  # TRI_3
  assert_equal "$(values "$OUT/sol_0.cgns" "$part/Inflow/ElementRange/ data")" "109,120"
  run timeout 120 mpiexec -n 2 "$MERGE" -q --verify -o "$BATS_TEST_TMPDIR/whole.cgns" "$OUT"
  assert_success
  run cgnscheck_errors "$BATS_TEST_TMPDIR/whole.cgns"
  assert_output ""
  # Conforming: every inner triangle is shared, so the dual graph is connected and the
  # partitioner's parts meet across faces (the mixed mesh's kinds do not).
  run timeout 120 mpiexec -n 2 "$SPLIT" -q --method ptscotch --parts 4 --json "$BATS_TEST_TMPDIR/s.json" \
    -o "$BATS_TEST_TMPDIR/parts" "$BATS_TEST_TMPDIR/whole.cgns"
  assert_success
  local cut
  cut="$(json_field "$BATS_TEST_TMPDIR/s.json" '["partition"]["edge_cut"]')"
  assert [ "$cut" -gt 0 ]     # the mixed mesh's kinds share no face: PT-Scotch cuts 0 there
  assert [ "$cut" -lt 324 ]
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$BATS_TEST_TMPDIR/back.cgns" "$BATS_TEST_TMPDIR/parts.cgns"
  assert_success
  run "$TREE_DIFF" "$BATS_TEST_TMPDIR/whole.cgns" "$BATS_TEST_TMPDIR/back.cgns"
  assert_success
  assert_output ""
}

@test "--orphans N adds N vertices no cell uses, after the box's, spread over the parts with coordinates and values" {
  bench 2 generate -q --mesh unstructured --cells 27 --parts 3 --orphans 5 --json "$BATS_TEST_TMPDIR/r.json" -o "$OUT"
  assert_success
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["vertices"]')" 69  # 4 x 4 x 4 + 5
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["orphans"]')" 5
  # Part 1 (a 3 x 3 x 1 slab: 32 vertices, numbered backwards) holds orphans 1 and 4
  # (global ids 66 and 69) after its own vertices.
  local part="/Base/Zone.P1.N0"
  assert_equal "$(values "$OUT/sol_1.cgns" "$part/ data")" "34,9,0"
  assert_equal "$(values "$OUT/sol_1.cgns" "$part/:CGNS#GlobalNumbering/Vertex/ data" | cut -d, -f31-)" "18,17,66,69"
  assert_equal "$(values "$OUT/sol_1.cgns" "$part/GridCoordinates/CoordinateX/ data" | cut -d, -f33-)" "-1,-2.5"
  assert_equal "$(values "$OUT/sol_1.cgns" "$part/VertexSol#0001/Pressure/ data" | cut -d, -f33-)" "1066,1069"
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$BATS_TEST_TMPDIR/whole.cgns" "$OUT"
  assert_success
  assert_equal "$(values "$BATS_TEST_TMPDIR/whole.cgns" "/Base/Zone/ data")" "69,27,0"
  assert_equal "$(values "$BATS_TEST_TMPDIR/whole.cgns" "/Base/Zone/GridCoordinates/CoordinateX/ data" | cut -d, -f65-)" \
    "-0.5,-1,-1.5,-2,-2.5"
}

@test "--json - prints the report on stdout, the summary on stderr" {
  run bash -c "timeout 120 mpiexec -n 2 '$BENCH' generate --cells 1000 --parts 3 --steps 2 --json - -o '$OUT' \
    2>'$BATS_TEST_TMPDIR/stderr'"
  assert_success
  echo "$output" > "$BATS_TEST_TMPDIR/report.json"
  local report="$BATS_TEST_TMPDIR/report.json"
  assert_equal "$(json_field "$report" '["tool"]')" "pcgns-bench"
  assert_equal "$(json_field "$report" '["command"]')" "generate"
  assert_equal "$(json_field "$report" '["ranks"]')" 2
  assert_equal "$(json_field "$report" '["parts"]')" 3
  assert_equal "$(json_field "$report" '["steps"]')" 2
  assert_equal "$(json_field "$report" '["cells"]')" 1000
  assert_equal "$(json_field "$report" '["vertices"]')" 1331
  assert_equal "$(json_field "$report" '["box"]')" "[10, 10, 10]"
  assert_equal "$(json_field "$report" '["files"][2]')" "$OUT/sol_2.cgns"
  assert_equal "$(json_field "$report" '["bytes"]')" "$(cat "$OUT"/sol_*.cgns | wc -c)"
  run cat "$BATS_TEST_TMPDIR/stderr"
  assert_output --partial "generated 3 file(s)"
}

@test "--json FILE writes the report to a file" {
  bench 1 generate -q --cells 27 --parts 3 --json "$BATS_TEST_TMPDIR/r.json" -o "$OUT"
  assert_success
  assert_output ""
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["box"]')" "[3, 3, 3]"
  assert_equal "$(json_field "$BATS_TEST_TMPDIR/r.json" '["files"].__len__()')" 3
}

@test "bad sizes and combinations are usage errors (64) and write nothing" {
  local bad
  for bad in "--cells 0" "--parts 0" "--parts-per-file 0" "--steps 0" "--steps 10000" "--mesh bogus" \
             "--elements bogus" "--cgns-version 9" "--cells 1000 --parts 11" \
             "--mesh blocks --elements poly" "--mesh structured --elements poly" "--orphans -1" \
             "--mesh structured --elements mixed" \
             "--mesh structured --orphans 3" "--mesh blocks --orphans 1"; do
    bench 2 generate -q $bad -o "$OUT"
    assert_equal "$status" 64
    assert [ ! -e "$OUT" ]
  done
  bench 2 generate --cells 1000 --parts 11 -o "$OUT"
  assert_output --partial "exceeds the 10 k-planes"
  bench 2 generate --mesh blocks --elements poly -o "$OUT"
  assert_output --partial "--elements poly needs --mesh unstructured"
  bench 2 generate --mesh structured --elements mixed -o "$OUT"
  assert_output --partial "--elements mixed needs --mesh unstructured"
  bench 2 generate --mesh structured --orphans 3 -o "$OUT"
  assert_output --partial "--orphans needs --mesh unstructured"
  bench 2 generate --cells 1000
  assert_equal "$status" 64
}

@test "a non-empty output directory needs --force (73); with it, sol_*.cgns are written beside" {
  mkdir -p "$OUT"
  echo keep > "$OUT/notes.txt"
  bench 2 generate -q --cells 1000 --parts 2 -o "$OUT"
  assert_equal "$status" 73
  assert_output --partial "not empty"
  assert_equal "$(count_files "$OUT")" 0
  bench 2 generate -q --force --cells 1000 --parts 2 -o "$OUT"
  assert_success
  assert_equal "$(count_files "$OUT")" 2
  assert_equal "$(cat "$OUT/notes.txt")" keep
  # Again with --force: the files are replaced, not appended to.
  local size; size="$(wc -c < "$OUT/sol_0.cgns")"
  bench 2 generate -q --force --cells 1000 --parts 2 -o "$OUT"
  assert_success
  assert_equal "$(wc -c < "$OUT/sol_0.cgns")" "$size"
}

@test "an output path that is a file cannot be created (73)" {
  echo x > "$BATS_TEST_TMPDIR/file"
  bench 2 generate -q -o "$BATS_TEST_TMPDIR/file"
  assert_equal "$status" 73
  assert_output --partial "$BATS_TEST_TMPDIR/file"
}

@test "a failed file leaves no partial sol_*.cgns and no temporary" {
  mkdir -p "$OUT/sol_1.cgns/occupied"  # the finished sol_1.cgns cannot be renamed over this
  bench 2 generate -q --force --cells 1000 --parts 3 -o "$OUT"
  assert_failure
  assert_output --partial "sol_1.cgns"
  assert [ -d "$OUT/sol_1.cgns/occupied" ]
  run find "$OUT" -maxdepth 1 -name '.*tmp*'
  assert_output ""
  # What was written is whole: every remaining file opens and lists its zone.
  for f in 0 2; do
    if [ -e "$OUT/sol_$f.cgns" ]; then
      run cgnslist "$OUT/sol_$f.cgns"
      assert_success
      assert_output --partial "Zone.P$f.N0"
    fi
  done
}
