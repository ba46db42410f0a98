# A manual page against the program's own help: the description in NAME is
# the one of --help, every option the help names is in the page, every
# --option the page names is in the help, and (mancala-cli) every command has
# its entry; groff reads the page without a warning.
#
#   cmake -DPROGRAM=<mancala or mancala-cli> -DPAGE=<.6.gz file> -DKIND=app|cli [-DLANG=en|ur|sw] -P man_pages.cmake
# (the app runs with QT_QPA_PLATFORM=offscreen from the test's environment;
# LANG, the app's only, is the language of the page and of the help, en by
# default).
cmake_minimum_required(VERSION 3.25)
foreach(var PROGRAM PAGE KIND)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "man_pages.cmake: ${var} is not set")
  endif()
endforeach()

function(help out)
  execute_process(COMMAND ${PROGRAM} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE text ERROR_QUIET)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${ARGN}: status ${status}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The options named in `text`: -x and --word at the start of a word (not a
# file name such as --odd-name.mancala). Brackets become blanks first: in a
# CMake list a ';' between brackets separates nothing.
function(options_in text out)
  string(REGEX REPLACE "[][]" " " text "${text}")
  string(REGEX REPLACE "--?[a-zA-Z][-a-zA-Z]*\\.mancala" "" text "${text}")
  string(REGEX MATCHALL "(^|[ ,\n|])--?[a-zA-Z][-a-zA-Z]*" found "${text}")
  set(names "")
  foreach(option IN LISTS found)
    string(REGEX REPLACE "^[ ,\n|]" "" option "${option}")
    list(APPEND names "${option}")
  endforeach()
  list(REMOVE_DUPLICATES names)
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# The page as installed, compressed (gzip -9n): read through gzip -dc.
execute_process(COMMAND gzip -dc ${PAGE} RESULT_VARIABLE status OUTPUT_VARIABLE source)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PAGE}: gzip -dc status ${status}")
endif()
# The page as text: troff's \- is a minus, \fB…\fR are fonts.
string(REPLACE "\\-" "-" page "${source}")
string(REGEX REPLACE "\\\\f[BIRP]" "" page "${page}")
get_filename_component(name ${PROGRAM} NAME)

if(NOT DEFINED LANG)
  set(LANG en)
endif()
if(KIND STREQUAL "app")
  help(top --lang ${LANG} --help)
  help(all --lang ${LANG} --help-all)
  string(REGEX MATCH "^[^\n]*\n([^\n]*)\n" first "${top}")
  set(description "${CMAKE_MATCH_1}")
  set(helps "${all}")
  set(commands "")
else()
  help(top --help)
  string(REGEX MATCH "\n\n([^\n]*)\n" first "${top}")
  set(description "${CMAKE_MATCH_1}")
  string(REGEX MATCHALL "\n  ([a-z]+) " lines "${top}")
  set(commands "")
  foreach(line IN LISTS lines)
    string(STRIP "${line}" line)
    list(APPEND commands "${line}")
  endforeach()
  set(helps "${top}")
  foreach(command IN LISTS commands)
    help(text help ${command})
    string(APPEND helps "${text}")
  endforeach()
endif()

set(problems "")
# NAME: "mancala \- traditional mancala games…", the help's sentence (its
# heading in the page's language: NAME, نام, JINA).
string(REGEX REPLACE "(\\.|۔)$" "" description "${description}")
string(SUBSTRING "${description}" 0 1 initial)
string(SUBSTRING "${description}" 1 -1 rest)
string(TOLOWER "${initial}" initial)
string(FIND "${page}" "\n${name} - ${initial}${rest}\n" at)
if(at LESS 0)
  string(APPEND problems "NAME does not say \"${initial}${rest}\" (the --help description)\n")
endif()

options_in("${top}" named)
options_in("${helps}" known)
options_in("${page}" in_page)
foreach(option IN LISTS named)
  if(NOT option IN_LIST in_page)
    string(APPEND problems "${option} (in --help) is not in the page\n")
  endif()
endforeach()
foreach(option IN LISTS in_page)
  if(option MATCHES "^--" AND NOT option IN_LIST known)
    string(APPEND problems "${option} (in the page) is in no help\n")
  endif()
endforeach()
foreach(command IN LISTS commands)
  if(NOT page MATCHES "\n\\.TP\n\\.BR? ${command}[ \n]")
    string(APPEND problems "the command ${command} has no entry (.TP, .B ${command})\n")
  endif()
endforeach()
if(KIND STREQUAL "cli" AND NOT commands)
  string(APPEND problems "no command found in ${name} --help\n")
endif()

find_program(GROFF groff REQUIRED)
# -k: preconv reads the page's UTF-8, as man does.
execute_process(COMMAND gzip -dc ${PAGE} COMMAND ${GROFF} -k -t -man -Tutf8 -ww -z RESULT_VARIABLE status
                ERROR_VARIABLE warnings)
if(NOT status EQUAL 0 OR NOT warnings STREQUAL "")
  string(APPEND problems "groff: ${warnings}\n")
endif()

if(problems)
  message(FATAL_ERROR "${PAGE} and ${name}'s help differ:\n${problems}")
endif()
list(LENGTH named count)
message(STATUS "${PAGE}: the description and ${count} options of --help, every command")
