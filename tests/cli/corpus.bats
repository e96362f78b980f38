#!/usr/bin/env bats
# The conformance corpus: standard CGNS files written by the official library
# (tests/interop/official_corpus.c, one file per feature group), old stamps and ADF round
# trips made by the official tools. For each file:
#   - the official tools accept it (cgnscheck finds no error, cgnslist lists it);
#   - pcgns-merge copies it with 1 and 2 ranks to the same tree (pcgns-test-tree-diff:
#     everything but the version stamp), and the official tools accept the copy;
#   - pcgns-split cuts it into 1, 2, 3 and 7 parts with 1 to 3 ranks, and pcgns-merge puts
#     it back, from the main file or from the sub files, with another rank count: the same
#     tree again. Only the features a later issue adds (unstructured BCs by range) may be
#     refused instead: exit 65 naming the node.
# A difference with exit 0 is never acceptable. One test per file and operation, so a
# failure names the file.

load split_common

setup_file() {
  split_tools
  export CORPUS="$BATS_FILE_TMPDIR/corpus"
  mkdir -p "$CORPUS"
  "$BUILD/tests/interop/official_corpus" "$CORPUS"
  # An old stamp: the library's ADF2 mode writes 2.54, adf2hdf keeps it. (cgnsupdate
  # would restamp it 3.4 but keep its ElementList and ElementRange, which cgnscheck then
  # reports as errors: not a file the official tools agree on.)
  adf2hdf "$CORPUS/legacy_adf2.adf" "$CORPUS/legacy_2.54.cgns" > /dev/null
  # A round trip through ADF with the official converters.
  hdf2adf "$CORPUS/metadata.cgns" "$CORPUS/metadata.adf" > /dev/null
  adf2hdf "$CORPUS/metadata.adf" "$CORPUS/metadata_via_adf.cgns" > /dev/null
}

stamp() { h5dump -d "/CGNSLibraryVersion/ data" "$1" | sed -n 's/^ *(0): *//p'; }

# The official tools accept FILE: cgnslist lists it; cgnscheck (3.x stamps only) reports
# no error.
official_tools_accept() {
  run cgnslist -l "$1"
  assert_success
  assert_output --partial "CGNSBase_t"
  # NO_CGNSCHECK: cgnscheck sizes the fields of a solution on a point set as the whole zone's.
  if [[ "$(stamp "$1")" == 3.* && -z "${NO_CGNSCHECK:-}" ]]; then
    run cgnscheck "$1"
    assert_success
    refute_output --partial "ERROR"
  fi
}

# ACTUAL holds the tree of INPUT; or, when ACTUAL has another stamp and RESTAMPED_FORM
# names a file, that file's tree (INPUT's content in the form of ACTUAL's version).
holds_input_tree() {
  local expected="$1"
  if [[ -n "${RESTAMPED_FORM:-}" && "$(stamp "$2")" != "$(stamp "$1")" ]]; then
    expected="$RESTAMPED_FORM"
  fi
  echo "# $2 against $expected"
  same_tree "$expected" "$2"
}

# NAME: the official tools accept the corpus file; pcgns-merge copies it with 1 and 2
# ranks to the same tree, which the official library opens.
copies_exactly() {
  local input="$CORPUS/$1.cgns"
  official_tools_accept "$input"
  for np in 1 2; do
    merge "$np" -q -o "$OUT/copy_$np.cgns" "$input"
    assert_success
    holds_input_tree "$input" "$OUT/copy_$np.cgns"
    official_tools_accept "$OUT/copy_$np.cgns"
  done
}

# Splits NAME into PARTS parts with NP ranks (and SPLIT_ARGS) into $OUT/m<PARTS>p<NP>/run*,
# then merges the parts back with BACK ranks FROM the main file (main) or the sub files (subs); the result
# must hold the input's tree, and the official tools accept it. With REFUSAL (a regexp naming the node) the split may be
# refused instead: exit 65, the message matching REFUSAL, nothing written.
round_trip() {
  local name="$1" parts="$2" np="$3" back="$4" from="$5" refusal="${6:-}"
  local input="$CORPUS/$name.cgns" dir="$OUT/m${parts}p$np"
  mkdir -p "$dir"
  echo "# $name: $parts parts with $np ranks, merged back from the $from with $back"
  split "$np" -q --parts "$parts" ${SPLIT_ARGS:-} -o "$dir/run" "$input"
  if [[ -n "$refusal" ]] && (( status == 65 )); then
    assert_output --regexp "$refusal"
    assert_equal "$(ls -A "$dir")" ""
    return
  fi
  assert_success
  if [[ "$from" == main ]]; then
    merge "$back" -q -o "$dir/back.cgns" "$dir/run.cgns"
  else
    merge "$back" -q -o "$dir/back.cgns" "$dir"/run_sub_*.cgns
  fi
  assert_success
  holds_input_tree "$input" "$dir/back.cgns"
  official_tools_accept "$dir/back.cgns"
}

