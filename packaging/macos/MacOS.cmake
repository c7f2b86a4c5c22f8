# macOS: Shogiban.app (a MACOSX_BUNDLE executable, see app/CMakeLists.txt) with an Info.plist
# (version, the game record types it opens), the icon, the Qt frameworks deployed into the
# bundle by macdeployqt, and a drag-and-drop DMG. Read only when APPLE. The command line
# programs are installed beside the bundle in bin/.
include("${CMAKE_CURRENT_LIST_DIR}/../QtDeploy.cmake")

if(TARGET shogiban)
    set_target_properties(shogiban PROPERTIES
        OUTPUT_NAME Shogiban
        MACOSX_BUNDLE_INFO_PLIST "${CMAKE_CURRENT_LIST_DIR}/Info.plist.in"
        MACOSX_BUNDLE_GUI_IDENTIFIER "${SHOGIBAN_APP_ID}"
        MACOSX_BUNDLE_BUNDLE_NAME Shogiban
        MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
        MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
        MACOSX_BUNDLE_COPYRIGHT "The Shogiban developers, GPL-3.0-or-later")
    if(SHOGIBAN_ICON_ICNS)
        target_sources(shogiban PRIVATE "${SHOGIBAN_ICON_ICNS}")
        set_source_files_properties("${SHOGIBAN_ICON_ICNS}" TARGET_DIRECTORY shogiban
                                    PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED TRUE)
        set_target_properties(shogiban PROPERTIES MACOSX_BUNDLE_ICON_FILE shogiban.icns)
        add_dependencies(shogiban shogiban-icons)
    endif()
    shogiban_install_qt_runtime(shogiban)
endif()

set(CPACK_DMG_VOLUME_NAME "Shogiban ${PROJECT_VERSION}")
