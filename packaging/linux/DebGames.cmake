# Run by CPack between staging the files and building each package (CPACK_PRE_BUILD_SCRIPTS).
# Debian keeps games' programs in /usr/games (policy 11.11; lintian's
# package-section-games-but-contains-no-game), so the .deb, in section games, does too; the
# .tar.gz and `cmake --install` keep bin/. /usr/games is on PATH on Debian and Ubuntu, so the
# desktop entry's Exec=shogiban and engines named shogiban-usi in other programs still work.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()
set(staged "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${staged}/bin")
    message(FATAL_ERROR "DebGames.cmake: no ${staged}/bin to move to games")
endif()
file(RENAME "${staged}/bin" "${staged}/games")
