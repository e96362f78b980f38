#!/usr/bin/env bats
# pcgns-split from the command line: Maia's multi-file layout, the round trip through
# pcgns-merge, the official checker and VTK on the partition files, every exit code.
# Each run is under `timeout`, so a rank left hanging fails the test instead of CI.

load split_common

setup_file() {
  split_tools
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 1000 --parts 3 --steps 2 -o "$DATA/structured"
  mpiexec -n 2 "$BENCH" generate -q --mesh blocks --cells 1000 --parts 4 --cgns-version 3.4 -o "$DATA/blocks"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/structured.cgns" "$DATA/structured"
  mpiexec -n 2 "$MERGE" -q -o "$DATA/blocks.cgns" "$DATA/blocks"
}

# h5diff compares every dataset and attribute of two files; exit 0 when identical.
same_file() { run h5diff "$1" "$2"; assert_success; }

@test "split then merge keeps the creation order of zones, BCs and connections (main file or parts)" {
  # 7 parts of 4 blocks: part files hold blocks out of their order, and some hold only
  # a block's BCs or connections that others lack.
  split 2 --parts 7 -o "$OUT/s" "$DATA/blocks.cgns"
  assert_success
  merge_back() { run timeout 120 mpiexec -n "$1" "$MERGE" -q --verify -o "$2" "${@:3}"; assert_success; }
  merge_back 2 "$OUT/from_main.cgns" "$OUT/s.cgns"
  same_tree "$DATA/blocks.cgns" "$OUT/from_main.cgns"
  merge_back 3 "$OUT/from_parts.cgns" "$OUT"/s_sub_*.cgns
  same_tree "$DATA/blocks.cgns" "$OUT/from_parts.cgns"
  split 3 --parts 3 -o "$OUT/t" "$DATA/structured.cgns"
  merge_back 1 "$OUT/structured.cgns" "$OUT"/t_sub_*.cgns
  same_tree "$DATA/structured.cgns" "$OUT/structured.cgns"
}

@test "--help lists the options, examples and exit codes" {
  run "$SPLIT" --help
  assert_success
  for option in --parts --output --method --imbalance --no-main --dry-run --cgns-version --force --json \
                --progress --no-progress --hint --quiet --verbose --version; do
    assert_output --partial -- "$option"
  done
  assert_output --partial "Examples:"
  assert_output --partial "73"
}

@test "no arguments, a missing --parts, --parts 0 or an unknown method is a usage error (64)" {
  run "$SPLIT"
  assert_equal "$status" 64
  split 1 -o "$OUT/s" "$DATA/structured.cgns"
  assert_equal "$status" 64
  split 1 --parts 0 -o "$OUT/s" "$DATA/structured.cgns"
  assert_equal "$status" 64
  assert_output --partial "--parts must be at least 1"
  split 1 --parts 2 --method voronoi -o "$OUT/s" "$DATA/structured.cgns"
  assert_equal "$status" 64
  assert_equal "$(ls -A "$OUT")" ""
}

@test "one file split into 3 parts: Maia's layout, and merged back it is the same file" {
  split 2 -q --parts 3 -o "$OUT/run" --json "$OUT/r.json" "$DATA/structured.cgns"
  assert_success
  for r in 0 1 2; do assert [ -s "$OUT/run_sub_$r.cgns" ]; done
  assert [ -s "$OUT/run.cgns" ]
  run h5ls -r "$OUT/run_sub_1.cgns"
  assert_output --partial "/Base/Block.P1.N0/:CGNS#GlobalNumbering/CellRange"
  assert_output --regexp "/Base/Block\.P1\.N0/ZoneGridConnectivity/JN\.P1\.N0\.LT\.P[02]\.N[0-9]+ "
  run json_field "$OUT/r.json" "['parts']"
  assert_output "3"
  # The zone's partition zones, as the report counts them and as the files hold them.
  zones=$(for r in 0 1 2; do h5ls "$OUT/run_sub_$r.cgns/Base"; done | grep -cE '^Block\.P[0-2]\.N[0-9]+ +Group')
  assert [ "$zones" -ge 3 ]
  run json_field "$OUT/r.json" "['zones'][0]['output_parts']"
  assert_output "$zones"
  run json_field "$OUT/r.json" "['partition']['imbalance'] <= 0.03"
  assert_output "True"
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/back.cgns" "$OUT/run.cgns"
  assert_success
  same_file "$DATA/structured.cgns" "$OUT/back.cgns"
}

