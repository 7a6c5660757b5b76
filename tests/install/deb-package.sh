#!/bin/sh
# deb-package.sh BUILD WORK APP_ID VERSION
# Builds the Debian package of BUILD with CPack into WORK (not into BUILD, where a developer's own
# package may lie) and checks its name, its control fields (Depends from dpkg-shlibdeps plus the
# run-time plugins and fonts) and that it holds the program and its desktop integration under /usr.
set -eu
build=$1 work=$2 id=$3 version=$4
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
command -v dpkg-shlibdeps >/dev/null 2>&1 \
    || { echo "FAIL: dpkg-shlibdeps is missing (package dpkg-dev; ./scripts/setup-debian.sh installs it)" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
. "$(dirname "$0")/keep-manifest.sh"
keep_manifest "$build" "$work"
status=0
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1 || status=$?
restore_manifest
[ "$status" -eq 0 ] || { cat "$work/cpack.log" >&2; exit 1; }
deb=$work/posenc_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || { echo "FAIL: no $(basename "$deb"); $(ls "$work")" >&2; exit 1; }

field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = posenc ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), project() says $version"
[ "$(field Section)" = science ] || fail "Section: $(field Section)"
depends=$(field Depends)
echo "Depends: $depends"
# From dpkg-shlibdeps (libqt6gui6 also brings the xcb and offscreen platform plugins), then ours.
for package in libqt6widgets6 libqt6gui6 libqt6core6 libqt6svg6 libqcustomplot2.1-qt6 libc6 fonts-wqy-microhei; do
    echo "$depends" | tr ',' '\n' | grep -q "^ *$package\( \|$\)" || fail "Depends lacks $package"
done
echo "$(field Recommends)" | grep -q qt6-translations-l10n || fail "Recommends lacks qt6-translations-l10n"
echo "$(field Recommends)" | grep -q fonts-noto-cjk || fail "Recommends lacks fonts-noto-cjk"

dpkg-deb --contents "$deb" >"$work/contents.txt"
for path in ./usr/bin/posenc ./usr/share/applications/$id.desktop ./usr/share/metainfo/$id.metainfo.xml \
    ./usr/share/mime/packages/$id.xml ./usr/share/icons/hicolor/scalable/apps/$id.svg \
    ./usr/share/doc/posenc/README.md ./usr/share/doc/posenc/docs/manual/index.md \
    ./usr/share/doc/posenc/resources/screenshots/lecture.png; do
    grep -q " $path\$" "$work/contents.txt" || fail "the package lacks $path"
done
# Every file belongs to root, as dpkg installs it.
awk '$2 != "root/root" { print; bad = 1 } END { exit bad }' "$work/contents.txt" || fail "files not owned by root"

[ "$failures" -eq 0 ] || exit 1
echo "$(basename "$deb"): all checks passed"
