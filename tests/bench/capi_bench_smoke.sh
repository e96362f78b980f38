#!/usr/bin/env bash
# Smoke run of pcgns-capi-bench (ctest bench.capi_smoke): every scenario on tiny sizes
# runs through, prints its figures, and leaves a file that cgnscheck accepts with the
# zones the scenario defines; the MPI-IO baseline writes exactly the CGNS file's array bytes.
#   capi_bench_smoke.sh PROGRAM DIR CGNSCHECK|"" MPIEXEC -n 2 [FLAGS...]
set -euo pipefail
program=$1 dir=$2 cgnscheck=$3
shift 3
launcher=("$@")

fail() { echo "capi_bench_smoke: $*" >&2; exit 1; }

run() {  # run SCENARIO MODE OPTIONS...: the program's figures line, the file kept
  scenario=$1 mode=$2
  shift 2
  out=$("${launcher[@]}" "$program" --scenario "$scenario" --mode "$mode" --dir "$dir" --keep --cgns-version 3.4 "$@") ||
    fail "$scenario/$mode exited with $?"
  echo "$out"
  echo "$out" | grep -q "^library=pcgns scenario=$scenario mode=$mode ranks=2 .* seconds=[0-9.]*" ||
    fail "$scenario/$mode printed no figures"
}

check() {  # check FILE ZONES: cgnscheck finds no error and reads every zone
  [ -z "$cgnscheck" ] && return 0
  report=$("$cgnscheck" "$1" 2>&1) || fail "cgnscheck exited with $? on $1: $report"
  echo "$report" | grep -q "ERROR" && fail "cgnscheck found errors in $1: $report"
  zones=$(echo "$report" | grep -c "reading zone")
  [ "$zones" -eq "$2" ] || fail "cgnscheck read $zones zones in $1, expected $2"
}

run zone-per-rank pcgns --mib 0.25
check "$dir/capi_bench_pcgns_zone-per-rank_pcgns.cgns" 2
run zones-per-rank pcgns --mib 0.015625
check "$dir/capi_bench_pcgns_zones-per-rank_pcgns.cgns" 32
run create pcgns --zones 10
check "$dir/capi_bench_pcgns_create_pcgns.cgns" 10

# 32 zones of 8 arrays of 0.015625 MiB: 4 MiB.
run zones-per-rank mpiio --mib 0.015625
size=$(wc -c < "$dir/capi_bench_pcgns_zones-per-rank_mpiio.bin")
[ "$size" -eq 4194304 ] || fail "the MPI-IO baseline wrote $size bytes, expected 4194304"
echo "capi_bench_smoke: all scenarios ran"
