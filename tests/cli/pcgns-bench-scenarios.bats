#!/usr/bin/env bats
# pcgns-bench's benchmark from the command line: every scenario under 1, 2 and 4 ranks
# checked through its JSON report (each strategy's figures, the bytes of the layout,
# ordered statistics), the CSV's rows, what --no-read and --keep change, and every bad
# option refused with its exit code before anything is written. Sizes are tiny: these
# tests check behaviour, never speed.

load bench_common

setup_file() { bench_setup_file; }

setup() {
  DIR="$BATS_TEST_TMPDIR/dir"
  mkdir -p "$DIR"
  REPORT="$BATS_TEST_TMPDIR/report.json"
}

# Checks a report: every strategy has its write (and read unless told) figures, of the
# expected bytes (zones x values x 60: seven doubles and one int32), with
# 0 < min <= median <= max bandwidth and one entry per repetition.
check_report() {  # check_report REPORT SCENARIO REPS READS(0|1) STRATEGY...
  python3 - "$@" <<'PY'
import json, sys
report, scenario, reps, reads = sys.argv[1], sys.argv[2].replace("-", "_"), int(sys.argv[3]), sys.argv[4] == "1"
strategies = [s.replace("-", "_") for s in sys.argv[5:]]  # snake_case in the report
data = json.load(open(report))
assert (data["tool"], data["command"]) == ("pcgns-bench", "bench"), data["tool"]
for key in ("ranks", "hosts", "mpi_library", "hdf5_version"):
    assert key in data, key
env = data["environment"]
for key in ("filesystem", "hints", "cache", "cache_note"):
    assert key in env, key
rows = [r for r in data["results"] if r["scenario"] == scenario]
ops = ["write", "read"] if reads else ["write"]
assert sorted((r["strategy"], r["op"]) for r in rows) == sorted((s, o) for s in strategies for o in ops), rows
sizes = {r["bytes"] for r in rows if r["strategy"] != "none"}
assert len(sizes) == 1, sizes
for r in rows:
    assert len(r["reps"]) == reps, r
    b = r["bandwidth_mib_s"]
    if r["strategy"] == "none":
        assert r["bytes"] == 0 and b["median"] == 0, r
    else:
        assert 0 < b["min"] <= b["median"] <= b["max"], r
print(sizes.pop() if sizes else 0)
PY
}

@test "every scenario under 1, 2 and 4 ranks: each strategy's write and read figures, the same bytes" {
  for np in 1 2 4; do
    for scenario in a b c d e; do
      rpz=2; (( np == 1 )) && rpz=1
      bench "$np" -q --scenario "$scenario" --ranks-per-zone "$rpz" --zones-per-rank 2 --size 0.25 --reps 2 \
        --dir "$DIR" --json "$REPORT"
      assert_success
      run check_report "$REPORT" "$scenario" 2 1 mpiio queue hdf5-coll hdf5-ind async fpp serial none
      assert_success
      # 0.25 MiB of doubles per array: 32768 values over the zones, in whole cells.
      assert [ "$output" -gt $(( 30000 * 60 )) ]
      assert [ "$output" -le $(( 32768 * 60 )) ]
      assert_equal "$(ls -A "$DIR")" ""
    done
  done
}

@test "the table names each scenario and compares every strategy with mpiio" {
  bench 2 --scenario b,c --strategy mpiio,queue --size 0.5 --reps 1 --dir "$DIR"
  assert_success
  assert_output --partial "== scenario b: 2 rank(s)"
  assert_output --partial "== scenario c: 2 rank(s), 16 zone(s)"
  assert_output --partial "vs mpiio"
  assert_line --regexp "^queue +write +[0-9.]+ +[0-9.]+ "
  assert_line --regexp "^mpiio +read "
}

@test "--csv has one row per strategy, operation and repetition; --no-read measures writes only" {
  bench 2 -q --scenario b --strategy mpiio,queue,none --size 0.25 --reps 3 --dir "$DIR" \
    --csv "$BATS_TEST_TMPDIR/r.csv" --json "$REPORT"
  assert_success
  assert_equal "$(wc -l < "$BATS_TEST_TMPDIR/r.csv")" $(( 1 + 3 * 2 * 3 ))
  run head -1 "$BATS_TEST_TMPDIR/r.csv"
  assert_output "scenario,strategy,op,rep,bytes,seconds,create_seconds,transfer_seconds,close_seconds,bandwidth_mib_s"
  bench 2 -q --scenario b --strategy mpiio,queue --size 0.25 --reps 2 --no-read --dir "$DIR" --json "$REPORT"
  assert_success
  run check_report "$REPORT" b 2 0 mpiio queue
  assert_success
}

