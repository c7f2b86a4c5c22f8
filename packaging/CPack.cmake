# CPack: `cmake --build B --target package` (or `cpack` in B) writes, per platform,
#   Linux:   shogiban_<version>_<arch>.deb and shogiban-<version>-Linux-<arch>.tar.gz
#   Windows: an NSIS installer (.exe) and a .zip
#   macOS:   a .dmg holding Shogiban.app
set(CPACK_PACKAGE_NAME "shogiban")
set(CPACK_PACKAGE_VENDOR "The Shogiban developers")
set(CPACK_PACKAGE_CONTACT "The Shogiban developers <shogiban@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Lines under 80 columns: the Debian description shows them as they are.
set(CPACK_PACKAGE_DESCRIPTION
    "Shogiban is a desktop shogi (Japanese chess) program for learners and
club players: a wooden board with wedge-shaped pieces, a computer opponent
from beginner to strong, two players on one computer, and game records in
KIF, KI2, CSA and JSON (JKF). It also plays Hasami Shogi, Dai Hasami Shogi
and Mak-yek, and ships shogiban-usi, a USI engine for other shogi programs,
and shogiban-tool, a command line companion.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Shogiban")
set(CPACK_PACKAGE_FILE_NAME
    "${CPACK_PACKAGE_NAME}-${PROJECT_VERSION}-${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_VERBATIM_VARIABLES ON)

if(WIN32)
    set(CPACK_GENERATOR NSIS ZIP)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
else()
    set(CPACK_GENERATOR DEB TGZ)
    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
    set(CPACK_DEBIAN_PACKAGE_SECTION games)
    set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
    # Library dependencies come from the binaries (dpkg-shlibdeps). The kanji font is built
    # into the program, so no font package is needed; Wayland and Qt's own translations are
    # welcome but optional (Qt falls back to X11 through XWayland).
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/linux/DebGames.cmake")
    if(TARGET shogiban)
        set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
    endif()
endif()

include(CPack)
