#!/usr/bin/env bats
# pcgns-split and pcgns-merge on ranges and data-less nodes: structured BCs given by a
# PointRange at every location and on every face, or by a PointList, and unstructured sets
# given by PointRange/ElementRange come back exactly; point sets the split cannot cut yet
# (sets under BCDataSet_t, ElementList, ...) and
# nodes the merge cannot reassemble are refused (65) naming the file and node, with
# nothing written; data-less solutions and other data-less zone children survive the
# round trip in their place.

load split_common

# Lines for `pcgns-test-tamper batch`: a BC on each face of a block of NI x NJ x NK
# cells at Vertex, at the face's I/J/KFaceCenter and at CellCenter, then patches: one
# inside a face, one running from high to low indices, one stored as I8.
face_bcs() {  # face_bcs ZONE_PATH NI NJ NK
  local zone="$1" ni="$2" nj="$3" nk="$4"
  local vi=$((ni + 1)) vj=$((nj + 1)) vk=$((nk + 1))
  bc() {  # bc NAME LOCATION TYPE I1 J1 K1 I2 J2 K2
    echo "add $zone/ZoneBC/$1 BC_t C1 BCWall"
    echo "add $zone/ZoneBC/$1/PointRange IndexRange_t $3 3x2 $4 $5 $6 $7 $8 $9"
    echo "add $zone/ZoneBC/$1/GridLocation GridLocation_t C1 $2"
  }
  bc imin_v Vertex I4 1 1 1 1 "$vj" "$vk"
  bc imax_v Vertex I4 "$vi" 1 1 "$vi" "$vj" "$vk"
  bc jmin_v Vertex I4 1 1 1 "$vi" 1 "$vk"
  bc jmax_v Vertex I4 1 "$vj" 1 "$vi" "$vj" "$vk"
  bc kmin_v Vertex I4 1 1 1 "$vi" "$vj" 1
  bc kmax_v Vertex I4 1 1 "$vk" "$vi" "$vj" "$vk"
  bc imin_f IFaceCenter I4 1 1 1 1 "$nj" "$nk"
  bc imax_f IFaceCenter I4 "$vi" 1 1 "$vi" "$nj" "$nk"
  bc jmin_f JFaceCenter I4 1 1 1 "$ni" 1 "$nk"
  bc jmax_f JFaceCenter I4 1 "$vj" 1 "$ni" "$vj" "$nk"
  bc kmin_f KFaceCenter I4 1 1 1 "$ni" "$nj" 1
  bc kmax_f KFaceCenter I4 1 1 "$vk" "$ni" "$nj" "$vk"
  bc imin_c CellCenter I4 1 1 1 1 "$nj" "$nk"
  bc imax_c CellCenter I4 "$ni" 1 1 "$ni" "$nj" "$nk"
  bc jmin_c CellCenter I4 1 1 1 "$ni" 1 "$nk"
  bc jmax_c CellCenter I4 1 "$nj" 1 "$ni" "$nj" "$nk"
  bc kmin_c CellCenter I4 1 1 1 "$ni" "$nj" 1
  bc kmax_c CellCenter I4 1 1 "$nk" "$ni" "$nj" "$nk"
  bc patch IFaceCenter I4 "$vi" 2 3 "$vi" $((nj - 2)) $((nk - 3))
  bc reversed KFaceCenter I4 2 $((nj - 1)) "$vk" $((ni - 1)) 2 "$vk"
  bc wide JFaceCenter I8 2 1 2 $((ni - 1)) 1 $((nk - 1))
}