@test "--keep leaves the last repetition's files; without it the directory is left empty" {
  bench 2 -q --scenario b --strategy mpiio,queue,fpp --size 0.25 --reps 2 --keep --dir "$DIR"
  assert_success
  assert [ -s "$DIR/pcgns-bench-b.cgns" ]
  assert [ -s "$DIR/pcgns-bench-b.raw" ]
  assert [ -s "$DIR/pcgns-bench-b_0.cgns" ]
  assert [ -s "$DIR/pcgns-bench-b_1.cgns" ]
  run h5ls -r "$DIR/pcgns-bench-b.cgns"
  # 0.25 MiB of doubles per array, 16384 values in each of the two zones.
  assert_output --regexp "/Base/Zone_1/GridCoordinates/CoordinateZ/. data +Dataset \{16384\}"
  assert_output --regexp "/Base/Zone_0/Cells/ElementConnectivity/. data +Dataset \{16384\}"
  assert_output --regexp "/Base/Zone_0/FlowSolution/Temperature/. data +Dataset \{16384\}"
}

@test "--drop-cache reads another rank's data and says plainly that one node cannot defeat the cache" {
  bench 2 -q --scenario d --strategy mpiio,queue,fpp,serial --size 0.25 --reps 1 --drop-cache --dir "$DIR" \
    --json "$REPORT"
  assert_success
  run python3 -c "import json,sys; e = json.load(open(sys.argv[1]))['environment']; print(e['cache'], e['cache_note'])" \
    "$REPORT"
  assert_output --partial "single_node not defeated: single node"
}

@test "unknown scenarios and strategies are usage errors (64), before anything is written" {
  bench 2 --scenario b,z --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "unknown scenario 'z'"
  bench 2 --strategy queue,magic --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "unknown strategy 'magic'"
  assert_equal "$(ls -A "$DIR")" ""
}

@test "--ranks-per-zone must divide the ranks, and sizes must fit memory and disk (64)" {
  bench 2 --scenario d --ranks-per-zone 3 --size 0.25 --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "--ranks-per-zone 3 does not divide the 2 ranks"
  bench 2 --scenario c --zones-per-rank 64 --size 50000 --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "of memory on this node"
  bench 1 --scenario b --size 0.00001 --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "too small"
  assert_equal "$(ls -A "$DIR")" ""
}

@test "a missing --dir is a missing input (66); --reps 0 is a usage error (64)" {
  bench 2 --scenario b --size 0.25 --dir "$BATS_TEST_TMPDIR/nowhere"
  assert_equal "$status" 66
  assert_output --partial "nowhere' is not a directory"
  bench 1 --scenario b --size 0.25 --reps 0 --dir "$DIR"
  assert_equal "$status" 64
}

@test "flash under 1, 2 and 4 ranks: checkpoint and both plot files, every strategy, FLASH's bytes per block" {
  for np in 1 2 4; do
    bench "$np" -q --scenario flash --block 8 --blocks-per-rank 3 --reps 2 --dir "$DIR" --json "$REPORT"
    assert_success
    # Per block: 24 doubles of 8^3 cells (checkpoint) or 4 floats of 8^3 (cell centres)
    # or 9^3 (corners), then the tree: 17 ints (lrefine, nodetype, gid) and 12 doubles.
    for file in chk:98304 plt-cnt:8192 plt-crn:11664; do
      run check_report "$REPORT" "flash-${file%%:*}" 2 1 mpiio queue hdf5-coll hdf5-ind async fpp serial none
      assert_success
      assert_output "$(( np * 3 * (${file##*:} + 17 * 4 + 12 * 8) ))"
    done
  done
  assert_equal "$(ls -A "$DIR")" ""
}

@test "flash: the table titles each file; --keep leaves arrays over all blocks, guard cells not written" {
  bench 2 --scenario flash --strategy mpiio,queue,fpp --block 16 --blocks-per-rank 2 --reps 1 --keep --dir "$DIR"
  assert_success
  assert_output --partial "scenario flash (checkpoint, 24 double variables): 2 rank(s), 2 blocks of 16x16x16 cells per rank"
  assert_output --partial "scenario flash (plot file, 4 float variables at corners)"
  run h5ls -r "$DIR/pcgns-bench-flash-chk.cgns"
  assert_output --regexp "/Flash/FlashBlocks/dens/. data +Dataset \{4, 16, 16, 16\}"
  assert_output --regexp "/Flash/FlashBlocks/gid/. data +Dataset \{4, 15\}"
  run h5ls -r "$DIR/pcgns-bench-flash-plt-crn.cgns"
  assert_output --regexp "/Flash/FlashBlocks/temp/. data +Dataset \{4, 17, 17, 17\}"
  run h5ls -r "$DIR/pcgns-bench-flash-plt-cnt_1.cgns"
  assert_output --regexp "/Flash/FlashBlocks/ener/. data +Dataset \{2, 16, 16, 16\}"
}

