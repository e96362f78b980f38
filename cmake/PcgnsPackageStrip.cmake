# Run by cpack (CPACK_PRE_BUILD_SCRIPTS) on its staging tree, before the package is made:
# strips the debug information from the static libraries, which CPACK_STRIP_FILES leaves
# alone and which is nearly all of libpcgns.a in a RelWithDebInfo build.
file(GLOB_RECURSE _archives ${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*.a)
foreach(archive IN LISTS _archives)
  execute_process(COMMAND ${CPACK_STRIP_PROGRAM} --strip-debug ${archive} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "strip --strip-debug ${archive} failed (${rc})")
  endif()
endforeach()