# Data-less children of a zone, as solver set-ups (elsA) and old files have them, with a
# solution holding values after them (so the data-less one has a place among solutions).
dataless_nodes() {  # dataless_nodes ZONE_PATH CELL_DIMS CELLS
  local zone="$1" dims="$2" cells="$3"
  echo "add $zone/Init FlowSolution_t MT"
  echo "add $zone/Init/GridLocation GridLocation_t C1 CellCenter"
  echo "add $zone/Init/.Solver#Init UserDefinedData_t MT"
  echo "add $zone/Template UserDefinedData_t MT"
  echo "add $zone/Wing FamilyName_t MT"
  echo "add $zone/Note Descriptor_t C1 set-up"
  echo "add $zone/Steps ZoneIterativeData_t MT"
  echo "add $zone/Marks DiscreteData_t MT"
  echo "add $zone/Marks/GridLocation GridLocation_t C1 Vertex"
  echo "add $zone/Region ZoneSubRegion_t I4 1 2"
  echo "add $zone/Region/BCRegionName Descriptor_t C1 Inflow"
  echo "add $zone/Late FlowSolution_t MT"
  echo "add $zone/Late/GridLocation GridLocation_t C1 CellCenter"
  echo "add $zone/Late/Mach DataArray_t R8 $dims $(seq -s ' ' 1 "$cells")"
}

setup_file() {
  split_tools
  mkdir -p "$DATA"
  # Whole structured blocks of 7 x 7 x 10 and 10 x 10 x 10 cells, with a BC on each face
  # at each location.
  for cells in 480 1000; do  # the generator makes 480 cells 7 x 7 x 10
    mpiexec -n 1 "$BENCH" generate -q --mesh structured --cells "$cells" --parts 1 -o "$DATA/gen$cells"
    "$MERGE" -q -o "$DATA/block$cells.cgns" "$DATA/gen$cells"
  done
  mv "$DATA/block480.cgns" "$DATA/block490.cgns"
  face_bcs /Base/Block 7 7 10 | "$TAMPER" batch "$DATA/block490.cgns"
  face_bcs /Base/Block 10 10 10 | "$TAMPER" batch "$DATA/block1000.cgns"
  mpiexec -n 1 "$BENCH" generate -q --mesh unstructured --cells 1000 --parts 1 -o "$DATA/ugen"
  "$MERGE" -q -o "$DATA/unstructured.cgns" "$DATA/ugen"
}

# The nodes of a file in creation order, but for the entries of ZoneBC and
# ZoneGridConnectivity, whose order the merge restores only where some part holds them
# together (they are sorted here).
listing() {
  h5dump -n 1 --sort_by=creation_order "$1" | tail -n +2 | grep -vE '/(ZoneBC|ZoneGridConnectivity)/'
  h5dump -n 1 --sort_by=creation_order "$1" | grep -E '/(ZoneBC|ZoneGridConnectivity)/' | sort
}

# The same tree: h5diff finds no difference in values and types, and the nodes come in
# the same creation order (h5diff compares by name).
same_tree() {  # same_tree EXPECTED ACTUAL
  run h5diff "$1" "$2"
  assert_success
  run diff <(listing "$1") <(listing "$2")
  assert_success
}

# The text of a C1 node (h5dump prints its characters as numbers).
node_text() {  # node_text FILE NODE_PATH
  h5dump -d "$2/ data" "$1" | python3 -c '
import re, sys
text = sys.stdin.read().split("DATA {", 1)[1]
print("".join(chr(int(n)) for line in text.splitlines() if "):" in line for n in re.findall(r"\d+", line.split("):", 1)[1])))'
}

round_trip() {  # round_trip INPUT NP PARTS: split and merge back, both with NP ranks
  rm -rf "$OUT"/rt*
  split "$2" -q --parts "$3" -o "$OUT/rt" "$1"
  assert_success
  run timeout 120 mpiexec -n "$2" "$MERGE" -q -o "$OUT/rt_back.cgns" "$OUT/rt.cgns"
  assert_success
  same_tree "$1" "$OUT/rt_back.cgns"
}


@test "structured BCs on every face at Vertex, I/J/KFaceCenter and CellCenter come back exactly: 1 to 7 parts, 1 to 3 ranks" {
  for np in 1 2 3; do
    for parts in 1 2 3 7; do
      round_trip "$DATA/block490.cgns" "$np" "$parts"
    done
  done
  for case in "2 2" "3 3" "1 7" "2 8" "2 13"; do
    read -r np parts <<< "$case"
    round_trip "$DATA/block1000.cgns" "$np" "$parts"
  done
}

