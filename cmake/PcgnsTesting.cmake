# Test helpers: add_gtest() for serial unit tests, add_mpi_gtest() for tests that run
# under mpiexec with each of the given rank counts (one ctest entry per count).
find_package(GTest REQUIRED)

set(PCGNS_MPIEXEC_FLAGS ${MPIEXEC_PREFLAGS})
if(MPIEXEC_EXECUTABLE MATCHES "mpiexec|mpirun|orterun")
  # Open MPI refuses to run as root or to place more ranks than cores unless told;
  # CI containers are root with 2 cores.
  execute_process(COMMAND ${MPIEXEC_EXECUTABLE} --version OUTPUT_VARIABLE _mpiexec_version
                  ERROR_QUIET)
  if(_mpiexec_version MATCHES "Open MPI|OpenRTE")
    list(APPEND PCGNS_MPIEXEC_FLAGS --allow-run-as-root --oversubscribe)
  endif()
endif()

set(PCGNS_TEST_DATA_DIR ${PROJECT_SOURCE_DIR}/tests/data)

# scripts/test --ci runs the unit and MPI tests once, in the ASan+UBSan tree: its normal
# tree then defines them outside `all` and registers no ctest entry for them.
option(PCGNS_GTESTS "Build and register the unit and MPI tests in this tree" ON)

# Runtime options of the sanitizer trees (PCGNS_SANITIZE) for every unit and MPI test:
# report with a stack and stop at the first finding. allocator_may_return_null lets a huge
# allocation throw std::bad_alloc, as it does without ASan, instead of aborting. Leak
# checking is off: Open MPI keeps allocations from MPI_Init to the end, and its frames
# (built without frame pointers) cut the fast unwinder's stacks short, so no suppression
# can name them; the slow unwinder would make every allocation many times dearer.
# tests/sanitizers/tsan.supp says what of Open MPI's is suppressed under TSan, and why.
set(PCGNS_TEST_ENVIRONMENT)
if(PCGNS_SANITIZE STREQUAL "thread")
  list(APPEND PCGNS_TEST_ENVIRONMENT "TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:\
suppressions=${PROJECT_SOURCE_DIR}/tests/sanitizers/tsan.supp")
elseif(PCGNS_SANITIZE)
  list(APPEND PCGNS_TEST_ENVIRONMENT "ASAN_OPTIONS=allocator_may_return_null=1:detect_leaks=0"
       "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
endif()

# PCGNS_UNITY_TESTS compiles each test executable's files in one batch (one translation
# unit per target): the ASan+UBSan tree of scripts/test --ci then parses GoogleTest's and
# the library's headers once a target instead of once a file (docs/performance.md, "CI
# time"). Names private to a test file must therefore be unique within its target.
option(PCGNS_UNITY_TESTS "Compile each test executable as a unity build" OFF)

# PCGNS_TEST_PCH gives the test executables one precompiled header (GoogleTest, MPI and
# the standard headers every test includes), built once by pcgns_test_pch and reused by
# every target compiled with the same flags: the ASan+UBSan tree of scripts/test --ci
# otherwise parses them again for each of its test executables (docs/performance.md,
# "CI time"). Off in developers' trees, where ccache does better.
option(PCGNS_TEST_PCH "Share one precompiled header among the test executables" OFF)
set(PCGNS_TEST_PCH_HEADERS <gtest/gtest.h> <mpi.h> <algorithm> <cstdint> <filesystem> <functional> <map>
    <memory> <string> <vector>)

# Every GoogleTest executable (unit and MPI), so that a tree can build just those:
# `cmake --build DIR --target pcgns_gtests` (the sanitizer trees of scripts/test).
add_custom_target(pcgns_gtests)

# _pcgns_test_flags(TARGET): what every test target is compiled with.
function(_pcgns_test_flags name)
  set_target_properties(${name} PROPERTIES PCGNS_TEST_CODE ON)  # PcgnsWarnings.cmake
  target_link_libraries(${name} PRIVATE pcgns_linked pcgns_test_support pcgns_build_flags GTest::gtest)
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/libpcgns/src ${PROJECT_SOURCE_DIR}/tests)
  target_include_directories(${name} SYSTEM PRIVATE ${HDF5_C_INCLUDE_DIRS})
  target_compile_definitions(${name} PRIVATE PCGNS_TEST_DATA_DIR="${PCGNS_TEST_DATA_DIR}")
  # The tests' own code is optimised lightly: optimising it was a large share of a clean
  # build, and -O1 compiles nearly as fast as -O0 while the MPI tests run as fast as at
  # -O2 (docs/performance.md); the library under test keeps the build type's flags.
  # At -O1 GCC 12 reports std::optional members as maybe-uninitialized (a known false
  # positive, GCC bug 80635); the library, at -O2, keeps the warning.
  target_compile_options(${name} PRIVATE $<$<NOT:$<CONFIG:Debug>>:-O1>
                         $<$<CXX_COMPILER_ID:GNU>:-Wno-maybe-uninitialized>)
