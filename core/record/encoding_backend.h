// The platform's converters behind encoding.h, one implementation per platform:
// encoding_iconv.cpp (iconv, found by CMake's FindIconv: glibc on Linux, libiconv on macOS)
// and encoding_windows.cpp (MultiByteToWideChar / WideCharToMultiByte). core/CMakeLists.txt
// compiles exactly one of them. UTF-8 itself never reaches them.
#pragma once

#include "record/encoding.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace shogiban::record::detail {

struct Conversion {
    std::string utf8;
    // Offset in the input of the first byte that is not part of a character; nullopt when
    // every byte was converted.
    std::optional<size_t> badOffset;
};

// Shift_JIS (CP932) or EUC-JP bytes to UTF-8.
Conversion decodeWithPlatform(std::string_view bytes, TextEncoding from);

// Well-formed UTF-8 to Shift_JIS (CP932) or EUC-JP; each character the encoding cannot hold
// becomes one `replacement`.
std::string encodeWithPlatform(std::string_view utf8, TextEncoding to, char replacement);

} // namespace shogiban::record::detail
