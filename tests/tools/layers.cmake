# Checks that the folders of a source tree form layers: a file may include
# headers of its own folder and of folders in lower layers, never of a folder
# in its own layer or above (so no two folders include each other). DESIGN.md
# draws them.
#
#   cmake -DSOURCE_DIR=<repository> -DTREE=ui
#         "-DLAYERS=settings i18n session board+records play+rules window"
#         [-DPUBLIC=core/include/mancala "-DPUBLIC_LAYERS=types.hpp=games ..."]
#         -P tests/tools/layers.cmake
#
# LAYERS lists the folders of TREE, lowest first; folders joined by + are one
# layer. Headers "mancala/…" are the core's public ones: without PUBLIC any
# file may include them (the core is below the whole tree); with PUBLIC each
# belongs to the folder PUBLIC_LAYERS names, includes of it are checked like
# any other, and so are the includes of the public headers themselves.
cmake_minimum_required(VERSION 3.25)

foreach(var SOURCE_DIR TREE LAYERS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "layers.cmake: ${var} is not set")
  endif()
endforeach()

separate_arguments(layers UNIX_COMMAND "${LAYERS}")
set(rank 0)
set(known "")
foreach(layer IN LISTS layers)
  string(REPLACE "+" ";" folders ${layer})
  foreach(folder IN LISTS folders)
    set(rank_${folder} ${rank})
    list(APPEND known ${folder})
  endforeach()
  math(EXPR rank "${rank} + 1")
endforeach()

if(DEFINED PUBLIC)
  separate_arguments(pairs UNIX_COMMAND "${PUBLIC_LAYERS}")
  foreach(pair IN LISTS pairs)
    string(REPLACE "=" ";" pair ${pair})
    list(GET pair 0 header)
    list(GET pair 1 folder)
    set(public_${header} ${folder})
  endforeach()
endif()

set(faults "")

# The folder a header "…" included by a file belongs to, or "" if the header
# is not in a known folder (then fault is set).
function(folder_of header file result)
  set(${result} "" PARENT_SCOPE)
  if(NOT header MATCHES "/")
    set(fault "${file} includes \"${header}\" without its folder" PARENT_SCOPE)
    return()
  endif()
  string(REGEX MATCH "^[^/]+" target ${header})
  if(target STREQUAL "mancala")
    if(NOT DEFINED PUBLIC)
      set(${result} "mancala" PARENT_SCOPE)
      return()
    endif()
    string(REGEX REPLACE "^mancala/" "" name ${header})
    if(NOT DEFINED public_${name})
      set(fault "${file} includes \"${header}\", which PUBLIC_LAYERS does not place" PARENT_SCOPE)
      return()
    endif()
    set(target ${public_${name}})
  elseif(NOT target IN_LIST known)
    set(fault "${file} includes \"${header}\" from an unknown folder" PARENT_SCOPE)
    return()
  endif()
  set(${result} ${target} PARENT_SCOPE)
endfunction()

# Checks the includes of one file, which belongs to folder.
function(check_includes path file folder)
  file(STRINGS ${path} includes REGEX "^#include \"[^\"]+\"")
  set(found "")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" header "${line}")
    set(fault "")
    folder_of("${header}" "${file}" target)
    if(fault)
      list(APPEND found "${fault}")
    elseif(NOT target STREQUAL folder AND NOT target STREQUAL "mancala"
           AND NOT rank_${target} LESS rank_${folder})
      list(APPEND found "${file} (${folder}) includes \"${header}\" (${target}), a layer not below its own")
    endif()
  endforeach()
  set(faults ${faults} ${found} PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR}/${TREE} ${SOURCE_DIR}/${TREE}/*.cpp ${SOURCE_DIR}/${TREE}/*.hpp)
foreach(file IN LISTS files)
  string(REGEX MATCH "^[^/]+" folder ${file})
  if(NOT folder IN_LIST known OR file STREQUAL folder)
    list(APPEND faults "${TREE}/${file} is not in one of the layered folders (${known})")
    continue()
  endif()
  check_includes(${SOURCE_DIR}/${TREE}/${file} "${TREE}/${file}" ${folder})
endforeach()
list(LENGTH files count)

if(DEFINED PUBLIC)
  file(GLOB headers RELATIVE ${SOURCE_DIR}/${PUBLIC} ${SOURCE_DIR}/${PUBLIC}/*.hpp)
  foreach(header IN LISTS headers)
    if(NOT DEFINED public_${header})
      list(APPEND faults "${PUBLIC}/${header} is not placed in a layer by PUBLIC_LAYERS")
      continue()
    endif()
    check_includes(${SOURCE_DIR}/${PUBLIC}/${header} "${PUBLIC}/${header}" ${public_${header}})
  endforeach()
  list(LENGTH headers public_count)
  math(EXPR count "${count} + ${public_count}")
endif()

if(faults)
  list(JOIN faults "\n  " text)
  message(FATAL_ERROR "${TREE}/ breaks its layers:\n  ${text}")
endif()
message(STATUS "${TREE}/: ${count} files, every include goes to its own folder or a lower layer")
