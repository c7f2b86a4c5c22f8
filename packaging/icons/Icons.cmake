# The application icon has one source, icons/<app id>.svg. The PNG sizes (Linux), the ICO
# (Windows) and the ICNS (macOS) are rendered from it at build time by shogiban-icongen, a
# small Qt SVG program, so no bitmap icon is ever committed or edited by hand.
# Sets SHOGIBAN_ICON_SVG, and SHOGIBAN_ICON_DIR when the bitmaps are generated.
set(SHOGIBAN_ICON_SVG "${CMAKE_CURRENT_LIST_DIR}/${SHOGIBAN_APP_ID}.svg")
set(SHOGIBAN_ICON_PNG_SIZES 16 22 24 32 48 64 128 256 512)

# A cross build cannot run the renderer it would build: its programs go without the icon.
if(CMAKE_CROSSCOMPILING)
    return()
endif()
find_package(Qt6 6.4 QUIET COMPONENTS Svg)
if(NOT TARGET Qt6::Svg)
    message(WARNING "Qt SVG (Debian: qt6-svg-dev) not found: only the SVG icon is installed")
    return()
endif()

add_executable(shogiban-icongen "${CMAKE_CURRENT_LIST_DIR}/../icongen/main.cpp")
set_target_properties(shogiban-icongen PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
target_link_libraries(shogiban-icongen PRIVATE Qt6::Gui Qt6::Svg)
shogiban_set_warnings(shogiban-icongen)

set(SHOGIBAN_ICON_DIR "${CMAKE_CURRENT_BINARY_DIR}/icons")
set(icon_outputs "")

# shogiban_render_icon(OUTPUT [SIZE]): one icon file rendered from the SVG source.
function(shogiban_render_icon output)
    get_filename_component(dir "${output}" DIRECTORY)
    add_custom_command(OUTPUT "${output}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
        COMMAND shogiban-icongen "${SHOGIBAN_ICON_SVG}" "${output}" ${ARGN}
        DEPENDS shogiban-icongen "${SHOGIBAN_ICON_SVG}"
        COMMENT "Rendering icon ${output}" VERBATIM)
endfunction()

if(WIN32)
    set(SHOGIBAN_ICON_ICO "${SHOGIBAN_ICON_DIR}/shogiban.ico")
    shogiban_render_icon("${SHOGIBAN_ICON_ICO}")
    list(APPEND icon_outputs "${SHOGIBAN_ICON_ICO}")
elseif(APPLE)
    set(SHOGIBAN_ICON_ICNS "${SHOGIBAN_ICON_DIR}/shogiban.icns")
    shogiban_render_icon("${SHOGIBAN_ICON_ICNS}")
    list(APPEND icon_outputs "${SHOGIBAN_ICON_ICNS}")
else()
    foreach(size ${SHOGIBAN_ICON_PNG_SIZES})
        set(png "${SHOGIBAN_ICON_DIR}/hicolor/${size}x${size}/apps/${SHOGIBAN_APP_ID}.png")
        shogiban_render_icon("${png}" ${size})
        list(APPEND icon_outputs "${png}")
    endforeach()
endif()
add_custom_target(shogiban-icons ALL DEPENDS ${icon_outputs})
