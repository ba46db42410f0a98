#!/bin/sh
# Kalah(6,4) against its published solutions (docs/computer-players.md,
# "Kalah, solved by search"): solves the start under the published end rule
# (either row empty ends the game) with each capture rule, and compares the
# value with the published one:
#
#   empty capture   +10  Irving, Donkers and Uiterwijk (2000), and Rawlings (2015)
#   standard        +8   Rawlings (2015)
#
# as Wikipedia's "Kalah" restates them. The solves take some 11 and 50 minutes of
# one core and 600 MB (a Release build; the table of every board of up to 16
# seeds is worked out first). Exits 1 when a value differs.
#
#   tools/kalah_published.sh [CLI]      (default build/bench/app/mancala-cli)
set -eu
cli=${1:-build/bench/app/mancala-cli}
status=0

check() { # published-value solve-arguments...
    published=$1
    shift
    out=$("$cli" solve "$@" --either-row-ends --best-only --seeds 16)
    printf '%s\n' "$out"
    value=$(printf '%s\n' "$out" | sed -n 's/^value: \([-+0-9]*\) .*/\1/p')
    if [ "$value" = "$published" ]; then
        echo "agrees with the published value $published"
    else
        echo "DIFFERS: $* gives ${value:-nothing}, published $published" >&2
        status=1
    fi
    echo
}

check +10 kalah-6-4-empty-capture
check +8 kalah-6-4
exit $status
