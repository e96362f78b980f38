#!/usr/bin/env bats
# pcgns-stripe from the command line: detection, every output format's exact syntax,
# a ROMIO hints file that Open MPI really applies, the hints pcgns-merge accepts, and
# every bad input's exit code. --fs/--osts make the Lustre cases testable anywhere.

load common

setup_file() {
  pcgns_tools
  export DATA="$BATS_TEST_DIRNAME/../data"
  unset SLURM_JOB_NUM_NODES SLURM_NNODES ROMIO_HINTS
}

setup() {
  OUT="$BATS_TEST_TMPDIR/out"
  mkdir -p "$OUT"
}

stripe() { run timeout 60 "$STRIPE" "$@"; }

# A value from the JSON report in $output: json_get "['environment']['fs']".
json_get() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)" <<<"$output"; }

# The value of a setting in a JSON report file.
setting() {
  python3 -c "import json,sys; print({s['name']: s['value'] for s in json.load(open(sys.argv[1]))['settings']}[sys.argv[2]])" "$1" "$2"
}

# The file-system name pcgns-stripe gives the f_type that `stat -f` reports for $1.
expected_fs() {
  case "$(stat -f -c %t "$1")" in
    bd00bd0) echo lustre ;; 47504653) echo gpfs ;; 19830326) echo beegfs ;; 6969) echo nfs ;;
    aad7aaea) echo panfs ;; c36400) echo cephfs ;; 58465342) echo xfs ;; ef53) echo ext4 ;;
    1021994) echo tmpfs ;; 794c7630) echo overlayfs ;; 9123683e) echo btrfs ;; *) echo unknown ;;
  esac
}

teardown() {  # the one test that works in /dev/shm cleans up after itself, pass or fail
  [[ -z "${SHM_DIR:-}" ]] || rm -rf "$SHM_DIR"
}

@test "--help lists every option, examples and exit codes" {
  stripe --help
  assert_success
  for option in --fs --osts --size --file --bench --ranks --nodes --pattern --request-size --mpi --format \
                --apply --json --quiet --version PATH; do
    assert_output --partial -- "$option"
  done
  assert_output --partial "Examples:"
  assert_output --partial "64 usage error"
}

@test "--version names pcgns, HDF5 and MPI" {
  stripe --version
  assert_success
  assert_output --regexp '^pcgns-stripe [0-9]+\.[0-9]+\.[0-9]+ \(HDF5 1\.[0-9.]+, .*\)$'
}

@test "detection: the file system statfs reports, the same as stat -f" {
  stripe --format json "$OUT"
  assert_success
  assert_equal "$(json_get "['environment']['detected_fs']")" "$(expected_fs "$OUT")"
  assert_equal "$(json_get "['environment']['fs']")" "$(expected_fs "$OUT")"
  stripe --format json /tmp
  assert_equal "$(json_get "['environment']['detected_fs']")" "$(expected_fs /tmp)"
}

@test "a path that does not exist is probed at its nearest existing parent" {
  stripe --format json "$OUT/not/yet/there"
  assert_success
  assert_equal "$(json_get "['environment']['path']")" "$OUT/not/yet/there"
  assert_equal "$(json_get "['environment']['probed']")" "$OUT"
  assert_equal "$(json_get "['environment']['detected_fs']")" "$(expected_fs "$OUT")"
}

@test "text: environment, a SETTING/VALUE/REASON table, warnings" {
  stripe --fs lustre --osts 32 --size 4G --ranks 64 --nodes 4 --request-size 256K "$OUT"
  assert_success
  assert_line --index 0 "pcgns-stripe $("$STRIPE" --version | cut -d' ' -f2): recommendations for $OUT"
  assert_line --regexp '^  file system  lustre \(--fs; detected [a-z0-9]+\)$'
  assert_line "  OSTs         32"
  assert_line "  workload     shared, 4.00 GiB, 64 ranks on 4 nodes, requests of 256.00 KiB"
  assert_line --regexp '^SETTING +VALUE +REASON$'
  assert_line --regexp '^lustre\.stripe_count +8 +shared file of 4\.00 GiB: NERSC tier 8 OSTs$'
  assert_line --regexp '^lustre\.stripe_size +1048576 +requests below 1 MiB'
  assert_line --regexp '^lustre\.setstripe +lfs setstripe -c 8 -S 1M '"$OUT"'$'
  assert_line --regexp '^mpiio\.cb_nodes +8 +one aggregator per OST'
  assert_line --regexp '^mpiio\.romio_cb_write +enable +requests smaller than one 1\.00 MiB stripe'
  assert_line --regexp '^hdf5\.alignment +1048576 +H5Pset_alignment'
  assert_line "Warnings:"
  assert_line --partial "! requests of 256.00 KiB are smaller than the 1.00 MiB stripe"
}

