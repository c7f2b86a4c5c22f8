// The text encoding cases (core/record/encoding.h), written once for both runners:
// tst_encoding (Qt Test, every native build) and encodingcases_main.cpp (plain C++, built by
// the Windows cross build and run under Wine), so that iconv and the Windows API answer the
// same questions. The expected bytes come from Python's codecs (cp932, euc_jp), not from us.
#pragma once

#include "record/encoding.h"

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace shogiban::record::cases {

using namespace std::string_view_literals;

struct DecodeCase {
    const char* name;
    std::string_view bytes;
    std::optional<TextEncoding> as; // decodeAs this encoding; decodeText when unset
    TextEncoding encoding; // the encoding found (or, on failure, the one that read furthest)
    std::string_view utf8; // the text, when it decodes
    std::optional<size_t> badOffset; // where it stops being text, when it does not
    int badLine = 0;
};

inline constexpr DecodeCase DecodeCases[] = {
    {"ASCII is UTF-8", "V2.2\nPI\n+\n"sv, {}, TextEncoding::Utf8, "V2.2\nPI\n+\n", {}},
    {"UTF-8", "手合割：平手\n"sv, {}, TextEncoding::Utf8, "手合割：平手\n", {}},
    {"UTF-8 with a byte order mark", "\xEF\xBB\xBF▲７六歩"sv, {}, TextEncoding::Utf8, "▲７六歩",
        {}},
    {"Shift_JIS move", "\x81\xA3\x82\x56\x98\x5A\x95\xE0"sv, {}, TextEncoding::ShiftJis,
        "▲７六歩", {}},
    {"Shift_JIS header lines",
        "\x90\xE6\x8E\xE8\x81\x46\x89\x48\x90\xB6\x91\x50\x8E\xA1\r\n"
        "\x8E\xE8\x8D\x87\x8A\x84\x81\x46\x95\xBD\x8E\xE8\r\n"sv,
        {}, TextEncoding::ShiftJis, "先手：羽生善治\r\n手合割：平手\r\n", {}},
    {"CP932 extensions (NEC row 13, fullwidth tilde, both codes of an IBM kanji)",
        "\x87\x40\x81\x60\xEE\xE0\xFB\xFC"sv, {}, TextEncoding::ShiftJis, "①～髙髙", {}},
    {"EUC-JP", "\xBC\xEA\xB9\xE7\xB3\xE4\xA1\xA7\xCA\xBF\xBC\xEA\n\xA2\xA5\xA3\xB7\xCF\xBB\xCA\xE2\n"sv,
        {}, TextEncoding::EucJp, "手合割：平手\n▲７六歩\n", {}},
    // Bytes that are Shift_JIS too, but read there as half-width katakana.
    {"EUC-JP that is also Shift_JIS",
        "\xC0\xE8\xBC\xEA\xA1\xA7\xB1\xA9\xC0\xB8\xC1\xB1\xBC\xA3\n"sv, {}, TextEncoding::EucJp,
        "先手：羽生善治\n", {}},
    {"EUC-JP kana that are also Shift_JIS", "\xA4\xDE\xA4\xC7"sv, {}, TextEncoding::EucJp, "まで",
        {}},
    // 8E B1 is a kanji in Shift_JIS and half-width katakana in EUC-JP: the line decides.
    {"declared EUC-JP", "'CSA encoding=EUC-JP\n'\x8E\xB1\n"sv, {}, TextEncoding::EucJp,
        "'CSA encoding=EUC-JP\n'ｱ\n", {}},
    {"declared Shift_JIS", "#KIF version=2.0 encoding=Shift_JIS\n\x95\xE0"sv, {},
        TextEncoding::ShiftJis, "#KIF version=2.0 encoding=Shift_JIS\n歩", {}},
    {"a bad Shift_JIS byte",
        "\x8E\xE8\x8D\x87\x8A\x84\x81\x46\x95\xBD\x8E\xE8\n\x90\xE6\x8E\xE8\x81\x46\x81\x20\n"sv,
        {}, TextEncoding::ShiftJis, "", 19, 2},
    {"a cut UTF-8 character", "手合割：平手\n\xE6\x89\n"sv, {}, TextEncoding::Utf8, "", 19, 2},
    {"a NUL in ASCII text", "abc\0def"sv, {}, TextEncoding::Utf8, "", 3, 1},
    // A PNG header: 89 50 is a kanji in Shift_JIS, which reads on to the NUL.
    {"a binary file", "\x89PNG\r\n\x1A\n\0\0\0\rIHDR"sv, {}, TextEncoding::ShiftJis, "", 8, 3},
    {"a byte order mark before bad UTF-8", "\xEF\xBB\xBF\x95\xE0"sv, {}, TextEncoding::Utf8, "",
        3, 1},
    {"overlong UTF-8", "a\xC0\x80"sv, TextEncoding::Utf8, TextEncoding::Utf8, "", 1, 1},
    {"UTF-8 surrogate", "ab\xED\xA0\x80"sv, TextEncoding::Utf8, TextEncoding::Utf8, "", 2, 1},
    {"UTF-8 above U+10FFFF", "\xF4\x90\x80\x80"sv, TextEncoding::Utf8, TextEncoding::Utf8, "", 0,
        1},
    {"EUC-JP half-width katakana", "\x8E\xB1"sv, TextEncoding::EucJp, TextEncoding::EucJp, "ｱ",
        {}},
    {"Shift_JIS lead byte at the end", "\x95\xE0\x95"sv, TextEncoding::ShiftJis,
        TextEncoding::ShiftJis, "", 2, 1},
    {"EUC-JP bad second byte", "\xCA\xE2\n\xCA\x41"sv, TextEncoding::EucJp, TextEncoding::EucJp,
        "", 3, 2},
    {"EUC-JP three bytes (JIS X 0212)", "\x8F\xB0\xA1\xCA\xE2"sv, TextEncoding::EucJp,
        TextEncoding::EucJp, "丂歩", {}},
    {"EUC-JP three bytes cut off", "\xCA\xE2\x8F\xB0"sv, TextEncoding::EucJp,
        TextEncoding::EucJp, "", 2, 1},
};

struct EncodeCase {
    const char* name;
    std::string_view utf8;
    TextEncoding encoding;
    std::string_view bytes;
};

inline constexpr EncodeCase EncodeCases[] = {
    {"Shift_JIS", "▲７六歩", TextEncoding::ShiftJis, "\x81\xA3\x82\x56\x98\x5A\x95\xE0"sv},
    {"CP932 extensions", "①～", TextEncoding::ShiftJis, "\x87\x40\x81\x60"sv},
    {"EUC-JP", "▲７六歩", TextEncoding::EucJp, "\xA2\xA5\xA3\xB7\xCF\xBB\xCA\xE2"sv},
    {"EUC-JP three bytes (JIS X 0212)", "丂歩", TextEncoding::EucJp, "\x8F\xB0\xA1\xCA\xE2"sv},
    {"UTF-8 unchanged, byte order mark dropped", "\xEF\xBB\xBF歩", TextEncoding::Utf8, "歩"},
    {"a character Shift_JIS lacks", "王♔玉", TextEncoding::ShiftJis, "\x89\xA4?\x8B\xCA"sv},
    {"a character outside the BMP", "a\xF0\x9F\x90\x89z", TextEncoding::ShiftJis, "a?z"sv},
    {"malformed UTF-8", "a\xE6\x89z", TextEncoding::ShiftJis, "a?z"sv},
};

// The bytes as printable text: other bytes as \xNN, a backslash doubled.
inline std::string shown(std::string_view bytes)
{
    std::string out;
    for (char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        char hex[8];
        std::snprintf(hex, sizeof hex, "\\x%02X", unsigned(c));
        out += ch == '\\'           ? std::string("\\\\")
            : c >= 0x20 && c < 0x7F ? std::string(1, ch)
                                    : std::string(hex);
    }
    return out;
}

// Empty when the case passes, otherwise what went wrong.
inline std::string failure(const DecodeCase& c)
{
    const DecodedText got = c.as ? decodeAs(c.bytes, *c.as) : decodeText(c.bytes);
    const TextEncoding found = got.error ? got.error->encoding : got.encoding;
    std::string why;
    if (found != c.encoding)
        why += "encoding " + std::string(nameOf(found)) + ", expected "
            + std::string(nameOf(c.encoding)) + "; ";
    if (c.badOffset) {
        if (!got.error) return why + "decoded although it should not: " + shown(got.utf8);
        if (got.error->offset != *c.badOffset || got.error->line != c.badLine
            || got.error->byte != static_cast<unsigned char>(c.bytes[*c.badOffset]))
            why += "error at " + std::to_string(got.error->offset) + " line "
                + std::to_string(got.error->line) + ", expected " + std::to_string(*c.badOffset)
                + " line " + std::to_string(c.badLine) + "; ";
    } else if (got.error) {
        why += "not decoded: " + describe(*got.error);
    } else if (got.utf8 != c.utf8) {
        why += "text " + shown(got.utf8) + ", expected " + shown(c.utf8);
    }
    return why;
}

inline std::string failure(const EncodeCase& c)
{
    const std::string got = encodeText(c.utf8, c.encoding);
    if (got == c.bytes) return {};
    return "bytes " + shown(got) + ", expected " + shown(c.bytes);
}

} // namespace shogiban::record::cases
