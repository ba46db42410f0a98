#!/bin/sh
# tools/kalah_published.sh passes when each value solved is the published
# one and fails, naming it, when one differs: run here on a stand-in for
# mancala-cli that prints the line of a solve (the real solves take half an
# hour; the command is in docs/computer-players.md).
set -eu
root=$1
work=$2
mkdir -p "$work"
fake() { # standard-capture value
    cat > "$work/cli" <<FAKE
#!/bin/sh
case " \$* " in
*" kalah-6-4-empty-capture "*) echo "value: +10 (South wins by 10 seeds with perfect play)" ;;
*) echo "value: $1 (South wins by some seeds with perfect play)" ;;
esac
FAKE
    chmod +x "$work/cli"
}
fake +8
"$root"/tools/kalah_published.sh "$work/cli" > "$work/out" 2>&1 || { cat "$work/out" >&2; exit 1; }
[ "$(grep -c '^agrees with the published value' "$work/out")" = 2 ] || { cat "$work/out" >&2; exit 1; }
fake +6
if "$root"/tools/kalah_published.sh "$work/cli" > "$work/out" 2>&1; then
    echo "a value of +6 for the published +8 passed" >&2
    exit 1
fi
grep -q '^DIFFERS: kalah-6-4 gives +6, published +8$' "$work/out" || { cat "$work/out" >&2; exit 1; }
echo "tools/kalah_published.sh: agreement and difference both told"
