#include "record/encoding.h"

#include "record/encoding_backend.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace shogiban::record {

namespace {

constexpr std::string_view Utf8Bom = "\xEF\xBB\xBF";

// Offset of the first byte that does not begin a well-formed UTF-8 character (no overlong
// forms, no surrogates, nothing above U+10FFFF), or of the character cut off at the end.
std::optional<size_t> firstBadUtf8Byte(std::string_view bytes)
{
    size_t i = 0;
    while (i < bytes.size()) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        size_t length = 0;
        unsigned char low = 0x80, high = 0xBF; // the range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0) low = 0xA0;
            if (c == 0xED) high = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0) low = 0x90;
            if (c == 0xF4) high = 0x8F;
        } else {
            return i;
        }
        if (i + length > bytes.size()) return i;
        for (size_t k = 1; k < length; ++k) {
            const auto t = static_cast<unsigned char>(bytes[i + k]);
            if (t < (k == 1 ? low : 0x80) || t > (k == 1 ? high : 0xBF)) return i;
        }
        i += length;
    }
    return std::nullopt;
}

// Control characters never appear in a record. Tab, line and page breaks do, and old DOS
// programs end files with ^Z. In none of the three encodings is a byte below 0x20 part of
// a multi-byte character, so the byte test holds in each.
std::optional<size_t> firstControlByte(std::string_view bytes)
{
    auto isControl = [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return c < 0x20 && c != '\t' && c != '\n' && c != '\v' && c != '\f' && c != '\r'
            && c != 0x1A;
    };
    auto at = std::find_if(bytes.begin(), bytes.end(), isControl);
    if (at == bytes.end()) return std::nullopt;
    return size_t(at - bytes.begin());
}

int lineAt(std::string_view bytes, size_t offset)
{
    return 1 + int(std::count(bytes.begin(), bytes.begin() + std::ptrdiff_t(offset), '\n'));
}

// The encoding named on the first line: CSA V3.0's "'CSA encoding=NAME", or the
// "#KIF version=2.0 encoding=NAME" line of Kifu for Windows' UTF-8 files.
std::optional<TextEncoding> declaredEncoding(std::string_view bytes)
{
    std::string_view line = bytes.substr(0, bytes.find('\n'));
    if (!line.starts_with("'CSA ") && !line.starts_with("#KIF ")) return std::nullopt;
    constexpr std::string_view Key = "encoding=";
    size_t at = line.find(Key);
    if (at == std::string_view::npos) return std::nullopt;
    std::string name;
    for (size_t i = at + Key.size(); i < line.size() && line[i] > ' '; ++i)
        name.push_back(char(line[i] == '_' ? '-' : line[i] | 0x20));
    if (name == "utf-8" || name == "utf8") return TextEncoding::Utf8;
    if (name == "shift-jis" || name == "sjis" || name == "cp932" || name == "windows-31j")
        return TextEncoding::ShiftJis;
    if (name == "euc-jp" || name == "eucjp") return TextEncoding::EucJp;
    return std::nullopt;
}

// How unlike Japanese prose decoded text is: half-width katakana and private-use characters,
// which a Shift_JIS reading of EUC-JP bytes (or the reverse) produces and kifu hardly use.
size_t oddCharacters(std::string_view utf8)
{
    size_t odd = 0;
    for (size_t i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if ((c != 0xEE && c != 0xEF) || i + 2 >= utf8.size()) continue;
        const unsigned codePoint = (c & 0x0Fu) << 12 | (unsigned(utf8[i + 1]) & 0x3Fu) << 6
            | (unsigned(utf8[i + 2]) & 0x3Fu);
        if ((codePoint >= 0xE000 && codePoint <= 0xF8FF)
            || (codePoint >= 0xFF61 && codePoint <= 0xFF9F))
            ++odd;
        i += 2;
    }
    return odd;
}

// A file that leaves more lines out than this is not in the encoding at all (and the search
// for each bad line stays cheap).
constexpr size_t MaxDroppedLines = 100;

UndecodableByte undecodableAt(std::string_view bytes, size_t offset, TextEncoding encoding)
{
    return {encoding, offset, lineAt(bytes, offset), static_cast<unsigned char>(bytes[offset])};
}

// The bytes in one encoding, each bad line that mayDrop accepts left out but its line break
// kept; an error at the first bad line it does not accept.
LenientText decodeAsDroppingLines(std::string_view bytes, TextEncoding encoding,
    const std::function<bool(std::string_view line)>& mayDrop)
{
    LenientText result;
    result.text.encoding = encoding;
    for (size_t at = 0; at < bytes.size();) {
        // At 0 decodeAs drops a byte order mark; later parts start at a line break.
        DecodedText part = decodeAs(bytes.substr(at), encoding);
        if (part.ok()) {
            result.text.utf8 += part.utf8;
            break;
        }
        const size_t bad = at + part.error->offset;
        const size_t lineBreak = bytes.rfind('\n', bad);
        const size_t lineStart = lineBreak == std::string_view::npos ? 0 : lineBreak + 1;
        const size_t lineEnd = std::min(bytes.find('\n', bad), bytes.size());
        if (lineStart < at || result.droppedLines.size() >= MaxDroppedLines
            || !mayDrop(bytes.substr(lineStart, lineEnd - lineStart))) {
            result.text.utf8.clear();
            result.text.error = undecodableAt(bytes, bad, encoding);
            return result;
        }
        result.text.utf8 += decodeAs(bytes.substr(at, lineStart - at), encoding).utf8;
        result.droppedLines.push_back(undecodableAt(bytes, bad, encoding));
        at = lineEnd;
    }
    return result;
}

} // namespace

