#!/usr/bin/env bats
# pcgns-split on unstructured zones: the three cell partitioners under 1 to 4 ranks,
# the round trip through pcgns-merge, Maia's numbering in the partition files, the
# official checker and VTK on them, and what is refused.

load split_common

setup_file() {
  split_tools
  # Hexahedra with an inflow BC on QUAD_4 faces, a periodic vertex connection, vertex
  # and cell solutions over two steps.
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 2000 --parts 4 --steps 2 --cgns-version 3.4 \
    -o "$DATA/set"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/whole.cgns" "$DATA/set"
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1000 --parts 2 -o "$DATA/structured"
}

# h5diff compares the values; same_tree also the child order and the labels, which
# h5diff does not see.
merged_back_is() {  # merged_back_is ORIGINAL MAIN: merge MAIN and compare with h5diff and same_tree
  run timeout 120 mpiexec -n 2 "$MERGE" -q --force -o "$OUT/back.cgns" "$2"
  assert_success
  run h5diff "$1" "$OUT/back.cgns"
  assert_success
  same_tree "$1" "$OUT/back.cgns"
}

@test "round trip: every method, 1 to 7 parts, 1 to 4 ranks, merged back is the same file" {
  for case in "1 ptscotch 1" "1 metis 3" "1 hilbert 7" "2 ptscotch 2" "2 metis 7" "2 hilbert 3" \
              "3 ptscotch 7" "3 hilbert 2" "4 metis 3" "4 ptscotch 3" "1 auto 2" "2 auto 7" "3 auto 3"; do
    read -r np method parts <<< "$case"
    rm -rf "$OUT"/r*
    split "$np" -q --method "$method" --parts "$parts" -o "$OUT/r" "$DATA/whole.cgns"
    assert_success
    assert_equal "$(ls "$OUT" | grep -c '^r_sub_[0-9]*.cgns$')" "$parts"
    merged_back_is "$DATA/whole.cgns" "$OUT/r.cgns"
  done
}

@test "a 4-rank set split directly into 7 parts merges back to the merge of the set" {
  split 3 -q --parts 7 -o "$OUT/re" "$DATA/set"
  assert_success
  merged_back_is "$DATA/whole.cgns" "$OUT/re.cgns"
}

@test "a set whose parts hold long runs of consecutive ids splits directly too (every value to its block)" {
  # Parts of 20,000 cells: runs far longer than the 4096 ids from which pcgns-merge
  # writes a run where it is read -- which the split's slices must not take.
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 60000 --parts 3 --steps 1 -o "$OUT/long"
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/long.cgns" "$OUT/long"
  assert_success
  for np in 2 3; do
    split "$np" -q --parts 5 --method hilbert -o "$OUT/re$np" "$OUT/long"
    assert_success
    merged_back_is "$OUT/long.cgns" "$OUT/re$np.cgns"
  done
}

@test "vertices no cell uses (generate --orphans) come back exactly: 1, 2, 3, 7 parts, 1-3 ranks each way" {
  # 128 used vertices, then 100 orphans: under 3 ranks a whole block of ids no cell uses.
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 60 --parts 3 --steps 2 --orphans 100 -o "$OUT/set"
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/orphans.cgns" "$OUT/set"
  assert_success
  for case in "1 ptscotch 1 2" "2 metis 2 3" "3 hilbert 3 1" "2 ptscotch 7 3" "3 hilbert 7 1" "1 metis 3 3"; do
    read -r np method parts back <<< "$case"
    echo "# $parts parts by $method with $np ranks, merged back with $back"
    rm -rf "$OUT"/r*
    split "$np" -q --method "$method" --parts "$parts" -o "$OUT/r" "$OUT/orphans.cgns"
    assert_success
    run timeout 120 mpiexec -n "$back" "$MERGE" -q --force -o "$OUT/back.cgns" "$OUT/r.cgns"
    assert_success
    same_tree "$OUT/orphans.cgns" "$OUT/back.cgns"
  done
  # The per-rank set cut directly into 7 parts, merged back from the sub files.
  split 2 -q --parts 7 -o "$OUT/s" "$OUT/set"
  assert_success
  run timeout 120 mpiexec -n 3 "$MERGE" -q --force -o "$OUT/back.cgns" "$OUT"/s_sub_*.cgns
  assert_success
  same_tree "$OUT/orphans.cgns" "$OUT/back.cgns"
}

