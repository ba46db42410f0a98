# Runs mancala-cli and checks its exit status and output; used by ctest as
#   cmake -DCLI=<path> -DARGS=<args separated by |> [-DINPUT=<file>]
#         [-DSCRATCH=<dir> [-DMAKE=<kind:name[:source]> separated by |]]
#         [-DEXPECT_STATUS=<n>] [-DSTDOUT_REGEX=<re>] [-DSTDERR_REGEX=<re>] -P run_cli.cmake
# A failure (EXPECT_STATUS other than 0) must say why in exactly one line on
# stderr, starting with "mancala-cli: ". No output ever holds a control
# character besides the line feeds ending its lines.
#
# With SCRATCH the program runs in that directory, emptied first, where MAKE
# has made each of: fifo:NAME (a named pipe), dir:NAME (a folder), big:NAME (a
# file of 5 MiB), copy:NAME:SOURCE (a copy of the file SOURCE), link:NAME:TARGET
# (a symbolic link to TARGET). In ARGS and
# in the names, <0xNN> stands for the byte NN (<0x0a> is a line feed), so that
# file names and arguments can hold control characters.
if(NOT DEFINED EXPECT_STATUS)
  set(EXPECT_STATUS 0)
endif()

# Replaces each <0xNN> in the variable `var` by the byte NN.
function(decode_bytes var)
  set(text "${${var}}")
  string(REGEX MATCHALL "<0x[0-9a-fA-F][0-9a-fA-F]>" codes "${text}")
  foreach(code IN LISTS codes)
    string(SUBSTRING "${code}" 1 4 hex)
    math(EXPR byte "${hex}")
    string(ASCII ${byte} char)
    string(REPLACE "${code}" "${char}" text "${text}")
  endforeach()
  set(${var} "${text}" PARENT_SCOPE)
endfunction()

# Makes one kind:name[:source] of MAKE in SCRATCH (in the order given).
function(make_entry entry)
  string(REGEX MATCH "^([a-z]+):([^:]+)(:(.*))?$" parts "${entry}")
  if(NOT parts)
    message(FATAL_ERROR "bad MAKE entry ${entry}")
  endif()
  set(kind "${CMAKE_MATCH_1}")
  set(path "${SCRATCH}/${CMAKE_MATCH_2}")
  set(source "${CMAKE_MATCH_4}")
  decode_bytes(path)
  if(kind STREQUAL "fifo")
    execute_process(COMMAND mkfifo "${path}" RESULT_VARIABLE made)
    if(NOT made EQUAL 0)
      message(FATAL_ERROR "mkfifo ${path} failed")
    endif()
  elseif(kind STREQUAL "dir")
    file(MAKE_DIRECTORY "${path}")
  elseif(kind STREQUAL "big")
    string(REPEAT "x" 5242880 bytes)
    file(WRITE "${path}" "${bytes}")
  elseif(kind STREQUAL "copy")
    file(COPY_FILE "${source}" "${path}")
  elseif(kind STREQUAL "link")
    file(CREATE_LINK "${source}" "${path}" SYMBOLIC)
  else()
    message(FATAL_ERROR "unknown MAKE kind ${kind}")
  endif()
endfunction()

string(REPLACE "|" ";" arg_list "${ARGS}")
decode_bytes(arg_list)
set(input_option)
if(DEFINED INPUT)
  set(input_option INPUT_FILE "${INPUT}")
endif()
set(directory_option)
if(DEFINED SCRATCH)
  file(REMOVE_RECURSE "${SCRATCH}")
  file(MAKE_DIRECTORY "${SCRATCH}")
  string(REPLACE "|" ";" make_list "${MAKE}")
  foreach(entry IN LISTS make_list)
    make_entry("${entry}")
  endforeach()
  set(directory_option WORKING_DIRECTORY "${SCRATCH}")
endif()
execute_process(
  COMMAND "${CLI}" ${arg_list}
  ${input_option}
  ${directory_option}
  RESULT_VARIABLE status
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err)

if(NOT "${status}" STREQUAL "${EXPECT_STATUS}")
  message(FATAL_ERROR "exit status ${status}, expected ${EXPECT_STATUS}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED STDOUT_REGEX AND NOT out MATCHES "${STDOUT_REGEX}")
  message(FATAL_ERROR "stdout does not match ${STDOUT_REGEX}\nstdout:\n${out}")
endif()
if(DEFINED STDERR_REGEX AND NOT err MATCHES "${STDERR_REGEX}")
  message(FATAL_ERROR "stderr does not match ${STDERR_REGEX}\nstderr:\n${err}")
endif()
if(NOT EXPECT_STATUS EQUAL 0)
  if(NOT err MATCHES "^mancala-cli: [^\n]+\n$")
    message(FATAL_ERROR "stderr is not one line starting with 'mancala-cli: ':\n${err}")
  endif()
  if(NOT out STREQUAL "")
    message(FATAL_ERROR "a failure printed to stdout:\n${out}")
  endif()
endif()
# C0 controls but the line feed, DEL, and C1 controls (U+0080..U+009F in UTF-8).
foreach(byte 1 9 11 31 127 128 159 194)
  string(ASCII ${byte} b${byte})
endforeach()
set(control "[${b1}-${b9}${b11}-${b31}${b127}]|${b194}[${b128}-${b159}]")
foreach(stream out err)
  if(${stream} MATCHES "${control}")
    message(FATAL_ERROR "a control character was printed raw to std${stream}:\n${${stream}}")
  endif()
endforeach()
