# Windows: version information and the icon in every .exe, the Qt DLLs deployed next to the
# GUI (a WIN32 executable, see app/CMakeLists.txt), the compiler runtime, and an NSIS installer
# with a Start menu entry and "Open with" entries for game records. Read only when WIN32.
include("${CMAKE_CURRENT_LIST_DIR}/../QtDeploy.cmake")
set(windows_dir "${CMAKE_CURRENT_LIST_DIR}")

# The icon renderer runs during the build: put the Qt DLLs it links beside it.
if(TARGET shogiban-icongen)
    add_custom_command(TARGET shogiban-icongen POST_BUILD
        COMMAND "${CMAKE_COMMAND}" -E copy_if_different
                "$<TARGET_RUNTIME_DLLS:shogiban-icongen>" "$<TARGET_FILE_DIR:shogiban-icongen>"
        COMMAND_EXPAND_LISTS)
endif()

# shogiban_add_version_info(TARGET DESCRIPTION): a VERSIONINFO resource (and the icon).
function(shogiban_add_version_info target description)
    set(SHOGIBAN_RC_NAME "${target}")
    set(SHOGIBAN_RC_DESCRIPTION "${description}")
    set(SHOGIBAN_RC_ICON "")
    if(SHOGIBAN_ICON_ICO)
        set(SHOGIBAN_RC_ICON "IDI_ICON1 ICON \"${SHOGIBAN_ICON_ICO}\"")
    endif()
    set(rc "${CMAKE_CURRENT_BINARY_DIR}/windows/${target}.rc")
    configure_file("${windows_dir}/version.rc.in" "${rc}" @ONLY)
    target_sources(${target} PRIVATE "${rc}")
    if(SHOGIBAN_ICON_ICO)
        add_dependencies(${target} shogiban-icons)
        set_source_files_properties("${rc}" TARGET_DIRECTORY ${target}
                                    PROPERTIES OBJECT_DEPENDS "${SHOGIBAN_ICON_ICO}")
    endif()
endfunction()

if(TARGET shogiban)
    shogiban_add_version_info(shogiban "Shogiban")
    shogiban_install_qt_runtime(shogiban)
endif()
if(TARGET shogiban-usi)
    shogiban_add_version_info(shogiban-usi "Shogiban USI engine")
endif()
shogiban_add_version_info(shogiban-tool "Shogiban command line tool")

set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION "${CMAKE_INSTALL_BINDIR}")
include(InstallRequiredSystemLibraries)

# The installer. NSIS text below reaches NSIS verbatim (CPACK_VERBATIM_VARIABLES).
set(CPACK_NSIS_PACKAGE_NAME "Shogiban")
set(CPACK_NSIS_DISPLAY_NAME "Shogiban ${PROJECT_VERSION}")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\shogiban.exe")
if(SHOGIBAN_ICON_ICO)
    set(CPACK_NSIS_MUI_ICON "${SHOGIBAN_ICON_ICO}")
    set(CPACK_NSIS_MUI_UNIICON "${SHOGIBAN_ICON_ICO}")
endif()
if(TARGET shogiban)
    set(CPACK_PACKAGE_EXECUTABLES shogiban Shogiban) # the Start menu entry
    set(progid "Shogiban.GameRecord")
    set(classes "Software\\Classes")
    set(nsis_install "WriteRegStr SHCTX '${classes}\\${progid}' '' 'Shogi game record'\n")
    string(APPEND nsis_install
        "WriteRegStr SHCTX '${classes}\\${progid}\\DefaultIcon' '' "
        "'$INSTDIR\\bin\\shogiban.exe,0'\n"
        "WriteRegStr SHCTX '${classes}\\${progid}\\shell\\open\\command' '' "
        "'\"$INSTDIR\\bin\\shogiban.exe\" \"%1\"'\n")
    set(nsis_uninstall "DeleteRegKey SHCTX '${classes}\\${progid}'\n")
    foreach(extension kif kifu ki2 ki2u csa jkf)
        set(key "${classes}\\.${extension}\\OpenWithProgids")
        string(APPEND nsis_install "WriteRegStr SHCTX '${key}' '${progid}' ''\n")
        string(APPEND nsis_uninstall "DeleteRegValue SHCTX '${key}' '${progid}'\n")
    endforeach()
    set(refresh "System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'\n")
    set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "${nsis_install}${refresh}")
    set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "${nsis_uninstall}${refresh}")
endif()
