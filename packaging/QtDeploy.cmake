# shogiban_install_qt_runtime(TARGET): after `cmake --install`, copy the Qt libraries and
# plugins the target needs next to it (windeployqt on Windows, macdeployqt on macOS). Qt 6.4
# supports only those two platforms here; Linux packages use the system's Qt instead.
function(shogiban_install_qt_runtime target)
    if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
        qt_generate_deploy_app_script(TARGET ${target} OUTPUT_SCRIPT deploy_script
                                      NO_UNSUPPORTED_PLATFORM_ERROR)
    else()
        qt_generate_deploy_app_script(TARGET ${target} FILENAME_VARIABLE deploy_script
                                      NO_UNSUPPORTED_PLATFORM_ERROR)
    endif()
    install(SCRIPT "${deploy_script}")
endfunction()
