#!/usr/bin/env bats
# scripts/format-check: clang-format --dry-run --Werror with the repository's
# .clang-format, on the files given; it never changes them.

load common

setup() {
  FORMAT_CHECK="$BATS_TEST_DIRNAME/../../scripts/format-check"
  command -v clang-format >/dev/null || skip "clang-format is not installed (scripts/bootstrap)"
  # 109 columns: within the house limit of 120, beyond clang-format's default of 80.
  printf '%s\n' '#include <string>' '' 'int twice(int x) { return 2 * x; }' \
    'int sum_of_three(int first_value, int second_value, int third) { return first_value + second_value + third; }' \
    > "$BATS_TEST_TMPDIR/tidy.cpp"
  printf '%s\n' '#include <string>' '' 'int   twice( int x ){return 2*x;}' > "$BATS_TEST_TMPDIR/messy.cpp"
}

@test "format-check accepts a file in the house style" {
  run "$FORMAT_CHECK" "$BATS_TEST_TMPDIR/tidy.cpp"
  assert_success
  assert_output --partial '1 file(s) formatted'
}

@test "format-check refuses a file out of style, names it and leaves it unchanged" {
  cp "$BATS_TEST_TMPDIR/messy.cpp" "$BATS_TEST_TMPDIR/before.cpp"
  run "$FORMAT_CHECK" "$BATS_TEST_TMPDIR/tidy.cpp" "$BATS_TEST_TMPDIR/messy.cpp"
  assert_failure 1
  assert_output --partial "messy.cpp:3:"
  refute_output --partial "tidy.cpp:"
  cmp "$BATS_TEST_TMPDIR/messy.cpp" "$BATS_TEST_TMPDIR/before.cpp"
}

@test "format-check without files or with a missing file is a usage error" {
  run "$FORMAT_CHECK"
  assert_failure 64
  run "$FORMAT_CHECK" "$BATS_TEST_TMPDIR/no-such-file.cpp"
  assert_failure 64
  assert_output --partial 'no such file'
}