# NAME [REFUSAL]: round trips with (parts, ranks, ranks merging back, from) covering 1, 2,
# 3 and 7 parts, 1, 2 and 3 ranks on each side, and both the main and the sub files (both
# for 7 parts). One merge per split keeps the file near its time budget.
splits_and_merges_back() {
  for run_case in "1 1 2 main" "2 2 3 subs" "3 3 1 main" "7 2 3 subs" "7 3 1 main"; do
    read -r parts np back from <<< "$run_case"
    round_trip "$1" "$parts" "$np" "$back" "$from" "${2:-}"
  done
}

# ---- BC types Null and UserDefined, FamilyBC_t, FamilySpecified BCs with FamilyName
@test "bc_types: official tools accept it; merge copies it exactly" { copies_exactly bc_types; }
@test "bc_types: split and merged back, same tree" { splits_and_merges_back bc_types; }

# ---- Null units, DataClass, ReferenceState_t, Descriptor_t, UserDefinedData_t, data-less
# FlowSolution_t
@test "metadata: official tools accept it; merge copies it exactly" { copies_exactly metadata; }
@test "metadata: split and merged back, same tree" { splits_and_merges_back metadata; }

# ---- structured BCs by range at Vertex, CellCenter, I/J/KFaceCenter, on whole faces and
# on a patch
@test "structured_bc_locations: official tools accept it; merge copies it exactly" {
  copies_exactly structured_bc_locations
}
@test "structured_bc_locations: split and merged back, same tree" {
  splits_and_merges_back structured_bc_locations
}

# ---- structured BCs by point list at Vertex (with boundary data per point), IFaceCenter
# and CellCenter
@test "structured_point_lists: official tools accept it; merge copies it exactly" {
  copies_exactly structured_point_lists
}
@test "structured_point_lists: split and merged back, same tree" {
  splits_and_merges_back structured_point_lists
}

# ---- 1to1 connections with reversed donor ranges, negative transforms
@test "connect_1to1_reversed: official tools accept it; merge copies it exactly" {
  copies_exactly connect_1to1_reversed
}
@test "connect_1to1_reversed: split and merged back, same tree" {
  splits_and_merges_back connect_1to1_reversed
}

# ---- zone names with spaces, created out of name order
@test "zone_names: official tools accept it; merge copies it exactly" { copies_exactly zone_names; }
@test "zone_names: split and merged back, same tree" { splits_and_merges_back zone_names; }

# ---- unstructured BCs by PointList/ElementList at Vertex, EdgeCenter, FaceCenter
@test "unstructured_lists: official tools accept it; merge copies it exactly" {
  copies_exactly unstructured_lists
}
@test "unstructured_lists: split and merged back, same tree" {
  splits_and_merges_back unstructured_lists
}

# ---- unstructured BCs by PointRange at Vertex, FaceCenter and EdgeCenter (how cg_boco_write,
# Pointwise and ICEM write them over a boundary section)
@test "unstructured_ranges: official tools accept it; merge copies it exactly" {
  copies_exactly unstructured_ranges
}
@test "unstructured_ranges: split and merged back, same tree" {
  splits_and_merges_back unstructured_ranges
}
# ---- element numbers with gaps between sections and before the first boundary section
@test "element_gaps: official tools accept it; merge copies it exactly" { copies_exactly element_gaps; }
@test "element_gaps: split and merged back, same tree" { splits_and_merges_back element_gaps; }

