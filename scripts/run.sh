#!/bin/sh
# The first README command: install what is missing, build (Release) and start the app.
# Arguments are passed to posenc, e.g. ./scripts/run.sh --d-model 128 --text "I love you"
set -eu
cd "$(dirname "$0")/.."
./scripts/configure.sh
cmake --build build --target posenc -j "$(nproc)"
exec ./build/app/posenc "$@"
