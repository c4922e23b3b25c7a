# `cmake --install`: headers (with the generated .inc and the .td files),
# libraries, tools, the mlir-opt plugin and a CMake package, so that
# another project does find_package(Hiera) and links Hiera::HieraSearch (or Hiera::HieraTransforms alone).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HIERA_LIBRARIES HieraSupport HieraPlan HieraTarget HieraAnalysis HieraKernels HieraMeasure HieraTuning
    HieraPolicy HieraReport HieraTransforms HieraSearch)
foreach(library ${HIERA_LIBRARIES})
  target_include_directories(${library} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()
install(TARGETS ${HIERA_LIBRARIES} EXPORT HieraTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
# Installed binaries still find Debian's libMLIR.so where they were linked.
set(HIERA_BINARIES hiera-opt hiera-translate hiera-db hiera-report HieraPlugin)
if(TARGET hiera_runtime)
  list(APPEND HIERA_BINARIES hiera-run hiera_jit)
endif()
set_target_properties(${HIERA_BINARIES} PROPERTIES INSTALL_RPATH_USE_LINK_PATH ON)
install(TARGETS HieraPlugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS hiera-opt hiera-translate hiera-db hiera-report RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET hiera_runtime)
  install(TARGETS hiera_runtime hiera_jit
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(TARGETS hiera-run RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

foreach(root ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR})
  install(DIRECTORY ${root}/include/hiera
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    FILES_MATCHING PATTERN "*.h" PATTERN "*.inc" PATTERN "*.td"
    PATTERN "CMakeFiles" EXCLUDE)
endforeach()

set(HIERA_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/hiera)
install(EXPORT HieraTargets NAMESPACE Hiera:: DESTINATION ${HIERA_PACKAGE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/HieraConfig.cmake.in
  ${PROJECT_BINARY_DIR}/HieraConfig.cmake
  INSTALL_DESTINATION ${HIERA_PACKAGE_DIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR)
install(FILES ${PROJECT_BINARY_DIR}/HieraConfig.cmake
  DESTINATION ${HIERA_PACKAGE_DIR})
