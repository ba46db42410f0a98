# Sourced by the scripts of tools/ that compare two kinds of run
# (compare_bench.sh, compare_microbench.sh, search_threads.sh,
# analyse_threads.sh): the statistics of their runs.

# The median, the lowest and the highest of the numbers on stdin, one a line
# (the median of an even count is the mean of the middle two).
summary() {
    sort -g | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                        printf "%.0f %.0f %.0f", m, v[1], v[NR] }'
}

# RUNS rounds, each `FIRST ROUND` and then `SECOND ROUND` (two commands, as
# words, each printing one number; ROUND counts from 0), so that both share
# the load of the machine in the same moment. Prints the median, lowest and
# highest of the first's numbers, the same of the second's, then the ratio
# of the medians and the lowest and highest ratio of a round: second over
# first, or first over second with `inverse` (for times).
#
#   alternate RUNS FIRST SECOND [inverse]
alternate() {
    _first="" _second="" _ratios="" _round=0
    while [ "$_round" -lt "$1" ]; do
        _x=$($2 "$_round")
        _y=$($3 "$_round")
        _first="$_first$_x
"
        _second="$_second$_y
"
        _ratios="$_ratios$(awk -v x="$_x" -v y="$_y" -v inv="${4:-}" 'BEGIN { printf "%.4f", inv == "inverse" ? x / y : y / x }')
"
        _round=$((_round + 1))
    done
    set -- "$(printf "%s" "$_first" | summary)" "$(printf "%s" "$_second" | summary)" "${4:-}"
    printf '%s %s %s %s %s\n' "$1" "$2" \
        "$(printf '%s %s\n' "$1" "$2" | awk -v inv="$3" '{ printf "%.4f", inv == "inverse" ? $1 / $4 : $4 / $1 }')" \
        "$(printf '%s' "$_ratios" | sort -g | head -1)" "$(printf '%s' "$_ratios" | sort -g | tail -1)"
}
