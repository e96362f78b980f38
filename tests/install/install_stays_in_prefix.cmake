# cmake -P script run by the install.prefix test: `cmake --install` under DESTDIR into an
# absolute prefix must put every file under DESTDIR/PREFIX -- a destination left empty or
# absolute lands elsewhere, which a normal user's `--prefix $HOME/x` cannot write. Then
# the files a user finds on PATH and in the shell: the tools, pcgns-bench-plot (executable,
# with a shebang), and every file named in EXPECTED (paths relative to the prefix).
foreach(var BUILD_DIR WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "install_stays_in_prefix.cmake: ${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
set(destdir ${WORK_DIR}/root)
set(prefix /opt/pcgns-prefix-test)
execute_process(COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${destdir} ${CMAKE_COMMAND} --install ${BUILD_DIR}
                        --prefix ${prefix}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "install test: cmake --install failed (${rc}):\n${out}${err}")
endif()

file(GLOB_RECURSE installed RELATIVE ${destdir} LIST_DIRECTORIES false ${destdir}/*)
if(NOT installed)
  message(FATAL_ERROR "install test: nothing was installed under ${destdir}")
endif()
set(outside)
foreach(path IN LISTS installed)
  if(NOT path MATCHES "^opt/pcgns-prefix-test/")
    list(APPEND outside /${path})
  endif()
endforeach()
if(outside)
  list(JOIN outside "\n  " outside)
  message(FATAL_ERROR "install test: installed outside the prefix ${prefix}:\n  ${outside}")
endif()

set(root ${destdir}${prefix})
foreach(tool pcgns-merge pcgns-split pcgns-bench pcgns-stripe pcgns-bench-plot)
  execute_process(COMMAND test -x ${root}/bin/${tool} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install test: ${prefix}/bin/${tool} is missing or not executable")
  endif()
endforeach()
file(STRINGS ${root}/bin/pcgns-bench-plot first_line LIMIT_COUNT 1)
if(NOT first_line MATCHES "^#!/")
  message(FATAL_ERROR "install test: pcgns-bench-plot does not start with a shebang: '${first_line}'")
endif()
string(REPLACE "|" ";" EXPECTED "${EXPECTED}")  # joined with '|' by tests/install/CMakeLists.txt
foreach(path IN LISTS EXPECTED)
  if(NOT EXISTS ${root}/${path})
    message(FATAL_ERROR "install test: ${prefix}/${path} was not installed")
  endif()
endforeach()
