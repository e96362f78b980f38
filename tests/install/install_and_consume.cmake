# cmake -P script run by the install.consumer test:
#   1. cmake --install BUILD_DIR --prefix WORK_DIR/prefix
#   2. configure and build CONSUMER_SOURCE_DIR against that prefix only
#   3. run the consumer, which writes and reads a CGNS file through libpcgns
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
