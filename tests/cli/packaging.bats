#!/usr/bin/env bats
# What is shipped beside the tools: the Spack recipe (share/spack/package.py) matches the
# CMake options, and the batch examples (share/examples/batch) run a merge and a split for
# a restart with their JSON reports -- here with mpiexec instead of srun or a PBS mpiexec.

load common

setup_file() {
  pcgns_tools
  export SOURCE="$BATS_TEST_DIRNAME/../.."
}

setup() {
  cd "$BATS_TEST_TMPDIR"
  export PATH="$BUILD/apps/pcgns-merge:$BUILD/apps/pcgns-split:$PATH"
}

# The recipe run against a stand-in for Spack's API: its variants, and the CMake
# definitions cmake_args() makes from them ("VARIANT OPTION" a line).
spack_variants_and_options() {
  python3 - "$SOURCE/share/spack/package.py" <<'PY'
import sys, types
declared = {}
api = types.ModuleType("spack.package")
class CMakePackage:
    def define_from_variant(self, option, variant):
        return (variant, option)
api.CMakePackage = CMakePackage
api.variant = lambda name, **kw: declared.setdefault(name, kw)
for name in ("version", "depends_on", "conflicts", "license", "maintainers"):
    setattr(api, name, lambda *a, **kw: None)
spack = types.ModuleType("spack"); spack.package = api
sys.modules.update({"spack": spack, "spack.package": api})
namespace = {}
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"), namespace)
for variant, option in namespace["Pcgns"]().cmake_args():
    assert variant in declared, f"cmake_args uses an undeclared variant {variant}"
    print(variant, option)
assert len(declared) == len(namespace["Pcgns"]().cmake_args()), "a variant reaches no CMake option"
PY
}

@test "Spack recipe: variants shared, fortran, tests, each passed to the CMake option of that name" {
  run spack_variants_and_options
  assert_success
  assert_output "$(printf '%s\n' 'shared PCGNS_SHARED_LIBRARY' 'fortran PCGNS_FORTRAN' 'tests PCGNS_BUILD_TESTS')"
  # The options exist in the tree (the Fortran one once the Fortran module is in it).
  local option
  for option in PCGNS_SHARED_LIBRARY PCGNS_BUILD_TESTS; do
    run grep -rqs --include=CMakeLists.txt --include='*.cmake' "option($option " "$SOURCE/CMakeLists.txt" \
      "$SOURCE/cmake" "$SOURCE/libpcgns"
    assert_success
  done
  if [ -d "$SOURCE/libpcgns/fortran" ]; then
    run grep -rqs --include=CMakeLists.txt --include='*.cmake' "option(PCGNS_FORTRAN " "$SOURCE/CMakeLists.txt" \
      "$SOURCE/cmake" "$SOURCE/libpcgns"
    assert_success
  fi
}

# generate_solver_output: 2 per-rank files of 2 time steps in ./out, as a solver's job leaves them.
generate_solver_output() {
  timeout 60 "$BENCH" generate -q --mesh unstructured --cells 200 --parts 2 --steps 2 -o out
}

@test "Slurm example: merge, then split the last step for the restart, with both JSON reports" {
  generate_solver_output
  run env SLURM_SUBMIT_DIR="$BATS_TEST_TMPDIR" SLURM_JOB_ID=42 RESTART_PARTS=3 PCGNS_LAUNCHER="mpiexec -n 2" \
    timeout 120 bash "$SOURCE/share/examples/batch/slurm.sh"
  assert_success
  assert_output --partial "reports: reports/*-42.json"
  assert [ -s run.cgns ]
  for r in 0 1 2; do assert [ -s "restart/run_sub_$r.cgns" ]; done
  assert [ -s restart/run.cgns ]
  assert [ ! -e restart/run_sub_3.cgns ]
  for report in reports/merge-42.json reports/split-42.json; do
    run python3 -c "import json, sys; json.load(open(sys.argv[1]))" "$report"
    assert_success
  done
}

@test "PBS example: the same from PBS_O_WORKDIR; a failed merge stops it before the split, with the merge's code" {
  generate_solver_output
  run env PBS_O_WORKDIR="$BATS_TEST_TMPDIR" PBS_JOBID=7.server RESTART_PARTS=2 PCGNS_LAUNCHER="mpiexec -n 1" \
    timeout 120 bash "$SOURCE/share/examples/batch/pbs.sh"
  assert_success
  assert [ -s reports/merge-7.json ]
  assert [ -s reports/split-7.json ]
  assert [ -s restart/run_sub_1.cgns ]
  run env PBS_O_WORKDIR="$BATS_TEST_TMPDIR" PBS_JOBID=8 SOLVER_OUTPUT=missing MERGED=other.cgns \
    RESTART_STEM=again/run PCGNS_LAUNCHER="mpiexec -n 1" timeout 120 bash "$SOURCE/share/examples/batch/pbs.sh"
  assert_equal "$status" 66
  assert [ ! -e other.cgns ]
  assert [ ! -e again ]
  assert [ ! -e reports/split-8.json ]
}
