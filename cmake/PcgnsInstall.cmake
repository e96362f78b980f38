# Installs libpcgns with exported targets (pcgns::pcgns) and a package config that
# re-finds the public dependencies for consumers.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS pcgns EXPORT pcgnsTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY libpcgns/include/pcgns DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT pcgnsTargets NAMESPACE pcgns::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pcgns)
configure_package_config_file(cmake/pcgnsConfig.cmake.in
        ${CMAKE_CURRENT_BINARY_DIR}/pcgnsConfig.cmake
        INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pcgns)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/pcgnsConfigVersion.cmake
        COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/pcgnsConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/pcgnsConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pcgns)
install(DIRECTORY man/man1 DESTINATION ${CMAKE_INSTALL_MANDIR} FILES_MATCHING PATTERN "*.1")
