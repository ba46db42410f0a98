#!/bin/sh
# Compares the playout speed of two builds of mancala-cli (README, "Speed"):
# for each game, RUNS rounds, each round one `bench GAME --seconds S` of the
# first build and then one of the second, so that both share the load of the
# machine in the same window. Prints, per game and build, the median, the
# lowest and the highest playouts/s of the runs, and the ratio of the medians
# (second / first) with the lowest and highest ratio of a round.
#
#   tools/compare_bench.sh BEFORE_CLI AFTER_CLI [RUNS [SECONDS [GAME...]]]
#
# Defaults: 5 runs of 2 seconds, every game. Run it without `nice`: the
# figures are those of one thread competing with whatever else runs.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 BEFORE_CLI AFTER_CLI [RUNS [SECONDS [GAME...]]]" >&2; exit 2; }
before=$1
after=$2
runs=${3:-5}
seconds=${4:-2}
[ $# -ge 4 ] && shift 4 || shift $#
[ $# -ge 1 ] || set -- djenon-aboure ayoayo tihbat bao-la-kimasai

rate() { # cli game [round]
    "$1" bench "$2" --seconds "$seconds" | sed -n 's/^playouts\/s: //p'
}

. "$(dirname "$0")/bench_stats.sh" # alternate

printf '%-16s %28s %28s %22s\n' game "before: median (min-max)" "after: median (min-max)" "ratio (round min-max)"
for game in "$@"; do
    set -- $(alternate "$runs" "rate $before $game" "rate $after $game")
    printf '%-16s %10s (%s-%s) %10s (%s-%s) %8.2f (%.2f-%.2f)\n' "$game" "$@"
done