@test "partition files carry Maia's numbering, BC shares with Index, connection pieces and JN interfaces" {
  split 2 -q --parts 3 -o "$OUT/m" --json "$OUT/m.json" "$DATA/whole.cgns"
  assert_success
  run h5ls -r "$OUT/m_sub_1.cgns"
  assert_output --partial "/Base/Zone.P1.N0/:CGNS#GlobalNumbering/Vertex"
  assert_output --partial "/Base/Zone.P1.N0/:CGNS#GlobalNumbering/Cell"
  assert_output --partial "/Base/Zone.P1.N0/Hexa/:CGNS#GlobalNumbering/Element"
  assert_output --regexp "/Base/Zone\\.P1\\.N0/ZoneGridConnectivity/JN\\.P1\\.N0\\.LT\\.P[02]\\.N0/PointListDonor "
  # The inflow faces lie on x = 0: some part holds them, with their original positions;
  # the periodic connection is cut into pieces named by their donor partitions.
  inflow=0 periodic=0
  for r in 0 1 2; do
    listing=$(h5ls -r "$OUT/m_sub_$r.cgns")
    inflow=$((inflow + $(grep -c 'ZoneBC/Inflow/:CGNS#GlobalNumbering/Index ' <<< "$listing" || true)))
    periodic=$((periodic + $(grep -cE 'ZoneGridConnectivity/Periodic_kmin\.[0-9]+ ' <<< "$listing" || true)))
  done
  assert [ "$inflow" -ge 1 ]
  assert [ "$periodic" -ge 1 ]
  run json_field "$OUT/m.json" "['method']"
  assert_output "auto"
  run json_field "$OUT/m.json" "['partition']['imbalance'] <= 0.05"
  assert_output "True"
  run json_field "$OUT/m.json" "['partition']['edge_cut'] > 0"
  assert_output "True"
}

@test "metis and ptscotch stay within 5 % imbalance; every method reports its edge cut and a dry run its parts" {
  for method in ptscotch metis hilbert auto; do
    split 2 -q --dry-run --method "$method" --parts 7 -o "$OUT/d" --json "$OUT/$method.json" "$DATA/whole.cgns"
    assert_success
    run json_field "$OUT/$method.json" "['partition']['edge_cut'] > 0"
    assert_output "True"
    # The plan's table: every part has cells and vertices, the cells add up to the zone's,
    # and every part has at least one interface.
    run python3 -c "
import json, sys
report = json.load(open(sys.argv[1]))
parts = report['partition']['parts']
assert len(parts) == 7, parts
assert all(p['cells'] > 0 and p['vertices'] > 0 and p['interfaces'] > 0 for p in parts), parts
assert sum(p['cells'] for p in parts) == report['zones'][0]['cells'], parts
print('plan ok')" "$OUT/$method.json"
    assert_output "plan ok"
  done
  for method in ptscotch metis auto; do
    run json_field "$OUT/$method.json" "['partition']['imbalance'] <= 0.05"
    assert_output "True"
  done
  assert_equal "$(ls -A "$OUT" | grep -vc json)" "0"
}

@test "the quality report: neighbours per part and interface size; auto cuts fewer faces than hilbert" {
  for method in hilbert auto; do
    split 2 -q --dry-run --method "$method" --parts 7 -o "$OUT/d" --json "$OUT/$method.json" "$DATA/whole.cgns"
    assert_success
    # The most neighbour parts any part has (distinct parts, at most one per interface),
    # the faces the parts share (the edge cut, reported once), the vertices on the
    # interfaces as every part counts them.
    run python3 -c "
import json, sys
report = json.load(open(sys.argv[1]))
partition = report['partition']
parts = partition['parts']
assert partition['max_part_neighbours'] == max(p['neighbours'] for p in parts) > 0, partition
assert all(0 < p['neighbours'] <= p['interfaces'] for p in parts), parts
assert partition['edge_cut'] > 0 and 'interface_faces' not in partition, partition
assert partition['interface_vertices'] == sum(p['interface_vertices'] for p in parts) > 0, partition
print('quality ok')" "$OUT/$method.json"
    assert_output "quality ok"
  done
  run json_field "$OUT/auto.json" "['partition']['edge_cut'] < $(json_field "$OUT/hilbert.json" "['partition']['edge_cut']")"
  assert_output "True"
  split 2 --dry-run --method auto --parts 7 -o "$OUT/d" "$DATA/whole.cgns"
  assert_success
  assert_output --regexp "edge cut [1-9][0-9]* cell faces"
  assert_output --regexp "neighbours per part at most [1-9][0-9]*, interface vertices [1-9][0-9]*"
  assert_output --partial "method auto"
}

