# The Debian package of this build, made by CPack as `./dev package` makes
# it (packaging/CMakeLists.txt), then lintian on it: no error and no warning
# (informational tags are printed, not failed; the one override,
# packaging/lintian-overrides, gives its reason). Skipped
# where lintian is not installed (it is in ./dev's PACKAGES).
#
#   cmake -DBUILD_DIR=<build> -DWORK=<dir> -DPACKAGE=mancala-games -P lintian.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var BUILD_DIR WORK PACKAGE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "lintian.cmake: ${var} is not set")
  endif()
endforeach()

find_program(LINTIAN lintian)
if(NOT LINTIAN)
  message(STATUS "lintian is not installed: skipped")
  return()
endif()

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${CMAKE_CPACK_COMMAND} --config ${BUILD_DIR}/CPackConfig.cmake -B ${WORK}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
file(GLOB debs ${WORK}/${PACKAGE}_*.deb)
list(LENGTH debs count)
if(NOT status EQUAL 0 OR NOT count EQUAL 1)
  message(FATAL_ERROR "cpack failed (${status}), or made ${count} packages named ${PACKAGE}_*.deb:\n${out}")
endif()

execute_process(COMMAND ${LINTIAN} --fail-on error,warning --display-info --tag-display-limit 0 ${debs}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR out MATCHES "(^|\n)[EW]: ")
  message(FATAL_ERROR "lintian ${debs}: status ${status}\n${out}${err}")
endif()
message(STATUS "lintian ${debs}: no error, no warning\n${out}")