@test "each part holds its share of a face BC in local indices, at the same location, one cell thick too" {
  # 7 parts of the 7 x 7 x 10 block are slabs one cell thick across I.
  split 2 -q --parts 7 -o "$OUT/s" "$DATA/block490.cgns"
  assert_success
  for r in 0 3 6; do
    zone="/Base/Block.P$r.N0"
    run h5dump -d "$zone/:CGNS#GlobalNumbering/CellRange/ data" "$OUT/s_sub_$r.cgns"
    assert_output --partial "(0,0): $((r + 1)), 1, 1,"
    assert_output --partial "(1,0): $((r + 1)), 7, 10"
    # The J faces of cells i = r + 1 are the J faces of the part's only I cell.
    run h5dump -d "$zone/ZoneBC/jmin_f/PointRange/ data" "$OUT/s_sub_$r.cgns"
    assert_output --partial "(0,0): 1, 1, 1,"
    assert_output --partial "(1,0): 1, 1, 10"
    run node_text "$OUT/s_sub_$r.cgns" "$zone/ZoneBC/jmin_f/GridLocation"
    assert_output "JFaceCenter"
    run h5dump -d "$zone/ZoneBC/kmax_c/PointRange/ data" "$OUT/s_sub_$r.cgns"
    assert_output --partial "(0,0): 1, 1, 10,"
    assert_output --partial "(1,0): 1, 7, 10"
    # The range from high to low indices keeps its direction; the I8 one its width.
    run h5dump -d "$zone/ZoneBC/wide/PointRange/ data" "$OUT/s_sub_$r.cgns"
    if [ "$r" -eq 0 ] || [ "$r" -eq 6 ]; then
      assert_failure  # the patch spans cells 2..6 across I
    else
      assert_output --partial "H5T_STD_I64LE"
      assert_output --partial "(0,0): 1, 1, 2,"
    fi
  done
  run h5dump -d "/Base/Block.P2.N0/ZoneBC/reversed/PointRange/ data" "$OUT/s_sub_2.cgns"
  assert_output --partial "(0,0): 1, 6, 11,"
  assert_output --partial "(1,0): 1, 2, 11"
  # Only the first slab has the imin faces, only the last the imax ones.
  run h5ls "$OUT/s_sub_0.cgns/Base/Block.P0.N0/ZoneBC"
  assert_output --partial "imin_f"
  refute_output --partial "imax_f"
  run h5dump -d "/Base/Block.P6.N0/ZoneBC/imax_f/PointRange/ data" "$OUT/s_sub_6.cgns"
  assert_output --partial "(0,0): 2, 1, 1,"
  assert_output --partial "(1,0): 2, 7, 10"
}

# Lines for `pcgns-test-tamper batch`: BCs given by PointList in the 7 x 7 x 10 block, at
# Vertex (I8, with a temperature per point and one heat flux), CellCenter and KFaceCenter;
# some entries on the plane k = 6 that two parts share when the block is cut in two.
list_bcs() {
  local zone=/Base/Block/ZoneBC
  echo "add $zone/vlist BC_t C1 BCWall"
  echo "add $zone/vlist/PointList IndexArray_t I8 3x5 1 1 6 8 8 11 2 3 1 4 4 6 8 1 3"
  echo "add $zone/vlist/Data BCDataSet_t C1 BCWallViscousIsothermal"
  echo "add $zone/vlist/Data/DirichletData BCData_t MT"
  echo "add $zone/vlist/Data/DirichletData/T DataArray_t R8 5 301.5 302.5 303.5 304.5 305.5"
  echo "add $zone/vlist/Data/NeumannData BCData_t MT"
  echo "add $zone/vlist/Data/NeumannData/Q DataArray_t R8 1 250"
  echo "add $zone/clist BC_t C1 BCSymmetryPlane"
  echo "add $zone/clist/PointList IndexArray_t I4 3x4 7 7 10 1 1 1 3 4 5 3 4 6"
  echo "add $zone/clist/GridLocation GridLocation_t C1 CellCenter"
  echo "add $zone/klist BC_t C1 BCOutflow"
  echo "add $zone/klist/PointList IndexArray_t I4 3x3 1 1 6 7 7 11 2 2 1"
  echo "add $zone/klist/GridLocation GridLocation_t C1 KFaceCenter"
}

