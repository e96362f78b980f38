#!/usr/bin/env bats
# The JSON reports of every tool (merge, split, bench, bench generate, stripe) share one
# vocabulary and validate against share/schema/pcgns-report.schema.json; the validator
# refuses a report that breaks the schema; pcgns-stripe --bench reads a bench report's
# ranks and bandwidth. Tiny inputs, two ranks: the reports are what is under test.

load common

setup_file() {
  pcgns_tools
  export VALIDATE="$BATS_TEST_DIRNAME/tools/validate-report.py"
  export R="$BATS_FILE_TMPDIR/reports" W="$BATS_FILE_TMPDIR/work"
  mkdir -p "$R" "$W"
  unset SLURM_JOB_ID PBS_JOBID LSB_JOBID
  mpiexec -n 2 "$BENCH" generate -q --mesh unstructured --cells 300 --parts 4 -o "$W/in" --json "$R/generate.json"
  mpiexec -n 2 "$MERGE" -q -o "$W/m.cgns" --json "$R/merge.json" "$W/in"
  mpiexec -n 2 "$SPLIT" -q --parts 3 -o "$W/p/run" --json "$R/split.json" "$W/m.cgns"
  mpiexec -n 2 "$BENCH" -q --scenario all --strategy mpiio,queue --no-read --size 0.25 --reps 1 --steps 2 --interval 2 \
    --compute-ms 1 --dir "$W" --json "$R/bench.json"
  LSB_JOBID=4242 "$STRIPE" -q --bench "$R/bench.json" --json "$R/stripe.json" "$W"
}

# field REPORT EXPR: the value at EXPR (Python subscripts) of a report in $R.
field() { json_field "$R/$1.json" "$2"; }

@test "every tool's report validates against the schema" {
  run python3 "$VALIDATE" "$R"/{merge,split,bench,generate,stripe}.json
  assert_success
  for tool in merge split bench generate stripe; do assert_line "$R/$tool.json: ok"; done
}

@test "the common header: tool, command, version, command line, start time, job id, hosts, ranks" {
  for report in merge split bench generate; do
    assert_equal "$(field "$report" "['ranks']")" 2
    assert_equal "$(field "$report" "['job_id']")" None
  done
  assert_equal "$(field stripe "['ranks']")" 1
  assert_equal "$(field stripe "['job_id']")" 4242
  assert_equal "$(field merge "['tool']") $(field merge "['command']")" "pcgns-merge None"
  assert_equal "$(field bench "['tool']") $(field bench "['command']")" "pcgns-bench bench"
  assert_equal "$(field generate "['tool']") $(field generate "['command']")" "pcgns-bench generate"
  assert_equal "$(field split "['command_line'][1:]")" "['-q', '--parts', '3', '-o', '$W/p/run', '--json', '$R/split.json', '$W/m.cgns']"
  local version
  version="$("$STRIPE" --version | cut -d' ' -f2)"
  for report in merge split bench generate stripe; do
    assert_equal "$(field "$report" "['version']")" "$version"
    assert_equal "$(field "$report" "['schema_version']")" 1
    assert_equal "$(field "$report" "['hosts']")" "['$(hostname)']"
    # Started within the last hour, in UTC.
    run python3 -c "
import datetime, json, sys
utc = datetime.timezone.utc
started = datetime.datetime.strptime(json.load(open(sys.argv[1]))['started'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=utc)
age = datetime.datetime.now(utc) - started
print(datetime.timedelta(0) <= age < datetime.timedelta(hours=1))" "$R/$report.json"
    assert_output "True"
  done
}

@test "zones' parts say which side they count: input_parts in merge, input_parts and output_parts in split" {
  assert_equal "$(field merge "['zones'][0]['input_parts']")" 4
  assert_equal "$(field split "['zones'][0]['input_parts']")" 1
  assert_equal "$(field split "['zones'][0]['output_parts']")" 3
  assert_equal "$(field merge "['zones'][0]['type']")" unstructured
}

@test "generate's report names the files' tree shape: mesh, elements, moving" {
  assert_equal "$(field generate "['mesh']") $(field generate "['elements']") $(field generate "['moving']")" \
    "unstructured hexa False"
  mpiexec -n 1 "$BENCH" generate -q --mesh blocks --moving --cells 27 --parts 1 -o "$W/moving" \
    --json "$R/generate-moving.json"
  assert_equal "$(field generate-moving "['mesh']") $(field generate-moving "['moving']")" "blocks True"
  run python3 "$VALIDATE" "$R/generate-moving.json"
  assert_success
}

@test "a report that breaks the schema is refused, naming the key" {
  python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
d['ranks'] = '2'
json.dump(d, open(sys.argv[2], 'w'))" "$R/merge.json" "$BATS_TEST_TMPDIR/wrong-type.json"
  run python3 "$VALIDATE" "$BATS_TEST_TMPDIR/wrong-type.json"
  assert_equal "$status" 1
  assert_output --partial "wrong-type.json: ranks: '2' is not of type 'integer'"
  python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
d['bytes_written'] = d.pop('written_bytes')
json.dump(d, open(sys.argv[2], 'w'))" "$R/merge.json" "$BATS_TEST_TMPDIR/old-key.json"
  run python3 "$VALIDATE" "$BATS_TEST_TMPDIR/old-key.json"
  assert_equal "$status" 1
  assert_output --partial "'written_bytes' is a required property"
  assert_output --partial "'bytes_written' was unexpected"
  python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
del d['started']
json.dump(d, open(sys.argv[2], 'w'))" "$R/bench.json" "$BATS_TEST_TMPDIR/no-start.json"
  run python3 "$VALIDATE" "$BATS_TEST_TMPDIR/no-start.json" "$R/split.json"
  assert_equal "$status" 1
  assert_output --partial "'started' is a required property"
  assert_line "$R/split.json: ok"
}

@test "pcgns-stripe --bench takes a 2-rank bench report's ranks and best write bandwidth" {
  run timeout 60 "$STRIPE" --bench "$R/bench.json" "$W"
  assert_success
  assert_output --partial "2 ranks on 1 node"
  local best
  best="$(python3 -c "
import json, sys
results = json.load(open(sys.argv[1]))['results']
print(f\"{max(r['bandwidth_mib_s']['median'] for r in results if r['op'] == 'write'):.1f}\")" "$R/bench.json")"
  assert_output --partial "measured     $best MiB/s (--bench: best median write)"
  assert_equal "$(field stripe "['workload']['ranks']")" 2
}
