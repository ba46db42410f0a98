# The sounds are the same bytes on every run of their generator: two runs of
# tools/sounds/make_sounds.py into empty folders agree with each other and
# with the files the build compiled into the app.
#
#   cmake -DPYTHON=<python3> -DSOURCE_DIR=<repository> -DBUILT_DIR=<build>/ui/sounds
#         -DWORK_DIR=<empty dir> -P tests/tools/sounds_reproducible.cmake
cmake_minimum_required(VERSION 3.25)

foreach(var PYTHON SOURCE_DIR BUILT_DIR WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "sounds_reproducible.cmake: ${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
foreach(run first second)
  execute_process(COMMAND ${PYTHON} ${SOURCE_DIR}/tools/sounds/make_sounds.py ${WORK_DIR}/${run}
                  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "make_sounds.py failed (${result}):\n${output}")
  endif()
endforeach()

file(GLOB made RELATIVE ${WORK_DIR}/first ${WORK_DIR}/first/*.wav)
file(GLOB built RELATIVE ${BUILT_DIR} ${BUILT_DIR}/*.wav)
list(SORT made)
list(SORT built)
if(NOT made STREQUAL built)
  message(FATAL_ERROR "make_sounds.py makes ${made}, the build has ${built}")
endif()
foreach(name IN LISTS made)
  foreach(other ${WORK_DIR}/second/${name} ${BUILT_DIR}/${name})
    file(SHA256 ${WORK_DIR}/first/${name} want)
    file(SHA256 ${other} got)
    if(NOT want STREQUAL got)
      message(FATAL_ERROR "${name} differs between runs of make_sounds.py (${other})")
    endif()
  endforeach()
endforeach()
list(LENGTH made count)
message(STATUS "${count} sounds, the same bytes on every run")
