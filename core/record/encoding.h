// Text encodings of kifu files. KIF/KI2/CSA files written on Windows are CP932 (Microsoft's
// Shift_JIS); .kifu files and everything Shogiban writes by default are UTF-8. Conversion goes
// through the C library's iconv, never through a table of our own.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace shogiban::record {

enum class TextEncoding { Utf8, ShiftJis };

bool isValidUtf8(std::string_view bytes);

// CP932 bytes to UTF-8; nullopt when the bytes are not valid CP932.
std::optional<std::string> shiftJisToUtf8(std::string_view bytes);
// UTF-8 to CP932; characters CP932 cannot hold become '?' (kifu text is almost always
// representable, and a comment should not make the whole file unsaveable).
std::string utf8ToShiftJis(std::string_view utf8);

// Decides how a file's bytes are encoded: a UTF-8 byte order mark or valid UTF-8 means UTF-8
// (pure ASCII is both), otherwise Shift_JIS. A CSA "'CSA encoding=..." line wins when present.
TextEncoding detectEncoding(std::string_view bytes);

// Bytes in any supported encoding to UTF-8 without a byte order mark; nullopt when the bytes
// are valid in neither encoding.
std::optional<std::string> decodeToUtf8(std::string_view bytes);

} // namespace shogiban::record
