// Text encodings of kifu files. KIF/KI2/CSA files written on Windows are CP932 (Microsoft's
// Shift_JIS), old records from Unix programs are EUC-JP, and .kifu files and everything
// Shogiban writes by default are UTF-8. Conversion goes through the platform (iconv, or the
// Windows API; see encoding_backend.h), never through a table of our own.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::record {

enum class TextEncoding { Utf8, ShiftJis, EucJp };

std::string_view nameOf(TextEncoding encoding); // "UTF-8", "Shift_JIS", "EUC-JP"

// Where bytes stop being text: the first byte that is not part of a character of `encoding`.
struct UndecodableByte {
    TextEncoding encoding = TextEncoding::Utf8;
    size_t offset = 0; // 0-based, from the start of the bytes (a byte order mark included)
    int line = 1; // 1-based line of that byte
    unsigned char byte = 0; // its value
};

// Text decoded to UTF-8, or where it could not be.
struct DecodedText {
    std::string utf8; // without a byte order mark; empty when decoding failed
    TextEncoding encoding = TextEncoding::Utf8; // the bytes' encoding, when ok()
    std::optional<UndecodableByte> error;
    bool ok() const { return !error.has_value(); }
};

// The one detection of a record's encoding, used for files, pasted text and every format:
// a UTF-8 byte order mark means UTF-8; an encoding named in the text ("'CSA encoding=..." on a
// line of its own, or KIF's "#KIF version=2.0 encoding=...") is tried first; then UTF-8
// (pure ASCII is UTF-8), then Shift_JIS and EUC-JP, and when both fit, the one whose text
// looks like Japanese rather than half-width katakana. Control characters other than tab,
// line and page breaks and a DOS end-of-file mark make bytes undecodable in every encoding
// (a record is text, never binary). When no encoding fits, `error` names the first bad byte
// of the encoding that read furthest.
DecodedText decodeText(std::string_view bytes);

// Text most of which is in one encoding, with some lines that are not (a comment pasted from
// a file in another encoding): each line that is not text in the encoding of the rest and
// that `mayDrop` accepts is left out, as an empty line, so that line numbers stay. When no
// encoding fits even so, `text.error` says why, as decodeText does.
struct LenientText {
    DecodedText text;
    std::vector<UndecodableByte> droppedLines; // the first bad byte of each line left out
};
// The encoding that needs the fewest lines left out wins (then as decodeText chooses). Text
// that decodeText reads is read the same way, with nothing left out.
LenientText decodeTextDroppingLines(
    std::string_view bytes, const std::function<bool(std::string_view line)>& mayDrop);

// Bytes in one given encoding (a UTF-8 byte order mark is dropped).
DecodedText decodeAs(std::string_view bytes, TextEncoding encoding);

// UTF-8 text in `encoding`; characters the encoding cannot hold become '?' (kifu text is
// almost always representable, and a comment should not make the whole file unsaveable).
std::string encodeText(std::string_view utf8, TextEncoding encoding);

bool isValidUtf8(std::string_view bytes);

// English description for the command line, e.g.
// "line 3: not UTF-8, Shift_JIS or EUC-JP text: byte 0x85 at offset 57 is not Shift_JIS".
std::string describe(const UndecodableByte& error);

} // namespace shogiban::record
