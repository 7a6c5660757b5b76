# `cd build && cpack` (or `cpack -G DEB`): a Debian package posenc_<version>_<arch>.deb of what
# `cmake --install` lays out, under /usr. dpkg-shlibdeps (dpkg-dev) writes the Depends of the libraries
# the binary links (libqt6widgets6, libqcustomplot2.1-qt6, ...); the list below adds what it cannot see,
# because Qt loads it at run time.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "posenc")
set(CPACK_PACKAGE_VENDOR "PosEnc")
set(CPACK_PACKAGE_CONTACT "PosEnc developers <posenc@example.org>")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# One line of the control file's long description each (dpkg shows them as they are).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "PosEnc shows, true to the formula, what the sinusoidal positional encoding of"
    "Attention Is All You Need (Vaswani et al. 2017) does to a sentence: heat maps of"
    "the token embedding, the encoding and their sum, a clock hand per (sin, cos)"
    "pair, and views of why it looks as it does (wavelengths, relative offset,"
    "similarity, attention). Made for teaching: a presentation mode, figures exported"
    "to PNG, SVG, PDF or CSV, an English and a Chinese interface.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT") # posenc_1.0.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libqt6svg6: the SVG icon engine and image plugin (the window icon); fonts-wqy-microhei: Chinese text.
# The platform plugins the app uses, xcb (the window) and offscreen (`posenc export`), come with
# libqt6gui6, which dpkg-shlibdeps lists; Debian 12's qt6-qpa-plugins holds only the VNC plugin.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6, fonts-wqy-microhei")
# Qt's own Chinese texts (standard buttons of dialogs) and a Chinese font with a real bold face (bold titles
# past 64 px, boldfaces.h); the app runs without them.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")

include(CPack)
