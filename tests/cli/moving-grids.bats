#!/usr/bin/env bats
# Moving and deforming grids (pcgns-bench generate --moving): several GridCoordinates_t
# per zone, ArbitraryGridMotion_t with per-vertex GridVelocity arrays and
# RigidGridMotion_t, named per step in ZoneIterativeData. pcgns-merge reassembles every
# per-vertex array from the parts; pcgns-split gives each part its vertices' slice of
# each; a split merged back is the merge, whole tree; the official cgnscheck accepts it.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --moving --cells 216 --parts 2 --steps 2 \
    --cgns-version 3.4 -o "$DATA/unstructured"
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --moving --cells 216 --parts 2 --steps 2 -o "$DATA/structured"
}

# The values of a node's data, one per line.
values() {
  h5dump -m %.12g -y -w 0 -d "$2/ data" "$1" | python3 -c '
import re, sys
body = sys.stdin.read().split("DATA {", 1)[1].rsplit("}", 1)[0]
print("\n".join(re.findall(r"-?\d+(?:\.\d*)?(?:e[-+]?\d+)?", body)))'
}

# check_motion FILE ZONE STEP: the moved grid is the grid moved by 0.01 * STEP * (axis + 1)
# and GridVelocityX of global vertex v is 0.01 + 1e-6 v + 0.5 STEP (generate/moving_grid.hpp).
check_motion() {
  local s; s="$(printf '%04d' "$3")"
  paste <(values "$1" "/Base/$2/GridCoordinates/CoordinateY") <(values "$1" "/Base/$2/MovedGrid#$s/CoordinateY") \
    >"$BATS_TEST_TMPDIR/y"
  values "$1" "/Base/$2/Motion#$s/GridVelocityX" >"$BATS_TEST_TMPDIR/v"
  run python3 - "$BATS_TEST_TMPDIR/y" "$BATS_TEST_TMPDIR/v" "$3" <<'PY'
import sys
step = int(sys.argv[3])
pairs = [tuple(map(float, line.split())) for line in open(sys.argv[1])]
velocity = [float(line) for line in open(sys.argv[2])]
assert len(pairs) == len(velocity) > 100, (len(pairs), len(velocity))
for still, moved in pairs:
    assert abs(moved - still - 0.02 * step) < 1e-9, (still, moved)
for v, value in enumerate(velocity, start=1):
    assert abs(value - (0.01 + 1e-6 * v + 0.5 * step)) < 1e-9, (v, value)
print("ok")
PY
  assert_success
  assert_output "ok"
}

# part_motion FILE ZONE: a part's GridVelocityX of step 2 holds the values of its own
# vertices, by their global ids.
part_motion() {
  values "$1" "/Base/$2/Motion#0002/GridVelocityX" >"$BATS_TEST_TMPDIR/v"
  values "$1" "/Base/$2/:CGNS#GlobalNumbering/Vertex" >"$BATS_TEST_TMPDIR/ids"
  run python3 - "$BATS_TEST_TMPDIR/v" "$BATS_TEST_TMPDIR/ids" <<'PY'
import sys
velocity = [float(line) for line in open(sys.argv[1])]
ids = [int(line) for line in open(sys.argv[2])]
assert len(velocity) == len(ids) > 10, (len(velocity), len(ids))
for v, value in zip(ids, velocity):
    assert abs(value - (0.01 + 1e-6 * v + 1.0)) < 1e-9, (v, value)
print("ok")
PY
  assert_success
  assert_output "ok"
}

# children FILE PATH: the names of a node's children, one per line, sorted.
children() { h5ls "$1$2" | awk '{print $1}' | sort; }

# pointer_names FILE ZONE ARRAY: the names a ZoneIterativeData pointer array holds, one
# per step, space-separated.
pointer_names() {
  values "$1" "/Base/$2/ZoneIterativeData/$3" | python3 -c '
import sys
text = "".join(chr(int(c)) for c in sys.stdin.read().split())
print(" ".join(text[at:at + 32].strip() for at in range(0, len(text), 32)))'
}