@test "structured BCs given by PointList (Vertex I8 with boundary data, CellCenter, KFaceCenter) come back exactly: 2 to 7 parts, 1 to 3 ranks" {
  cp "$DATA/block490.cgns" "$OUT/../lists.cgns"
  list_bcs | "$TAMPER" batch "$OUT/../lists.cgns"
  for np in 1 2 3; do
    for parts in 2 3 7; do
      round_trip "$OUT/../lists.cgns" "$np" "$parts"
    done
  done
  # Cut in two across K: each part lists its entries in local indices and list order,
  # the I8 list stays I8, the temperatures follow their points, the heat flux is copied.
  split 2 -q --parts 2 -o "$OUT/s" "$OUT/../lists.cgns"
  assert_success
  run h5dump -d "/Base/Block.P1.N0/:CGNS#GlobalNumbering/CellRange/ data" "$OUT/s_sub_1.cgns"
  assert_output --partial "(0,0): 1, 1, 6,"
  local bc=/Base/Block.P1.N0/ZoneBC/vlist
  run h5dump -d "$bc/PointList/ data" "$OUT/s_sub_1.cgns"
  assert_output --partial "H5T_STD_I64LE"
  assert_output --partial "(0,0): 1, 1, 1,"
  assert_output --partial "(1,0): 8, 8, 6,"
  assert_output --partial "(2,0): 4, 4, 1"
  run h5dump -d "$bc/:CGNS#GlobalNumbering/Index/ data" "$OUT/s_sub_1.cgns"
  assert_output --partial "(0): 1, 2, 4"
  run h5dump -d "$bc/Data/DirichletData/T/ data" "$OUT/s_sub_1.cgns"
  assert_output --partial "(0): 301.5, 302.5, 304.5"
  run h5dump -d "$bc/Data/NeumannData/Q/ data" "$OUT/s_sub_1.cgns"
  assert_output --partial "(0): 250"
  # The cell on k = 6 and the face k = 6 are in the upper part only / in both.
  run h5dump -d "/Base/Block.P0.N0/ZoneBC/clist/PointList/ data" "$OUT/s_sub_0.cgns"
  refute_output --partial "3, 4, 6"
  run h5dump -d "/Base/Block.P0.N0/ZoneBC/klist/PointList/ data" "$OUT/s_sub_0.cgns"
  assert_output --partial "(0,0): 1, 1, 6,"
}

@test "merge: pieces of a structured point-list BC that give an entry differently, or leave a position out, are refused (65) naming the files and the BC" {
  cp "$DATA/block490.cgns" "$OUT/../lists.cgns"
  list_bcs | "$TAMPER" batch "$OUT/../lists.cgns"
  split 2 -q --parts 2 -o "$OUT/s" "$OUT/../lists.cgns"
  assert_success
  mkdir "$OUT/keep" && cp "$OUT"/s*.cgns "$OUT/keep"
  # Entry 1, the vertex (1, 1, 6), is in both parts: another temperature in the upper one.
  "$TAMPER" set-real "$OUT/s_sub_1.cgns" /Base/Block.P1.N0/ZoneBC/vlist/Data/DirichletData/T 0 999
  for np in 1 2 3; do
    run timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/back.cgns" "$OUT/s.cgns"
    assert_equal "$status" 65
    assert_output --partial "file '$OUT/s_sub_0.cgns' node '/Base/Block.P0.N0/ZoneBC/vlist' and file '$OUT/s_sub_1.cgns' node '/Base/Block.P1.N0/ZoneBC/vlist': entry 1 of the PointList is given differently"
    assert [ ! -e "$OUT/back.cgns" ]
  done
  # Entry 3 (only in the lower part) renumbered 6: position 3 is given by no part.
  cp "$OUT"/keep/s*.cgns "$OUT"
  "$TAMPER" set-int "$OUT/s_sub_0.cgns" "/Base/Block.P0.N0/ZoneBC/vlist/:CGNS#GlobalNumbering/Index" 1 6
  for np in 1 2 3; do
    run timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/back.cgns" "$OUT/s.cgns"
    assert_equal "$status" 65
    assert_output --partial "zone '/Base/Block': BC 'ZoneBC/vlist': the parts give 5 of the 6 entries of its PointList: 1 positions missing"
    assert [ ! -e "$OUT/back.cgns" ]
  done
}

