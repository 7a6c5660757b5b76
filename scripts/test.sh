#!/bin/sh
# The second README command: install what is missing, build everything (Release) and run all tests.
# Tests draw offscreen: no display is needed.
set -eu
cd "$(dirname "$0")/.."
./scripts/configure.sh
cmake --build build -j "$(nproc)"
ctest --test-dir build --output-on-failure -j "$(nproc)"
