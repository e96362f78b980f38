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

@test "tidy-check -j checks files side by side and prints each one's findings whole, in the order given" {
  cp "$BATS_TEST_TMPDIR/moved.cpp" "$BATS_TEST_TMPDIR/second.cpp"
  python3 -c 'import json, sys
db = json.load(open(sys.argv[1]))
db.append(dict(db[1], command=db[1]["command"].replace("moved", "second"), file="second.cpp"))
json.dump(db, open(sys.argv[1], "w"))' "$PCGNS_BUILD_DIR/compile_commands.json"
  run "$TIDY_CHECK" -j 3 "$BATS_TEST_TMPDIR/second.cpp" "$BATS_TEST_TMPDIR/clean.cpp" "$BATS_TEST_TMPDIR/moved.cpp"
  assert_failure 1
  assert_output --partial "findings in 2 of 3 file(s)"
  # second.cpp's findings, its source lines included, all come before moved.cpp's.
  local last_second first_moved
  last_second=$(grep -n 'second.cpp' <<<"$output" | tail -n1 | cut -d: -f1)
  first_moved=$(grep -n 'moved.cpp' <<<"$output" | head -n1 | cut -d: -f1)
  (( last_second < first_moved ))
  run "$TIDY_CHECK" -j 0 "$BATS_TEST_TMPDIR/clean.cpp"
  assert_failure 64
  assert_output --partial 'number of files'
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

# A tree of sources in several languages, and a compile database of them in which each
# command names its source by a macro: a header's checked command shows whose flags it took.
# The Fortran, C++ and distant C entries come first, so that the first entry is not the answer.
header_tree() {
  TREE="$BATS_TEST_TMPDIR/tree"
  mkdir -p "$TREE/lib/include" "$TREE/other" "$TREE/lib/modules"
  python3 -c 'import json, sys
tree, langs = sys.argv[1], sys.argv[2]
entries = {
  "f90": {"directory": tree, "command": "f95 -DFROM_FORTRAN -Jlib/modules -c lib/api.f90 -o api.o", "file": "lib/api.f90"},
  "cpp": {"directory": tree, "arguments": ["c++", "-DFROM_CXX", "-std=c++20", "-c", tree + "/lib/api.cpp", "-o", "api.cpp.o"], "file": tree + "/lib/api.cpp"},
  "far": {"directory": tree, "command": "cc -DFROM_FAR_C -std=c99 -c other/far.c -o far.o", "file": "other/far.c"},
  "c": {"directory": tree, "command": "cc -DFROM_C -std=c99 -Wall -Werror -c lib/api.c -o api.c.o", "file": "lib/api.c"},
}
print(json.dumps([entries[lang] for lang in langs.split(",")]))' "$TREE" "$1" > "$PCGNS_BUILD_DIR/compile_commands.json"
  printf '%s\n' '#ifndef API_H' '#define API_H' 'int api_version(void);' '#endif' > "$TREE/lib/api.h"
  cp "$TREE/lib/api.h" "$TREE/lib/include/public.h"
  printf '%s\n' '#pragma once' 'int widget_count();' > "$TREE/lib/widget.hpp"
  # A stand-in clang-tidy that keeps, for each file it is given, the compile database of
  # its -p directory and its arguments.
  export TIDY_SEEN="$BATS_TEST_TMPDIR/seen"
  mkdir -p "$TIDY_SEEN"
  printf '%s\n' '#!/bin/sh' 'args="$*"' \
    'while [ $# -gt 0 ]; do case "$1" in -p) db="$2/compile_commands.json"; shift;; -*) ;; *) file="$1";; esac; shift; done' \
    'name=$(basename "$file")' 'cp "$db" "$TIDY_SEEN/$name.json"' 'echo "$args" > "$TIDY_SEEN/$name.args"' \
    > "$BATS_TEST_TMPDIR/fake-tidy"
  chmod +x "$BATS_TEST_TMPDIR/fake-tidy"
}

# checked_with NAME: the file and the arguments of the one entry the stand-in was given for NAME.
checked_with() {
  python3 -c 'import json, shlex, sys
entries = json.load(open(sys.argv[1]))
assert len(entries) == 1, "%d entries" % len(entries)
entry = entries[0]
print(entry["file"])
print(" ".join(entry["arguments"]) if "arguments" in entry else entry["command"])' "$TIDY_SEEN/$1.json"
}

@test "tidy-check checks a .h with the flags of the C file beside it, not a Fortran or C++ one's" {
  header_tree f90,cpp,far,c
  CLANG_TIDY="$BATS_TEST_TMPDIR/fake-tidy" run "$TIDY_CHECK" "$TREE/lib/api.h"
  assert_success
  assert_output --partial '1 file(s) clean'
  run checked_with api.h
  assert_success
  assert_line --index 0 "$TREE/lib/api.h"
  assert_line --index 1 --partial '-DFROM_C -std=c99 -Wall -Werror'
  assert_line --index 1 --partial '-x c-header'
  refute_output --partial 'FROM_FORTRAN'
  refute_output --partial 'FROM_CXX'
  refute_output --partial '-J'
  # The source and its object file give way to the header.
  refute_output --partial 'api.c'
  refute_output --partial 'api.c.o'
  refute_output --partial '-o '
  # Its helpers are unused when it is checked alone: not a finding for a header.
  run cat "$TIDY_SEEN/api.h.args"
  assert_output --partial '--extra-arg=-Wno-unused-function'
}

@test "tidy-check checks a .h without a C file beside it with the nearest one, up the tree" {
  header_tree far,f90,c
  CLANG_TIDY="$BATS_TEST_TMPDIR/fake-tidy" run "$TIDY_CHECK" "$TREE/lib/include/public.h"
  assert_success
  run checked_with public.h
  assert_success
  assert_line --index 0 "$TREE/lib/include/public.h"
  assert_line --index 1 --partial '-DFROM_C '
  refute_output --partial 'FROM_FAR_C'
}

@test "tidy-check checks a .hpp with the flags of a C++ file, and a source with the build's database" {
  header_tree f90,c,cpp
  printf '%s\n' 'int api_version(void) { return 1; }' > "$TREE/lib/api.c"
  CLANG_TIDY="$BATS_TEST_TMPDIR/fake-tidy" run "$TIDY_CHECK" "$TREE/lib/widget.hpp" "$TREE/lib/api.c"
  assert_success
  assert_output --partial '2 file(s) clean'
  run checked_with widget.hpp
  assert_success
  assert_line --index 0 "$TREE/lib/widget.hpp"
  assert_line --index 1 --partial '-DFROM_CXX -std=c++20'
  assert_line --index 1 --partial '-x c++-header'
  refute_output --partial 'FROM_C '
  refute_output --partial 'FROM_FORTRAN'
  # A source keeps clang-tidy's own lookup, in the whole database, with every warning.
  cmp "$TIDY_SEEN/api.c.json" "$PCGNS_BUILD_DIR/compile_commands.json"
  run cat "$TIDY_SEEN/api.c.args"
  refute_output --partial 'unused-function'
}

@test "tidy-check reports and skips a header whose language has no source in the database" {
  header_tree f90,c
  CLANG_TIDY="$BATS_TEST_TMPDIR/fake-tidy" run "$TIDY_CHECK" "$TREE/lib/widget.hpp" "$TREE/lib/api.h"
  assert_success
  assert_output --partial "$TREE/lib/widget.hpp skipped: the compile database has no C++ source"
  assert_output --partial '1 file(s) clean'
  assert_output --partial '1 file(s) skipped, unchecked'
  [ ! -e "$TIDY_SEEN/widget.hpp.json" ]
  [ -e "$TIDY_SEEN/api.h.json" ]
  header_tree f90,cpp
  CLANG_TIDY="$BATS_TEST_TMPDIR/fake-tidy" run "$TIDY_CHECK" "$TREE/lib/api.h"
  assert_success
  assert_output --partial "api.h skipped: the compile database has no C source"
  assert_output --partial '0 file(s) clean'
  assert_output --partial '1 file(s) skipped, unchecked'
}

@test "tidy-check finds a narrowing in a C header's helpers, not that they are unused alone" {
  header_tree c
  # The header needs its C file's macro, as pcgns.h needs its include directory.
  printf '%s\n' '#ifndef FROM_C' '#error not checked with the flags of lib/api.c' '#endif' \
    '#include <stdint.h>' 'static inline int64_t twice(int64_t v) { return 2 * v; }' \
    'static inline double half(int64_t v) { return 0.5 * (double)v; }' > "$TREE/lib/clean.h"
  sed 's|(double)v|v|' "$TREE/lib/clean.h" > "$TREE/lib/narrowing.h"
  run "$TIDY_CHECK" "$TREE/lib/clean.h"
  assert_success
  assert_output --partial '1 file(s) clean'
  run "$TIDY_CHECK" "$TREE/lib/narrowing.h"
  assert_failure 1
  assert_output --partial 'narrowing.h:6:'
  assert_output --partial 'bugprone-narrowing-conversions'
  refute_output --partial 'unused'
}
