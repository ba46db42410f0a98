# Installs the build into ROOT (a DESTDIR, emptied first) under PREFIX and
# checks the tree: exactly the files packaging/CMakeLists.txt says, the
# programs executable, every PNG icon of its size, and the id, the MIME type,
# the version and the release date the same in every file that names them.
#
#   cmake -DBUILD_DIR=<build> -DROOT=<dir> -DPREFIX=/usr -DPACKAGE=mancala-games -DAPP_ID=<id>
#         -DMIME_TYPE=<type> -DVERSION=<x.y.z> -DRELEASE_DATE=<yyyy-mm-dd> -DICON_SIZES=<s1|s2|...>
#         -DBINDIR=games -DDATADIR=share -DMANDIR=share/man -DDOCDIR=share/doc/mancala-games
#         -P install_tree.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var BUILD_DIR ROOT PREFIX PACKAGE APP_ID MIME_TYPE VERSION RELEASE_DATE ICON_SIZES BINDIR DATADIR MANDIR DOCDIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "install_tree.cmake: ${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${ROOT})
set(ENV{DESTDIR} ${ROOT})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${status}):\n${out}")
endif()

string(REPLACE "|" ";" sizes "${ICON_SIZES}")
set(expected
  ${BINDIR}/mancala
  ${BINDIR}/mancala-cli
  ${DATADIR}/applications/${APP_ID}.desktop
  ${DATADIR}/metainfo/${APP_ID}.metainfo.xml
  ${DATADIR}/mime/packages/${APP_ID}.xml
  ${DATADIR}/icons/hicolor/scalable/apps/${APP_ID}.svg
  ${MANDIR}/man6/mancala.6.gz
  ${MANDIR}/man6/mancala-cli.6.gz
  ${MANDIR}/ur/man6/mancala.6.gz
  ${MANDIR}/sw/man6/mancala.6.gz
  ${DOCDIR}/changelog.Debian.gz
  ${DATADIR}/lintian/overrides/${PACKAGE}
  ${DOCDIR}/LICENSE
  ${DOCDIR}/OFL-NotoNastaliqUrdu.txt
  ${DOCDIR}/copyright)
