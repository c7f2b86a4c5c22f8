# Linux and other freedesktop.org desktops: man pages, and with the GUI its desktop entry,
# AppStream metadata, MIME types of the game records and the hicolor icons. A .deb needs no
# maintainer scripts for these: dpkg triggers of desktop-file-utils, shared-mime-info and
# hicolor-icon-theme refresh the caches when files land in their directories.
set(linux_dir "${CMAKE_CURRENT_LIST_DIR}")
set(linux_out "${CMAKE_CURRENT_BINARY_DIR}/linux")
set(shogiban_programs shogiban shogiban-usi shogiban-tool)

# Man pages, compressed as Debian policy asks (gzip -9n: best, and no timestamp inside).
find_program(GZIP_PROGRAM gzip REQUIRED)
foreach(program ${shogiban_programs})
    if(TARGET ${program})
        set(page "${linux_out}/man/${program}.6")
        configure_file("${linux_dir}/man/${program}.6.in" "${page}" @ONLY)
        execute_process(COMMAND "${GZIP_PROGRAM}" -9nc "${page}" OUTPUT_FILE "${page}.gz"
                        COMMAND_ERROR_IS_FATAL ANY)
        install(FILES "${page}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")
    endif()
endforeach()

# The copyright file Debian policy asks for, pointing at the licence texts.
set(SHOGIBAN_FONT_COPYRIGHT "")
if(SHOGIBAN_FONT_LICENCES)
    string(CONCAT SHOGIBAN_FONT_COPYRIGHT
        "\nThe fonts built into the program have their own licences, in\n"
        "/usr/share/doc/shogiban/fonts/.\n")
endif()
configure_file("${linux_dir}/copyright.in" "${linux_out}/copyright" @ONLY)
install(FILES "${linux_out}/copyright" DESTINATION "${SHOGIBAN_DOC_DIR}")

# The changelog Debian policy asks for (one entry per release; lintian's no-changelog).
set(changelog "${linux_out}/changelog.gz")
execute_process(COMMAND "${GZIP_PROGRAM}" -9nc "${linux_dir}/changelog" OUTPUT_FILE "${changelog}"
                COMMAND_ERROR_IS_FATAL ANY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${linux_dir}/changelog")
install(FILES "${changelog}" DESTINATION "${SHOGIBAN_DOC_DIR}")

# AppStream metadata, configured even without the GUI so that the packaging test validates it.
set(binaries "")
foreach(program ${shogiban_programs})
    if(TARGET ${program})
        list(APPEND binaries "    <binary>${program}</binary>")
    endif()
endforeach()
list(JOIN binaries "\n" SHOGIBAN_METAINFO_BINARIES)
set(SHOGIBAN_METAINFO "${linux_out}/${SHOGIBAN_APP_ID}.metainfo.xml")
configure_file("${linux_dir}/${SHOGIBAN_APP_ID}.metainfo.xml.in" "${SHOGIBAN_METAINFO}" @ONLY)
set(SHOGIBAN_DESKTOP_FILE "${linux_dir}/${SHOGIBAN_APP_ID}.desktop")
set(SHOGIBAN_MIME_FILE "${linux_dir}/shogiban.xml")

if(TARGET shogiban)
    install(FILES "${SHOGIBAN_DESKTOP_FILE}" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    install(FILES "${SHOGIBAN_METAINFO}" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${SHOGIBAN_MIME_FILE}" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages")
    install(FILES "${SHOGIBAN_ICON_SVG}"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
    if(SHOGIBAN_ICON_DIR)
        install(DIRECTORY "${SHOGIBAN_ICON_DIR}/hicolor"
                DESTINATION "${CMAKE_INSTALL_DATADIR}/icons")
    endif()
endif()

# What this build installs, for tests/packaging/check_package.sh (sourced by bash).
set(built_programs "")
foreach(program ${shogiban_programs})
    if(TARGET ${program})
        list(APPEND built_programs ${program})
    endif()
endforeach()
set(doc_files LICENSE copyright changelog.gz)
foreach(licence ${SHOGIBAN_FONT_LICENCES})
    get_filename_component(name "${licence}" NAME)
    list(APPEND doc_files "fonts/${name}")
endforeach()
set(rendered_sizes "")
if(SHOGIBAN_ICON_DIR)
    set(rendered_sizes ${SHOGIBAN_ICON_PNG_SIZES})
endif()
list(JOIN built_programs " " built_programs)
list(JOIN doc_files " " doc_files)
list(JOIN rendered_sizes " " rendered_sizes)
file(CONFIGURE OUTPUT "${linux_out}/check_package.env" @ONLY CONTENT [[
version='@PROJECT_VERSION@'
app_id='@SHOGIBAN_APP_ID@'
programs='@built_programs@'
png_sizes='@rendered_sizes@'
doc_files='@doc_files@'
desktop_file='@SHOGIBAN_DESKTOP_FILE@'
metainfo_file='@SHOGIBAN_METAINFO@'
mime_file='@SHOGIBAN_MIME_FILE@'
]])
