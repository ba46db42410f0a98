#!/bin/sh
# The parallel Expert's nodes per second on one thread and on two
# (docs/computer-players.md, "The parallel Expert, measured"): RUNS rounds,
# each round core_bench's search_threads/GAME/1 and then search_threads/GAME/2
# for every game, so that both thread counts share the load of the machine in
# the same moment. Prints per game the median, lowest and highest nodes per
# second of each (wall clock, the nodes of all threads), and the ratio of the
# medians with the lowest and highest ratio of a round.
#
#   tools/search_threads.sh CORE_BENCH [RUNS [SECONDS]]
#
# Defaults: 5 runs of at least 1 second each.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 CORE_BENCH [RUNS [SECONDS]]" >&2; exit 2; }
bench=$1
runs=${2:-5}
seconds=${3:-1}

. "$(dirname "$0")/bench_stats.sh" # summary

nps() { # game threads
    "$bench" --benchmark_filter="^search_threads/$1/$2/" --benchmark_min_time="$seconds" 2>/dev/null |
        sed -n 's/.*items_per_second=\([0-9.]*\)M\/s.*/\1/p' | awk '{ printf "%.0f\n", $1 * 1000000 }'
}

printf '%-16s %28s %28s %22s\n' game "1 thread: median (min-max)" "2 threads: median (min-max)" "ratio (round min-max)"
for game in djenon-aboure ayoayo tihbat bao-la-kimasai; do
    one="" two="" r=""
    i=0
    while [ "$i" -lt "$runs" ]; do
        x=$(nps "$game" 1)
        y=$(nps "$game" 2)
        one="$one$x
"
        two="$two$y
"
        r="$r$(awk -v x="$x" -v y="$y" 'BEGIN { printf "%.4f", y / x }')
"
        i=$((i + 1))
    done
    set -- $(printf "%s" "$one" | summary) $(printf "%s" "$two" | summary)
    printf '%-16s %10s (%s-%s) %10s (%s-%s) %8.2f (%.2f-%.2f)\n' "$game" "$1" "$2" "$3" "$4" "$5" "$6" \
        "$(awk -v x="$1" -v y="$4" 'BEGIN { print y / x }')" \
        "$(printf '%s' "$r" | sort -g | head -1)" "$(printf '%s' "$r" | sort -g | tail -1)"
done