@test "cgnscheck finds no error in the partition files; VTK opens each and the main file" {
  split 2 -q --parts 3 -o "$OUT/v" "$DATA/whole.cgns"
  assert_success
  run bash -c "cgnscheck '$OUT/v.cgns' 2>&1 | grep ERROR"
  assert_failure  # every donor resolves through the main file's links
  for r in 0 1 2; do
    # A part file alone cannot resolve donors that live in the other part files.
    run bash -c "cgnscheck '$OUT/v_sub_$r.cgns' 2>&1 | grep ERROR | grep -v 'donor zone \"\\?Zone.P[0-9]*.N0'"
    assert_failure  # grep found no error line
  done
  run python3 - "$OUT" <<'PY'
import sys
from vtkmodules.vtkIOCGNSReader import vtkCGNSReader
def counts(name):
    reader = vtkCGNSReader()
    reader.SetFileName(f"{sys.argv[1]}/{name}")
    reader.Update()
    it = reader.GetOutput().NewIterator()
    it.InitTraversal()
    points = cells = 0
    while not it.IsDoneWithTraversal():
        block = it.GetCurrentDataObject()
        points += block.GetNumberOfPoints()
        cells += block.GetNumberOfCells()
        it.GoToNextItem()
    return points, cells
parts = [counts(f"v_sub_{r}.cgns") for r in range(3)]
whole = counts("v.cgns")[0]
print("counts", all(c > 0 for _, c in parts), sum(p for p, _ in parts), whole)
PY
  assert_success
  refute_output --partial "Mismatch"  # VTK's complaint about a malformed node
  read -r _ every_part_has_cells parts whole <<< "$(grep '^counts' <<< "$output")"
  assert_equal "$every_part_has_cells" "True"
  assert_equal "$whole" "$parts"
}

# Each part's weight from its Cell numbering (h5dump) and WEIGHTS (one per cell):
# prints "max weight / mean - 1" and "most cells / fewest cells" of the parts.
part_balance() {  # part_balance WEIGHTS PART_FILE...
  python3 - "$@" <<'PY'
import re, subprocess, sys
weights = [float(w) for w in open(sys.argv[1]).read().split()]
part_weights, part_cells = [], []
for part in sys.argv[2:]:
    listing = subprocess.run(["h5ls", "-r", part], capture_output=True, text=True, check=True).stdout
    # h5ls writes the dataset " data" as "\ data".
    path = re.search(r"^(\S*/:CGNS#GlobalNumbering/Cell)/\\ data", listing, re.M).group(1) + "/ data"
    dump = subprocess.run(["h5dump", "-y", "-w", "0", "-d", path, part], capture_output=True, text=True,
                          check=True).stdout
    cells = [int(v) for v in re.search(r"DATA \{(.*?)\}", dump, re.S).group(1).replace(",", " ").split()]
    part_weights.append(sum(weights[c - 1] for c in cells))
    part_cells.append(len(cells))
mean = sum(part_weights) / len(part_weights)
print("%.4f %.2f" % (max(part_weights) / mean - 1, max(part_cells) / min(part_cells)))
PY
}

