#!/usr/bin/env bash
# Formats every C++ file git tracks (.cpp, .hpp) by .clang-format, in place.
#   tools/format.sh          format them
#   tools/format.sh --check  change nothing: list the files that clang-format
#                            would change and fail (status 1) if there is one
# CLANG_FORMAT names the program (default clang-format-14, Debian 12's, else
# clang-format): another version may format differently.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
case "${1:-}" in
"") ;;
--check) check=true ;;
*) echo "usage: tools/format.sh [--check]" >&2; exit 2 ;;
esac
if [ -z "${CLANG_FORMAT:-}" ]; then
    CLANG_FORMAT=clang-format
    command -v clang-format-14 >/dev/null && CLANG_FORMAT=clang-format-14
fi
command -v "$CLANG_FORMAT" >/dev/null || {
    echo "format.sh: $CLANG_FORMAT not found (Debian: apt install clang-format)" >&2
    exit 2
}

mapfile -t files < <(git ls-files -- '*.cpp' '*.hpp')
if ! $check; then
    "$CLANG_FORMAT" -i --style=file "${files[@]}"
    exit 0
fi
# One run over them all; clang-format names each file that would change in
# "FILE:LINE:COLUMN: warning: code should be clang-formatted" lines.
report=$("$CLANG_FORMAT" --style=file --dry-run "${files[@]}" 2>&1) || {
    echo "$report" >&2
    exit 2
}
differ=$(sed -n 's/^\(.*\):[0-9]*:[0-9]*: warning: code should be clang-formatted.*/\1/p' <<<"$report" | uniq)
if [ -n "$differ" ]; then
    echo "$differ"
    echo "format.sh: $(wc -l <<<"$differ") of ${#files[@]} files are not formatted by .clang-format" \
         "(run tools/format.sh)" >&2
    exit 1
fi
