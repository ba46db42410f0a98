# Runs mancala-cli and checks its exit status and output; used by ctest as
#   cmake -DCLI=<path> -DARGS=<args separated by |> [-DINPUT=<file>]
#         [-DEXPECT_STATUS=<n>] [-DSTDOUT_REGEX=<re>] [-DSTDERR_REGEX=<re>] -P run_cli.cmake
# A failure (EXPECT_STATUS other than 0) must say why in exactly one line on
# stderr, starting with "mancala-cli: ".
if(NOT DEFINED EXPECT_STATUS)
  set(EXPECT_STATUS 0)
endif()
string(REPLACE "|" ";" arg_list "${ARGS}")
set(input_option)
if(DEFINED INPUT)
  set(input_option INPUT_FILE "${INPUT}")
endif()
execute_process(
  COMMAND "${CLI}" ${arg_list}
  ${input_option}
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