# A FaceCenter range BC with BCDataSet arrays, sub-regions on Vertex and CellCenter
# ranges, periodic connections by PointRange and PointListDonor between two zones
@test "unstructured_range_sets: official tools accept it; merge copies it exactly" {
  copies_exactly unstructured_range_sets
}
@test "unstructured_range_sets: split and merged back, same tree" {
  splits_and_merges_back unstructured_range_sets
}
# N -> M: the pieces of the ranges, split again from a 3-part set into 2, merge back exactly.
# A donor named with its base ("Base/Right", as SIDS allows) keeps that form: the parts'
# pieces name "Base/Right.P<r>.N0", and the merge gives "Base/Right" back.
@test "unstructured_range_sets: a donor named 'Base/Right' keeps its form through split and merge" {
  local input="$BATS_TEST_TMPDIR/qualified.cgns"
  cp "$CORPUS/unstructured_range_sets.cgns" "$input"
  "$TAMPER" set-text "$input" /Base/Left/ZoneGridConnectivity/Periodic Base/Right
  split 2 -q --parts 3 -o "$OUT/q" "$input"
  assert_success
  merge 3 -q -o "$OUT/q_back.cgns" "$OUT/q.cgns"
  assert_success
  same_tree "$input" "$OUT/q_back.cgns"
}
@test "unstructured_range_sets: a 3-part set split again into 2, merged back, same tree" {
  split 2 -q --parts 3 -o "$OUT/a" "$CORPUS/unstructured_range_sets.cgns"
  assert_success
  split 3 -q --parts 2 -o "$OUT/b" "$OUT"/a_sub_*.cgns
  assert_success
  merge 2 -q -o "$OUT/back.cgns" "$OUT/b.cgns"
  assert_success
  holds_input_tree "$CORPUS/unstructured_range_sets.cgns" "$OUT/back.cgns"
}
# Solutions on a Vertex and on a CellCenter PointRange
@test "unstructured_range_solutions: merge copies it exactly" {
  NO_CGNSCHECK=1 copies_exactly unstructured_range_solutions
}
@test "unstructured_range_solutions: split and merged back, same tree" {
  NO_CGNSCHECK=1 splits_and_merges_back unstructured_range_solutions
}

# ---- boundary sections with a non-zero ElementSizeBoundary
@test "element_size_boundary: official tools accept it; merge copies it exactly" {
  copies_exactly element_size_boundary
}
@test "element_size_boundary: split and merged back, same tree" {
  splits_and_merges_back element_size_boundary
}

# ---- a 2-D base in 3-D space: QUAD_4 cells, BAR_2 and NODE boundary sections
@test "surface_2d: official tools accept it; merge copies it exactly" { copies_exactly surface_2d; }
@test "surface_2d: split and merged back, same tree" { splits_and_merges_back surface_2d; }

# ---- three bases: a volume, a 1-D wire (BAR_2 cells, NODE ends), one without zones
@test "multi_base: official tools accept it; merge copies it exactly" { copies_exactly multi_base; }
@test "multi_base: split and merged back, same tree" { splits_and_merges_back multi_base; }
# Bar 8 of the wire made (2, 9): vertex 2 ends three bars, a branching wire network.
@test "multi_base: a vertex ending three bars is refused (65) naming file, zone and vertex; nothing written" {
  cp "$CORPUS/multi_base.cgns" "$OUT/branching.cgns"
  "$TAMPER" set-int "$OUT/branching.cgns" /Line/Wire/Bars/ElementConnectivity 14 2
  mkdir "$OUT/parts"
  for run_case in "1 ptscotch" "2 metis" "3 hilbert"; do
    read -r np method <<< "$run_case"
    split "$np" --parts 2 --method "$method" -o "$OUT/parts/x" "$OUT/branching.cgns"
    assert_equal "$status" 65
    assert_output --partial "file '$OUT/branching.cgns' node '/Line/Wire': vertex 2 ends 3 cells"
    assert_equal "$(ls -A "$OUT/parts")" ""
  done
}

# ---- 32-bit and 64-bit integer arrays
@test "integer_widths: official tools accept it; merge copies it exactly" {
  copies_exactly integer_widths
}
@test "integer_widths: split and merged back, same tree" { splits_and_merges_back integer_widths; }

# ---- BaseIterativeData_t, several FlowSolution_t, ZoneIterativeData_t
@test "time_steps: official tools accept it; merge copies it exactly" { copies_exactly time_steps; }
@test "time_steps: split and merged back, same tree" { splits_and_merges_back time_steps; }

