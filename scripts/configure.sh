#!/bin/sh
# Installs what is missing and configures the Release build in build/ (once; later builds reconfigure
# themselves when a CMakeLists.txt changes).
set -eu
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
if [ ! -f build/CMakeCache.txt ]; then
    cmake --preset release
fi
