#!/bin/sh
# The whole test suite on a "noisy" machine, as a newcomer's Debian 12 often is: the fonts that
# python3-matplotlib and imagemagick bring (fonts-droid-fallback, fonts-noto-mono, fonts-urw-base35,
# fonts-lyx) plus fonts-noto-core and fonts-noto-cjk; a locale that writes decimal commas (de_DE.UTF-8, or
# fr_FR.UTF-8 with `--locale fr_FR.UTF-8`) in LANG and LC_ALL; a time zone 14 hours from UTC; and a HOME
# that cannot be written. Tests must pass here exactly as on the set-up's machine: no test may depend on the
# machine's fonts, locale, time zone or home folder.
#
#   ./scripts/test-noisy.sh [--locale de_DE.UTF-8|fr_FR.UTF-8] [ctest arguments …]
#
# Installs the fonts (sudo when not root) and builds like scripts/test.sh; the locales are compiled into
# build/noisy/locale (LOCPATH), so the machine's own locale settings are not changed.
set -eu
cd "$(dirname "$0")/.."

locale=de_DE.UTF-8
if [ "${1:-}" = "--locale" ]; then
    locale=$2
    shift 2
fi

./scripts/setup-debian.sh --noisy
./scripts/configure.sh
cmake --build build -j "$(nproc)"

noisy=$PWD/build/noisy
rm -rf "$noisy"
mkdir -p "$noisy/locale"
for name in de_DE fr_FR; do
    # localedef exits 1 for warnings alone ("not ISO C compliant"); the folder it writes is what counts.
    localedef -i "$name" -f UTF-8 "$noisy/locale/$name.UTF-8" 2>/dev/null || true
    [ -f "$noisy/locale/$name.UTF-8/LC_NUMERIC" ] || { echo "test-noisy: cannot compile $name.UTF-8" >&2; exit 1; }
done
# HOME below a regular file: nothing can be created in it, not even by root (which writes through a chmod).
: > "$noisy/not-a-folder"
home=$noisy/not-a-folder/home

echo "test-noisy: LANG=LC_ALL=$locale, TZ=UTC-14, HOME=$home (unwritable), fonts:"
fc-list : family | sort -u | tr '\n' ';' | cut -c1-400
echo
echo "test-noisy: the decimal point of $locale is '$(LOCPATH="$noisy/locale" LC_ALL="$locale" locale decimal_point)'"

env LOCPATH="$noisy/locale" LANG="$locale" LC_ALL="$locale" TZ="UTC-14" HOME="$home" \
    ctest --test-dir build --output-on-failure -j "$(nproc)" "$@"
