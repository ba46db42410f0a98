# A program prints exactly "NAME VERSION" and a line feed on --version.
#
#   cmake -DPROGRAM=<path> -DEXPECTED="mancala-cli 0.1.0" -P version.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${PROGRAM} --version RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_QUIET)
if(NOT status EQUAL 0 OR NOT out STREQUAL "${EXPECTED}\n")
  message(FATAL_ERROR "${PROGRAM} --version: status ${status}, printed \"${out}\", expected \"${EXPECTED}\\n\"")
endif()
