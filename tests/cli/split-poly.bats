#!/usr/bin/env bats
# pcgns-split on NGON_n/NFACE_n zones (pcgns-bench generate --elements poly): the set
# merged, split by every method and merged back to the same tree, from the main file,
# the sub files and the set itself, in the 4.x and the counted (3.3) layouts; each part
# a zone of NGON_n faces and NFACE_n cells numbered locally, with Maia's numbering; and
# what is refused.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --elements poly --cells 2000 --parts 3 --steps 2 \
    -o "$DATA/set"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/whole.cgns" "$DATA/set"
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --elements poly --cells 500 --parts 2 --cgns-version 3.3 \
    -o "$DATA/set33"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/whole33.cgns" "$DATA/set33"
}

merged_back_is() {  # merged_back_is ORIGINAL NP INPUTS...: merge INPUTS with NP ranks, the same tree
  local original="$1" np="$2"; shift 2
  run timeout 120 mpiexec -n "$np" "$MERGE" -q --force -o "$OUT/back.cgns" "$@"
  assert_success
  same_tree "$original" "$OUT/back.cgns"
}

@test "poly round trip: every method, 1 to 7 parts, 1 to 3 ranks, back from the main or the sub files" {
  for case in "1 hilbert 1 main" "2 hilbert 7 subs" "3 hilbert 3 main" "1 auto 2 subs" "2 auto 7 main" \
              "3 ptscotch 3 subs" "2 ptscotch 7 main" "1 metis 7 subs" "3 metis 2 main"; do
    read -r np method parts from <<< "$case"
    rm -rf "$OUT"/r*
    split "$np" -q --method "$method" --parts "$parts" -o "$OUT/r" "$DATA/whole.cgns"
    assert_success
    assert_equal "$(ls "$OUT" | grep -c '^r_sub_[0-9]*.cgns$')" "$parts"
    if [[ "$from" == main ]]; then merged_back_is "$DATA/whole.cgns" 2 "$OUT/r.cgns"
    else merged_back_is "$DATA/whole.cgns" 3 "$OUT"/r_sub_*.cgns; fi
  done
}

@test "poly: the 3-part set split directly into 2 and 5 parts merges back to the merge of the set" {
  for np in 2 3; do
    split "$np" -q --parts 5 -o "$OUT/re$np" "$DATA/set"
    assert_success
    merged_back_is "$DATA/whole.cgns" 1 "$OUT/re$np.cgns"
  done
  split 1 -q --parts 2 --method ptscotch -o "$OUT/two" "$DATA/set"
  assert_success
  merged_back_is "$DATA/whole.cgns" 2 "$OUT"/two_sub_*.cgns
}

@test "poly in the layout before CGNS 4.0 (counts inline) round-trips from the file and from the set" {
  for input in "$DATA/whole33.cgns" "$DATA/set33"; do
    rm -rf "$OUT"/r*
    split 2 -q --parts 3 --method hilbert -o "$OUT/r" "$input"
    assert_success
    run h5ls "$OUT/r_sub_0.cgns/Base/Zone.P0.N0/Faces"
    refute_output --partial "ElementStartOffset"
    merged_back_is "$DATA/whole33.cgns" 2 "$OUT/r.cgns"
  done
}

@test "poly parts: NGON_n faces then NFACE_n cells numbered locally, each with its Element numbering" {
  split 2 -q --parts 3 --method ptscotch -o "$OUT/p" "$DATA/whole.cgns"
  assert_success
  run h5ls -r "$OUT/p_sub_1.cgns/Base/Zone.P1.N0"
  assert_output --partial "/Faces/ElementStartOffset"
  assert_output --partial "/Faces/:CGNS#GlobalNumbering/Element"
  assert_output --partial "/Cells/ElementStartOffset"
  assert_output --partial "/Cells/:CGNS#GlobalNumbering/Element"
  assert_output --partial "/:CGNS#GlobalNumbering/Vertex"
  # The cells follow the faces: their range starts after the faces'.
  local faces cells
  faces="$(h5dump -d "/Base/Zone.P1.N0/Faces/ElementRange/ data" "$OUT/p_sub_1.cgns" | sed -n 's/^ *(0): *//p')"
  cells="$(h5dump -d "/Base/Zone.P1.N0/Cells/ElementRange/ data" "$OUT/p_sub_1.cgns" | sed -n 's/^ *(0): *//p')"
  assert_equal "${faces%%,*}" 1
  assert_equal "${cells%%,*}" "$(( ${faces##*, } + 1 ))"
}