# motion_pointers FILE ZONE: the three pointer arrays of a moving grid name both steps.
motion_pointers() {
  assert_equal "$(pointer_names "$1" "$2" GridCoordinatesPointers)" "MovedGrid#0001 MovedGrid#0002"
  assert_equal "$(pointer_names "$1" "$2" ArbitraryGridMotionPointers)" "Motion#0001 Motion#0002"
  assert_equal "$(pointer_names "$1" "$2" RigidGridMotionPointers)" "Rigid#0001 Rigid#0002"
}

@test "pcgns-merge reassembles every moved grid and per-vertex motion array; cgnscheck accepts it (1 and 2 ranks)" {
  for np in 1 2; do
    merge "$np" -q -o "$OUT/u$np.cgns" "$DATA/unstructured"
    assert_success
    check_motion "$OUT/u$np.cgns" Zone 1
    check_motion "$OUT/u$np.cgns" Zone 2
    run values "$OUT/u$np.cgns" "/Base/Zone/Rigid#0002/OriginLocation"
    assert_output "$(printf '0\n0\n0\n0.02\n0.04\n0.06')"
    run cgnscheck "$OUT/u$np.cgns"
    assert_success
    refute_output --partial "ERROR"
    motion_pointers "$OUT/u$np.cgns" Zone
    merge "$np" -q -o "$OUT/s$np.cgns" "$DATA/structured"
    assert_success
    check_motion "$OUT/s$np.cgns" Block 2
    motion_pointers "$OUT/s$np.cgns" Block
  done
  same_tree "$OUT/u1.cgns" "$OUT/u2.cgns"
  same_tree "$OUT/s1.cgns" "$OUT/s2.cgns"
}

@test "pcgns-split gives each part its slice of every moved grid and motion array: merged back, the same tree" {
  merge 2 -q -o "$OUT/u.cgns" "$DATA/unstructured"
  merge 2 -q -o "$OUT/s.cgns" "$DATA/structured"
  for np in 1 2; do
    for mesh in u s; do
      split "$np" -q --parts 3 -o "$OUT/$mesh$np/part" "$OUT/$mesh.cgns"
      assert_success
      part_motion "$OUT/$mesh$np/part_sub_1.cgns" "$([[ $mesh == u ]] && echo Zone || echo Block).P1.N0"
      merge "$np" -q -o "$OUT/$mesh$np.cgns" "$OUT/$mesh$np"
      assert_success
      same_tree "$OUT/$mesh.cgns" "$OUT/$mesh$np.cgns"
    done
  done
}

@test "pcgns-merge --latest and --time leave out the dropped steps' grids and motions with their pointer columns" {
  for np in 1 2; do
    for selection in --latest "--time 0.2:"; do
      # shellcheck disable=SC2086 # the selection is two words
      merge "$np" -q $selection -o "$OUT/u$np.cgns" "$DATA/unstructured"
      assert_success
      run children "$OUT/u$np.cgns" /Base/Zone
      assert_output --partial "MovedGrid#0002"
      refute_output --partial "MovedGrid#0001"
      refute_output --partial "Motion#0001"
      refute_output --partial "Rigid#0001"
      assert_output --partial "Rigid#0002"
      assert_equal "$(pointer_names "$OUT/u$np.cgns" Zone GridCoordinatesPointers)" "MovedGrid#0002"
      assert_equal "$(pointer_names "$OUT/u$np.cgns" Zone ArbitraryGridMotionPointers)" "Motion#0002"
      assert_equal "$(pointer_names "$OUT/u$np.cgns" Zone RigidGridMotionPointers)" "Rigid#0002"
      check_motion "$OUT/u$np.cgns" Zone 2
      rm "$OUT/u$np.cgns"
    done
  done
}