@test "a structured range or point list outside the block, or at a location the split cannot cut, is refused (65)" {
  cp "$DATA/block490.cgns" "$OUT/../outside.cgns"
  echo "set-int /Base/Block/ZoneBC/imax_f/PointRange 3 9" | "$TAMPER" batch "$OUT/../outside.cgns"
  refused_by_split "$OUT/../outside.cgns" "/Base/Block/ZoneBC/imax_f" "lies outside the zone" "indices 1..8"
  cp "$DATA/block490.cgns" "$OUT/../edge.cgns"
  "$TAMPER" set-text "$OUT/../edge.cgns" /Base/Block/ZoneBC/patch/GridLocation EdgeCenter
  refused_by_split "$OUT/../edge.cgns" "/Base/Block/ZoneBC/patch" "GridLocation EdgeCenter"
  cp "$DATA/block490.cgns" "$OUT/../pointlist.cgns"
  "$TAMPER" batch "$OUT/../pointlist.cgns" <<EOF
add /Base/Block/ZoneBC/listed BC_t C1 BCWall
add /Base/Block/ZoneBC/listed/PointList IndexArray_t I4 3x2 1 1 1 1 8 1
add /Base/Block/ZoneBC/listed/GridLocation GridLocation_t C1 CellCenter
EOF
  # A vertex index, but no cell's: 7 cells across J.
  refused_by_split "$OUT/../pointlist.cgns" "/Base/Block/ZoneBC/listed" "PointList entry 2 (1, 8, 1) lies outside the zone" \
    "indices 1..7 in direction J"
  "$TAMPER" set-text "$OUT/../pointlist.cgns" /Base/Block/ZoneBC/listed/GridLocation FaceCenter
  refused_by_split "$OUT/../pointlist.cgns" "/Base/Block/ZoneBC/listed" "PointList at GridLocation FaceCenter cannot be cut"
  # Boundary data on points of its own: not cut yet.
  "$TAMPER" batch "$OUT/../pointlist.cgns" <<EOF
set-text /Base/Block/ZoneBC/listed/GridLocation Vertex
add /Base/Block/ZoneBC/listed/Data BCDataSet_t C1 BCWall
add /Base/Block/ZoneBC/listed/Data/PointList IndexArray_t I4 3x1 1 1 1
EOF
  refused_by_split "$OUT/../pointlist.cgns" "/Base/Block/ZoneBC/listed/Data'" "BCDataSet_t given by PointList"
}

# Sets given by ranges in the generated unstructured zone (1331 vertices, cells 1..1000,
# Inflow faces 1001..1100): BCs at FaceCenter (PointRange, ElementRange) and Vertex,
# sub-regions and solutions at Vertex and CellCenter, with arrays per point.
unstructured_range_sets() {
  local zone=/Base/Zone
  echo "add $zone/ZoneBC/faces BC_t C1 BCWall"
  echo "add $zone/ZoneBC/faces/PointRange IndexRange_t I4 1x2 1011 1050"
  echo "add $zone/ZoneBC/faces/GridLocation GridLocation_t C1 FaceCenter"
  echo "add $zone/ZoneBC/faces/Data BCDataSet_t C1 BCWall"
  echo "add $zone/ZoneBC/faces/Data/DirichletData BCData_t MT"
  echo "add $zone/ZoneBC/faces/Data/DirichletData/T DataArray_t R8 40 $(seq -s ' ' 301 340)"
  echo "add $zone/ZoneBC/faces/Data/DirichletData/Q DataArray_t R8 1 7"
  echo "add $zone/ZoneBC/old BC_t C1 BCWall"
  echo "add $zone/ZoneBC/old/GridLocation GridLocation_t C1 FaceCenter"
  echo "add $zone/ZoneBC/old/ElementRange IndexRange_t I8 1x2 1001 1100"
  echo "add $zone/ZoneBC/floor BC_t C1 BCWall"
  echo "add $zone/ZoneBC/floor/PointRange IndexRange_t I4 1x2 1 121"
  echo "add $zone/Band ZoneSubRegion_t I4 1 2"
  echo "add $zone/Band/PointRange IndexRange_t I4 1x2 100 399"
  echo "add $zone/Band/Mark DataArray_t R8 300 $(seq -s ' ' 1 300)"
  echo "add $zone/Core ZoneSubRegion_t I4 1 3"
  echo "add $zone/Core/GridLocation GridLocation_t C1 CellCenter"
  echo "add $zone/Core/PointRange IndexRange_t I4 1x2 401 600"
  echo "add $zone/Core/Mark DataArray_t I4 200 $(seq -s ' ' 1 200)"
  echo "add $zone/Partial FlowSolution_t MT"
  echo "add $zone/Partial/GridLocation GridLocation_t C1 Vertex"
  echo "add $zone/Partial/PointRange IndexRange_t I4 1x2 1 2"
  echo "add $zone/Partial/P DataArray_t R8 2 1 2"
  echo "add $zone/Cells FlowSolution_t MT"
  echo "add $zone/Cells/GridLocation GridLocation_t C1 CellCenter"
  echo "add $zone/Cells/PointRange IndexRange_t I4 1x2 990 1000"
  echo "add $zone/Cells/Rho DataArray_t R8 11 $(seq -s ' ' 11 21)"
}