@test "poly: --renumber is a usage error (64) for NGON_n zones; nothing written" {
  split 2 --parts 2 --renumber hilbert -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 64
  assert_output --partial "NGON_n/NFACE_n"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "poly interfaces by face, by default and with --interface face: each cut face listed by both parts at FaceCenter, no face sections; round trip exact" {
  local jn="/Base/Zone.P1.N0/ZoneGridConnectivity/JN.P1.N0.LT.P0.N0" back="/Base/Zone.P0.N0/ZoneGridConnectivity/JN.P0.N0.LT.P1.N0"
  values() { h5dump -w 0 -y -d "$2/ data" "$1" | sed -n '/DATA {/,/}/p' | tr -d ' \n'; }
  for option in "" "--interface face"; do
    rm -rf "$OUT"/f*
    # shellcheck disable=SC2086  # the option is empty or two words
    split 2 -q --parts 3 --method ptscotch $option -o "$OUT/f" "$DATA/whole.cgns"
    assert_success
    run values "$OUT/f_sub_1.cgns" "$jn/GridLocation"
    assert_output --partial "70,97,99,101,67,101,110,116,101,114"  # FaceCenter
    assert_equal "$(values "$OUT/f_sub_1.cgns" "$jn/PointList")" "$(values "$OUT/f_sub_0.cgns" "$back/PointListDonor")"
    assert_equal "$(values "$OUT/f_sub_1.cgns" "$jn/PointListDonor")" "$(values "$OUT/f_sub_0.cgns" "$back/PointList")"
    run h5ls "$OUT/f_sub_1.cgns/Base/Zone.P1.N0"
    refute_output --partial "JN.P1.N0.LT.P0.N0."
    merged_back_is "$DATA/whole.cgns" 2 "$OUT/f.cgns"
  done
}

@test "poly --interface vertex: the interfaces list shared vertices, as in fixed-type zones; round trip exact" {
  split 2 -q --parts 3 --method ptscotch --interface vertex -o "$OUT/v" "$DATA/whole.cgns"
  assert_success
  run h5dump -w 0 -y -d "/Base/Zone.P1.N0/ZoneGridConnectivity/JN.P1.N0.LT.P0.N0/GridLocation/ data" "$OUT/v_sub_1.cgns"
  refute_output --partial "70,97,99,101,67,101,110,116,101,114"  # not FaceCenter
  run h5ls "$OUT/v_sub_1.cgns/Base/Zone.P1.N0/ZoneGridConnectivity/JN.P1.N0.LT.P0.N0"
  assert_output --partial "PointListDonor"
  merged_back_is "$DATA/whole.cgns" 2 "$OUT/v.cgns"
}

@test "poly parts: VTK opens each part file alone with its cells as polyhedra, and the main file with every cell" {
  split 2 -q --parts 3 --json "$OUT/p.json" -o "$OUT/p" "$DATA/whole.cgns"
  assert_success
  read -r c0 c1 c2 <<< "$(part_cells "$OUT/p.json")"
  vtk_cells "$OUT"/p_sub_{0,1,2}.cgns "$OUT/p.cgns"
  assert_line --regexp "p_sub_0.cgns $c0 [0-9]+ 42:$c0\$"  # VTK_POLYHEDRON only
  assert_line --regexp "p_sub_1.cgns $c1 [0-9]+ 42:$c1\$"
  assert_line --regexp "p_sub_2.cgns $c2 [0-9]+ 42:$c2\$"
  assert_line --regexp "p.cgns $((c0 + c1 + c2)) [0-9]+ 42:$((c0 + c1 + c2))\$"
}
