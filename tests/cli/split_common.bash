# What the pcgns-split test files share: the tools, the MPI environment, a fresh output
# directory per test, and pcgns-split under mpiexec with a time limit (so a rank left
# hanging fails the test instead of CI). Loaded with `load split_common`.

load common

split_tools() {  # called from setup_file: exports the tools and DATA
  pcgns_tools
  export DATA="$BATS_FILE_TMPDIR/data"
}

setup() {
  OUT="$BATS_TEST_TMPDIR/out"
  mkdir -p "$OUT"
}

split() {  # split NP ARGS...: pcgns-split under mpiexec, never longer than two minutes
  local np="$1"; shift
  run timeout 120 mpiexec -n "$np" "$SPLIT" "$@"
}

# same_tree A B: the whole trees are equal (every node, label, type, value, child order).
same_tree() { run "$TREE_DIFF" "$1" "$2"; assert_success; assert_output ""; }

# Exit 65 on every rank count, the message naming the input and the node, no output.
refused_by_split() {  # refused_by_split INPUT TEXT...
  local input="$1"; shift
  for np in 1 2 3; do
    split "$np" --parts 3 -o "$OUT/x" "$input"
    assert_equal "$status" 65
    assert_output --partial "$input"
    for text in "$@"; do assert_output --partial "$text"; done
    assert_equal "$(ls -A "$OUT")" ""
  done
}


# Fault tests (faults.bats): the temporaries pcgns leaves in DIR (none after any run).
# part_cells REPORT: the cells of each part of a split's JSON report, in part order, on one line.
part_cells() {
  python3 -c 'import json, sys; print(*(p["cells"] for p in json.load(open(sys.argv[1]))["partition"]["parts"]))' "$1"
}

# vtk_cells FILE...: each file as ParaView's reader sees it (tools/vtk-cells.py):
# "FILE CELLS POINTS TYPE:COUNT,...", into $output.
vtk_cells() {
  run python3 "$BATS_TEST_DIRNAME/tools/vtk-cells.py" "$@"
  assert_success
  refute_output --partial "Mismatch"  # VTK's complaint about a malformed node
}

temporaries() { find "$1" -maxdepth 1 -name '.*.pcgns-*.tmp' -printf '%f\n'; }

# signal_while_writing SIGNAL DELAY DIR CMD...: starts CMD (with the signal's default
# disposition even in this non-interactive shell, which makes background jobs ignore
# SIGINT), waits until a temporary appears in DIR, DELAY seconds more, sends SIGNAL to
# CMD and sets $status to CMD's exit status. DELAY "before" signals before any temporary.
signal_while_writing() {
  local signal="$1" delay="$2" dir="$3"; shift 3
  python3 -c 'import os, signal, sys
for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP): signal.signal(s, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' "$@" >"$BATS_TEST_TMPDIR/signalled.out" 2>&1 &
  local pid=$! waited=0
  if [ "$delay" = before ]; then
    sleep 0.05
  else
    until [ -n "$(temporaries "$dir")" ] || ! kill -0 "$pid" 2>/dev/null || [ "$waited" -gt 6000 ]; do
      sleep 0.01; waited=$((waited + 1))
    done
    sleep "$delay"
  fi
  kill -s "$signal" "$pid"
  status=0
  wait "$pid" || status=$?
  output="$(cat "$BATS_TEST_TMPDIR/signalled.out")"
}
