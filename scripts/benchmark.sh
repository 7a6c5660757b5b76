#!/bin/sh
# Builds (Release) and runs the benchmarks: one line per figure (name, size, median, and the ratio against
# an in-run reference or the target). Offscreen: no display needed. Takes about 17 minutes on 2 cores (the
# figure sweeps over the registry 8, the sweeps at L 4096 and the presentation sweeps at L 2048 most of the rest); name functions to run fewer: ./scripts/benchmark.sh play exportAll.
# BENCH_STEPS=N steps per parameter (default 200), BENCH_SWEEP=position one parameter only (for a profiler).
set -eu
cd "$(dirname "$0")/.."
./scripts/configure.sh
./scripts/setup-debian.sh --benchmark # matplotlib, for the ratio of the heat maps' exports
cmake --build build --target bench_posenc -j "$(nproc)"
# A 3840 x 2160 offscreen screen (the platform's own 800 x 600 would make the window zoom itself down to fit).
export QT_QPA_PLATFORM="offscreen:configfile=$(pwd)/tests/data/offscreen-screen-4k.json"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -u)}"
export XDG_CONFIG_HOME="$(pwd)/build/tests/benchmarks/config"
# Qt Test stops a function after 5 minutes; the presentation sweeps at L 2048 take longer on 2 cores.
export QTEST_FUNCTION_TIMEOUT="${QTEST_FUNCTION_TIMEOUT:-3600000}"
./build/tests/benchmarks/bench_posenc -silent "$@" | grep -v -E '^(PASS|Totals|\*\*\*\*\*|Config:|QDEBUG|QWARN)'