endfunction()

if(PCGNS_TEST_PCH)
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/pcgns_test_pch.cpp "// the precompiled header's own translation unit\n")
  add_library(pcgns_test_pch OBJECT EXCLUDE_FROM_ALL ${CMAKE_CURRENT_BINARY_DIR}/pcgns_test_pch.cpp)
  _pcgns_test_flags(pcgns_test_pch)
  target_precompile_headers(pcgns_test_pch PRIVATE ${PCGNS_TEST_PCH_HEADERS})
endif()

function(_pcgns_test_target name)
  cmake_parse_arguments(T "" "" "SOURCES;LIBS" ${ARGN})
  if(PCGNS_GTESTS)
    add_executable(${name} ${T_SOURCES})
  else()
    add_executable(${name} EXCLUDE_FROM_ALL ${T_SOURCES})
  endif()
  add_dependencies(pcgns_gtests ${name})
  _pcgns_test_flags(${name})
  target_link_libraries(${name} PRIVATE ${T_LIBS})
  target_link_libraries(${name} PRIVATE ${HDF5_C_LIBRARIES})
  if(PCGNS_TEST_PCH)
    target_precompile_headers(${name} REUSE_FROM pcgns_test_pch)
  endif()
  if(PCGNS_UNITY_TESTS)
    set_target_properties(${name} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
  endif()
endfunction()

# add_gtest(NAME SOURCES a.cpp b.cpp [LIBS ...])
function(add_gtest name)
  _pcgns_test_target(${name} ${ARGN})
  target_link_libraries(${name} PRIVATE GTest::gtest_main)
  if(NOT PCGNS_GTESTS)
    return()
  endif()
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES LABELS unit FAIL_REGULAR_EXPRESSION "HDF5-DIAG"
                       ENVIRONMENT "${PCGNS_TEST_ENVIRONMENT}")
endfunction()

# add_mpi_gtest(NAME NP 1 2 4 SOURCES a.cpp [LIBS ...]); the test binary must provide
# main() through tests/mpi/mpi_gtest_main.cpp (MPI_Init, rank-aware result reduction).
function(add_mpi_gtest name)
  # SOURCES/LIBS are keywords here too: otherwise they would be swallowed into NP.
  cmake_parse_arguments(M "" "" "NP;SOURCES;LIBS" ${ARGN})
  _pcgns_test_target(${name} SOURCES ${M_SOURCES} LIBS ${M_LIBS})
  target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/mpi/mpi_gtest_main.cpp)
  if(NOT PCGNS_GTESTS)
    return()
  endif()
  foreach(np IN LISTS M_NP)
    add_test(NAME ${name}.np${np}
             COMMAND ${MPIEXEC_EXECUTABLE} ${MPIEXEC_NUMPROC_FLAG} ${np}
                     ${PCGNS_MPIEXEC_FLAGS} $<TARGET_FILE:${name}>)
    set_tests_properties(${name}.np${np} PROPERTIES LABELS mpi PROCESSORS ${np}
                         TIMEOUT 300 FAIL_REGULAR_EXPRESSION "HDF5-DIAG"
                         ENVIRONMENT "${PCGNS_TEST_ENVIRONMENT}")
  endforeach()
endfunction()
