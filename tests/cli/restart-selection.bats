#!/usr/bin/env bats
# What a restart needs: --solutions, --fields, --latest and --time, the same in
# pcgns-merge and pcgns-split. The outputs hold exactly the selected solutions, their
# iterative data describes exactly those steps, and a selective split merged back is
# the selective merge of the original.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 1331 --parts 3 --steps 3 -o "$DATA/unstructured"
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1000 --parts 2 --steps 3 -o "$DATA/structured"
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1000 --parts 2 --steps 1 -o "$DATA/steady"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/unstructured.cgns" "$DATA/unstructured"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/structured.cgns" "$DATA/structured"
}

# The values of a node's data, one per line ("0.1", "CellSol#0001", ...).
values() {
  local dump
  dump="$(h5dump -y -w 0 -d "$2/ data" "$1")" || return 1
  python3 - "$dump" <<'PY'
import re, sys
body = sys.argv[1].split("DATA {", 1)[1].rsplit("}", 1)[0]
numbers = re.findall(r"-?\d+(?:\.\d*)?(?:e[-+]?\d+)?", body)
print("\n".join(numbers))
PY
}

# The FlowSolution_t names of a zone in a file, sorted, one per line.
solutions() {
  h5ls "$1/$2" | awk '{print $1}' | grep -E 'Sol#' | sort
}

# A [32, steps] C1 array (FlowSolutionPointers) as names, one per line.
pointers() {
  values "$1" "$2" | python3 -c '
import sys
text = "".join(chr(int(code)) for code in sys.stdin.read().split())
print("\n".join(text[i:i + 32].rstrip(" ") for i in range(0, len(text), 32)))'
}

@test "pcgns-merge --time keeps the listed steps and trims the iterative data to them (1 and 2 ranks)" {
  for np in 1 2; do
    merge "$np" -q --time 0.1,0.3 -o "$OUT/m$np.cgns" "$DATA/unstructured"
    assert_success
    run solutions "$OUT/m$np.cgns" Base/Zone
    assert_output "$(printf 'CellSol#0001\nCellSol#0003\nVertexSol#0001\nVertexSol#0003')"
    run values "$OUT/m$np.cgns" /Base/BaseIterativeData/TimeValues
    assert_output "$(printf '0.1\n0.3')"
    run values "$OUT/m$np.cgns" /Base/BaseIterativeData/IterationValues
    assert_output "$(printf '10\n30')"
    run values "$OUT/m$np.cgns" /Base/BaseIterativeData
    assert_output "2"
    run pointers "$OUT/m$np.cgns" /Base/Zone/ZoneIterativeData/FlowSolutionPointers
    assert_output "$(printf 'VertexSol#0001\nVertexSol#0003')"
  done
}

@test "--time ranges: inclusive, open on either side, and with --latest the last one selected" {
  merge 2 -q --time 0.2:0.3 -o "$OUT/a.cgns" "$DATA/structured"
  run values "$OUT/a.cgns" /Base/BaseIterativeData/TimeValues
  assert_output "$(printf '0.2\n0.3')"
  merge 2 -q --time :0.2 -o "$OUT/b.cgns" "$DATA/structured"
  run values "$OUT/b.cgns" /Base/BaseIterativeData/TimeValues
  assert_output "$(printf '0.1\n0.2')"
  merge 1 -q --time 0.25: -o "$OUT/c.cgns" "$DATA/structured"
  run values "$OUT/c.cgns" /Base/BaseIterativeData/TimeValues
  assert_output "0.3"
  merge 2 -q --time :0.2 --latest -o "$OUT/d.cgns" "$DATA/unstructured"
  assert_success
  run solutions "$OUT/d.cgns" Base/Zone
  assert_output "$(printf 'CellSol#0002\nVertexSol#0002')"
  run values "$OUT/d.cgns" /Base/BaseIterativeData/TimeValues
  assert_output "0.2"
}

