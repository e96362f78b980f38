# What the pcgns-bench bats files share: the tool's path, MPI as root, a short error
# grace, and `bench NP ARGS...`, which runs it under mpiexec and never longer than two
# minutes, so a rank left hanging fails the test instead of CI.

bench_setup_file() {
  export BUILD="${PCGNS_BUILD_DIR:-$BATS_TEST_DIRNAME/../../build}"
  export BENCH="$BUILD/apps/pcgns-bench/pcgns-bench"
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
  export PCGNS_ERROR_GRACE=5
}

bench() {
  local np="$1"; shift
  run timeout 120 mpiexec -n "$np" "$BENCH" "$@"
}