@test "unstructured sets given by PointRange/ElementRange (BC, BCDataSet, sub-region, solution; Vertex, FaceCenter, CellCenter) come back exactly: 1 to 7 parts, 1 to 3 ranks" {
  cp "$DATA/unstructured.cgns" "$OUT/../u_ranges.cgns"
  unstructured_range_sets | "$TAMPER" batch "$OUT/../u_ranges.cgns"
  for np in 1 2 3; do
    for parts in 1 2 3 7; do
      round_trip "$OUT/../u_ranges.cgns" "$np" "$parts"
    done
  done
  # Each part holding some of the range's members holds them as local ids, the range
  # under its numbering (which parts hold them is the partitioner's choice).
  split 2 -q --parts 3 -o "$OUT/r" "$OUT/../u_ranges.cgns"
  assert_success
  local holders=0
  for p in 0 1 2; do
    local bc="$OUT/r_sub_$p.cgns/Base/Zone.P$p.N0/ZoneBC/old"
    run h5ls "$bc/:CGNS#GlobalNumbering"
    [[ "$output" == *"NOT FOUND"* ]] && continue
    holders=$((holders + 1))
    assert_output --partial "ElementRange"
    assert_output --partial "Index"
    run h5ls "$bc"
    assert_output --partial "PointList"
    refute_output --partial "ElementRange"
  done
  (( holders >= 1 ))
}

@test "unstructured ranges outside the zone or its sections, running backwards, or ElementRange at Vertex are refused (65) on every rank, nothing written" {
  for form in "PointRange 1300 1400 Vertex|vertex index 1400 outside 1..1331" \
              "PointRange 1090 1110 FaceCenter|PointRange [1090, 1110] at GridLocation FaceCenter names element numbers outside the zone's sections" \
              "PointRange 1050 1010 FaceCenter|begin 1050 is after end 1010" \
              "ElementRange 1001 1010 Vertex|ElementRange at GridLocation Vertex" \
              "PointRange 1001 1010 IFaceCenter|PointRange at GridLocation IFaceCenter in an unstructured zone"; do
    local message="${form#*|}"
    set -- ${form%%|*}
    cp "$DATA/unstructured.cgns" "$OUT/../u_bad.cgns"
    "$TAMPER" batch "$OUT/../u_bad.cgns" <<EOF
add /Base/Zone/ZoneBC/wall BC_t C1 BCWall
add /Base/Zone/ZoneBC/wall/$1 IndexRange_t I4 1x2 $2 $3
add /Base/Zone/ZoneBC/wall/GridLocation GridLocation_t C1 $4
EOF
    refused_by_split "$OUT/../u_bad.cgns" "/Base/Zone/ZoneBC/wall/$1" "$message"
  done
}

