// UTF-8 and UTF-16, the Windows API's text (Windows only: files_windows.cpp,
// commandline_windows.cpp, engine/windowsprocess.cpp).
#pragma once

#include <string>
#include <string_view>

namespace shogiban::platform {

// The program's text is UTF-8; bytes that are not UTF-8 came from a Windows program of narrow
// strings and are read in the ANSI code page (GetACP).
std::wstring utf16FromNarrow(std::string_view bytes);

// A lone surrogate, which Windows allows in names, becomes U+FFFD.
std::string utf8FromUtf16(std::wstring_view utf16);

} // namespace shogiban::platform
