# Every third-party dependency is found here, once.
find_package(MPI 3.1 REQUIRED COMPONENTS C CXX)

# Parallel HDF5: Debian installs the serial and the MPI builds side by side; ask for
# the parallel one and refuse to continue with a serial library.
set(HDF5_PREFER_PARALLEL TRUE)
find_package(HDF5 1.10 REQUIRED COMPONENTS C)
if(NOT HDF5_IS_PARALLEL)
  message(FATAL_ERROR
    "pcgns needs a parallel (MPI) HDF5 build, but the HDF5 found at "
    "'${HDF5_INCLUDE_DIRS}' is serial. On Debian/Ubuntu install libhdf5-openmpi-dev "
    "(scripts/bootstrap does this) or point HDF5_ROOT at a parallel HDF5.")
endif()

find_package(CLI11 2.0 REQUIRED CONFIG)
find_package(nlohmann_json 3.10 REQUIRED CONFIG)
find_package(Threads REQUIRED)

# Graph partitioners for pcgns-split's unstructured zones (libpcgns/src/split/graph):
# METIS (serial, run on one rank) and PT-Scotch (distributed). Both stay behind the API,
# so they are linked PRIVATE by full path, like HDF5; consumers of the static library
# inherit the paths through the exported link interface and need not find them.
# On Debian 12 libptscotch carries the sequential Scotch code too; it only needs an
# error-handler library (libptscotcherr) beside it, so libscotch is not linked.
find_path(METIS_INCLUDE_DIR metis.h)
find_library(METIS_LIBRARY metis)
find_path(PTSCOTCH_INCLUDE_DIR ptscotch.h PATH_SUFFIXES scotch)
find_library(PTSCOTCH_LIBRARY ptscotch)
find_library(PTSCOTCHERR_LIBRARY ptscotcherr)
foreach(_var METIS_INCLUDE_DIR METIS_LIBRARY PTSCOTCH_INCLUDE_DIR PTSCOTCH_LIBRARY
             PTSCOTCHERR_LIBRARY)
  if(NOT ${_var})
    message(FATAL_ERROR
      "pcgns needs METIS and PT-Scotch for unstructured partitioning, but ${_var} was "
      "not found. On Debian/Ubuntu install libmetis-dev libptscotch-dev libscotch-dev "
      "(scripts/bootstrap does this) or set ${_var} by hand.")
  endif()
endforeach()
if(NOT EXISTS ${PTSCOTCH_INCLUDE_DIR}/scotch.h)
  message(FATAL_ERROR "PT-Scotch's ptscotch.h was found in '${PTSCOTCH_INCLUDE_DIR}' but "
                      "scotch.h is not beside it; install libscotch-dev.")
endif()
# The headers through an imported target, whose include directories are SYSTEM (the C
# headers would trip -Wold-style-cast and friends); needed only while building libpcgns.
add_library(pcgns_partitioner_headers INTERFACE IMPORTED)
set_target_properties(pcgns_partitioner_headers PROPERTIES INTERFACE_INCLUDE_DIRECTORIES
                      "${METIS_INCLUDE_DIR};${PTSCOTCH_INCLUDE_DIR}")
set(PCGNS_PARTITIONER_LIBRARIES ${PTSCOTCH_LIBRARY} ${PTSCOTCHERR_LIBRARY} ${METIS_LIBRARY})