@test "unstructured BCs given by ElementList are refused (65) on every rank, nothing written" {
  cp "$DATA/unstructured.cgns" "$OUT/../u_list.cgns"
  "$TAMPER" batch "$OUT/../u_list.cgns" <<EOF
add /Base/Zone/ZoneBC/wall BC_t C1 BCWall
add /Base/Zone/ZoneBC/wall/ElementList IndexArray_t I4 1x3 1001 1002 1003
add /Base/Zone/ZoneBC/wall/GridLocation GridLocation_t C1 FaceCenter
EOF
  refused_by_split "$OUT/../u_list.cgns" \
    "/Base/Zone/ZoneBC/wall': unstructured BC given by ElementList: not supported by pcgns-split yet"
}

# merge_refused MESSAGE...: merging $OUT/u.cgns with 1, 2 and 3 ranks exits 65 with every
# MESSAGE in its output and writes nothing.
merge_refused() {
  local np message
  for np in 1 2 3; do
    run timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/back.cgns" "$OUT/u.cgns"
    assert_equal "$status" 65
    for message in "$@"; do assert_output --partial "$message"; done
    assert [ ! -e "$OUT/back.cgns" ]
  done
}

@test "merge: a piece of a range whose entry is not the range's id at its Index, or that records another range, is refused (65), nothing written" {
  cp "$DATA/unstructured.cgns" "$OUT/../u_ranges.cgns"
  unstructured_range_sets | "$TAMPER" batch "$OUT/../u_ranges.cgns"
  split 2 -q --parts 2 -o "$OUT/u" "$OUT/../u_ranges.cgns"
  assert_success
  cp "$OUT/u_sub_1.cgns" "$OUT/../keep.cgns"
  "$TAMPER" set-int "$OUT/u_sub_1.cgns" "/Base/Zone.P1.N0/Band/PointList" 0 1
  merge_refused "file '$OUT/u_sub_1.cgns' node '/Base/Zone.P1.N0': Band entry 1 is id"
  cp "$OUT/../keep.cgns" "$OUT/u_sub_1.cgns"
  "$TAMPER" set-int "$OUT/u_sub_1.cgns" "/Base/Zone.P1.N0/Band/:CGNS#GlobalNumbering/PointRange" 1 398
  merge_refused "node '/Base/Zone.P1.N0/Band'" "PointRange holds 299 points, but the pieces' Index numbers 300"
  # A piece without the Index the other pieces have, then a recorded range without any
  # Index: nothing places the entries in the range.
  cp "$OUT/../keep.cgns" "$OUT/u_sub_1.cgns"
  cp "$OUT/u_sub_0.cgns" "$OUT/../keep0.cgns"
  "$TAMPER" remove "$OUT/u_sub_1.cgns" "/Base/Zone.P1.N0/Band/:CGNS#GlobalNumbering/Index"
  merge_refused "file '$OUT/u_sub_1.cgns' node '/Base/Zone.P1.N0/Band/:CGNS#GlobalNumbering/Index': missing"
  "$TAMPER" remove "$OUT/u_sub_0.cgns" "/Base/Zone.P0.N0/Band/:CGNS#GlobalNumbering/Index"
  merge_refused "a piece of a range without the range and Index under its :CGNS#GlobalNumbering"
  cp "$OUT/../keep0.cgns" "$OUT/u_sub_0.cgns"
}

@test "other point sets the split would copy with the original ids are refused (65): BCDataSet, overset holes, structured sub-region" {
  cp "$DATA/unstructured.cgns" "$OUT/../u_dataset.cgns"
  "$TAMPER" batch "$OUT/../u_dataset.cgns" <<EOF
add /Base/Zone/ZoneBC/Inflow/Data BCDataSet_t C1 BCWall
add /Base/Zone/ZoneBC/Inflow/Data/PointList IndexArray_t I4 1x2 1001 1002
EOF
  refused_by_split "$OUT/../u_dataset.cgns" "/Base/Zone/ZoneBC/Inflow/Data'" "BCDataSet_t given by PointList"
  cp "$DATA/block490.cgns" "$OUT/../s_holes.cgns"
  "$TAMPER" batch "$OUT/../s_holes.cgns" <<EOF
add /Base/Block/ZoneGridConnectivity/Holes OversetHoles_t MT
add /Base/Block/ZoneGridConnectivity/Holes/PointRange1 IndexRange_t I4 3x2 2 2 2 3 3 3
EOF
  refused_by_split "$OUT/../s_holes.cgns" "/Base/Block/ZoneGridConnectivity/Holes'" "OversetHoles_t given by PointRange1"
  cp "$DATA/block490.cgns" "$OUT/../s_region.cgns"
  "$TAMPER" batch "$OUT/../s_region.cgns" <<EOF
add /Base/Block/Region ZoneSubRegion_t I4 1 2
add /Base/Block/Region/PointRange IndexRange_t I4 3x2 1 1 1 1 3 3
EOF
  refused_by_split "$OUT/../s_region.cgns" "/Base/Block/Region'" "ZoneSubRegion_t given by PointRange"
}

