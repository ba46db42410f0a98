# Sourced by tools/compare_bench.sh and tools/compare_microbench.sh: the
# statistics of the runs they compare.

# The median, the lowest and the highest of the numbers on stdin, one a line
# (the median of an even count is the mean of the middle two).
summary() {
    sort -g | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                        printf "%.0f %.0f %.0f", m, v[1], v[NR] }'
}
