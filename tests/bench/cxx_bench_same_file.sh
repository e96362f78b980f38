#!/usr/bin/env bash
# ctest bench.cxx_same_file: pcgns-cxx-bench writes the file pcgns-capi-bench writes, so
# that scripts/bench-capi's C API / C++ ratio compares the same work. Each scenario on
# tiny sizes, both files kept, compared whole-tree (nodes, types, sizes, values, order,
# the version stamp) by pcgns-test-tree-diff.
#   cxx_bench_same_file.sh CAPI_PROGRAM CXX_PROGRAM TREE_DIFF DIR MPIEXEC -n 2 [FLAGS...]
set -euo pipefail
capi=$1 cxx=$2 tree_diff=$3 dir=$4
shift 4
launcher=("$@")

fail() { echo "cxx_bench_same_file: $*" >&2; exit 1; }

compare() {  # compare SCENARIO OPTIONS...: both programs' files are the same tree
  scenario=$1
  shift
  "${launcher[@]}" "$capi" --scenario "$scenario" --mode pcgns --dir "$dir" --keep "$@" ||
    fail "pcgns-capi-bench $scenario exited with $?"
  "${launcher[@]}" "$cxx" --scenario "$scenario" --mode cxx --dir "$dir" --keep "$@" ||
    fail "pcgns-cxx-bench $scenario exited with $?"
  "$tree_diff" --with-version "$dir/capi_bench_pcgns_${scenario}_pcgns.cgns" "$dir/capi_bench_cxx_${scenario}_cxx.cgns" ||
    fail "$scenario: the two files differ (above)"
}

compare zone-per-rank --mib 0.25
compare zones-per-rank --mib 0.015625
compare create --zones 10
compare create --zones 4 --cgns-version 3.4
echo "cxx_bench_same_file: the C API and ParallelWriter wrote the same files"