# ---- HEXA_8 and TETRA_4 volume zones with vertex and cell-centre solutions
@test "volume_hexa_tetra: official tools accept it; merge copies it exactly" {
  copies_exactly volume_hexa_tetra
}
@test "volume_hexa_tetra: split and merged back, same tree" {
  splits_and_merges_back volume_hexa_tetra
}

# ---- a MIXED volume section (HEXA_8 and TETRA_4) and a MIXED boundary section (QUAD_4
# and TRI_3) listed by a FaceCenter BC. The official 3.4.0 library writes them with
# ElementStartOffset under its 3.4 stamp (3.4.1 took that layout back out until 4.0), and
# official readers take a 3.4 file's poly sections as having it: pcgns writes that layout
# under 3.4 too, so they are copied as they are under their own stamp or a 4.x one.
@test "volume_mixed: official tools accept it; merge copies it exactly under its 3.4 stamp and a 4.x one" {
  local input="$CORPUS/volume_mixed.cgns"
  official_tools_accept "$input"
  run h5ls "$input/Base/Mixed/Cells"
  assert_output --partial "ElementStartOffset"
  for np in 1 2; do
    merge "$np" -q -o "$OUT/as_stamped_$np.cgns" "$input"
    assert_success
    same_tree "$input" "$OUT/as_stamped_$np.cgns"
    official_tools_accept "$OUT/as_stamped_$np.cgns"
    merge "$np" -q --cgns-version 4.2 -o "$OUT/copy_$np.cgns" "$input"
    assert_success
    same_tree "$input" "$OUT/copy_$np.cgns"
    run cgnslist -l "$OUT/copy_$np.cgns"
    assert_success
  done
}
@test "volume_mixed: split under a 4.x stamp and merged back, same tree" {
  SPLIT_ARGS="--cgns-version 4.2" splits_and_merges_back volume_mixed
}

# ---- polyhedra as elsA, Maia and CODA write them: NGON_n faces with ParentElements and
# ParentElementsPosition (cg_parent_data_write), NFACE_n cells with signed face ids, a
# wall BC on faces by FaceCenter PointList
@test "volume_ngon: official tools accept it; merge copies it exactly" { copies_exactly volume_ngon; }
@test "volume_ngon: split and merged back, same tree" { splits_and_merges_back volume_ngon; }

# ---- a 2-D zone of polygons only (NGON_n cells, no NFACE_n) with a BAR_2 rim and an
# EdgeCenter range BC: merge copies it; split cuts the polygons as cells
@test "surface_ngon_2d: official tools accept it; merge copies it exactly" { copies_exactly surface_ngon_2d; }
@test "surface_ngon_2d: split and merged back, same tree" { splits_and_merges_back surface_ngon_2d; }
@test "surface_ngon_2d: VTK opens each part alone with its polygons, and the main file with every cell" {
  split 2 -q --parts 3 --json "$OUT/p.json" -o "$OUT/p" "$CORPUS/surface_ngon_2d.cgns"
  assert_success
  read -r c0 c1 c2 <<< "$(part_cells "$OUT/p.json")"
  local all=$((c0 + c1 + c2))
  vtk_cells "$CORPUS/surface_ngon_2d.cgns" "$OUT"/p_sub_{0,1,2}.cgns "$OUT/p.cgns"
  assert_line --regexp "surface_ngon_2d.cgns $all [0-9]+ 7:$all\$"  # VTK_POLYGON only
  assert_line --regexp "p_sub_0.cgns $c0 [0-9]+ 7:$c0\$"
  assert_line --regexp "p_sub_1.cgns $c1 [0-9]+ 7:$c1\$"
  assert_line --regexp "p_sub_2.cgns $c2 [0-9]+ 7:$c2\$"
  assert_line --regexp "p.cgns $all [0-9]+ 7:$all\$"
}

# ---- vertices used by no element
@test "unused_vertices: official tools accept it; merge copies it exactly" {
  copies_exactly unused_vertices
}
@test "unused_vertices: split and merged back, same tree" { splits_and_merges_back unused_vertices; }

