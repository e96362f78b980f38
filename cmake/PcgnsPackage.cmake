# `cpack -G DEB` in the build tree: a Debian package of everything `cmake --install` puts
# in place (tools, pcgns-bench-plot, library, headers, CMake and pkg-config files, man
# pages, completions), under /usr. The shared libraries it needs (parallel HDF5, Open MPI,
# METIS, PT-Scotch) become Depends through dpkg-shlibdeps; mpiexec is added by hand, as
# no binary links it.
set(CPACK_PACKAGE_NAME pcgns)
set(CPACK_PACKAGE_VENDOR pcgns)
set(CPACK_PACKAGE_CONTACT "pcgns developers <dev@pcgns.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_STRIP_PROGRAM ${CMAKE_STRIP})
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/PcgnsPackageStrip.cmake)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "openmpi-bin")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "python3-matplotlib")
include(CPack)
