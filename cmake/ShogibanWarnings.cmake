# Warnings apply to our own targets only (PRIVATE), never to consumers.
function(shogiban_set_warnings target)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /utf-8 /permissive-)
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                               -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual)
    endif()
endfunction()