# ---- a structured and an unstructured zone in one base: one run cuts the structured zone
# by block and the unstructured one by --method, into the same part files
@test "mixed_zone_types: official tools accept it; merge copies it exactly" {
  copies_exactly mixed_zone_types
}
@test "mixed_zone_types: split and merged back, same tree" {
  splits_and_merges_back mixed_zone_types
}
@test "mixed_zone_types: a per-rank set of both kinds split again into 2 and 7 parts, each part holding both, merged back, same tree" {
  split 2 -q --parts 3 -o "$OUT/set" "$CORPUS/mixed_zone_types.cgns"
  assert_success
  for parts in 2 7; do
    mkdir -p "$OUT/m$parts"
    split 3 -q --method ptscotch --parts "$parts" -o "$OUT/m$parts/run" "$OUT"/set_sub_*.cgns
    assert_success
    for sub in "$OUT/m$parts"/run_sub_*.cgns; do
      run h5ls "$sub/Base"
      assert_output --regexp "Structured\.P[0-9]+\.N0"
      assert_output --regexp "Unstructured\.P[0-9]+\.N0"
    done
    merge 2 -q -o "$OUT/m$parts/back.cgns" "$OUT/m$parts"/run_sub_*.cgns
    assert_success
    same_tree "$CORPUS/mixed_zone_types.cgns" "$OUT/m$parts/back.cgns"
  done
}
@test "mixed_zone_types: --weights and --renumber apply to the unstructured zone (same tree back); --method block refused (64)" {
  split 2 -q --parts 3 --weights Density --renumber hilbert -o "$OUT/w" "$CORPUS/mixed_zone_types.cgns"
  assert_success
  merge 3 -q -o "$OUT/w_back.cgns" "$OUT/w.cgns"
  assert_success
  same_tree "$CORPUS/mixed_zone_types.cgns" "$OUT/w_back.cgns"
  split 2 -q --parts 3 --method block -o "$OUT/b" "$CORPUS/mixed_zone_types.cgns"
  assert_equal "$status" 64
  assert_output --partial "/Base/Unstructured' is unstructured"
  assert [ ! -e "$OUT/b.cgns" ]
}
# (Connections between the kinds at vertices are cut: hybrid_connections below.)
@test "mixed_zone_types: a FaceCenter connection between the kinds is refused (65) naming the file, zone and connection; nothing written" {
  local input="$BATS_TEST_TMPDIR/connected.cgns"
  cp "$CORPUS/mixed_zone_types.cgns" "$input"
  {
    echo "add /Base/Unstructured/ZoneGridConnectivity ZoneGridConnectivity_t MT"
    echo "add /Base/Unstructured/ZoneGridConnectivity/ToBlock GridConnectivity_t C1 Structured"
    echo "add /Base/Unstructured/ZoneGridConnectivity/ToBlock/GridConnectivityType GridConnectivityType_t C1 Abutting"
    echo "add /Base/Unstructured/ZoneGridConnectivity/ToBlock/GridLocation GridLocation_t C1 FaceCenter"
    echo "add /Base/Unstructured/ZoneGridConnectivity/ToBlock/PointList IndexArray_t I4 1x2 1 2"
    echo "add /Base/Unstructured/ZoneGridConnectivity/ToBlock/PointListDonor IndexArray_t I4 3x2 1 1 1 2 1 1"
  } | "$TAMPER" batch "$input"
  refused_by_split "$input" "/Base/Unstructured/ZoneGridConnectivity/ToBlock" "GridLocation FaceCenter"
}

# ---- general connections at vertices (GridConnectivity_t, Abutting1to1) between a
# structured block and an unstructured lattice, both ways, and between two blocks: own
# points by PointRange or PointList (the lattice's listed backwards), donors by
# PointListDonor. tests/interop/connection_geometry checks that every own point coincides
# with its donor point, through the links of a split's main file into its parts.

# connections_coincide FILE: connection_geometry finds every connection of FILE it checks
# joining coinciding points, and checks at least one; its report in $output.
connections_coincide() {
  run "$BUILD/tests/interop/connection_geometry" "$1"
  assert_success
  assert_output --regexp "checked [1-9][0-9]* connections"
}

