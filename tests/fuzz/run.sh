#!/bin/sh
# Fuzzes the game record reader and writer with libFuzzer for a bounded time
# (the test suite runs it for 60 seconds as the ctest test fuzz_record_60s;
# see docs/fuzzing.md). Builds fuzz_record with clang in its own build
# directory, starts from the corpus in tests/fuzz/corpus/ (left unchanged: new
# inputs go to BUILD_DIR/corpus) and stops after SECONDS; a failing input is
# written to BUILD_DIR as crash-*, leak-* or timeout-*, and the exit status is
# then not 0.
#
#   tests/fuzz/run.sh [SECONDS] [BUILD_DIR]      (default: 60, build/fuzz)
set -eu
seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${2:-$root/build/fuzz}

CC=${CC:-clang} CXX=${CXX:-clang++} cmake -S "$root" -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMANCALA_FUZZ=ON -DMANCALA_BUILD_GUI=OFF >/dev/null
cmake --build "$build" --target fuzz_record -j2
mkdir -p "$build/corpus"
exec "$build/tests/fuzz/fuzz_record" -max_total_time="$seconds" -timeout=10 -max_len=8192 \
  -dict="$here/record.dict" -artifact_prefix="$build/" "$build/corpus" "$here/corpus"
