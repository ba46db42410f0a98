#!/bin/sh
# The speed of `mancala-cli analyse` on one thread and on T (README,
# "Analysis"): RUNS rounds, each the record analysed with --threads 1 and
# then with --threads T, so that both share the load of the machine in the
# same moment. Prints the median, lowest and highest wall-clock milliseconds
# of each, the ratio of the medians (one thread's time over T threads') with
# the lowest and highest ratio of a round, and whether every run printed the
# same analysis (it must: each position is searched alone, whatever T).
#
#   tools/analyse_threads.sh CLI FILE [RUNS [T]]
#
# Defaults: 10 runs, 2 threads.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 CLI FILE [RUNS [T]]" >&2; exit 2; }
cli=$1
file=$2
runs=${3:-10}
threads=${4:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

. "$(dirname "$0")/bench_stats.sh" # summary

ms() { # threads run
    start=$(date +%s%N)
    "$cli" analyse "$file" --threads "$1" >"$out/$1-$2.txt"
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

one="" many="" r=""
i=0
while [ "$i" -lt "$runs" ]; do
    x=$(ms 1 "$i")
    y=$(ms "$threads" "$i")
    one="$one$x
"
    many="$many$y
"
    r="$r$(awk -v x="$x" -v y="$y" 'BEGIN { printf "%.4f", x / y }')
"
    i=$((i + 1))
done
set -- $(printf "%s" "$one" | summary) $(printf "%s" "$many" | summary)
printf '1 thread: %s ms (%s-%s)   %s threads: %s ms (%s-%s)   ratio %.2f (%.2f-%.2f)\n' "$1" "$2" "$3" "$threads" \
    "$4" "$5" "$6" "$(awk -v x="$1" -v y="$4" 'BEGIN { print x / y }')" \
    "$(printf '%s' "$r" | sort -g | head -1)" "$(printf '%s' "$r" | sort -g | tail -1)"
same=yes
for f in "$out"/*.txt; do
    cmp -s "$f" "$out/1-0.txt" || same=no
done
echo "the same analysis in every run: $same"