# piece_points ZONE NAME: the points of the pieces NAME.<k> in the partitions of ZONE,
# summed over connection_geometry's $output.
piece_points() {
  grep -E "^Base/$1(\.P[0-9]+\.N[0-9]+)?/$2\.[0-9]+: [0-9]+ points coincide$" <<< "$output" |
    awk '{ sum += $2 } END { print sum + 0 }'
}

@test "hybrid_connections: official tools accept it; merge copies it exactly" {
  copies_exactly hybrid_connections
  connections_coincide "$CORPUS/hybrid_connections.cgns"
  assert_output --partial "checked 4 connections, 64 points"
  for np in 1 2; do
    connections_coincide "$OUT/copy_$np.cgns"
    assert_output --partial "checked 4 connections, 64 points"
  done
}
@test "hybrid_connections: split and merged back, same tree" {
  splits_and_merges_back hybrid_connections
}
# Every piece's points coincide with their donors in the partitions they name, and the
# pieces of each connection hold at least its 16 points (a vertex on a cut may be in two).
@test "hybrid_connections: the parts' connection pieces coincide with their donor partitions" {
  for parts in 3 7; do
    mkdir -p "$OUT/m$parts"
    split 2 -q --parts "$parts" -o "$OUT/m$parts/run" "$CORPUS/hybrid_connections.cgns"
    assert_success
    connections_coincide "$OUT/m$parts/run.cgns"
    echo "# $parts parts: $output"
    assert_output --regexp "/ToLattice\.[0-9]+: [0-9]+ points coincide"
    assert_output --regexp "/ToBlock\.[0-9]+: [0-9]+ points coincide"
    assert_output --regexp "/ToBlock2\.[0-9]+: [0-9]+ points coincide"
    assert [ "$(piece_points Block ToLattice)" -ge 16 ]
    assert [ "$(piece_points Block ToBlock2)" -ge 16 ]
    assert [ "$(piece_points Lattice ToBlock)" -ge 16 ]
    assert [ "$(piece_points Block2 ToBlock)" -ge 16 ]
  done
}
@test "hybrid_connections: a per-rank set split again into 2 parts, merged back, same tree" {
  split 2 -q --parts 3 -o "$OUT/set" "$CORPUS/hybrid_connections.cgns"
  assert_success
  mkdir -p "$OUT/m2"
  split 3 -q --parts 2 -o "$OUT/m2/run" "$OUT"/set_sub_*.cgns
  assert_success
  connections_coincide "$OUT/m2/run.cgns"
  assert_output --regexp "/ToLattice\.[0-9]+: [0-9]+ points coincide"
  merge 2 -q -o "$OUT/m2/back.cgns" "$OUT/m2"/run_sub_*.cgns
  assert_success
  same_tree "$CORPUS/hybrid_connections.cgns" "$OUT/m2/back.cgns"
}
# Without the lattice: two blocks joined by general connections only (a structured run,
# which cuts them with no unstructured partition to resolve).
@test "hybrid_connections: the blocks alone, joined by general connections, split and merged back, same tree" {
  cp "$CORPUS/hybrid_connections.cgns" "$CORPUS/blocks_only.cgns"
  "$TAMPER" remove "$CORPUS/blocks_only.cgns" /Base/Lattice
  "$TAMPER" remove "$CORPUS/blocks_only.cgns" /Base/Block/ZoneGridConnectivity/ToLattice
  splits_and_merges_back blocks_only
  mkdir -p "$OUT/b7"
  split 2 -q --parts 7 -o "$OUT/b7/run" "$CORPUS/blocks_only.cgns"
  assert_success
  connections_coincide "$OUT/b7/run.cgns"
  assert_output --regexp "/ToBlock2\.[0-9]+: [0-9]+ points coincide"
}

