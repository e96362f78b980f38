#!/usr/bin/env bats
# scripts/bootstrap: a no-op when everything is installed; as a non-root user it never
# tries to install, it prints the exact apt-get command and fails.

load common

setup() {
  BOOTSTRAP="$BATS_TEST_DIRNAME/../../scripts/bootstrap"
}

# Runs the bootstrap script as the unprivileged user "nobody". The script is fed on
# standard input, so it runs even when the checkout is not readable by that user.
run_as_nobody() {
  if [[ "$(id -u)" == 0 ]]; then
    run bash -c 'cd / && exec setpriv --reuid=65534 --regid=65534 --clear-groups \
                 env "$@" bash -s' _ "$@" < "$BOOTSTRAP"
  else
    run env "$@" bash -s < "$BOOTSTRAP"
  fi
}

@test "bootstrap with every dependency installed does nothing and succeeds" {
  run bash "$BOOTSTRAP"
  assert_success
  assert_output ""
}

@test "bootstrap as non-root prints the apt-get command for a missing package and fails" {
  run_as_nobody PCGNS_EXTRA_PACKAGES=pcgns-no-such-package
  assert_failure 1
  assert_line --regexp '^  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends .*pcgns-no-such-package'
  assert_output --partial 'missing Debian packages: pcgns-no-such-package'
}

@test "bootstrap as non-root names only the missing packages" {
  run_as_nobody "PCGNS_EXTRA_PACKAGES=pcgns-no-such-package cmake"
  assert_failure 1
  refute_output --partial ' cmake'
  assert_output --partial 'pcgns-no-such-package'
}
