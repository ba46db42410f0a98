# The freedesktop validators on the installed tree (the fixture install_tree):
#
#   cmake -DCHECK=desktop   -DFILE=<desktop entry> -P validators.cmake
#       desktop-file-validate: no error, no warning, no hint.
#   cmake -DCHECK=appstream -DFILE=<metainfo> -DTREE=<prefix dir> -P validators.cmake
#       appstreamcli validate --no-net on the metadata, and validate-tree on
#       the whole tree (the metadata with its desktop entry): no error, no
#       warning, no info (pedantic remarks are printed, not failed: the id
#       has capitals, as reverse-DNS ids of applications do).
#   cmake -DCHECK=mime -DFILE=<MIME package> -DMIME_TYPE=<type> -DWORK=<dir> -P validators.cmake
#       xmllint, then update-mime-database on a MIME database of its own in
#       WORK: a file *.mancala is of MIME_TYPE, a kind of text/plain.
cmake_minimum_required(VERSION 3.25)

# Runs the command; fails on a status other than 0, or on output matching `bad`.
function(run bad)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT status EQUAL 0 OR out MATCHES "${bad}")
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "${command}: status ${status}\n${out}")
  endif()
  message(STATUS "${ARGN}:\n${out}")
endfunction()

if(CHECK STREQUAL "desktop")
  find_program(VALIDATE desktop-file-validate REQUIRED)
  run("." ${VALIDATE} ${FILE})
elseif(CHECK STREQUAL "appstream")
  find_program(APPSTREAMCLI appstreamcli REQUIRED)
  run("(^|\n) *[EWI]: " ${APPSTREAMCLI} validate --no-net --pedantic --no-color ${FILE})
  run("(^|\n) *[EWI]: " ${APPSTREAMCLI} validate-tree --no-net --pedantic --no-color ${TREE})
elseif(CHECK STREQUAL "mime")
  find_program(XMLLINT xmllint REQUIRED)
  find_program(UPDATE_MIME_DATABASE update-mime-database REQUIRED)
  run("." ${XMLLINT} --noout ${FILE})
  file(REMOVE_RECURSE ${WORK})
  file(MAKE_DIRECTORY ${WORK}/mime/packages)
  file(COPY ${FILE} DESTINATION ${WORK}/mime/packages)
  # A database of its own, where it looks for one: nothing to say then.
  set(ENV{XDG_DATA_HOME} ${WORK})
  set(ENV{XDG_DATA_DIRS} ${WORK})
  run("." ${UPDATE_MIME_DATABASE} ${WORK}/mime)
  file(STRINGS ${WORK}/mime/globs2 globs REGEX ":${MIME_TYPE}:")
  if(NOT globs STREQUAL "50:${MIME_TYPE}:*.mancala")
    message(FATAL_ERROR "globs2 gives ${MIME_TYPE} the globs \"${globs}\", not *.mancala alone")
  endif()
  file(STRINGS ${WORK}/mime/subclasses parents REGEX "^${MIME_TYPE} ")
  if(NOT parents STREQUAL "${MIME_TYPE} text/plain")
    message(FATAL_ERROR "${MIME_TYPE} is not a kind of text/plain: \"${parents}\"")
  endif()
  if(NOT EXISTS ${WORK}/mime/${MIME_TYPE}.xml)
    message(FATAL_ERROR "update-mime-database made no ${MIME_TYPE}.xml")
  endif()
else()
  message(FATAL_ERROR "validators.cmake: unknown CHECK \"${CHECK}\"")
endif()