@test "a per-rank set of 3 split directly into 7 parts merges back to the merge of the set" {
  split 3 -q --parts 7 -o "$OUT/re" "$DATA/structured"
  assert_success
  assert_equal "$(ls "$OUT" | grep -c '^re_sub_[0-6].cgns$')" 7
  run timeout 120 mpiexec -n 2 "$MERGE" -q -o "$OUT/back.cgns" "$OUT/re.cgns"
  assert_success
  same_file "$DATA/structured.cgns" "$OUT/back.cgns"
}

@test "the official library's files (CGNS 3.0, 3.4, 4.4) split and merged back equal their merge, 1 to 3 ranks" {
  for file in "$BATS_TEST_DIRNAME"/../data/cgnslib_vers-*.cgns; do
    run timeout 120 mpiexec -n 2 "$MERGE" -q --force -o "$OUT/direct.cgns" "$file"
    assert_success
    for run_case in "2 1" "2 3" "2 7" "1 3" "3 7"; do
      read -r np parts <<< "$run_case"
      split "$np" -q --force --parts "$parts" -o "$OUT/o" "$file"
      assert_success
      run timeout 120 mpiexec -n "$np" "$MERGE" -q --force -o "$OUT/back.cgns" "$OUT/o.cgns"
      assert_success
      same_file "$OUT/direct.cgns" "$OUT/back.cgns"
    done
  done
}

@test "multi-block zones: some kept whole, some cut; 1to1 connections between blocks survive" {
  split 2 -q --parts 6 -o "$OUT/mb" "$DATA/blocks.cgns"
  assert_success
  run timeout 120 mpiexec -n 1 "$MERGE" -q -o "$OUT/back.cgns" "$OUT/mb.cgns"
  assert_success
  same_file "$DATA/blocks.cgns" "$OUT/back.cgns"
}

