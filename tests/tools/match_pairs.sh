#!/bin/sh
# tools/match_pairs.sh counts a match as mancala-cli match does: on every
# whole match output of docs/strength with a two-player summary, its score
# by pairs and by games and its pairs are the match's own lines (its extra
# "by pairs: LOW to HIGH" range left out), and a cut output is refused.
set -eu
root=$1
work=$2
mkdir -p "$work"
checked=0
for f in "$root"/docs/strength/*.txt; do
    grep -q '^score of A: ' "$f" || continue
    "$root"/tools/match_pairs.sh "$f" | sed -n 's/by pairs: [^;]*;/by pairs;/; /^score of A: /p; /^pairs: /p' > "$work/counted"
    grep -E '^(score of A|pairs): ' "$f" > "$work/printed"
    if ! cmp -s "$work/counted" "$work/printed"; then
        echo "$f: tools/match_pairs.sh counts otherwise:" >&2
        diff "$work/printed" "$work/counted" >&2 || true
        exit 1
    fi
    checked=$((checked + 1))
done
[ "$checked" -ge 3 ] || { echo "only $checked match outputs checked" >&2; exit 1; }
grep '^game ' "$root"/docs/strength/ayoayo-expert-2-threads-1-thread.txt | head -3 > "$work/odd.txt"
if "$root"/tools/match_pairs.sh "$work/odd.txt" 2>/dev/null; then
    echo "an odd number of games was counted" >&2
    exit 1
fi
echo "$checked match outputs counted as the match counts them"
