#!/bin/sh
# Compares two builds of the core's microbenchmarks (tests/bench/core_bench,
# README, "Speed"): RUNS rounds, each round one run of the first build and
# then one of the second on the benchmarks matching FILTER, so that both share
# the load of the machine in the same window. Prints, per benchmark, the
# median items/s of each build with its lowest and highest run, and the
# ratio of the medians (second / first) with the lowest and highest ratio of
# a round.
#
#   tools/compare_microbench.sh BEFORE_BENCH AFTER_BENCH [RUNS [FILTER]]
#
# Defaults: 5 runs of the Expert's search (search_nodes). Run it without
# `nice`.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 BEFORE_BENCH AFTER_BENCH [RUNS [FILTER]]" >&2; exit 2; }
before=$1
after=$2
runs=${3:-5}
filter=${4:-search_nodes}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# One run: "name items_per_second" per benchmark.
rate() { # bench
    "$1" --benchmark_filter="$filter" --benchmark_min_time=0.5 --benchmark_format=csv 2>/dev/null |
        awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == "items_per_second") c = i; next }
                 { gsub(/"/, "", $1); print $1, $c }'
}

i=0
while [ "$i" -lt "$runs" ]; do
    rate "$before" >"$out/before.$i"
    rate "$after" >"$out/after.$i"
    i=$((i + 1))
done

. "$(dirname "$0")/bench_stats.sh" # summary

printf '%-36s %30s %30s %22s\n' benchmark "before: median (min-max)" "after: median (min-max)" "ratio (round min-max)"
for name in $(awk '{ print $1 }' "$out/before.0"); do
    b=$(cat "$out"/before.* | awk -v n="$name" '$1 == n { print $2 }' | summary)
    a=$(cat "$out"/after.* | awk -v n="$name" '$1 == n { print $2 }' | summary)
    r=$(i=0; while [ "$i" -lt "$runs" ]; do
            x=$(awk -v n="$name" '$1 == n { print $2 }' "$out/before.$i")
            y=$(awk -v n="$name" '$1 == n { print $2 }' "$out/after.$i")
            awk -v x="$x" -v y="$y" 'BEGIN { printf "%.4f\n", y / x }'
            i=$((i + 1))
        done | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f %.2f", v[1], v[NR] }')
    set -- $b $a $r
    printf '%-36s %12s (%s-%s) %12s (%s-%s) %8.2f (%s-%s)\n' "$name" "$1" "$2" "$3" "$4" "$5" "$6" \
        "$(awk -v x="$1" -v y="$4" 'BEGIN { print y / x }')" "$7" "$8"
done
