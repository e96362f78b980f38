# What the pcgns-bench bats files share (with common.bash: the tools, MPI as root, a
# short error grace): `bench NP ARGS...`, which runs it under mpiexec and never longer than two
# minutes, so a rank left hanging fails the test instead of CI.

load common

bench_setup_file() { pcgns_tools; }

bench() {
  local np="$1"; shift
  run timeout 120 mpiexec -n "$np" "$BENCH" "$@"
}