std::string_view nameOf(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8:
        return "UTF-8";
    case TextEncoding::ShiftJis:
        return "Shift_JIS";
    case TextEncoding::EucJp:
        return "EUC-JP";
    }
    return "";
}

bool isValidUtf8(std::string_view bytes)
{
    return !firstBadUtf8Byte(bytes);
}

DecodedText decodeAs(std::string_view bytes, TextEncoding encoding)
{
    const size_t start = encoding == TextEncoding::Utf8 && bytes.starts_with(Utf8Bom) ? 3 : 0;
    const std::string_view body = bytes.substr(start);
    const std::optional<size_t> control = firstControlByte(body);
    const std::string_view text = body.substr(0, control.value_or(body.size()));
    DecodedText result;
    result.encoding = encoding;
    std::optional<size_t> bad;
    if (encoding == TextEncoding::Utf8) {
        bad = firstBadUtf8Byte(text);
        if (!bad) result.utf8 = text;
    } else {
        detail::Conversion conversion = detail::decodeWithPlatform(text, encoding);
        bad = conversion.badOffset;
        result.utf8 = std::move(conversion.utf8);
    }
    if (!bad) bad = control;
    if (bad) {
        const size_t offset = start + *bad;
        result.utf8.clear();
        result.error = undecodableAt(bytes, offset, encoding);
    }
    return result;
}

DecodedText decodeText(std::string_view bytes)
{
    if (bytes.starts_with(Utf8Bom)) return decodeAs(bytes, TextEncoding::Utf8);
    std::optional<DecodedText> furthest;
    auto tried = [&furthest](DecodedText attempt) {
        if (!furthest || attempt.error->offset > furthest->error->offset)
            furthest = std::move(attempt);
    };
    const std::optional<TextEncoding> declared = declaredEncoding(bytes);
    if (declared) {
        DecodedText text = decodeAs(bytes, *declared);
        if (text.ok()) return text;
        tried(std::move(text));
    }
    if (declared != TextEncoding::Utf8) {
        DecodedText text = decodeAs(bytes, TextEncoding::Utf8);
        if (text.ok()) return text;
        tried(std::move(text));
    }
    std::optional<DecodedText> shiftJis;
    if (declared != TextEncoding::ShiftJis) {
        DecodedText text = decodeAs(bytes, TextEncoding::ShiftJis);
        // Text that reads as clean Japanese in Shift_JIS cannot read better in EUC-JP.
        if (text.ok() && oddCharacters(text.utf8) == 0) return text;
        if (text.ok()) shiftJis = std::move(text);
        else tried(std::move(text));
    }
    if (declared != TextEncoding::EucJp) {
        DecodedText text = decodeAs(bytes, TextEncoding::EucJp);
        if (text.ok() && (!shiftJis || oddCharacters(text.utf8) < oddCharacters(shiftJis->utf8)))
            return text;
        if (!text.ok()) tried(std::move(text));
    }
    if (shiftJis) return std::move(*shiftJis);
    return std::move(*furthest);
}

LenientText decodeTextDroppingLines(
    std::string_view bytes, const std::function<bool(std::string_view line)>& mayDrop)
{
    DecodedText strict = decodeText(bytes);
    if (strict.ok() || bytes.starts_with(Utf8Bom)) return {std::move(strict), {}};
    const std::optional<TextEncoding> declared = declaredEncoding(bytes);
    std::optional<LenientText> best;
    for (TextEncoding encoding : {declared.value_or(TextEncoding::Utf8), TextEncoding::Utf8,
             TextEncoding::ShiftJis, TextEncoding::EucJp}) {
        LenientText attempt = decodeAsDroppingLines(bytes, encoding, mayDrop);
        if (!attempt.text.ok()) continue;
        const bool better = !best
            || attempt.droppedLines.size() < best->droppedLines.size()
            || (attempt.droppedLines.size() == best->droppedLines.size()
                && oddCharacters(attempt.text.utf8) < oddCharacters(best->text.utf8));
        if (better) best = std::move(attempt);
    }
    if (best) return std::move(*best);
    return {std::move(strict), {}};
}

std::string encodeText(std::string_view utf8, TextEncoding encoding)
{
    if (utf8.starts_with(Utf8Bom)) utf8.remove_prefix(Utf8Bom.size());
    if (encoding == TextEncoding::Utf8) return std::string(utf8);
    // Malformed UTF-8 becomes '?' here, so that the platform only sees characters.
    std::string wellFormed;
    while (std::optional<size_t> bad = firstBadUtf8Byte(utf8)) {
        wellFormed.append(utf8.substr(0, *bad)).push_back('?');
        utf8.remove_prefix(*bad + 1);
        while (!utf8.empty() && (static_cast<unsigned char>(utf8[0]) & 0xC0) == 0x80)
            utf8.remove_prefix(1);
    }
    wellFormed.append(utf8);
    return detail::encodeWithPlatform(wellFormed, encoding, '?');
}

std::string describe(const UndecodableByte& error)
{
    std::array<char, 8> hex{};
    std::snprintf(hex.data(), hex.size(), "0x%02X", unsigned(error.byte));
    std::string text = "byte " + std::string(hex.data()) + " at offset "
        + std::to_string(error.offset) + " is ";
    if (error.byte < 0x20) return text + "a control character, not text";
    return text + "not " + std::string(nameOf(error.encoding));
}

} // namespace shogiban::record
