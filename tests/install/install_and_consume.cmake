# cmake -P script run by the install.consumer test:
#   1. cmake --install BUILD_DIR --prefix WORK_DIR/prefix
#   2. configure and build CONSUMER_SOURCE_DIR against that prefix only
#   3. run the consumer, which writes and reads a CGNS file through libpcgns
#   4. with C_CONSUMER_SOURCE_DIR (the shared library and its C API were built): build the
#      C consumer with CMake (pcgns::c) and with `pkg-config --cflags --libs pcgns`, and
#      run both under MPIEXEC
#   5. with FORTRAN_SOURCE ("|"-separated sources, MPI_FORTRAN_COMPILER): build that Fortran
#      program with `pkg-config --cflags --libs pcgns` and run it under MPIEXEC
foreach(var BUILD_DIR CONSUMER_SOURCE_DIR WORK_DIR GENERATOR CXX_COMPILER)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "install_and_consume.cmake: ${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install test: ${what} failed (${rc})")
  endif()
endfunction()

run_step("installing the project" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
foreach(header tree_io.hpp pcgns.hpp version.hpp)
  if(NOT EXISTS ${prefix}/include/pcgns/${header})
    message(FATAL_ERROR "install test: pcgns/${header} was not installed under ${prefix}/include")
  endif()
endforeach()
# CMAKE_FIND_USE_PACKAGE_REGISTRY=OFF and the explicit pcgns_DIR search root make sure
# the consumer finds the installed package, never the build tree.
run_step("configuring the consumer"
         ${CMAKE_COMMAND} -S ${CONSUMER_SOURCE_DIR} -B ${WORK_DIR}/consumer-build
         -G ${GENERATOR} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
         -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
         -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
run_step("building the consumer" ${CMAKE_COMMAND} --build ${WORK_DIR}/consumer-build)
file(STRINGS ${WORK_DIR}/consumer-build/CMakeCache.txt pcgns_dir REGEX "^pcgns_DIR:")
string(FIND "${pcgns_dir}" "${prefix}/" found_at)
if(found_at EQUAL -1)
  message(FATAL_ERROR "install test: the consumer found pcgns outside the install tree: "
                      "${pcgns_dir}")
endif()
run_step("running the consumer" ${WORK_DIR}/consumer-build/pcgns_consumer
         ${WORK_DIR}/consumer.cgns)

if(NOT DEFINED C_CONSUMER_SOURCE_DIR)
  return()
endif()
foreach(var C_COMPILER MPIEXEC)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "install_and_consume.cmake: ${var} is not set")
  endif()
endforeach()
string(REPLACE "|" ";" MPIEXEC "${MPIEXEC}")
if(NOT EXISTS ${prefix}/include/pcgns.h)
  message(FATAL_ERROR "install test: pcgns.h was not installed under ${prefix}/include")
endif()
run_step("configuring the C consumer"
         ${CMAKE_COMMAND} -S ${C_CONSUMER_SOURCE_DIR} -B ${WORK_DIR}/c-consumer-build
         -G ${GENERATOR} -DCMAKE_C_COMPILER=${C_COMPILER}
         -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
         -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
run_step("building the C consumer" ${CMAKE_COMMAND} --build ${WORK_DIR}/c-consumer-build)
run_step("running the C consumer (CMake)" ${MPIEXEC} ${WORK_DIR}/c-consumer-build/pcgns_c_consumer
         ${WORK_DIR}/c_consumer_cmake.cgns)

# pkg-config, as a Makefile-built solver would; the .pc file finds its prefix itself.
file(GLOB pc_file ${prefix}/lib*/pkgconfig/pcgns.pc ${prefix}/lib/*/pkgconfig/pcgns.pc)
if(NOT pc_file)
  message(FATAL_ERROR "install test: pcgns.pc was not installed under ${prefix}")
endif()
get_filename_component(pc_dir ${pc_file} DIRECTORY)
get_filename_component(lib_dir ${pc_dir} DIRECTORY)

# pkg_config_flags(MODULE OUT): `pkg-config --cflags --libs MODULE` from the install tree, as
# a list, which must point into it.
function(pkg_config_flags module out)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env PKG_CONFIG_PATH=${pc_dir} pkg-config --cflags --libs ${module}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE flags ERROR_VARIABLE error OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install test: pkg-config --cflags --libs ${module} failed: ${error}")
  endif()
  string(FIND "${flags}" "-L${lib_dir}" found_at)
  if(found_at EQUAL -1)
    message(FATAL_ERROR "install test: pkg-config's flags for ${module} do not point into the install tree: ${flags}")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  set(${out} ${flags} PARENT_SCOPE)
endfunction()

pkg_config_flags(pcgns pc_flags)
run_step("building the C consumer with pkg-config"
         ${C_COMPILER} ${C_CONSUMER_SOURCE_DIR}/main.c ${pc_flags} -Wl,-rpath,${lib_dir}
         -o ${WORK_DIR}/pcgns_c_consumer_pc)
run_step("running the C consumer (pkg-config)" ${MPIEXEC} ${WORK_DIR}/pcgns_c_consumer_pc
         ${WORK_DIR}/c_consumer_pc.cgns)

# With FORTRAN_SOURCE (the Fortran module was built): a Fortran solver built with the MPI
# Fortran wrapper and pcgns.pc alone, run on a file per process.
if(NOT DEFINED FORTRAN_SOURCE)
  return()
endif()
pkg_config_flags(pcgns fortran_flags)
string(REPLACE "|" ";" fortran_sources "${FORTRAN_SOURCE}")
# -J: the program's own modules go to the scratch directory, not to the test's one.
run_step("building the Fortran consumer with pkg-config"
         ${MPI_FORTRAN_COMPILER} ${fortran_sources} ${fortran_flags} -J${WORK_DIR} -Wl,-rpath,${lib_dir}
         -o ${WORK_DIR}/pcgns_fortran_consumer_pc)
run_step("running the Fortran consumer (pkg-config)" ${MPIEXEC} ${WORK_DIR}/pcgns_fortran_consumer_pc parts
         ${WORK_DIR}/fortran_consumer_pc)
