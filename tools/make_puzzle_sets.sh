#!/bin/sh
# The puzzle sets the app ships (resources/puzzles/, docs/puzzle-format.md):
# for each game with exact values, 20 puzzles of any depth (seed 1) and 20
# whose point lies 3 plies deep or more (seed 2), made by mancala-cli
# puzzles make (the databases of djenon-aboure, ayoayo and oware built in
# memory with 12 seeds; Kalah(6,4)'s positions of at most 12 seeds), each
# set then checked whole by mancala-cli puzzles check. Deterministic: the
# same program makes the same files. Some minutes of one core in a Release
# build.
#
#   tools/make_puzzle_sets.sh [CLI]      (default build/bench/app/mancala-cli)
set -eu
cli=${1:-build/bench/app/mancala-cli}
out=resources/puzzles
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
for game in tihbat djenon-aboure ayoayo oware kalah-6-4; do
    "$cli" puzzles make "$game" --count 20 --seed 1 --out "$work/easy"
    "$cli" puzzles make "$game" --count 20 --seed 2 --min-depth 3 --out "$work/deep"
    cat "$work/easy" "$work/deep" > "$out/$game.puzzles"
    "$cli" puzzles check "$out/$game.puzzles" | tail -n 1
done
