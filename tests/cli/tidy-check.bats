#!/usr/bin/env bats
# scripts/tidy-check: clang-tidy with the repository's .clang-tidy and a compile
# database, on the files given; any finding is a failure, and it never changes the files.

load common

setup() {
  TIDY_CHECK="$BATS_TEST_DIRNAME/../../scripts/tidy-check"
  command -v clang-tidy >/dev/null || skip "clang-tidy is not installed (scripts/bootstrap)"
  # A compile database of its own: the check does not depend on a configured tree, and
  # these small files need no MPI or HDF5 headers.
  export PCGNS_BUILD_DIR="$BATS_TEST_TMPDIR/build"
  mkdir -p "$PCGNS_BUILD_DIR"
  local file
  for file in clean moved marked; do
    # -Werror with a GCC-only warning option, as the MPI tests are compiled.
    printf '{"directory": "%s", "command": "c++ -std=c++20 -Werror -Wno-maybe-uninitialized -c %s.cpp", "file": "%s.cpp"}\n' \
      "$BATS_TEST_TMPDIR" "$file" "$file"
  done | python3 -c 'import json, sys; print(json.dumps([json.loads(l) for l in sys.stdin]))' \
    > "$PCGNS_BUILD_DIR/compile_commands.json"
  printf '%s\n' '#include <string>' '#include <utility>' '' \
    'std::size_t length_of(std::string text) {' \
    '  std::string taken = std::move(text);' '  return taken.size();' '}' > "$BATS_TEST_TMPDIR/clean.cpp"
  # The planted defect: text is read after it was moved from (bugprone-use-after-move).
  printf '%s\n' '#include <string>' '#include <utility>' '' \
    'std::size_t length_of(std::string text) {' \
    '  std::string taken = std::move(text);' '  return taken.size() + text.size();' '}' \
    > "$BATS_TEST_TMPDIR/moved.cpp"
  sed 's|text.size();$|text.size(); // NOLINT(bugprone-use-after-move): planted for the test|' \
    "$BATS_TEST_TMPDIR/moved.cpp" > "$BATS_TEST_TMPDIR/marked.cpp"
}

@test "tidy-check accepts a file without findings, compiled with a warning option clang lacks" {
  run "$TIDY_CHECK" "$BATS_TEST_TMPDIR/clean.cpp"
  assert_success
  assert_output --partial '1 file(s) clean'
  refute_output --partial 'generated.'
}

@test "tidy-check refuses a planted finding, names the file, line and check, leaves it unchanged" {
  cp "$BATS_TEST_TMPDIR/moved.cpp" "$BATS_TEST_TMPDIR/before.cpp"
  run "$TIDY_CHECK" "$BATS_TEST_TMPDIR/clean.cpp" "$BATS_TEST_TMPDIR/moved.cpp"
  assert_failure 1
  assert_output --partial "moved.cpp:6:"
  assert_output --partial "bugprone-use-after-move"
  assert_output --partial "findings in 1 of 2 file(s)"
  refute_output --partial "clean.cpp:"
  cmp "$BATS_TEST_TMPDIR/moved.cpp" "$BATS_TEST_TMPDIR/before.cpp"
}

@test "tidy-check accepts a finding marked NOLINT with its check" {
  run "$TIDY_CHECK" "$BATS_TEST_TMPDIR/marked.cpp"
  assert_success
  assert_output --partial '1 file(s) clean'
}

@test "tidy-check without files, with a missing file or an unknown base is a usage error" {
  run "$TIDY_CHECK"
  assert_failure 64
  run "$TIDY_CHECK" "$BATS_TEST_TMPDIR/no-such-file.cpp"
  assert_failure 64
  assert_output --partial 'no such file'
  run "$TIDY_CHECK" --changed no-such-base-commit
  assert_failure 64
  assert_output --partial 'no such commit'
  run "$TIDY_CHECK" --bogus
  assert_failure 64
}

@test "tidy-check without a compile database is a usage error that says how to make one" {
  PCGNS_BUILD_DIR="$BATS_TEST_TMPDIR/not-configured" run "$TIDY_CHECK" "$BATS_TEST_TMPDIR/clean.cpp"
  assert_failure 64
  assert_output --partial 'no compile database'
}

@test "tidy-check without clang-tidy exits 69" {
  CLANG_TIDY=no-such-clang-tidy run "$TIDY_CHECK" "$BATS_TEST_TMPDIR/clean.cpp"
  assert_failure 69
  assert_output --partial 'not installed'
}

@test "tidy-check --all checks every tracked source file the build compiles, once each" {
  # A stand-in clang-tidy that records the file it was given (the real one would take the
  # better part of an hour over the whole tree), and a compile database of every tracked
  # source but one, as if a separate project built it.
  printf '%s\n' '#!/bin/sh' 'for a; do case "$a" in *.c|*.cpp) echo "$a" >> "$TIDY_LOG";; esac; done' \
    > "$BATS_TEST_TMPDIR/fake-tidy"
  chmod +x "$BATS_TEST_TMPDIR/fake-tidy"
  export TIDY_LOG="$BATS_TEST_TMPDIR/checked.txt"
  local root
  root="$(cd "$BATS_TEST_DIRNAME/../.." && pwd)"
  git -C "$root" ls-files -- '*.cpp' '*.c' | grep -v '^tests/install/c_consumer/main.c$' |
    python3 -c 'import json, sys; print(json.dumps([{"directory": sys.argv[1], "command": "c++ -c " + l.strip(), "file": l.strip()} for l in sys.stdin]))' "$root" \
    > "$PCGNS_BUILD_DIR/compile_commands.json"
  CLANG_TIDY="$BATS_TEST_TMPDIR/fake-tidy" run "$TIDY_CHECK" --all
  assert_success
  local tracked
  tracked=$(git -C "$root" ls-files -- '*.cpp' '*.c' | wc -l)
  (( tracked > 100 ))
  assert_output --partial "$(( tracked - 1 )) file(s) clean"
  [ "$(sort -u "$TIDY_LOG" | wc -l)" -eq "$(( tracked - 1 ))" ]
  grep -q 'libpcgns/src/split/split.cpp$' "$TIDY_LOG"
  run grep -c 'c_consumer/main.c' "$TIDY_LOG"
  assert_output 0
}
