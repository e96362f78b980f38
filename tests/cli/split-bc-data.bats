#!/usr/bin/env bats
# pcgns-split and pcgns-merge on BCDataSet_t arrays under structured BCs given by a
# PointRange (issue 21): values per point of the patch are cut to each part's piece and
# put back exactly -- at Vertex, I/J/KFaceCenter and CellCenter, 1-D or shaped, ranges
# running backwards, arrays large enough to stay on disk; data the split cannot follow
# and pieces that do not make one patch are refused (65) naming the file and node, with
# nothing written.

load split_common

# Lines for `pcgns-test-tamper batch`: BC NAME at LOCATION over I1 J1 K1 I2 J2 K2 with
# BCDataSet Set: DirichletData/T of one value per point (1000 * FIRST + its place in the
# patch's order), in DIMS ("n" when empty: 1-D), and NeumannData/Flux of one value.
bc_with_data() {  # bc_with_data ZONE NAME LOCATION FIRST DIMS I1 J1 K1 I2 J2 K2
  local zone="$1" name="$2" location="$3" first="$4" dims="$5"; shift 5
  local n=1 d
  for d in 1 2 3; do
    local a="${!d}" b
    b="$(eval echo "\${$((d + 3))}")"
    n=$(( n * ((b > a ? b - a : a - b) + 1) ))
  done
  local bc="$zone/ZoneBC/$name"
  echo "add $bc BC_t C1 BCWall"
  echo "add $bc/PointRange IndexRange_t I4 3x2 $*"
  echo "add $bc/GridLocation GridLocation_t C1 $location"
  echo "add $bc/Set BCDataSet_t C1 BCWallViscousIsothermal"
  echo "add $bc/Set/DirichletData BCData_t MT"
  echo "add $bc/Set/DirichletData/T DataArray_t R8 ${dims:-$n} $(seq -s ' ' $((first * 1000)) $((first * 1000 + n - 1)))"
  echo "add $bc/Set/NeumannData BCData_t MT"
  echo "add $bc/Set/NeumannData/Flux DataArray_t R8 1 $first.5"
}

setup_file() {
  split_tools
  mkdir -p "$DATA"
  # 7 x 7 x 10 cells (8 x 8 x 11 vertices) and 27 x 27 x 28 cells.
  for cells in 480 20000; do
    mpiexec -n 1 "$BENCH" generate -q --mesh structured --cells "$cells" --parts 1 -o "$DATA/gen$cells"
    "$MERGE" -q -o "$DATA/block$cells.cgns" "$DATA/gen$cells"
  done
  {
    bc_with_data /Base/Block floor Vertex 1 "" 1 1 1 8 8 1
    bc_with_data /Base/Block side Vertex 2 "" 1 1 1 8 1 11
    bc_with_data /Base/Block reversed Vertex 3 "" 6 6 11 2 2 11
    bc_with_data /Base/Block shaped JFaceCenter 4 5x8 2 1 2 6 1 9
    bc_with_data /Base/Block cells CellCenter 5 1x7x10 7 1 1 7 7 10
    bc_with_data /Base/Block backwards_i IFaceCenter 6 7x10 8 7 10 8 1 1
  } | "$TAMPER" batch "$DATA/block480.cgns"
  # 27 x 27 x 12 values (more than the 64 KiB the reader keeps in memory).
  bc_with_data /Base/Block slab CellCenter 7 "" 1 1 1 27 27 12 | "$TAMPER" batch "$DATA/block20000.cgns"
}

round_trip() {  # round_trip INPUT NP PARTS BACK: split with NP ranks, merge the sub files back with BACK
  rm -rf "$OUT"/rt*
  split "$2" -q --parts "$3" -o "$OUT/rt" "$1"
  assert_success
  run timeout 120 mpiexec -n "$4" "$MERGE" -q -o "$OUT/rt_back.cgns" "$OUT"/rt_sub_*.cgns
  assert_success
  same_tree "$1" "$OUT/rt_back.cgns"
}

@test "values per point of BCs at every location, 1-D or shaped, forwards or backwards, come back exactly: 1 to 13 parts, 1 to 3 ranks" {
  for case in "1 1 2" "2 2 3" "3 3 1" "2 7 3" "3 7 2" "1 13 2"; do
    read -r np parts back <<< "$case"
    round_trip "$DATA/block480.cgns" "$np" "$parts" "$back"
  done
}

@test "values per point too large to be held in memory come back exactly, also through a per-rank set split again" {
  for case in "1 2 2" "2 3 1" "3 7 3"; do
    read -r np parts back <<< "$case"
    round_trip "$DATA/block20000.cgns" "$np" "$parts" "$back"
  done
  # The 7 sub files of the last round trip, cut into 3 parts, merged back.
  split 2 -q --parts 3 -o "$OUT/again" "$OUT"/rt_sub_*.cgns
  assert_success
  run timeout 120 mpiexec -n 3 "$MERGE" -q -o "$OUT/again_back.cgns" "$OUT"/again_sub_*.cgns
  assert_success
  same_tree "$DATA/block20000.cgns" "$OUT/again_back.cgns"
}

