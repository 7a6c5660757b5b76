#!/bin/sh
# install-layout.sh BUILD WORK APP_ID VERSION BINDIR DATADIR DOCDIR
# `cmake --install BUILD --prefix WORK/prefix`, then checks what a desktop needs: the program runs from
# there, the .desktop file, the AppStream metainfo and the MIME package pass their validators and agree
# with each other (one application id, the icon Icon= names, the version of project()).
set -eu
build=$1 work=$2 id=$3 version=$4 bindir=$5 datadir=$6 docdir=$7
prefix=$work/prefix
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
need() { command -v "$1" >/dev/null 2>&1 || { echo "FAIL: $1 is missing (package $2; ./scripts/setup-debian.sh installs it)" >&2; exit 1; }; }
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need update-mime-database shared-mime-info

rm -rf "$work"
mkdir -p "$work"
. "$(dirname "$0")/keep-manifest.sh"
keep_manifest "$build" "$work"
status=0
cmake --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1 || status=$?
restore_manifest
[ "$status" -eq 0 ] || { cat "$work/install.log" >&2; exit 1; }

desktop=$prefix/$datadir/applications/$id.desktop
metainfo=$prefix/$datadir/metainfo/$id.metainfo.xml
mime=$prefix/$datadir/mime/packages/$id.xml
icon=$prefix/$datadir/icons/hicolor/scalable/apps/$id.svg
for file in "$prefix/$bindir/posenc" "$desktop" "$metainfo" "$mime" "$icon" \
    "$prefix/$docdir/README.md" "$prefix/$docdir/LICENSE" "$prefix/$docdir/docs/manual/index.md" \
    "$prefix/$docdir/docs/manual/zh_CN/lecture.md" "$prefix/$docdir/resources/screenshots/lecture.png"; do
    [ -f "$file" ] || fail "not installed: ${file#"$prefix"/}"
done
[ -x "$prefix/$bindir/posenc" ] || fail "$bindir/posenc is not executable"
# The manual's pictures are where its relative links point (docs/manual/../../resources/screenshots).
grep -q '](../../resources/screenshots/lecture.png)' "$prefix/$docdir/docs/manual/lecture.md" \
    || fail "the installed manual's lecture page does not show resources/screenshots/lecture.png"

# The installed program starts (its Qt libraries and plugins found without the build tree).
out=$("$prefix/$bindir/posenc" --version 2>&1) || fail "$bindir/posenc --version failed: $out"
[ "$out" = "posenc $version" ] || fail "$bindir/posenc --version printed '$out', expected 'posenc $version'"
"$prefix/$bindir/posenc" export --figure pe --width 320 --height 240 --out "$work/encoding.png" \
    >"$work/export.log" 2>&1 || fail "$bindir/posenc export failed: $(cat "$work/export.log")"
[ "$(head -c 4 "$work/encoding.png" 2>/dev/null | tail -c 3)" = PNG ] || fail "$bindir/posenc export wrote no PNG"

# .desktop: valid (hints such as "more than one main category", Education and Science, are allowed).
if [ -f "$desktop" ]; then
    report=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate: $report"
    echo "$report" | grep -E "(error|warning):" && fail "desktop-file-validate reports errors or warnings"
    value() { sed -n "s/^$1=//p" "$desktop"; }
    [ "$(value Icon)" = "$id" ] || fail "Icon=$(value Icon), expected $id (the installed icon's name)"
    [ "$(value Exec)" = "posenc %f" ] || fail "Exec=$(value Exec), expected 'posenc %f'"
    [ "$(value MimeType)" = "application/x-posenc;" ] || fail "MimeType=$(value MimeType)"
    # X11 docks match the window by its WM_CLASS, which Qt takes from the program's name.
    [ "$(value StartupWMClass)" = posenc ] || fail "StartupWMClass=$(value StartupWMClass), expected posenc"
    [ -n "$(value 'Name\[zh_CN\]')" ] || fail "no Name[zh_CN]"
    [ -n "$(value 'Comment\[zh_CN\]')" ] || fail "no Comment[zh_CN]"
fi

# Metainfo: valid without the network (pedantic notes, such as the capitals of PosEnc in the id, are
# not failures), about this id, its .desktop file and this version.
if [ -f "$metainfo" ]; then
    report=$(appstreamcli validate --no-net --no-color "$metainfo" 2>&1) || fail "appstreamcli validate: $report"
    grep -q "<id>$id</id>" "$metainfo" || fail "metainfo: no <id>$id</id>"
    grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" \
        || fail "metainfo: launchable is not $id.desktop"
    grep -q "<mediatype>application/x-posenc</mediatype>" "$metainfo" || fail "metainfo: no mediatype"
    newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
    [ "$newest" = "$version" ] || fail "metainfo: newest release is '$newest', project() says $version"
    report=$(appstreamcli validate-tree --no-net --no-color "$prefix" 2>&1) \
        || fail "appstreamcli validate-tree: $report"
fi

# MIME: shared-mime-info compiles the package and maps *.posenc to the type, a kind of JSON.
if [ -f "$mime" ]; then
    update-mime-database "$prefix/$datadir/mime" >"$work/mime.log" 2>&1 \
        || fail "update-mime-database: $(cat "$work/mime.log")"
    grep -qx "50:application/x-posenc:\*\.posenc" "$prefix/$datadir/mime/globs2" 2>/dev/null \
        || fail "globs2 does not map *.posenc to application/x-posenc"
    grep -qx "application/x-posenc application/json" "$prefix/$datadir/mime/subclasses" 2>/dev/null \
        || fail "application/x-posenc is not a subclass of application/json"
fi

[ "$failures" -eq 0 ] || exit 1
echo "install layout in $prefix: all checks passed"
