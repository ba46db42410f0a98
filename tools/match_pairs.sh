#!/bin/sh
# The score of player A over the games of one or more `mancala-cli match`
# outputs taken together, as the match itself counts it: by pairs (a pair is
# a game and the next, from one opening with the sides swapped; its value
# for A 1, 3/4, 1/2, 1/4 or 0), the mean with its 95 % interval (1.96
# standard errors of the pairs' values), then by games, and the pairs of
# each kind. For a match that was stopped and finished by a second one over
# the openings it had not reached (docs/strength).
#
#   tools/match_pairs.sh FIRST-PART.txt SECOND-PART.txt
set -eu
[ "$#" -ge 1 ] || { echo "usage: $0 MATCH-OUTPUT..." >&2; exit 2; }
pairs=""
for f in "$@"; do
    games=$(
    awk '/^game [0-9]+: / {
        n = $2; sub(":", "", n)
        r = $0; sub(/^[^:]*: [^:]*: /, "", r); sub(/ \(.*/, "", r)
        v = r == "A wins" ? 1 : r == "B wins" ? -1 : r == "draw" ? 0 : "?"
        if (v == "?") { print FILENAME ": game " n ": no result in \"" r "\"" > "/dev/stderr"; exit 3 }
        print n, v
    }' "$f")
    [ -n "$games" ] || { echo "$f: no games" >&2; exit 3; }
    these=$(printf '%s\n' "$games" | awk -v file="$f" '
        NR % 2 == 1 { first = $2; if ($1 % 2 != 1) { print file ": game " $1 " starts a pair" > "/dev/stderr"; exit 3 } }
        NR % 2 == 0 { print first, $2 }
        END { if (NR % 2 == 1) { print file ": an odd number of games" > "/dev/stderr"; exit 3 } }')
    pairs="$pairs$these
"
done
printf '%s' "$pairs" | awk '
    function sq(x) { return x * x }
    {
        s = $1 + $2; v[NR] = (s + 2) / 4
        if (s == 2) both++; else if (s == 1) wonDrew++
        else if (s == 0 && $1 == 0) drawn++; else if (s == 0) splits++
        else if (s == -1) drewLost++; else lost++
        for (i = 1; i <= 2; i++) { if ($i == 1) w++; else if ($i == 0) d++; else l++ }
    }
    END {
        n = NR; if (n == 0) { print "no games" > "/dev/stderr"; exit 3 }
        for (i = 1; i <= n; i++) m += v[i]; m /= n
        for (i = 1; i <= n; i++) var += sq(v[i] - m); var /= n
        half = 1.96 * sqrt(var / n)
        g = 2 * n; gm = (w + d / 2) / g
        gv = (w * sq(1 - gm) + d * sq(0.5 - gm) + l * sq(gm)) / g
        printf "A: %d wins, %d draws, %d losses in %d games\n", w, d, l, g
        printf "score of A: %.1f %% ± %.1f (95 %%, by pairs: %.1f %% to %.1f %%; ± %.1f by games)\n", \
            100 * m, 100 * half, 100 * (m - half), 100 * (m + half), 100 * 1.96 * sqrt(gv / g)
        printf "pairs: %d, A won both %d, won one and drew one %d, split %d, both drawn %d, drew one and lost one %d, lost both %d\n", \
            n, both, wonDrew, splits, drawn, drewLost, lost
    }'
