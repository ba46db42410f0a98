#!/bin/sh
# Makes the endgame suites in docs/openings/ (see docs/computer-players.md,
# "Endgame databases", "Measured"): positions sampled from real games. For
# each opening of the game's suite (docs/openings/GAME.txt) a game is played
# from it by the Expert on both sides, with a budget of nodes (so that the
# games are the same on every machine) and without endgame databases, until
# the board holds at most SEEDS seeds; that position, as the moves leading to
# it, is an opening of the suite. Games that end first are left out, and a
# position met again (by other moves) is kept once.
#
#   tools/make_endgame_suites.sh MANCALA_CLI SEEDS [GAME...]
#
# MANCALA_CLI is a Release build of mancala-cli; without GAME both
# djenon-aboure and ayoayo are made, into docs/openings/GAME-endgames-SEEDS.txt.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 MANCALA_CLI SEEDS [GAME...]" >&2; exit 2; }
cli=$1
seeds=$2
shift 2
dir=$(cd "$(dirname "$0")/../docs/openings" && pwd)
[ $# -ge 1 ] || set -- djenon-aboure ayoayo
nodes=50000

# The seeds on the board after the moves "$@" of game $game, or "over".
board_seeds() {
    "$cli" play "$game" "$@" --json |
        sed -e 's/.*"over": \([a-z]*\).*"board": {\([^}]*\)}.*/\1 \2/' |
        awk '{ if ($1 == "true") { print "over"; exit } s = 0; for (i = 3; i <= NF; i += 2) { v = $i; sub(",", "", v); s += v } print s }'
}

for game in "$@"; do
    out="$dir/$game-endgames-$seeds.txt"
    {
        echo "# Endgame suite of $game for mancala-cli match --openings FILE: one position a line, as the moves to it."
        echo "# Made by tools/make_endgame_suites.sh $seeds: from each opening of docs/openings/$game.txt, the Expert"
        echo "# on both sides (mancala-cli ai $game MOVES --time 0 --nodes $nodes) up to the first position with at"
        echo "# most $seeds seeds on the board."
    } > "$out.new"
    seen="$out.seen"
    : > "$seen"
    grep -v '^#' "$dir/$game.txt" | grep -v '^ *$' | while read -r line; do
        # shellcheck disable=SC2086 # the moves are split on purpose
        set -- $line
        while :; do
            left=$(board_seeds "$@")
            [ "$left" = over ] && break
            if [ "$left" -le "$seeds" ]; then
                # The position (board, totals, side to move), met once only.
                key=$("$cli" play "$game" "$@" --json | sed -e 's/"ply": [0-9]*, //' -e 's/, "lastMove": .*//')
                if ! grep -qxF "$key" "$seen"; then
                    echo "$key" >> "$seen"
                    echo "$*" >> "$out.new"
                fi
                break
            fi
            move=$("$cli" ai "$game" "$@" --time 0 --nodes "$nodes" --json | sed -e 's/.*"move": "\([^"]*\)".*/\1/')
            set -- "$@" "$move"
        done
    done
    rm "$seen"
    mv "$out.new" "$out"
done
