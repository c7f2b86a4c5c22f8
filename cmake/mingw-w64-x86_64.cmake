# Toolchain for 64-bit Windows with Debian's MinGW-w64 (package g++-mingw-w64-x86-64-posix: the
# posix thread model, which std::thread and std::mutex need). Used by the windows-cross preset,
# which builds core, shogiban-tool and shogiban-usi; Qt is not packaged for this target, so the
# GUI and the Qt tests stay off there.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)

set(mingw_triple x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${mingw_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${mingw_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${mingw_triple}-windres)

# Libraries and headers of the target only; programs (ccache, gzip) from the build machine.
set(mingw_stage "${CMAKE_BINARY_DIR}/mingw-stage")
set(CMAKE_FIND_ROOT_PATH /usr/${mingw_triple} "${mingw_stage}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Statically linked (libstdc++, libgcc, winpthread): the .exe files run alone, no MinGW DLLs.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# nlohmann/json is header-only, so Debian's nlohmann-json3-dev serves this target too. Its
# headers are staged alone under the build tree: pointing the cross compiler at /usr/include
# itself would mix the build machine's C library headers into the Windows build.
set(host_json_headers /usr/include/nlohmann)
set(host_json_config /usr/share/cmake/nlohmann_json)
if(NOT EXISTS "${host_json_headers}/json.hpp" OR NOT EXISTS "${host_json_config}")
    message(FATAL_ERROR "nlohmann/json not found: apt-get install nlohmann-json3-dev")
endif()
if(NOT EXISTS "${mingw_stage}/usr/include/nlohmann")
    file(MAKE_DIRECTORY "${mingw_stage}/usr/include" "${mingw_stage}/usr/share/cmake")
    file(CREATE_LINK "${host_json_headers}" "${mingw_stage}/usr/include/nlohmann" SYMBOLIC)
    file(COPY "${host_json_config}" DESTINATION "${mingw_stage}/usr/share/cmake")
endif()
