# Sourced by the install tests. `cmake --install` and `cpack` both rewrite BUILD/install_manifest.txt,
# the list of a developer's own install (README, Uninstall): keep_manifest BUILD WORK saves it,
# restore_manifest puts it back (or removes the test's list where there was none).
keep_manifest() {
    manifest=$1/install_manifest.txt saved_manifest=$2/saved-install-manifest.txt
    [ ! -f "$manifest" ] || cp -p "$manifest" "$saved_manifest"
}
restore_manifest() {
    if [ -f "$saved_manifest" ]; then mv "$saved_manifest" "$manifest"; else rm -f "$manifest"; fi
}
