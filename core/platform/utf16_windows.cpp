// platform/utf16.h through MultiByteToWideChar and WideCharToMultiByte.
#include "platform/utf16.h"

#include <windows.h> // WIN32_LEAN_AND_MEAN and NOMINMAX: core/CMakeLists.txt

namespace shogiban::platform {

namespace {

// Empty when the bytes are not text of the code page (with MB_ERR_INVALID_CHARS).
std::wstring toUtf16(std::string_view bytes, UINT codePage, DWORD flags)
{
    if (bytes.empty()) return {};
    const int size = int(bytes.size());
    const int length = MultiByteToWideChar(codePage, flags, bytes.data(), size, nullptr, 0);
    if (length <= 0) return {};
    std::wstring wide(size_t(length), L'\0');
    MultiByteToWideChar(codePage, flags, bytes.data(), size, wide.data(), length);
    return wide;
}

} // namespace

std::wstring utf16FromNarrow(std::string_view bytes)
{
    std::wstring wide = toUtf16(bytes, CP_UTF8, MB_ERR_INVALID_CHARS);
    return wide.empty() ? toUtf16(bytes, CP_ACP, 0) : wide;
}

std::string utf8FromUtf16(std::wstring_view utf16)
{
    if (utf16.empty()) return {};
    const int size = int(utf16.size());
    const int length
        = WideCharToMultiByte(CP_UTF8, 0, utf16.data(), size, nullptr, 0, nullptr, nullptr);
    if (length <= 0) return {};
    std::string utf8(size_t(length), '\0');
    WideCharToMultiByte(CP_UTF8, 0, utf16.data(), size, utf8.data(), length, nullptr, nullptr);
    return utf8;
}

} // namespace shogiban::platform
