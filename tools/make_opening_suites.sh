#!/bin/sh
# Makes the opening suites in docs/openings/ (see docs/computer-players.md,
# "Openings"): for each game, the distinct positions after K plies in the
# order of seed 1, kept if balanced (in Tihbat: an exact draw), at most 300
# (Bao la Kimasai: 200, its balance searches are slow). Ayoayo has only 156
# balanced openings of 5 plies, so 44 of 6 plies make them 200; Bao la
# Kimasai has only 197 of 11 plies (98 of 10), so 3 of 12 plies follow them;
# Tihbat has 285 exact draws of 12 plies (108 of 10).
#
#   tools/make_opening_suites.sh MANCALA_CLI [GAME...]
#
# MANCALA_CLI is a Release build of mancala-cli; without GAME every suite is
# made. The output is deterministic: the same program gives the same files.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 MANCALA_CLI [GAME...]" >&2; exit 2; }
cli=$1
shift
dir=$(cd "$(dirname "$0")/../docs/openings" && pwd)
[ $# -ge 1 ] || set -- djenon-aboure ayoayo tihbat bao-la-kimasai

# suite GAME PLIES MOST [--balanced]
suite() {
    args="match $1 --games $((2 * $3)) --opening $2 ${4:-} --allow-fewer --print-openings"
    {
        echo "# Opening suite of $1 for mancala-cli match --openings FILE: one opening a line."
        echo "# Made by tools/make_opening_suites.sh, that is: mancala-cli $args"
        # shellcheck disable=SC2086 # $args is split on purpose
        "$cli" $args
    } > "$dir/$1.txt.new"
    mv "$dir/$1.txt.new" "$dir/$1.txt"
}

# more GAME PLIES COUNT [--balanced]: adds COUNT openings of PLIES to the
# suite, when the shorter openings are too few.
more() {
    args="match $1 --games $((2 * $3)) --opening $2 ${4:-} --print-openings"
    {
        echo "# Added by: mancala-cli $args"
        # shellcheck disable=SC2086 # $args is split on purpose
        "$cli" $args
    } >> "$dir/$1.txt"
}

for game in "$@"; do
    case $game in
    djenon-aboure) suite djenon-aboure 6 300 --balanced ;;
    ayoayo) suite ayoayo 5 300 --balanced && more ayoayo 6 44 --balanced ;;
    tihbat) suite tihbat 12 300 --balanced ;;
    bao-la-kimasai) suite bao-la-kimasai 11 200 --balanced && more bao-la-kimasai 12 3 --balanced ;;
    *) echo "$0: unknown game $game" >&2; exit 2 ;;
    esac
done