foreach(size IN LISTS sizes)
  list(APPEND expected ${DATADIR}/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()
list(SORT expected)

set(top ${ROOT}${PREFIX})
file(GLOB_RECURSE installed LIST_DIRECTORIES false RELATIVE ${top} ${top}/*)
list(SORT installed)
set(missing ${expected})
list(REMOVE_ITEM missing ${installed})
set(extra ${installed})
list(REMOVE_ITEM extra ${expected})
if(missing OR extra)
  list(JOIN missing "\n  " missing_text)
  list(JOIN extra "\n  " extra_text)
  message(FATAL_ERROR "the installed tree differs.\nmissing:\n  ${missing_text}\nnot expected:\n  ${extra_text}")
endif()

set(problems "")
foreach(program mancala mancala-cli)
  execute_process(COMMAND test -x ${top}/${BINDIR}/${program} RESULT_VARIABLE not_executable)
  if(not_executable)
    string(APPEND problems "${BINDIR}/${program} is not executable\n")
  endif()
endforeach()

# Each PNG is a PNG of its size: the width and height of its IHDR chunk.
foreach(size IN LISTS sizes)
  set(png ${DATADIR}/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
  file(READ ${top}/${png} header LIMIT 24 HEX)
  math(EXPR hex "${size}" OUTPUT_FORMAT HEXADECIMAL)
  string(SUBSTRING "${hex}" 2 -1 hex)
  string(LENGTH "${hex}" digits)
  math(EXPR pad "8 - ${digits}")
  string(REPEAT "0" ${pad} zeros)
  set(dimension "${zeros}${hex}")
  string(TOLOWER "89504e470d0a1a0a0000000d49484452${dimension}${dimension}" want)
  if(NOT header STREQUAL want)
    string(APPEND problems "${png} is not a ${size}x${size} PNG (its header: ${header})\n")
  endif()
endforeach()

# The licences are the texts they claim.
file(STRINGS ${top}/${DOCDIR}/LICENSE licence LIMIT_COUNT 2)
if(NOT licence MATCHES "GNU GENERAL PUBLIC LICENSE;.*Version 3, 29 June 2007")
  string(APPEND problems "${DOCDIR}/LICENSE is not the GNU GPL version 3: ${licence}\n")
endif()
file(READ ${top}/${DOCDIR}/OFL-NotoNastaliqUrdu.txt ofl)
if(NOT ofl MATCHES "Noto Nastaliq Urdu" OR NOT ofl MATCHES "SIL Open Font License, Version 1.1")
  string(APPEND problems "${DOCDIR}/OFL-NotoNastaliqUrdu.txt is not the font's OFL 1.1\n")
endif()

# One id, one MIME type, one version and date everywhere.
file(READ ${top}/${DATADIR}/applications/${APP_ID}.desktop desktop)
file(READ ${top}/${DATADIR}/metainfo/${APP_ID}.metainfo.xml metainfo)
file(READ ${top}/${DATADIR}/mime/packages/${APP_ID}.xml mime)
foreach(want "Icon=${APP_ID}\n" "MimeType=${MIME_TYPE};\n" "Exec=mancala %f\n" "Categories=Game;BoardGame;\n"
             "Name[ur]=" "Name[sw]=" "GenericName[ur]=" "GenericName[sw]=" "Comment[ur]=" "Comment[sw]=")
  string(FIND "${desktop}" "${want}" at)
  if(at LESS 0)
    string(APPEND problems "the desktop entry has no ${want}\n")
  endif()
endforeach()
foreach(want "<id>${APP_ID}</id>" "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>"
             "<release version=\"${VERSION}\" date=\"${RELEASE_DATE}\">" "<binary>mancala</binary>"
             "<binary>mancala-cli</binary>" "<mediatype>${MIME_TYPE}</mediatype>"
             "<summary xml:lang=\"ur\">" "<summary xml:lang=\"sw\">" "<p xml:lang=\"ur\">" "<p xml:lang=\"sw\">"
             "<content_rating type=\"oars-1.1\"/>" "<project_license>GPL-3.0-or-later</project_license>")
  string(FIND "${metainfo}" "${want}" at)
  if(at LESS 0)
    string(APPEND problems "the AppStream metadata has no ${want}\n")
  endif()
endforeach()
foreach(want "<mime-type type=\"${MIME_TYPE}\">" "<glob pattern=\"*.mancala\"/>")
  string(FIND "${mime}" "${want}" at)
  if(at LESS 0)
    string(APPEND problems "the MIME definition has no ${want}\n")
  endif()
endforeach()
# The compressed files (gzip -9n: no name, no time, the best compression).
function(gunzipped path out)
  execute_process(COMMAND gzip -dc ${path} RESULT_VARIABLE status OUTPUT_VARIABLE text)
  file(READ ${path} header LIMIT 10 HEX)
  if(NOT status EQUAL 0 OR NOT header MATCHES "^1f8b0800000000000203$")
    string(APPEND problems "${path} is not compressed with gzip -9n (its header: ${header})\n")
    set(problems "${problems}" PARENT_SCOPE)
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
foreach(page mancala mancala-cli)
  gunzipped(${top}/${MANDIR}/man6/${page}.6.gz text)
  string(REGEX MATCH "\n\\.TH [^\n]*" title "\n${text}")
  if(NOT title MATCHES "\"${RELEASE_DATE}\" \"Mancala ${VERSION}\"")
    string(APPEND problems "${page}.6.gz has not the version and date: ${title}\n")
  endif()
endforeach()
gunzipped(${top}/${DOCDIR}/changelog.Debian.gz changelog)
if(NOT changelog MATCHES "^${PACKAGE} \\(${VERSION}-1\\) unstable; urgency=medium\n")
  string(APPEND problems "changelog.Debian.gz is not of ${PACKAGE} ${VERSION}-1: ${changelog}\n")
endif()

if(problems)
  message(FATAL_ERROR "${problems}")
endif()
list(LENGTH installed count)
message(STATUS "${count} files installed under ${top}, each as expected")