@test "each part holds the values of its points, in its piece's order, and the one value whole" {
  # 7 parts of the 7 x 7 x 10 block are slabs one cell thick across I: part r holds
  # vertices i = r + 1 and r + 2.
  split 2 -q --parts 7 -o "$OUT/s" "$DATA/block480.cgns"
  assert_success
  run h5dump -d "/Base/Block.P2.N0/ZoneBC/floor/Set/DirichletData/T/ data" "$OUT/s_sub_2.cgns"
  assert_output --partial "DATASPACE  SIMPLE { ( 16 ) / ( 16 ) }"
  assert_output --partial "(0): 1002, 1003, 1010, 1011, 1018, 1019,"
  run h5dump -d "/Base/Block.P2.N0/ZoneBC/floor/Set/NeumannData/Flux/ data" "$OUT/s_sub_2.cgns"
  assert_output --partial "(0): 1.5"
  # reversed runs I 6..2 and J 6..2 at K = 11: part 2 holds i = 4 and 3, places 2 and 3.
  run h5dump -d "/Base/Block.P2.N0/ZoneBC/reversed/Set/DirichletData/T/ data" "$OUT/s_sub_2.cgns"
  assert_output --partial "(0): 3002, 3003, 3007, 3008, 3012, 3013,"
  # shaped, 5 x 8 over cells i = 2..6: part 2 holds i = 3, one row of the shape.
  run h5dump -d "/Base/Block.P2.N0/ZoneBC/shaped/Set/DirichletData/T/ data" "$OUT/s_sub_2.cgns"
  assert_output --partial "DATASPACE  SIMPLE { ( 8, 1 ) / ( 8, 1 ) }"
  assert_output --partial "(0,0): 4001,"
  assert_output --partial "(1,0): 4006,"
}


@test "split: boundary data it cannot follow is refused (65) naming the node, nothing written" {
  cp "$DATA/block480.cgns" "$OUT/../count.cgns"
  echo "add /Base/Block/ZoneBC/floor/Set/DirichletData/Short DataArray_t R8 3 1 2 3" |
    "$TAMPER" batch "$OUT/../count.cgns"
  refused_by_split "$OUT/../count.cgns" "/Base/Block/ZoneBC/floor/Set/DirichletData/Short" "3 values" "64"
  cp "$DATA/block480.cgns" "$OUT/../location.cgns"
  echo "add /Base/Block/ZoneBC/floor/Set/GridLocation GridLocation_t C1 KFaceCenter" |
    "$TAMPER" batch "$OUT/../location.cgns"
  refused_by_split "$OUT/../location.cgns" "/Base/Block/ZoneBC/floor/Set'" "boundary data at KFaceCenter on a BC at Vertex"
  cp "$DATA/block480.cgns" "$OUT/../own_range.cgns"
  echo "add /Base/Block/ZoneBC/floor/Set/PointRange IndexRange_t I4 3x2 1 1 1 8 4 1" |
    "$TAMPER" batch "$OUT/../own_range.cgns"
  "$TAMPER" remove "$OUT/../own_range.cgns" /Base/Block/ZoneBC/floor/Set/DirichletData/T
  refused_by_split "$OUT/../own_range.cgns" "/Base/Block/ZoneBC/floor/Set'" "BCDataSet_t given by PointRange"
}

@test "a data set repeating its BC's range is cut and put back with it" {
  cp "$DATA/block480.cgns" "$OUT/../repeated.cgns"
  "$TAMPER" batch "$OUT/../repeated.cgns" <<'END'
add /Base/Block/ZoneBC/side/Set/PointRange IndexRange_t I4 3x2 1 1 1 8 1 11
add /Base/Block/ZoneBC/shaped/Set/GridLocation GridLocation_t C1 JFaceCenter
END
  for case in "2 2 1" "3 7 2"; do
    read -r np parts back <<< "$case"
    round_trip "$OUT/../repeated.cgns" "$np" "$parts" "$back"
  done
  split 1 -q --force --parts 7 -o "$OUT/s" "$OUT/../repeated.cgns"
  run h5dump -d "/Base/Block.P2.N0/ZoneBC/side/Set/PointRange/ data" "$OUT/s_sub_2.cgns"
  assert_output --partial "(0,0): 1, 1, 1,"
  assert_output --partial "(1,0): 2, 1, 11"
}

