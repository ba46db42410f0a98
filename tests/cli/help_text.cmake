# mancala-cli ARGS prints exactly the text of EXPECTED (byte for byte) on
# stdout, nothing on stderr, and exits with 0.
#   cmake -DCLI=<mancala-cli> -DARGS=<args separated by |> -DEXPECTED=<file> -P help_text.cmake
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND ${CLI} ${args} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ "${EXPECTED}" expected)
if(NOT status EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "mancala-cli ${args}: status ${status}, stderr: ${err}")
endif()
if(NOT out STREQUAL expected)
  message(FATAL_ERROR "mancala-cli ${args} does not print ${EXPECTED}; it prints:\n${out}")
endif()
