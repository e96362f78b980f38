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
