# The certificate of the solution in the repository is the one mancala-cli
# writes now, byte for byte (the solver is deterministic):
#   cmake -DCLI=<mancala-cli> -DCOMMITTED=<certificate> -DWORK=<dir> -P solution_reproduced.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND ${CLI} solve djenon-aboure --seeds 12 --certificate ${WORK}/djenon-aboure.certificate
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "mancala-cli solve: status ${status}, stderr: ${err}")
endif()
if(NOT out MATCHES "value: \\+4 \\(South wins by 4 seeds with perfect play\\)\nmoves: a1 -10, b1 -10, c1 -6, d1 -2, e1 \\+4, f1 \\+2\nbest: e1\n")
  message(FATAL_ERROR "mancala-cli solve printed:\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/djenon-aboure.certificate ${COMMITTED}
                RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "the certificate mancala-cli writes differs from ${COMMITTED}:\n"
                      "mancala-cli solve djenon-aboure --seeds 12 --certificate ${COMMITTED} writes it again")
endif()