@test "merge: pieces that differ at a point they share are refused (65) naming both files and the node, nothing written" {
  split 2 -q --parts 2 -o "$OUT/s" "$DATA/block480.cgns"
  assert_success
  # side spans I and K: whichever way the block is cut, the first point of the second
  # part's piece lies on the plane both parts hold.
  "$TAMPER" set-real "$OUT/s_sub_1.cgns" /Base/Block.P1.N0/ZoneBC/side/Set/DirichletData/T 0 -1
  for np in 1 2 3; do
    run timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/back.cgns" "$OUT"/s_sub_*.cgns
    assert_equal "$status" 65
    assert_output --partial "file '$OUT/s_sub_0.cgns' node '/Base/Block.P0.N0/ZoneBC/side/Set/DirichletData/T'"
    assert_output --partial "file '$OUT/s_sub_1.cgns' node '/Base/Block.P1.N0/ZoneBC/side/Set/DirichletData/T'"
    assert_output --partial "differ at point"
    assert [ ! -e "$OUT/back.cgns" ]
  done
}

@test "merge: a piece that lacks an array, or whose values do not fit its range, is refused (65)" {
  split 2 -q --parts 2 -o "$OUT/s" "$DATA/block480.cgns"
  assert_success
  "$TAMPER" remove "$OUT/s_sub_1.cgns" /Base/Block.P1.N0/ZoneBC/side/Set/DirichletData/T
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/back.cgns" "$OUT"/s_sub_*.cgns
  assert_equal "$status" 65
  assert_output --partial "file '$OUT/s_sub_1.cgns' node '/Base/Block.P1.N0/ZoneBC/side/Set/DirichletData': no T"
  assert [ ! -e "$OUT/back.cgns" ]
  split 2 -q --force --parts 2 -o "$OUT/s" "$DATA/block480.cgns"
  assert_success
  echo "add /Base/Block.P1.N0/ZoneBC/side/Set/DirichletData/T DataArray_t R8 3 1 2 3" |
    "$TAMPER" batch "$OUT/s_sub_1.cgns"
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/back.cgns" "$OUT"/s_sub_*.cgns
  assert_equal "$status" 65
  assert_output --partial "/Base/Block.P1.N0/ZoneBC/side/Set/DirichletData/T"
  assert_output --partial "3 values"
  assert [ ! -e "$OUT/back.cgns" ]
}

@test "merge: a part that lost its piece of a BC is refused (65) naming the BC and both ranges, nothing written" {
  split 2 -q --parts 2 -o "$OUT/s" "$DATA/block480.cgns"
  assert_success
  # side spans I and K: whichever way the block is cut, both parts hold a piece of it.
  "$TAMPER" remove "$OUT/s_sub_1.cgns" /Base/Block.P1.N0/ZoneBC/side
  for np in 1 2 3; do
    run timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/back.cgns" "$OUT"/s_sub_*.cgns
    assert_equal "$status" 65
    assert_output --partial "node '/Base/Block.P0.N0/ZoneBC/side'"
    assert_output --partial "the case pcgns-split cut had [1, 1, 1, 8, 1, 11]"
    assert_output --partial "a part lost a piece of it"
    assert [ ! -e "$OUT/back.cgns" ]
  done
  "$TAMPER" remove "$OUT/s_sub_0.cgns" /Base/Block.P0.N0/ZoneBC/side
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/back.cgns" "$OUT"/s_sub_*.cgns
  assert_equal "$status" 65
  assert_output --partial "node '/Base/Block.P0.N0/ZoneBC/side': in the case pcgns-split cut"
  assert_output --partial "but in no part"
}

@test "values per point that are all equal, cut into pieces of one point each, come back per point" {
  # line runs along the 7 cells of I: cut into 7 slabs across I, each part holds one cell
  # of it, and its one value cannot tell values per point from the patch's one value.
  cp "$DATA/block480.cgns" "$OUT/../line.cgns"
  "$TAMPER" batch "$OUT/../line.cgns" <<'END'
add /Base/Block/ZoneBC/line BC_t C1 BCWall
add /Base/Block/ZoneBC/line/PointRange IndexRange_t I4 3x2 1 1 1 7 1 1
add /Base/Block/ZoneBC/line/GridLocation GridLocation_t C1 CellCenter
add /Base/Block/ZoneBC/line/Set BCDataSet_t C1 BCWallViscousIsothermal
add /Base/Block/ZoneBC/line/Set/DirichletData BCData_t MT
add /Base/Block/ZoneBC/line/Set/DirichletData/T DataArray_t R8 7 5 5 5 5 5 5 5
add /Base/Block/ZoneBC/line/Set/NeumannData BCData_t MT
add /Base/Block/ZoneBC/line/Set/NeumannData/Flux DataArray_t R8 1 5
END
  round_trip "$OUT/../line.cgns" 2 7 3
  run h5dump -d "/Base/Block/ZoneBC/line/Set/DirichletData/T/ data" "$OUT/rt_back.cgns"
  assert_output --partial "DATASPACE  SIMPLE { ( 7 ) / ( 7 ) }"
}