@test "text on a local file system says nothing needs changing" {
  stripe --fs ext4 --pattern serial --size 2G "$OUT"
  assert_success
  assert_line --partial "Nothing needs changing on ext4"
  refute_output --partial "lfs setstripe"
  refute_output --partial "mpiio."
}

@test "json: the documented keys, settings with string values, hints and warnings" {
  stripe --format json --fs lustre --osts 16 --size 500G --ranks 1024 --nodes 32 --mpi mpich "$OUT"
  assert_success
  run python3 - "$output" <<'EOF'
import json, sys
r = json.loads(sys.argv[1])
assert r["tool"] == "pcgns-stripe" and isinstance(r["version"], str), r
e, w = r["environment"], r["workload"]
for key in ("fs", "osts", "mpi", "path", "detected_fs", "block_size_bytes"):
    assert key in e, key
for key in ("ranks", "nodes", "pattern", "bytes", "request_bytes", "bench_bandwidth_mib_s"):
    assert key in w, key
assert (e["fs"], e["osts"], w["ranks"], w["nodes"], w["pattern"], w["bytes"], e["mpi"]) == \
       ("lustre", 16, 1024, 32, "shared", 500 * 2**30, "mpich"), (e, w)
assert r["ranks"] == 1, r["ranks"]  # this run, not the job the advice is for
settings = {s["name"]: s for s in r["settings"]}
for s in r["settings"]:
    assert set(s) == {"name", "value", "reason"} and all(isinstance(s[k], str) and s[k] for k in s), s
for name in ("lustre.stripe_count", "lustre.stripe_size", "lustre.layout", "lustre.setstripe", "mpiio.cb_nodes",
             "mpiio.cb_buffer_size", "mpiio.romio_cb_write", "hdf5.alignment", "hdf5.alignment_threshold",
             "hdf5.meta_block_size"):
    assert name in settings, name
assert settings["lustre.stripe_count"]["value"] == "16"       # 72 by NERSC, capped by the 16 OSTs
assert settings["mpiio.cb_nodes"]["value"] == "32"            # a multiple of 16, one per node
assert settings["lustre.layout"]["value"] == "progressive"
assert "mpiio.striping_factor" not in settings                # would replace the progressive layout
assert r["hints"] == {k[len("mpiio."):]: s["value"] for k, s in settings.items() if k.startswith("mpiio.")}
assert any("72 OSTs but the file system has 16" in w for w in r["warnings"]), r["warnings"]
print("ok")
EOF
  assert_success
  assert_output "ok"
}

@test "json: unknown size and OSTs are null; a plain layout carries striping_factor" {
  stripe --format json --fs lustre "$OUT"
  assert_equal "$(json_get "['workload']['bytes']")" "None"
  assert_equal "$(json_get "['environment']['osts']")" "None"
  stripe --format json --fs lustre --size 4G --ranks 8 "$OUT"
  assert_equal "$(json_get "['hints']['striping_factor']")" "8"
  assert_equal "$(json_get "['hints']['striping_unit']")" "1048576"
}

