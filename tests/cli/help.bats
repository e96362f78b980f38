#!/usr/bin/env bats
# Every tool's --help as a user reads it: options named as they are typed, values named
# by the option (enumerations by their names), none of CLI11's internals; and
# enumerations take their names only, never the numbers behind them.

load common

setup_file() { pcgns_tools; }

# The --help of each tool and subcommand, one command per line.
help_commands() {
  printf '%s\n' "$MERGE --help" "$SPLIT --help" "$STRIPE --help" "$BENCH --help" "$BENCH generate --help"
}

@test "--help of every tool and subcommand shows none of CLI11's internals" {
  local command
  while read -r command; do
    run timeout 60 $command
    assert_success
    # {false}: a negated flag's default; ENUM:/->N: an enumeration's numbers; TYPE:check:
    # a validator's description glued to the value name.
    refute_output --regexp '\{false\}|\{true\}|ENUM|->[0-9]|value in \{|TEXT:|INT:|FLOAT:|:POSITIVE|in \[[0-9]'
  done < <(help_commands)
}

@test "--help names the values of enumerations, and only their names" {
  run timeout 60 "$BENCH" generate --help
  assert_success
  assert_output --regexp '--mesh unstructured\|structured\|blocks[[:space:]]'
  assert_output --regexp '--elements hexa\|poly\|mixed\|tetra[[:space:]]'
  run timeout 60 "$MERGE" --help
  assert_output --regexp '--write-path queue\|hdf5-collective\|hdf5-independent'
  assert_output --regexp '--check-inputs,--no-check-inputs'
  run timeout 60 "$BENCH" --help
  assert_output --regexp '--no-read  +Do not measure reads'
}

@test "an enumeration given by number is a usage error (64) and writes nothing" {
  run timeout 60 "$BENCH" generate --mesh 2 --cells 100 --parts 1 -o "$BATS_TEST_TMPDIR/out"
  assert_equal "$status" 64
  assert_output --partial "--mesh: '2' is not one of unstructured, structured, blocks"
  assert [ ! -e "$BATS_TEST_TMPDIR/out" ]
  run timeout 60 "$BENCH" generate --elements 0 --cells 100 --parts 1 -o "$BATS_TEST_TMPDIR/out"
  assert_equal "$status" 64
  assert_output --partial "--elements: '0' is not one of hexa, poly, mixed, tetra"
  run timeout 60 "$BENCH" generate -q --mesh unstructured --elements poly --cells 100 --parts 1 -o "$BATS_TEST_TMPDIR/out"
  assert_success
  assert [ -s "$BATS_TEST_TMPDIR/out/sol_0.cgns" ]
}
