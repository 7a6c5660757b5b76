#!/bin/sh
# Long fuzzing runs of the file readers (.npy, .safetensors, T5 bias tables, config.json, scenes, lectures) with libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer: builds the fuzz targets with clang 14 in build-fuzz/ (installing clang-14
# and libfuzzer-14-dev if missing), then runs each for RUNS executions (default 1 000 000) from its seed
# corpus (tests/fuzz/corpus/<reader>, never written to; new inputs go to build-fuzz/corpus/<reader>).
# Prints one line per target; exits 1 if any target crashed, hung or reported.
#   scripts/fuzz.sh [RUNS] [READER ...]       e.g. scripts/fuzz.sh 1000000 npy safetensors t5table modelconfig scene lecture
set -eu
cd "$(dirname "$0")/.."
runs=${1:-1000000}
[ $# -gt 0 ] && shift
readers=${*:-"npy safetensors t5table modelconfig scene lecture"}

./scripts/setup-debian.sh --fuzz
CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -DPOSENC_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
for reader in $readers; do
    cmake --build build-fuzz -j "$(nproc)" --target "fuzz_$reader"
done

status=0
for reader in $readers; do
    mkdir -p "build-fuzz/corpus/$reader" "build-fuzz/crashes/$reader"
    log="build-fuzz/fuzz_$reader.log"
    start=$(date +%s)
    if QT_QPA_PLATFORM=offscreen "build-fuzz/tests/fuzz/fuzz_$reader" -runs="$runs" -max_len=65536 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="build-fuzz/crashes/$reader/" \
        "build-fuzz/corpus/$reader" "tests/fuzz/corpus/$reader" >"$log" 2>&1; then
        result="0 crashes, 0 hangs, 0 sanitizer reports"
    else
        result="FAILED: see $log and build-fuzz/crashes/$reader/"
        status=1
    fi
    executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    echo "fuzz_$reader: ${executed:-?} executions in $(( $(date +%s) - start )) s: $result"
done
exit $status
