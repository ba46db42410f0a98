# Brings the app's catalogs up to date with the sources, or checks that they are.
#
#   cmake -DLUPDATE=<lupdate> -DSOURCE_DIR=<repository> -P translations/lupdate.cmake
#       runs lupdate over ui/ and app/gui/ into translations/mancala_{en,ur,sw}.ts
#       (English: plural forms only), without source locations, so that the
#       files change only when the strings do, and dropping vanished strings.
#
#   cmake -DLUPDATE=<lupdate> -DSOURCE_DIR=<repository> -DCHECK_DIR=<empty dir> -P ...
#       does the same on copies in CHECK_DIR and fails when a copy differs
#       from the file in the tree (a string was added, changed or removed in
#       the sources without updating the catalogs), or when any catalog,
#       qtbase_{ur,sw}.ts included, has an unfinished, vanished or obsolete
#       message.
cmake_minimum_required(VERSION 3.25)

foreach(var LUPDATE SOURCE_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "lupdate.cmake: ${var} is not set")
  endif()
endforeach()

set(ts_dir ${SOURCE_DIR}/translations)
set(sources ${SOURCE_DIR}/ui ${SOURCE_DIR}/app/gui)
set(generated mancala_en mancala_ur mancala_sw)
set(handwritten qtbase_ur qtbase_sw)

if(DEFINED CHECK_DIR)
  file(REMOVE_RECURSE ${CHECK_DIR})
  file(MAKE_DIRECTORY ${CHECK_DIR})
  foreach(catalog IN LISTS generated)
    file(COPY_FILE ${ts_dir}/${catalog}.ts ${CHECK_DIR}/${catalog}.ts)
  endforeach()
  set(out_dir ${CHECK_DIR})
else()
  set(out_dir ${ts_dir})
endif()

function(run_lupdate)
  execute_process(COMMAND ${LUPDATE} -silent -locations none -no-obsolete ${ARGN}
                  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${result}):\n${output}")
  endif()
endfunction()

run_lupdate(-pluralonly ${sources} -ts ${out_dir}/mancala_en.ts)
run_lupdate(${sources} -ts ${out_dir}/mancala_ur.ts ${out_dir}/mancala_sw.ts)

if(NOT DEFINED CHECK_DIR)
  return()
endif()

set(problems "")
foreach(catalog IN LISTS generated)
  file(READ ${ts_dir}/${catalog}.ts committed)
  file(READ ${CHECK_DIR}/${catalog}.ts updated)
  if(NOT committed STREQUAL updated)
    string(APPEND problems "translations/${catalog}.ts is out of date with the sources: "
                           "build the target update_translations and translate what is new.\n")
  endif()
endforeach()
foreach(catalog IN LISTS generated handwritten)
  file(STRINGS ${ts_dir}/${catalog}.ts lines REGEX "type=\"(unfinished|vanished|obsolete)\"")
  list(LENGTH lines count)
  if(count GREATER 0)
    string(APPEND problems "translations/${catalog}.ts has ${count} unfinished, vanished or obsolete message(s).\n")
  endif()
  file(STRINGS ${ts_dir}/${catalog}.ts empty REGEX "<(translation|numerusform)></(translation|numerusform)>|<translation/>")
  list(LENGTH empty count)
  if(count GREATER 0)
    string(APPEND problems "translations/${catalog}.ts has ${count} empty translation(s).\n")
  endif()
endforeach()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()
message(STATUS "Every catalog is complete and up to date with the sources.")
