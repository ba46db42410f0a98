# Checks that the folders of ui/ form layers: a file may include headers of
# its own folder and of folders in lower layers, never of a folder in its own
# layer or above (so no two folders include each other). DESIGN.md draws them.
#
#   cmake -DSOURCE_DIR=<repository> -P tests/tools/ui_layers.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED SOURCE_DIR)
  message(FATAL_ERROR "ui_layers.cmake: SOURCE_DIR is not set")
endif()

# Lowest first; folders in one entry (joined by +) are one layer.
set(layers settings i18n session board+records play+rules window)

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

set(faults "")
file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR}/ui ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.hpp)
foreach(file IN LISTS files)
  string(REGEX MATCH "^[^/]+" folder ${file})
  if(NOT folder IN_LIST known OR file STREQUAL folder)
    list(APPEND faults "ui/${file} is not in one of the layered folders (${known})")
    continue()
  endif()
  file(STRINGS ${SOURCE_DIR}/ui/${file} includes REGEX "^#include \"[^\"]+\"")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" header "${line}")
    if(NOT header MATCHES "/")
      list(APPEND faults "ui/${file} includes \"${header}\" without its folder")
      continue()
    endif()
    string(REGEX MATCH "^[^/]+" target ${header})
    if(target STREQUAL folder OR target STREQUAL "mancala")
      continue()
    endif()
    if(NOT target IN_LIST known)
      list(APPEND faults "ui/${file} includes \"${header}\" from an unknown folder")
    elseif(NOT rank_${target} LESS rank_${folder})
      list(APPEND faults "ui/${file} (${folder}) includes \"${header}\" of a layer not below its own")
    endif()
  endforeach()
endforeach()

if(faults)
  list(JOIN faults "\n  " text)
  message(FATAL_ERROR "ui/ breaks its layers:\n  ${text}")
endif()
list(LENGTH files count)
message(STATUS "ui/: ${count} files, every include goes to its own folder or a lower layer")