@test "shell: valid POSIX sh with lfs setstripe, a hints here-doc and the exports" {
  stripe --format shell --fs lustre --osts 32 --size 4G --ranks 64 --nodes 4 "$OUT/run"
  assert_success
  printf '%s\n' "$output" > "$BATS_TEST_TMPDIR/setup.sh"
  run sh -n "$BATS_TEST_TMPDIR/setup.sh"
  assert_success
  run cat "$BATS_TEST_TMPDIR/setup.sh"
  assert_line --index 0 --regexp '^# pcgns-stripe [0-9.]+: lustre, shared file, 4\.00 GiB, 64 ranks on 4 nodes$'
  assert_line --index 1 "mkdir -p '$OUT/run'"
  assert_line --index 2 "lfs setstripe -c 8 -S 1M $OUT/run"
  assert_line --index 3 "cat > '$OUT/run/pcgns-romio-hints' <<'PCGNS_HINTS'"
  assert_line "cb_nodes 8"
  assert_line "PCGNS_HINTS"
  assert_line "export ROMIO_HINTS='$OUT/run/pcgns-romio-hints'"
  # Sourced with a stand-in lfs: the layout command runs, the hints file is written.
  mkdir -p "$BATS_TEST_TMPDIR/bin"
  printf '#!/bin/sh\necho "$@" > "%s/lfs-args"\n' "$BATS_TEST_TMPDIR" > "$BATS_TEST_TMPDIR/bin/lfs"
  chmod +x "$BATS_TEST_TMPDIR/bin/lfs"
  run env PATH="$BATS_TEST_TMPDIR/bin:$PATH" sh -c ". '$BATS_TEST_TMPDIR/setup.sh' && echo \"\$ROMIO_HINTS\""
  assert_success
  assert_output "$OUT/run/pcgns-romio-hints"
  assert_equal "$(cat "$BATS_TEST_TMPDIR/lfs-args")" "setstripe -c 8 -S 1M $OUT/run"
  assert_equal "$(head -1 "$OUT/run/pcgns-romio-hints")" "striping_factor 8"
}

@test "shell off Lustre: a comment instead of lfs; cray: export MPICH_MPIIO_HINTS" {
  stripe --format shell --fs gpfs --size 4G --ranks 8 --mpi cray "$OUT"
  assert_success
  assert_line "# gpfs: not Lustre, no lfs setstripe command applies"
  assert_line --regexp "^export MPICH_MPIIO_HINTS='\*(:[a-z_]+=[^:,' ]+)+'$"
  refute_line --regexp '^lfs '
  refute_output --partial "ROMIO_HINTS"
  run sh -n <<<"$output"
  assert_success
}

