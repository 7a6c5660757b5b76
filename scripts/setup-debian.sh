#!/bin/sh
# Installs the Debian packages PosEnc needs to build, run and test: only those that are missing, so a
# second run costs a few milliseconds. Uses sudo when not run as root. Debian 12 (bookworm) or newer.
# With --fuzz also what scripts/fuzz.sh needs; with --noisy what scripts/test-noisy.sh adds to the machine;
# with --benchmark what scripts/benchmark.sh measures against.
set -eu

PACKAGES="build-essential cmake ccache
qt6-base-dev qt6-qpa-plugins libqt6svg6 qt6-svg-dev libqcustomplot-dev libeigen3-dev nlohmann-json3-dev
qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
libgif-dev libimagequant-dev libpng-dev
fonts-dejavu-core fonts-wqy-microhei
desktop-file-utils appstream shared-mime-info dpkg-dev file"
# scripts/fuzz.sh only (`setup-debian.sh --fuzz`): clang 14 and its libFuzzer.
if [ "${1:-}" = "--fuzz" ]; then
    PACKAGES="$PACKAGES clang-14 libfuzzer-14-dev"
fi
# scripts/test-noisy.sh only (`setup-debian.sh --noisy`): the fonts python3-matplotlib and imagemagick bring,
# Noto with CJK, and the locale sources to compile de_DE and fr_FR from.
if [ "${1:-}" = "--noisy" ]; then
    PACKAGES="$PACKAGES fonts-droid-fallback fonts-noto-mono fonts-urw-base35 fonts-lyx fonts-noto-core fonts-noto-cjk
locales fontconfig"
fi

# scripts/benchmark.sh only (`setup-debian.sh --benchmark`): matplotlib for the heat maps' side-by-side run,
# time for the exports' peak memory.
if [ "${1:-}" = "--benchmark" ]; then
    PACKAGES="$PACKAGES python3-matplotlib python3-numpy time"
fi

missing=""
for package in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "setup: please install as root:$missing" >&2
    exit 1
fi
echo "setup: installing$missing"
$as_root apt-get update -q
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
