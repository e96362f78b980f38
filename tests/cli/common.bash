# What every bats file shares: bats-support and bats-assert, the tools' paths and the MPI
# environment (pcgns_tools, called from setup_file), and small helpers. Loaded with
# `load common` (split_common.bash and bench_common.bash load it themselves).

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

# The tools under test in $PCGNS_BUILD_DIR (default ./build), Open MPI as root on more
# ranks than cores, and a short grace for a rank that errs (so the job ends promptly).
pcgns_tools() {
  export BUILD="${PCGNS_BUILD_DIR:-$BATS_TEST_DIRNAME/../../build}"
  export MERGE="$BUILD/apps/pcgns-merge/pcgns-merge"
  export SPLIT="$BUILD/apps/pcgns-split/pcgns-split"
  export BENCH="$BUILD/apps/pcgns-bench/pcgns-bench"
  export STRIPE="$BUILD/apps/pcgns-stripe/pcgns-stripe"
  export TAMPER="$BUILD/tests/cli/tools/pcgns-test-tamper"
  export TREE_DIFF="$BUILD/tests/cli/tools/pcgns-test-tree-diff"
  export PROBE="$BUILD/tests/cli/tools/pcgns-test-hints-probe"
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
  export PCGNS_ERROR_GRACE=5
  # Open MPI's mpiexec waits its SIGKILL grace (odls_base_sigkill_timeout, 1 s) after a
  # rank exits non-zero, and the refusal tests run hundreds of such jobs. The signal tests
  # keep Open MPI's default (default_kill_grace).
  export OMPI_MCA_odls_base_sigkill_timeout=0
  # No progress lines in the logs the tests read, however slow a loaded machine runs
  # them (tests/cli/progress.bats sets its own interval).
  export PCGNS_PROGRESS_INTERVAL=3600
}

merge() {  # merge NP ARGS...: pcgns-merge under mpiexec, never longer than two minutes
  local np="$1"; shift
  run timeout 120 mpiexec -n "$np" "$MERGE" "$@"
}

# json_field FILE EXPR: the value at EXPR (Python subscripts, e.g. "['zones'][0]") in FILE.
json_field() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))$2)" "$1"; }

# default_kill_grace: Open MPI's own SIGKILL grace again, for the tests of what a signal
# leaves (a rank that holds SIGTERM while it publishes needs it).
default_kill_grace() { unset OMPI_MCA_odls_base_sigkill_timeout; }
