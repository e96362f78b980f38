#!/usr/bin/env bats
# scripts/test --ci (what .ci/run runs), with stand-ins for cmake, ctest and bats: the
# three trees are configured as CI needs them, and a failure in a sanitizer tree (its
# tests or its build) fails the whole run.

load common

setup() {
  root="$BATS_TEST_TMPDIR/repo"
  mkdir -p "$root/scripts" "$root/tests/cli" "$root/bin"
  cp "$BATS_TEST_DIRNAME/../../scripts/test" "$root/scripts/test"
  printf '#!/usr/bin/env bash\nexit 0\n' >"$root/scripts/bootstrap"
  touch "$root/tests/cli/one.bats" "$root/tests/cli/two.bats"
  calls="$root/calls.log"
  # cmake: configure makes the directory; a build fails when its directory matches $FAIL_BUILD.
  cat >"$root/bin/cmake" <<EOF
#!/usr/bin/env bash
echo "cmake \$*" >>"$calls"
if [[ "\$1" == -S ]]; then mkdir -p "\$4"; exit 0; fi
if [[ -n "\${FAIL_BUILD:-}" && "\$2" == *"\$FAIL_BUILD" ]]; then
  echo "FAILED: libpcgns/unity_3.o"; echo "No space left on device"; exit 1
fi
exit 0
EOF
  # ctest: 4 tests, 2 of them failing in a directory matching $FAIL_CTEST.
  cat >"$root/bin/ctest" <<EOF
#!/usr/bin/env bash
echo "ctest \$*" >>"$calls"
if [[ -n "\${FAIL_CTEST:-}" && "\$2" == *"\$FAIL_CTEST" ]]; then
  echo "50% tests passed, 2 tests failed out of 4"; exit 8
fi
echo "100% tests passed, 0 tests failed out of 4"
EOF
  # bats: one test, failing in a file matching $FAIL_BATS.
  cat >"$root/bin/bats" <<EOF
#!/usr/bin/env bash
if [[ -n "\${FAIL_BATS:-}" && "\$*" == *"\$FAIL_BATS"* ]]; then printf '1..1\nnot ok 1 a thing\n'; exit 1; fi
printf '1..1\nok 1 a\n'
EOF
  printf '#!/usr/bin/env bash\necho 2\n' >"$root/bin/nproc"
  chmod +x "$root/bin/"*
}

# The runner under test picks its own build directory: the one bats itself was given
# (PCGNS_BUILD_DIR, set by scripts/test) is not passed on.
run_ci() { run env -u PCGNS_BUILD_DIR PATH="$root/bin:$PATH" "$@" bash "$root/scripts/test" --ci; }

@test "scripts/test --ci builds the normal tree without the unit tests, and both sanitizer trees (ASan with the crashers' tools)" {
  run_ci
  assert_success
  assert_output --partial '== summary: ctest 4/4 passed, bats 2/2 passed, ctest (tsan) 4/4 passed, ctest (asan) 4/4 passed, tidy-check: no parent commit (nothing to check)'
  assert_line '14 passed, 0 failed'
  run cat "$calls"
  assert_line --regexp '^cmake -S \. -B build .*-DPCGNS_GTESTS=OFF'
  assert_line --regexp '^cmake -S \. -B build-asan .*-DPCGNS_SANITIZE=address'
  # One shared instrumented library, not a static copy in each test executable.
  assert_line --regexp '^cmake -S \. -B build-asan .*-DPCGNS_LINK_SHARED=ON'
  # The crashers' seeds are made by the normal tree's pcgns-bench.
  assert_line --regexp '^cmake -S \. -B build-asan .*-DPCGNS_CRASHER_GENERATOR=.*/build/apps/pcgns-bench/pcgns-bench$'
  assert_line --regexp '^cmake -S \. -B build-tsan .*-DPCGNS_SANITIZE=thread'
  assert_line 'cmake --build build-asan -j 2 --target pcgns_gtests pcgns_crasher_tools'
  assert_line 'ctest --test-dir build-asan --output-on-failure --no-tests=error -j 2 -L unit|mpi'
}

@test "scripts/test --ci fails when a sanitizer tree's tests fail" {
  run_ci FAIL_CTEST=build-asan
  assert_failure 1
  assert_output --partial 'ctest (asan) 2/4 passed'
  assert_line '12 passed, 2 failed'
}

@test "scripts/test --ci fails when a sanitizer tree does not build" {
  run_ci FAIL_BUILD=build-tsan
  assert_failure 1
  # The reason is named at the end, where a log cut short still shows it.
  assert_output --partial 'scripts/test: a sanitizer build failed: FAILED: libpcgns/unity_3.o'
  # The other tree is still built and tested.
  run cat "$calls"
  assert_line 'cmake --build build-asan -j 2 --target pcgns_gtests pcgns_crasher_tools'
}

@test "scripts/test --ci names each failing bats test again at the end" {
  run_ci FAIL_BATS=two.bats
  assert_failure 1
  assert_output --partial 'bats 1/2 passed'
  assert_line 'scripts/test: tests/cli/two.bats: not ok 1 a thing'
  assert_line --regexp '^== disk: .* free where the trees are$'
}

# In a repository with history: scripts/tidy-check on what the last commit changed, with
# the compile database of a tree configured for it; its finding fails the run.
@test "scripts/test --ci runs tidy-check on the files the last commit changed, and fails on a finding" {
  printf '#!/usr/bin/env bash\necho "tidy-check $* in $PCGNS_BUILD_DIR" >>"%s"\n[[ -z "${FAIL_TIDY:-}" ]]\n' "$calls" \
    >"$root/scripts/tidy-check"
  chmod +x "$root/scripts/tidy-check"
  git -C "$root" init -q && git -C "$root" add -A && git -C "$root" -c user.name=t -c user.email=t@t commit -qm one
  git -C "$root" -c user.name=t -c user.email=t@t commit -q --allow-empty -m two
  run_ci
  assert_success
  assert_output --partial 'ctest (asan) 4/4 passed, tidy-check (last commit) 1/1 passed'
  assert_line '15 passed, 0 failed'
  run cat "$calls"
  assert_line --regexp '^cmake -S \. -B build-tidy .*-DPCGNS_GTESTS=ON'
  assert_line --regexp "^tidy-check -j 2 --changed HEAD\^ in .*/build-tidy$"
  run_ci FAIL_TIDY=1
  assert_failure 1
  assert_output --partial 'tidy-check (last commit) 0/1 passed'
  assert_line '14 passed, 1 failed'
}