@test "data-less zone children (FlowSolution, user data, family name, descriptor, iterative data, discrete data, sub-region, empty ZoneBC) survive split and merge in place" {
  cp "$DATA/block490.cgns" "$OUT/../s_dataless.cgns"
  dataless_nodes /Base/Block 7x7x10 490 | "$TAMPER" batch "$OUT/../s_dataless.cgns"
  cp "$DATA/unstructured.cgns" "$OUT/../u_dataless.cgns"
  dataless_nodes /Base/Zone 1000 1000 | "$TAMPER" batch "$OUT/../u_dataless.cgns"
  # An empty ZoneBC_t is data-less too.
  "$TAMPER" remove "$OUT/../s_dataless.cgns" /Base/Block/ZoneBC/Inflow
  "$TAMPER" remove "$OUT/../u_dataless.cgns" /Base/Zone/ZoneBC/Inflow
  for case in "1 1" "2 3" "3 7"; do
    read -r np parts <<< "$case"
    round_trip "$OUT/../s_dataless.cgns" "$np" "$parts"
    round_trip "$OUT/../u_dataless.cgns" "$np" "$parts"
  done
  # Every part carries the data-less solution.
  split 2 -q --parts 3 -o "$OUT/d" "$OUT/../u_dataless.cgns"
  assert_success
  for r in 0 1 2; do
    run h5ls "$OUT/d_sub_$r.cgns/Base/Zone.P$r.N0/Init"
    assert_success
    assert_output --partial "GridLocation"
    assert_output --partial ".Solver#Init"
  done
}

@test "merge: a part's ZoneBC of range BCs in an unstructured zone, or a point-list BC without Index in a structured one, is refused (65), not dropped" {
  # PT-Scotch's part 1 holds BC faces, so a ZoneBC to add to (auto's has none).
  split 2 -q --method ptscotch --parts 2 -o "$OUT/u" "$DATA/unstructured.cgns"
  assert_success
  "$TAMPER" batch "$OUT/u_sub_1.cgns" <<EOF
add /Base/Zone.P1.N0/ZoneBC/wall BC_t C1 BCWall
add /Base/Zone.P1.N0/ZoneBC/wall/PointRange IndexRange_t I4 1x2 1 10
EOF
  for np in 1 2 3; do
    run timeout 120 mpiexec -n "$np" "$MERGE" -q -o "$OUT/back.cgns" "$OUT/u.cgns"
    assert_equal "$status" 65
    assert_output --partial "file '$OUT/u_sub_1.cgns' node '/Base/Zone.P1.N0/ZoneBC/wall': BC_t given by PointRange"
    assert_output --partial "pcgns-merge cannot reassemble it"
    assert [ ! -e "$OUT/back.cgns" ]
  done
  split 2 -q --parts 2 -o "$OUT/s" "$DATA/block490.cgns"
  assert_success
  "$TAMPER" batch "$OUT/s_sub_0.cgns" <<EOF
add /Base/Block.P0.N0/ZoneBC/listed BC_t C1 BCWall
add /Base/Block.P0.N0/ZoneBC/listed/PointList IndexArray_t I4 3x1 1 1 1
EOF
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/back.cgns" "$OUT/s.cgns"
  assert_equal "$status" 65
  assert_output --partial "node '/Base/Block.P0.N0/ZoneBC/listed': PointList in a partitioned zone without :CGNS#GlobalNumbering/Index"
  assert [ ! -e "$OUT/back.cgns" ]
}