@test "pcgns-split --latest, --time, --solutions and --fields: the parts hold exactly the selection" {
  for np in 1 2; do
    split "$np" -q --parts 3 --latest -o "$OUT/l$np" "$DATA/unstructured.cgns"
    assert_success
    run solutions "$OUT/l${np}_sub_1.cgns" Base/Zone.P1.N0
    assert_output "$(printf 'CellSol#0003\nVertexSol#0003')"
    run values "$OUT/l${np}_sub_1.cgns" /Base/BaseIterativeData/TimeValues
    assert_output "0.3"
    run pointers "$OUT/l${np}_sub_1.cgns" /Base/Zone.P1.N0/ZoneIterativeData/FlowSolutionPointers
    assert_output "VertexSol#0003"
  done
  split 2 -q --parts 2 --time 0.1,0.2 --solutions '^Vertex' -o "$OUT/s" "$DATA/structured.cgns"
  assert_success
  run solutions "$OUT/s_sub_0.cgns" Base/Block.P0.N0
  assert_output "$(printf 'VertexSol#0001\nVertexSol#0002')"
  run values "$OUT/s_sub_0.cgns" /Base/BaseIterativeData/TimeValues
  assert_output "$(printf '0.1\n0.2')"
  # The generated VertexSol holds Pressure, CellSol Density.
  split 1 -q --parts 2 --time 0.2 --fields '^Density$' -o "$OUT/f" "$DATA/structured.cgns"
  assert_success
  run h5ls "$OUT/f_sub_1.cgns/Base/Block.P1.N0/CellSol#0002"
  assert_output --partial "Density"
  run h5ls "$OUT/f_sub_1.cgns/Base/Block.P1.N0/VertexSol#0002"
  refute_output --partial "Pressure"
  run solutions "$OUT/f_sub_1.cgns" Base/Block.P1.N0
  assert_output "$(printf 'CellSol#0002\nVertexSol#0002')"
}

@test "a selective split merged back is the selective merge of the original (N->M, 1, 2 and 3 ranks)" {
  for np in 1 2 3; do
    split "$np" -q --parts 2 --time 0.2: --fields '^Density$' -o "$OUT/u$np" "$DATA/unstructured"
    assert_success
    merge "$np" -q -o "$OUT/back$np.cgns" "$OUT/u$np.cgns"
    assert_success
    merge "$np" -q --time 0.2: --fields '^Density$' -o "$OUT/ref$np.cgns" "$DATA/unstructured"
    assert_success
    same_tree "$OUT/ref$np.cgns" "$OUT/back$np.cgns"
  done
  split 2 -q --parts 3 --latest -o "$OUT/st" "$DATA/structured.cgns"
  assert_success
  merge 2 -q -o "$OUT/st_back.cgns" "$OUT"/st_sub_*.cgns
  merge 2 -q --latest -o "$OUT/st_ref.cgns" "$DATA/structured.cgns"
  same_tree "$OUT/st_ref.cgns" "$OUT/st_back.cgns"
}

@test "bad or empty selections are usage errors (64) naming the spec, and nothing is written" {
  for np in 1 2; do
    for tool in merge split; do
      local args=(-o "$OUT/x.cgns")
      [ "$tool" = split ] && args=(--parts 2 -o "$OUT/x")
      "$tool" "$np" "${args[@]}" --time 0.5:0.1 "$DATA/structured.cgns"
      assert_equal "$status" 64
      assert_output --partial "--time '0.5:0.1'"
      "$tool" "$np" "${args[@]}" --time 0.1,,0.2 "$DATA/structured.cgns"
      assert_equal "$status" 64
      assert_output --partial "--time '0.1,,0.2'"
      "$tool" "$np" "${args[@]}" --time 0.9: "$DATA/structured.cgns"
      assert_equal "$status" 64
      assert_output --partial "--time '0.9:' selects no time step"
      assert_output --partial "structured.cgns"
      "$tool" "$np" "${args[@]}" --time 0.1 "$DATA/steady"
      assert_equal "$status" 64
      assert_output --partial "has no /Base/BaseIterativeData"
      assert_output --partial "steady/"
      "$tool" "$np" "${args[@]}" --solutions '^Nothing' "$DATA/structured.cgns"
      assert_equal "$status" 64
      assert_output --partial "--solutions '^Nothing' matches no FlowSolution_t"
      "$tool" "$np" "${args[@]}" --fields '^Nothing$' "$DATA/structured.cgns"
      assert_equal "$status" 64
      assert_output --partial "--fields '^Nothing\$' matches no field"
      assert_equal "$(ls -A "$OUT")" ""
    done
  done
}

@test "pcgns-merge --link with a selection is a usage error (a link carries every solution)" {
  mpiexec -n 1 "$BENCH" generate -q --mesh blocks --cells 1000 --parts 2 --steps 3 -o "$BATS_TEST_TMPDIR/blocks"
  for selection in --latest "--time 0.2" "--solutions ^Cell" "--fields ^Density$"; do
    # shellcheck disable=SC2086
    merge 2 --link $selection -o "$OUT/l.cgns" "$BATS_TEST_TMPDIR/blocks"
    assert_equal "$status" 64
    assert_output --partial "--link carries whole zones as they are and cannot leave solutions out"
    assert_equal "$(ls -A "$OUT")" ""
  done
  merge 2 -q --link -o "$OUT/l.cgns" "$BATS_TEST_TMPDIR/blocks"
  assert_success
}

@test "--help of both tools lists --time with its forms" {
  for tool in "$MERGE" "$SPLIT"; do
    run "$tool" --help
    assert_success
    for option in --solutions --fields --latest --time; do assert_output --partial -- "$option"; done
    assert_output --partial "0.1:0.5"
  done
}