@test "env: a ROMIO hints file of 'key value' lines; cray: the exact MPICH_MPIIO_HINTS syntax" {
  stripe --format env --fs lustre --osts 32 --size 4G --ranks 64 "$OUT"
  assert_success
  while IFS= read -r line; do
    [[ "$line" =~ ^#\  || "$line" =~ ^[a-z_]+\ [^\ ]+$ ]] || fail "not a hints-file line: '$line'"
  done <<<"$output"
  assert_line "striping_factor 8"
  assert_line "cb_nodes 8"
  assert_line "romio_ds_write disable"
  stripe --format env --fs lustre --osts 32 --size 4G --ranks 64 --mpi cray "$OUT"
  assert_success
  assert_output "*:striping_factor=8:striping_unit=1048576:cb_nodes=8:cb_buffer_size=16777216:romio_cb_write=enable:romio_cb_read=enable:romio_ds_write=disable"
}

@test "env: Open MPI's ROMIO reads the hints file and applies the recommended values" {
  stripe --format json --fs lustre --size 4G --ranks 2 --request-size 100M "$OUT"
  printf '%s\n' "$output" > "$OUT/report.json"
  local component; component="$(setting "$OUT/report.json" openmpi.mca_io)"
  ompi_info | grep -q "MCA io: $component" || fail "ompi_info has no io component '$component'"
  "$STRIPE" --format env --fs lustre --size 4G --ranks 2 --request-size 100M "$OUT" > "$OUT/hints"
  run env ROMIO_HINTS="$OUT/hints" ROMIO_PRINT_HINTS=1 OMPI_MCA_io="$component" \
    timeout 60 mpiexec -n 2 "$PROBE" "$OUT/probe.dat"
  assert_success
  # ROMIO_PRINT_HINTS lines ("key = K value = V") and MPI_File_get_info lines (K=V).
  applied="$(sed -E 's/^key = ([^ ]+) +value = ([^ ]+).*$/\1=\2/' <<<"$output")"
  for key in cb_buffer_size romio_cb_write striping_unit romio_ds_write; do
    expected="$(setting "$OUT/report.json" "mpiio.$key")"
    grep -qx "$key=$expected" <<<"$applied" || fail "$key: expected $expected, MPI reports: $(grep "^$key=" <<<"$applied")"
  done
  # 100 MiB requests: 50 MiB stripes, a collective buffer of one stripe; not ROMIO's defaults.
  assert_equal "$(setting "$OUT/report.json" mpiio.cb_buffer_size)" 52428800
  grep -qx "cb_buffer_size=52428800" <<<"$applied"
}

@test "hints: KEY=VALUE lines that pcgns-merge --hint accepts" {
  stripe --format hints --fs lustre --osts 32 --size 4G --ranks 64 "$OUT"
  assert_success
  local args=()
  while IFS= read -r line; do
    [[ "$line" =~ ^[a-z_]+=[^=\ ]+$ ]] || fail "not KEY=VALUE: '$line'"
    args+=(--hint "$line")
  done <<<"$output"
  assert_equal "${#args[@]}" 14
  # The hints pass pcgns-merge's option checks (64 otherwise); the missing input is 66.
  run "$MERGE" --dry-run "${args[@]}" -o "$OUT/m.cgns" "$OUT/no-such-input"
  assert_equal "$status" 66
  run "$MERGE" --dry-run --hint auto -o "$OUT/m.cgns" "$OUT/no-such-input"
  assert_equal "$status" 66
  run "$MERGE" --dry-run --hint cb_nodes -o "$OUT/m.cgns" "$OUT/no-such-input"
  assert_equal "$status" 64
}

@test "file per process with many ranks warns about files per directory and writers per OST" {
  stripe --fs lustre --osts 16 --pattern fpp --ranks 4096 --nodes 128 --size 4T "$OUT"
  assert_success
  assert_line --regexp '^lustre\.stripe_count +1 +file-per-process'
  assert_line --regexp '^mpiio\.romio_cb_write +disable'
  assert_output --partial "4096 files in one directory"
  assert_output --partial "4096 writers on 16 OSTs"
}

@test "--nodes defaults to SLURM_JOB_NUM_NODES, then SLURM_NNODES" {
  SLURM_JOB_NUM_NODES=4 run "$STRIPE" --format json --ranks 64 "$OUT"
  assert_equal "$(json_get "['workload']['nodes']")" 4
  SLURM_NNODES=3 run "$STRIPE" --format json --ranks 64 "$OUT"
  assert_equal "$(json_get "['workload']['nodes']")" 3
  stripe --format json --ranks 64 "$OUT"
  assert_equal "$(json_get "['workload']['nodes']")" 1
}

@test "--file takes the bytes of a CGNS file's datasets" {
  stripe --format json --file "$DATA/cgnslib_vers-3420.cgns" "$OUT"
  assert_success
  bytes="$(json_get "['workload']['bytes']")"
  request="$(json_get "['workload']['request_bytes']")"
  assert [ "$bytes" -gt 0 ]
  assert [ "$request" -gt 0 ]
  assert [ "$request" -le "$bytes" ]
  assert [ "$bytes" -le "$(stat -c %s "$DATA/cgnslib_vers-3420.cgns")" ]
}

@test "--bench takes the largest bytes and the ranks of a pcgns-bench result" {
  cat > "$OUT/r.json" <<'EOF'
{"ranks": 32, "results": [
  {"scenario": "fpp", "strategy": "queue", "op": "write", "bytes": 1073741824, "reps": 3,
   "bandwidth_mib_s": {"min": 100, "median": 120, "max": 130}},
  {"scenario": "shared", "strategy": "queue", "op": "write", "bytes": 21474836480, "reps": 3,
   "bandwidth_mib_s": {"min": 200, "median": 220, "max": 230}}]}
EOF
  stripe --format json --bench "$OUT/r.json" "$OUT"
  assert_success
  assert_equal "$(json_get "['workload']['bytes']")" 21474836480
  assert_equal "$(json_get "['workload']['ranks']")" 32
  assert_equal "$(json_get "['workload']['bench_bandwidth_mib_s']")" 220.0
  stripe --format json --bench "$OUT/r.json" --ranks 8 "$OUT"
  assert_equal "$(json_get "['workload']['ranks']")" 8
}

@test "--bench reads a report written before schema_version 1: ranks under environment, bandwidth_mibs" {
  cat > "$OUT/old.json" <<'EOF'
{"environment": {"ranks": 16}, "results": [
  {"scenario": "shared", "strategy": "queue", "op": "write", "bytes": 1073741824, "reps": 3,
   "bandwidth_mibs": {"min": 90, "median": 95, "max": 99}}]}
EOF
  stripe --format json --bench "$OUT/old.json" "$OUT"
  assert_success
  assert_equal "$(json_get "['workload']['ranks']")" 16
  assert_equal "$(json_get "['workload']['bench_bandwidth_mib_s']")" 95.0
}

@test "-q with --json FILE prints nothing and writes the report; one report under mpiexec" {
  stripe -q --json "$OUT/r.json" --size 1G "$OUT"
  assert_success
  assert_output ""
  run python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['tool'])" "$OUT/r.json"
  assert_output "pcgns-stripe"
  run timeout 60 mpiexec -n 2 "$STRIPE" --format hints --fs lustre --size 4G --ranks 8 "$OUT"
  assert_success
  assert_equal "$(grep -c '^cb_nodes=' <<<"$output")" 1
}

@test "negative or malformed sizes are usage errors (64) naming the problem" {
  stripe --size=-1G "$OUT"
  assert_equal "$status" 64
  assert_output --partial "--size '-1G': a size cannot be negative"
  stripe --size -5 "$OUT"
  assert_equal "$status" 64
  stripe --size 12X "$OUT"
  assert_equal "$status" 64
  assert_output --partial "--size '12X': unknown suffix 'X'"
  stripe --request-size=-4M "$OUT"
  assert_equal "$status" 64
  assert_output --partial "--request-size"
  stripe --size 0 "$OUT"
  assert_equal "$status" 64
}

@test "unknown --fs, --pattern or --format, or two size sources, are usage errors (64)" {
  stripe --fs zfs "$OUT"
  assert_equal "$status" 64
  assert_output --partial "unknown file system 'zfs'"
  stripe --pattern striped "$OUT"
  assert_equal "$status" 64
  stripe --format yaml "$OUT"
  assert_equal "$status" 64
  stripe --size 1G --file "$DATA/cgnslib_vers-3420.cgns" "$OUT"
  assert_equal "$status" 64
  stripe --ranks 0 "$OUT"
  assert_equal "$status" 64
}

@test "--file or --bench missing is 66; not HDF5 or not a bench result is 65" {
  stripe --file "$OUT/missing.cgns" "$OUT"
  assert_equal "$status" 66
  assert_output --partial "missing.cgns"
  echo "plain text" > "$OUT/text.cgns"
  stripe --file "$OUT/text.cgns" "$OUT"
  assert_equal "$status" 65
  assert_output --partial "is not an HDF5 (CGNS) file"
  stripe --bench "$OUT/missing.json" "$OUT"
  assert_equal "$status" 66
  echo '{"results": 3}' > "$OUT/bad.json"
  stripe --bench "$OUT/bad.json" "$OUT"
  assert_equal "$status" 65
  echo 'not json' > "$OUT/bad.json"
  stripe --bench "$OUT/bad.json" "$OUT"
  assert_equal "$status" 65
}

@test "--apply off Lustre is refused (64), even with --fs lustre; a non-empty file is 73" {
  # /dev/shm is tmpfs wherever the tests run, so never Lustre.
  OUT="$(mktemp -d /dev/shm/pcgns-stripe.XXXXXX)"
  SHM_DIR="$OUT"
  assert_equal "$(expected_fs "$OUT")" tmpfs
  stripe --apply --size 4G "$OUT"
  assert_equal "$status" 64
  assert_output --partial "--apply needs Lustre"
  stripe --apply --fs lustre --size 4G "$OUT"
  assert_equal "$status" 64
  assert_output --partial "--fs only changes the recommendation"
  echo data > "$OUT/run.cgns"
  stripe --apply --fs lustre --size 4G "$OUT/run.cgns"
  assert_equal "$status" 73
  assert_output --partial "existing non-empty file"
  assert_equal "$(cat "$OUT/run.cgns")" "data"
}