@test "--weights FILE balances the parts' weights, not their cells; the round trip stays exact" {
  split 1 -q --dry-run --parts 2 -o "$OUT/d" --json "$OUT/plan.json" "$DATA/whole.cgns"
  cells="$(json_field "$OUT/plan.json" "['zones'][0]['cells']")"
  # The second half of the cells weighs 4 times the first.
  python3 -c "import sys; n = int(sys.argv[1]); print(' '.join('1' if c < n // 2 else '4' for c in range(n)))" \
    "$cells" > "$BATS_TEST_TMPDIR/weights.txt"
  for method in metis ptscotch hilbert; do
    rm -rf "$OUT"/w* "$OUT"/u*
    split 2 -q --method "$method" --parts 4 --weights "$BATS_TEST_TMPDIR/weights.txt" -o "$OUT/w" \
      --json "$OUT/w.json" "$DATA/whole.cgns"
    assert_success
    run json_field "$OUT/w.json" "['partition']['imbalance'] <= 0.05"
    assert_output "True"
    split 2 -q --method "$method" --parts 4 -o "$OUT/u" "$DATA/whole.cgns"
    assert_success
    run part_balance "$BATS_TEST_TMPDIR/weights.txt" "$OUT"/w_sub_*.cgns
    assert_success
    read -r weighted cell_ratio <<< "$output"
    run part_balance "$BATS_TEST_TMPDIR/weights.txt" "$OUT"/u_sub_*.cgns
    assert_success
    read -r unweighted _ <<< "$output"
    # Weighted, the parts weigh alike (as the report says) and their cell counts differ;
    # balanced by cells, the same method leaves the weights far apart.
    assert [ "$(python3 -c "print($weighted <= 0.05 and $cell_ratio >= 1.3 and $unweighted > 0.1)")" = True ]
    merged_back_is "$DATA/whole.cgns" "$OUT/w.cgns"
  done
}

@test "--weights FIELD takes a cell-centred array of the zone, by name or Holder/Array" {
  split 2 -q --method hilbert --parts 3 --weights Density -o "$OUT/f" --json "$OUT/f.json" "$DATA/whole.cgns"
  assert_success
  run json_field "$OUT/f.json" "['partition']['imbalance'] <= 0.05"
  assert_output "True"
  merged_back_is "$DATA/whole.cgns" "$OUT/f.cgns"
  holder="$(h5ls "$DATA/whole.cgns/Base/Zone" | awk '/^CellSol/ { print $1; exit }')"
  split 3 -q --method ptscotch --parts 3 --weights "$holder/Density" -o "$OUT/g" "$DATA/whole.cgns"
  assert_success
}

@test "--weights refused: wrong count or a negative entry (65), no such array (65), structured zones (64)" {
  echo "1 2 3" > "$BATS_TEST_TMPDIR/short.txt"
  split 2 --parts 2 --weights "$BATS_TEST_TMPDIR/short.txt" -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 65
  assert_output --partial "short.txt: 3 weights, but the unstructured zones have"
  echo "1 -2 3" > "$BATS_TEST_TMPDIR/negative.txt"
  split 2 --parts 2 --weights "$BATS_TEST_TMPDIR/negative.txt" -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 65
  assert_output --partial "negative.txt: weight 2 ('-2') is not a number >= 0"
  split 2 --parts 2 --weights Nope -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 65
  assert_output --partial "no cell-centred array 'Nope' to take --weights from"
  split 2 --parts 2 --weights Nope -o "$OUT/x" "$DATA/structured"
  assert_equal "$status" 64
  assert_output --partial "--weights balances the unstructured partitioners"
  assert_equal "$(ls -A "$OUT")" ""
}

# The Cell numbering of a part file, as one line of ids.
cell_numbering() {  # cell_numbering PART_FILE
  python3 - "$1" <<'PY'
import re, subprocess, sys
listing = subprocess.run(["h5ls", "-r", sys.argv[1]], capture_output=True, text=True, check=True).stdout
path = re.search(r"^(\S*/:CGNS#GlobalNumbering/Cell)/\\ data", listing, re.M).group(1) + "/ data"
dump = subprocess.run(["h5dump", "-y", "-w", "0", "-d", path, sys.argv[1]], capture_output=True, text=True,
                      check=True).stdout
print(" ".join(re.search(r"DATA \{(.*?)\}", dump, re.S).group(1).replace(",", " ").split()))
PY
}

