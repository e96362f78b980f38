# pcgns.pc: `pkg-config --cflags --libs pcgns` builds a C solver against the installed
# shared library (pcgns.h), and with the Fortran module a Fortran solver too
# (`mpifort solver.f90 $(pkg-config --cflags --libs pcgns)`: pcgns.mod lies beside pcgns.h,
# and -lpcgns_fortran is listed, which a C program linked with --as-needed drops). The prefix is found from the .pc file's own place, so an
# install tree moved elsewhere (or installed with `cmake --install --prefix`) still works.
# MPI comes from its own pkg-config module where the MPI has one (Open MPI's ompi-c,
# MPICH's mpich), else from the flags CMake found.
set(_pcgns_pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH PCGNS_PC_PREFIX /root/${_pcgns_pc_dir} /root)
string(REGEX REPLACE "/$" "" PCGNS_PC_PREFIX "${PCGNS_PC_PREFIX}")

find_package(PkgConfig QUIET)
set(PCGNS_PC_REQUIRES "")
set(PCGNS_PC_MPI_CFLAGS "")
set(PCGNS_PC_MPI_LIBS "")
foreach(_module ompi-c mpich)
  if(PKG_CONFIG_FOUND AND NOT PCGNS_PC_REQUIRES)
    execute_process(COMMAND ${PKG_CONFIG_EXECUTABLE} --exists ${_module} RESULT_VARIABLE _missing)
    if(_missing EQUAL 0)
      set(PCGNS_PC_REQUIRES ${_module})
    endif()
  endif()
endforeach()
if(NOT PCGNS_PC_REQUIRES)
  list(TRANSFORM MPI_C_INCLUDE_DIRS PREPEND -I OUTPUT_VARIABLE _flags)
  string(JOIN " " PCGNS_PC_MPI_CFLAGS ${_flags})
  string(JOIN " " PCGNS_PC_MPI_LIBS ${MPI_C_LIBRARIES})
endif()

set(PCGNS_PC_FORTRAN_LIBS "")
if(TARGET pcgns_fortran)
  set(PCGNS_PC_FORTRAN_LIBS -lpcgns_fortran)
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/pcgns.pc.in ${PROJECT_BINARY_DIR}/pcgns.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/pcgns.pc DESTINATION ${_pcgns_pc_dir})