@test "flash: a block size other than 8, 16 or 32 and blocks that do not fit in memory are refused (64)" {
  bench 1 --scenario flash --block 12 --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "--block"
  bench 2 --scenario flash --block 32 --blocks-per-rank 100000 --dir "$DIR"
  assert_equal "$status" 64
  assert_output --partial "of memory on this node"
  assert_equal "$(ls -A "$DIR")" ""
}

@test "pipeline: every schedule and target per compute setting, its hidden share, its files verified" {
  for np in 1 2; do
    bench "$np" -q --scenario pipeline --size 0.5 --reps 2 --steps 3 --dir "$DIR" --json "$REPORT"
    assert_success
    run python3 - "$REPORT" <<'PY'
import json, sys
rows = [r for r in json.load(open(sys.argv[1]))["results"] if r["scenario"] == "pipeline"]
keys = sorted((r["compute_ratio"], r["target"], r["strategy"]) for r in rows)
want = sorted((ratio, t, s) for ratio in (1.0, 0.5) for t in ("shared", "fpp")
              for s in ("compute", "sync", "async_end", "pipeline"))
assert keys == want, keys
for r in rows:
    assert len(r["reps"]) == 2 and r["snapshots"] == 3, r
    assert 0 <= r["hidden_share"] <= 1, r
    assert r["asynchronous"] == (r["strategy"] in ("async_end", "pipeline")), r
    assert (r["bytes"] == 0) == (r["strategy"] == "compute"), r
print("ok")
PY
    assert_output "ok"
    assert_equal "$(ls -A "$DIR")" ""
  done
}

@test "pipeline: --compute-ms gives one setting; --keep leaves the files; --steps below --interval is refused (64)" {
  bench 2 -q --scenario pipeline --size 0.25 --reps 1 --steps 2 --interval 2 --compute-ms 1 --keep --dir "$DIR" \
    --json "$REPORT"
  assert_success
  run python3 -c "
import json, sys
rows = [r for r in json.load(open(sys.argv[1]))['results'] if r['scenario'] == 'pipeline']
assert len(rows) == 8 and all(r['compute_ratio'] is None and r['compute_seconds_per_field'] == 0.001 for r in rows), rows
print('ok')" "$REPORT"
  assert_output "ok"
  assert [ -s "$DIR/pcgns-bench-pipeline.cgns" ]
  assert [ -s "$DIR/pcgns-bench-pipeline_1.cgns" ]
  run h5ls -r "$DIR/pcgns-bench-pipeline.cgns"
  assert_output --partial "/Base/Zone_1/FlowSolution#0001/Temperature"
  refute_output --partial "FlowSolution#0002"
  bench 1 --scenario pipeline --size 0.25 --steps 2 --interval 3 --dir "$BATS_TEST_TMPDIR/empty"
  assert_equal "$status" 66
  mkdir -p "$BATS_TEST_TMPDIR/empty"
  bench 1 --scenario pipeline --size 0.25 --steps 2 --interval 3 --dir "$BATS_TEST_TMPDIR/empty"
  assert_equal "$status" 64
  assert_output --partial "makes no snapshot"
  assert_equal "$(ls -A "$BATS_TEST_TMPDIR/empty")" ""
}

@test "share/pcgns-bench-plot.py draws reports of several rank counts as PNG files; a bad report is refused (65)" {
  local plot="$BATS_TEST_DIRNAME/../../share/pcgns-bench-plot.py"
  for np in 1 2; do
    bench "$np" -q --scenario b,pipeline --strategy mpiio,queue --size 0.25 --reps 1 --steps 2 --dir "$DIR" \
      --json "$BATS_TEST_TMPDIR/r$np.json"
    assert_success
  done
  mkdir -p "$BATS_TEST_TMPDIR/png"
  run python3 "$plot" -o "$BATS_TEST_TMPDIR/png" "$BATS_TEST_TMPDIR/r1.json" "$BATS_TEST_TMPDIR/r2.json"
  assert_success
  assert_line "$BATS_TEST_TMPDIR/png/bandwidth-b-write.png"
  assert_line "$BATS_TEST_TMPDIR/png/pipeline-hidden.png"
  for png in "$BATS_TEST_TMPDIR"/png/*.png; do
    assert_equal "$(head -c 8 "$png" | od -An -tx1 | tr -d ' ')" "89504e470d0a1a0a"  # the PNG signature
  done
  echo '{"tool": "something else"}' > "$BATS_TEST_TMPDIR/bad.json"
  run python3 "$plot" -o "$BATS_TEST_TMPDIR/png" "$BATS_TEST_TMPDIR/bad.json"
  assert_equal "$status" 65
  assert_output --partial "bad.json: not a pcgns-bench report"
}