@test "--renumber rcm and hilbert reorder each part's cells; the same cells, and the round trip stays exact" {
  split 2 -q --method ptscotch --parts 3 -o "$OUT/n" "$DATA/whole.cgns"
  assert_success
  for order in rcm hilbert; do
    for np in 1 3; do
      rm -rf "$OUT"/o*
      split "$np" -q --method ptscotch --renumber "$order" --parts 3 -o "$OUT/o" "$DATA/whole.cgns"
      assert_success
      merged_back_is "$DATA/whole.cgns" "$OUT/o.cgns"
    done
    # Same partition as without --renumber (2 ranks both times), cells in another order.
    rm -rf "$OUT"/o*
    split 2 -q --method ptscotch --renumber "$order" --parts 3 -o "$OUT/o" "$DATA/whole.cgns"
    assert_success
    for part in 0 1 2; do
      plain="$(cell_numbering "$OUT/n_sub_$part.cgns")"
      ordered="$(cell_numbering "$OUT/o_sub_$part.cgns")"
      assert_equal "$(tr ' ' '\n' <<< "$ordered" | sort -n | tr '\n' ' ')" "$(tr ' ' '\n' <<< "$plain" | sort -n | tr '\n' ' ')"
      assert [ "$ordered" != "$plain" ]
    done
  done
}

@test "--interface face: shared faces as JN face sections listed at FaceCenter, one per cut face; round trip exact" {
  for np in 1 3; do
    rm -rf "$OUT"/f*
    split "$np" -q --parts 3 --interface face --cgns-version 3.4 --json "$OUT/f.json" -o "$OUT/f" "$DATA/whole.cgns"
    assert_success
    merged_back_is "$DATA/whole.cgns" "$OUT/f.cgns"
    # Each cut face of the cell graph is listed once from each side.
    assert_equal "$(json_field "$OUT/f.json" "['partition']['edge_cut'] * 2")" \
                 "$(json_field "$OUT/f.json" "['partition']['parts'][0]['interface_faces'] + \
                    sum(p['interface_faces'] for p in json.load(open(sys.argv[1]))['partition']['parts'][1:])")"
  done
  run h5ls -r "$OUT/f_sub_0.cgns"
  assert_output --partial "/Base/Zone.P0.N0/JN.P0.N0.LT.P1.N0.QUAD_4/ElementConnectivity"
  run h5dump -d "/Base/Zone.P0.N0/ZoneGridConnectivity/JN.P0.N0.LT.P1.N0/GridLocation/ data" "$OUT/f_sub_0.cgns"
  assert_output --partial "70, 97, 99, 101, 67, 101, 110, 116, 101, 114"  # "FaceCenter" as CGNS C1 bytes
  for r in 0 1 2; do
    run bash -c "cgnscheck '$OUT/f_sub_$r.cgns' 2>&1 | grep ERROR | grep -v 'donor zone \"\\?Zone.P[0-9]*.N0'"
    assert_failure  # no error but the donors in other part files
  done
  # VTK reads each part's volume cells, not the face elements beside them.
  run python3 - "$OUT" <<'PY'
import json, sys
from vtkmodules.vtkIOCGNSReader import vtkCGNSReader
parts = json.load(open(f"{sys.argv[1]}/f.json"))["partition"]["parts"]
for part in parts:
    reader = vtkCGNSReader()
    reader.SetFileName(f"{sys.argv[1]}/f_sub_{part['part']}.cgns")
    reader.Update()
    it = reader.GetOutput().NewIterator()
    it.InitTraversal()
    block = it.GetCurrentDataObject()
    print("part", part["part"], block.GetNumberOfPoints() - part["vertices"], block.GetNumberOfCells() - part["cells"])
PY
  assert_success
  assert_output --partial "part 0 0 0"
  assert_output --partial "part 1 0 0"
  assert_output --partial "part 2 0 0"
}