# A donor vertex outside its block, a donor vertex id outside the unstructured zone, and a
# donor in another base: exit 65 on every rank count, naming the file and the connection,
# nothing written.
@test "hybrid_connections: bad donors are refused (65) naming the connection; nothing written" {
  local outside_block="$BATS_TEST_TMPDIR/outside_block.cgns" outside_zone="$BATS_TEST_TMPDIR/outside_zone.cgns"
  local other_base="$BATS_TEST_TMPDIR/other_base.cgns"
  for file in "$outside_block" "$outside_zone" "$other_base"; do cp "$CORPUS/hybrid_connections.cgns" "$file"; done
  "$TAMPER" set-int "$outside_block" /Base/Lattice/ZoneGridConnectivity/ToBlock/PointListDonor 0 9
  "$TAMPER" set-int "$outside_zone" /Base/Block/ZoneGridConnectivity/ToLattice/PointListDonor 3 999
  "$TAMPER" set-text "$other_base" /Base/Block/ZoneGridConnectivity/ToLattice Elsewhere/Lattice
  refused_by_split "$outside_block" "node '/Base/Lattice'" "ZoneGridConnectivity/ToBlock PointListDonor" \
    "entry 1 (9, 4, 4) is no vertex of the donor zone"
  refused_by_split "$outside_zone" "/Base/Block/ZoneGridConnectivity/ToLattice" "PointListDonor" "vertex 999"
  refused_by_split "$other_base" "/Base/Block/ZoneGridConnectivity/ToLattice" "'Elsewhere/Lattice'" "another base"
}

# ---- BCDataSet_t with per-point Dirichlet data and a global Neumann value
@test "bc_dataset: official tools accept it; merge copies it exactly" { copies_exactly bc_dataset; }
@test "bc_dataset: split and merged back, same tree" { splits_and_merges_back bc_dataset; }

# ---- stamped 2.54 (written as ADF2, converted by adf2hdf), BCs by ElementList and
# ElementRange. Kept at 2.54 its tree must come back as it is; restamped 3.x it must hold
# what the official library writes for the same calls in 3.4, FaceCenter PointList and
# PointRange (legacy_hdf5).
@test "legacy_2.54: official tools accept it; merge copies it exactly (or in 3.x form)" {
  RESTAMPED_FORM="$CORPUS/legacy_hdf5.cgns" copies_exactly legacy_2.54
}
@test "legacy_2.54: split and merged back, same tree, or its ElementRange BC refused" {
  RESTAMPED_FORM="$CORPUS/legacy_hdf5.cgns" splits_and_merges_back legacy_2.54 "/Base/Fluid.*Top"
}

# ---- ADF
@test "metadata_via_adf: hdf2adf then adf2hdf keep the tree; merge copies the result exactly" {
  same_tree "$CORPUS/metadata.cgns" "$CORPUS/metadata_via_adf.cgns"
  copies_exactly metadata_via_adf
}

@test "an ADF file is refused (65) by merge and split, naming the file and adf2hdf; nothing written" {
  cp "$CORPUS/legacy_adf2.adf" "$OUT/old.cgns"
  merge 2 -q -o "$OUT/copy.cgns" "$OUT/old.cgns"
  assert_equal "$status" 65
  assert_output --partial "$OUT/old.cgns"
  assert_output --partial "adf2hdf"
  split 2 -q --parts 2 -o "$OUT/run" "$OUT/old.cgns"
  assert_equal "$status" 65
  assert_output --partial "$OUT/old.cgns"
  assert_output --partial "adf2hdf"
  assert_equal "$(ls -A "$OUT")" "old.cgns"
}

@test "unstructured_lists: parts whose record gives no section ranges (older splits) are refused (65) naming the sections nothing orders" {
  local dir="$OUT/old"
  mkdir -p "$dir"
  # PT-Scotch's 7 parts leave no part holding Rim and Top together (auto's do, and their
  # order then comes from that part).
  split 3 -q --method ptscotch --parts 7 -o "$dir/run" "$CORPUS/unstructured_lists.cgns"
  assert_success
  for sub in "$dir"/run_sub_*.cgns; do
    # (zones only: the base also holds the set's :pcgns#Set record)
    for zone in $(h5ls "$sub/Base" | awk '$2 == "Group" && $1 !~ /^:/ {print $1}'); do
      "$TAMPER" remove "$sub" "/Base/$zone/:pcgns#Order/SectionNames"
      "$TAMPER" remove "$sub" "/Base/$zone/:pcgns#Order/SectionRanges"
    done
  done
  merge 2 -q -o "$dir/back.cgns" "$dir"/run_sub_*.cgns
  assert_equal "$status" 65
  assert_output --partial "zone 'Fluid'"
  assert_output --partial "run_sub_"
  assert_output --regexp "nothing in the parts orders sections .*'(Top|Rim)'"
  assert [ ! -e "$dir/back.cgns" ]
}