@test "--dry-run prints the plan and its quality and writes nothing" {
  split 2 --dry-run --parts 4 -o "$OUT/d" "$DATA/structured.cgns"
  assert_success
  assert_output --partial "-> 4 part(s), method block"
  assert_output --partial "imbalance"
  assert_output --partial "edge cut"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "--no-main writes only the part files; --json - prints the report on stdout" {
  split 2 -q --no-main --parts 2 -o "$OUT/n" --json - "$DATA/structured.cgns"
  assert_success
  assert [ ! -e "$OUT/n.cgns" ]
  assert [ -s "$OUT/n_sub_1.cgns" ]
  run python3 -c "import json,sys; r=json.loads(sys.argv[1]); print(r['tool'], r['parts'], len(r['outputs']))" "$output"
  assert_output "pcgns-split 2 2"
}

@test "cgnscheck finds no error in the main file, nor in a part file but its donors elsewhere; VTK opens each" {
  split 2 -q --parts 3 --cgns-version 3.4 -o "$OUT/v" "$DATA/structured.cgns"
  assert_success
  run bash -c "cgnscheck '$OUT/v.cgns' 2>&1 | grep ERROR"
  assert_failure  # grep found no error line: every donor resolves through the links
  for r in 0 1 2; do
    # A part file alone cannot resolve donors that live in the other part files.
    run bash -c "cgnscheck '$OUT/v_sub_$r.cgns' 2>&1 | grep ERROR | grep -v 'donor zone \"Block.P[0-9]*.N[0-9]*\" not found'"
    assert_failure
  done
  run python3 - "$OUT" <<'PY'
import sys
from vtkmodules.vtkIOCGNSReader import vtkCGNSReader
def points(name):
    reader = vtkCGNSReader()
    reader.SetFileName(f"{sys.argv[1]}/{name}")
    reader.Update()
    it = reader.GetOutput().NewIterator()
    it.InitTraversal()
    total = 0
    while not it.IsDoneWithTraversal():
        total += it.GetCurrentDataObject().GetNumberOfPoints()
        it.GoToNextItem()
    return total
print(sum(points(f"v_sub_{r}.cgns") for r in range(3)), points("v.cgns"))
PY
  assert_success
  read -r parts whole <<< "$output"
  assert [ "$parts" -gt 1331 ]  # interface vertices are in two partitions
  assert_equal "$whole" "$parts"
}

@test "--progress reports in plain lines on stderr (not a terminal) even with -q; --no-progress nothing" {
  export PCGNS_PROGRESS_INTERVAL=0
  run bash -c "timeout 120 mpiexec -n 2 '$SPLIT' --progress -q --parts 4 -o '$OUT/p' '$DATA/structured.cgns' 2>&1 >/dev/null"
  assert_success
  assert_line --regexp '^pcgns-split: progress +[0-9]+%'
  refute_output --partial $'\r'
  run bash -c "timeout 120 mpiexec -n 2 '$SPLIT' -q --parts 4 -o '$OUT/n' '$DATA/structured.cgns' 2>&1 >/dev/null"
  refute_output --partial "%"
  run bash -c "timeout 120 mpiexec -n 2 '$SPLIT' --no-progress --parts 4 -o '$OUT/o' '$DATA/structured.cgns' 2>&1 >/dev/null"
  refute_output --partial "%"
}

@test "a run killed with SIGKILL leaves no file under an output name" {
  big="$BATS_TEST_TMPDIR/big"
  mpiexec -n 2 "$BENCH" generate -q --mesh structured --cells 2000000 --parts 2 --steps 2 -o "$big"
  mpiexec -n 2 "$SPLIT" -q --parts 8 -o "$OUT/k" "$big" &
  # Kill as soon as a temporary file exists: the split is under way.
  for _ in $(seq 1 1000); do
    compgen -G "$OUT/.k_sub_*" > /dev/null && break
    sleep 0.01
  done
  pkill -KILL -f "$OUT/k" || true  # this run only: other bats files may be splitting too
  wait || true
  assert_equal "$(ls "$OUT")" ""  # hidden temporary files may remain; no output name
}

@test "an existing output is refused (73) unless --force" {
  touch "$OUT/x_sub_1.cgns"
  split 2 --parts 2 -o "$OUT/x" "$DATA/structured.cgns"
  assert_equal "$status" 73
  assert_output --partial "x_sub_1.cgns' exists; use --force"
  assert [ ! -e "$OUT/x_sub_0.cgns" ]
  split 2 -q --force --parts 2 -o "$OUT/x" "$DATA/structured.cgns"
  assert_success
  assert [ -s "$OUT/x_sub_1.cgns" ]
}

@test "an output that is also an input is refused (64), even with --force, and the input is untouched" {
  cp "$DATA/structured.cgns" "$OUT/in_sub_0.cgns"
  before="$(md5sum < "$OUT/in_sub_0.cgns")"
  split 2 --force --parts 2 -o "$OUT/in" "$OUT/in_sub_0.cgns"
  assert_equal "$status" 64
  assert_output --partial "is also an input"
  assert_equal "$(md5sum < "$OUT/in_sub_0.cgns")" "$before"
  assert [ ! -e "$OUT/in_sub_1.cgns" ]
}

@test "an output directory that cannot be created (under a regular file) is exit 73 and leaves nothing" {
  touch "$OUT/plain"
  split 2 --parts 2 -o "$OUT/plain/such/x" "$DATA/structured.cgns"
  assert_equal "$status" 73
  assert_output --partial "$OUT/plain"
  assert [ "$(ls "$OUT")" = plain ]
}

@test "a full disk (a file-size limit) is an I/O error (74) that leaves nothing behind" {
  # The MPI transports use shared-memory files; keep them out of the limit.
  run env OMPI_MCA_btl=self,tcp PMIX_MCA_gds=hash timeout 120 mpiexec -n 2 \
    bash -c "ulimit -f 200 && exec '$SPLIT' --parts 3 -o '$OUT/full' '$DATA/structured.cgns'"
  assert_equal "$status" 74
  assert_output --partial "$OUT/full_sub_"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "more parts than cells is invalid input (65) and writes nothing" {
  split 2 --parts 1001 -o "$OUT/x" "$DATA/structured.cgns"
  assert_equal "$status" 65
  assert_output --partial "1001 parts"
  assert_equal "$(ls -A "$OUT")" ""
}

@test "a missing input is 66 and writes nothing" {
  split 2 --parts 2 -o "$OUT/x" "$OUT/absent.cgns"
  assert_equal "$status" 66
  assert_equal "$(ls -A "$OUT")" ""
}

@test "a per-rank set with a missing part is refused (65) naming what is missing" {
  cp -r "$DATA/structured" "$BATS_TEST_TMPDIR/in"
  rm "$BATS_TEST_TMPDIR/in/sol_1.cgns"
  split 2 --parts 2 -o "$OUT/x" "$BATS_TEST_TMPDIR/in"
  assert_equal "$status" 65
  assert_output --partial "P1"
  assert_equal "$(ls -A "$OUT")" ""
}