@test "--interface other than auto, vertex or face is a usage error (64) and writes nothing" {
  split 2 --parts 2 --interface edge -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 64
  assert_output --partial "--interface"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "--renumber on structured zones is a usage error (64); an unknown order too" {
  split 2 --parts 2 --renumber rcm -o "$OUT/x" "$DATA/structured"
  assert_equal "$status" 64
  assert_output --partial "--renumber orders the cells of unstructured partitions"
  split 2 --parts 2 --renumber random -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 64
  assert_equal "$(ls -A "$OUT")" ""
}

@test "--method block on unstructured zones, or a graph method on structured ones, is a usage error (64)" {
  split 2 --parts 2 --method block -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 64
  assert_output --partial "whole.cgns"
  assert_output --partial "unstructured"
  split 2 --parts 2 --method metis -o "$OUT/x" "$DATA/structured"
  assert_equal "$status" 64
  assert_output --partial "structured (use block)"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "more parts than cells is invalid input (65) naming the zone, and nothing is written" {
  split 2 --parts 5000 -o "$OUT/x" "$DATA/whole.cgns"
  assert_equal "$status" 65
  assert_output --partial "/Base/Zone"
  assert_output --partial "5000 parts"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "an unstructured zone with no element sections is refused (65) naming file and zone; nothing written" {
  cp "$DATA/whole.cgns" "$OUT/bare.cgns"
  "$TAMPER" remove "$OUT/bare.cgns" /Base/Zone/Hexa
  "$TAMPER" remove "$OUT/bare.cgns" /Base/Zone/Inflow
  mkdir "$OUT/parts"
  split 2 --parts 2 -o "$OUT/parts/x" "$OUT/bare.cgns"
  assert_equal "$status" 65
  assert_output --partial "file '$OUT/bare.cgns' node '/Base/Zone': an unstructured zone without element sections"
  assert_equal "$(ls -A "$OUT/parts")" ""
}

@test "a vertex id outside the zone, in a connectivity or a BC point list, is refused (65) naming zone and node" {
  cp "$DATA/whole.cgns" "$OUT/bad.cgns"
  "$TAMPER" set-int "$OUT/bad.cgns" /Base/Zone/Hexa/ElementConnectivity 17 999999
  for np in 1 2 3; do
    split "$np" -q --parts 3 --method hilbert -o "$OUT/s" "$OUT/bad.cgns"
    assert_failure 65
    assert_output --partial "bad.cgns' node '/Base/Zone'"
    assert_output --partial "vertex 999999, outside 1.."
  done
  cp "$DATA/whole.cgns" "$OUT/bad.cgns"
  "$TAMPER" set-int "$OUT/bad.cgns" /Base/Zone/ZoneBC/Inflow/PointList 0 0
  split 2 -q --parts 3 -o "$OUT/s" "$OUT/bad.cgns"
  assert_failure 65
  assert_output --partial "ZoneBC/Inflow PointList names element 0"
  cp "$DATA/whole.cgns" "$OUT/bad.cgns"
  "$TAMPER" set-int "$OUT/bad.cgns" /Base/Zone/ZoneGridConnectivity/Periodic_kmin/PointList 3 999999
  split 2 -q --parts 3 -o "$OUT/s" "$OUT/bad.cgns"
  assert_failure 65
  assert_output --partial "ZoneGridConnectivity/Periodic_kmin PointList names vertex 999999, outside 1.."
  run ls "$OUT"
  assert_output "bad.cgns"
}

@test "a per-rank set with a missing part is refused (65) and nothing is written" {
  cp -r "$DATA/set" "$BATS_TEST_TMPDIR/in"
  rm "$BATS_TEST_TMPDIR/in/sol_2.cgns"
  split 2 --parts 2 -o "$OUT/x" "$BATS_TEST_TMPDIR/in"
  assert_equal "$status" 65
  assert_equal "$(ls -A "$OUT")" ""
}

@test "hilbert on a zone without CoordinateZ is refused (65) naming the zone; ptscotch does not need it" {
  cp "$DATA/whole.cgns" "$OUT/flat.cgns"
  "$TAMPER" remove "$OUT/flat.cgns" /Base/Zone/GridCoordinates/CoordinateZ
  mkdir "$OUT/parts"
  split 2 --parts 2 --method hilbert -o "$OUT/parts/x" "$OUT/flat.cgns"
  assert_equal "$status" 65
  assert_output --partial "/Base/Zone': no CoordinateZ array to place the cells by"
  assert_equal "$(ls -A "$OUT/parts")" ""
  split 2 --parts 2 --method ptscotch -o "$OUT/parts/x" "$OUT/flat.cgns"
  assert_equal "$status" 0
  assert [ -f "$OUT/parts/x_sub_1.cgns" ]
}
