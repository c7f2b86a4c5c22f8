// encoding_backend.h through the Windows API: MultiByteToWideChar and WideCharToMultiByte with
// code page 932 (Microsoft's Shift_JIS, what Windows programs write) and 20932 (EUC-JP; 51932
// is served only by MLang, not by these functions). UTF-16 sits between them and UTF-8.
// Code page 20932 holds JIS X 0212 as two bytes, the second below 0x80, where EUC-JP has three
// (8F, then two bytes from A1 to FE): the bytes are reshaped between the two forms here, and
// bytes that are not EUC-JP's shape are refused before 20932 could read them as JIS X 0212.
#include "record/encoding_backend.h"

#include <windows.h> // WIN32_LEAN_AND_MEAN and NOMINMAX: core/CMakeLists.txt

#include <climits>

namespace shogiban::record::detail {

namespace {

UINT codePageOf(TextEncoding encoding)
{
    return encoding == TextEncoding::EucJp ? 20932 : 932;
}

unsigned char byteAt(std::string_view bytes, size_t i)
{
    return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0;
}

bool isEucByte(unsigned char c)
{
    return c >= 0xA1 && c <= 0xFE;
}

// EUC-JP bytes in code page 20932's form; nullopt when they are not EUC-JP's shape (a byte of
// a character out of its range, or a character cut off at the end).
std::optional<std::string> eucJpToCodePage20932(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    for (size_t i = 0; i < bytes.size();) {
        const unsigned char c = byteAt(bytes, i), next = byteAt(bytes, i + 1);
        if (c < 0x80) {
            out += char(c);
            i += 1;
        } else if (c == 0x8E && next >= 0xA1 && next <= 0xDF) { // half-width katakana
            out.append(bytes.substr(i, 2));
            i += 2;
        } else if (c == 0x8F && isEucByte(next) && isEucByte(byteAt(bytes, i + 2))) {
            out += char(next); // JIS X 0212
            out += char(byteAt(bytes, i + 2) & 0x7F);
            i += 3;
        } else if (isEucByte(c) && isEucByte(next)) { // JIS X 0208
            out.append(bytes.substr(i, 2));
            i += 2;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

// Code page 20932's bytes as EUC-JP: its two-byte JIS X 0212 characters get their 8F.
std::string codePage20932ToEucJp(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 2);
    for (size_t i = 0; i < bytes.size();) {
        const unsigned char c = byteAt(bytes, i), next = byteAt(bytes, i + 1);
        if (c < 0x80 || i + 1 == bytes.size()) {
            out += char(c);
            i += 1;
            continue;
        }
        if (c != 0x8E && next < 0x80) out += static_cast<char>(0x8F);
        out += char(c);
        out += char(c != 0x8E && next < 0x80 ? next | 0x80 : next);
        i += 2;
    }
    return out;
}

// `bytes` of code page `codePage` as UTF-16; nullopt when a byte is not part of a character.
std::optional<std::wstring> toUtf16(std::string_view bytes, UINT codePage)
{
    if (bytes.empty()) return std::wstring();
    if (bytes.size() > size_t(INT_MAX)) return std::nullopt;
    const int size = int(bytes.size());
    const int length
        = MultiByteToWideChar(codePage, MB_ERR_INVALID_CHARS, bytes.data(), size, nullptr, 0);
    if (length <= 0) return std::nullopt;
    std::wstring wide(size_t(length), L'\0');
    MultiByteToWideChar(codePage, MB_ERR_INVALID_CHARS, bytes.data(), size, wide.data(), length);
    return wide;
}

// UTF-16 in code page `codePage`; each character it lacks becomes `replacement`, never a
// look-alike ("best fit" would turn é into e).
std::string fromUtf16(std::wstring_view wide, UINT codePage, char replacement)
{
    if (wide.empty()) return {};
    const int size = int(wide.size());
    const char defaultChar[2] = {replacement, '\0'};
    const DWORD flags = codePage == CP_UTF8 ? 0 : WC_NO_BEST_FIT_CHARS;
    const char* fallback = codePage == CP_UTF8 ? nullptr : defaultChar;
    const int length
        = WideCharToMultiByte(codePage, flags, wide.data(), size, nullptr, 0, fallback, nullptr);
    if (length <= 0) return {};
    std::string out(size_t(length), '\0');
    WideCharToMultiByte(
        codePage, flags, wide.data(), size, out.data(), length, fallback, nullptr);
    return out;
}

// Shift_JIS or EUC-JP bytes as UTF-16; nullopt when a byte is not part of a character.
std::optional<std::wstring> decodeToUtf16(std::string_view bytes, TextEncoding from)
{
    if (from != TextEncoding::EucJp) return toUtf16(bytes, codePageOf(from));
    const std::optional<std::string> reshaped = eucJpToCodePage20932(bytes);
    if (!reshaped) return std::nullopt;
    return toUtf16(*reshaped, codePageOf(from));
}

// The offset of the first byte that begins no character. Only asked once a whole conversion
// failed: each step takes the shortest run of bytes (one to three) that decodes.
size_t firstBadByte(std::string_view bytes, TextEncoding from)
{
    size_t at = 0;
    while (at < bytes.size()) {
        size_t length = 1;
        while (length <= 3 && at + length <= bytes.size()
            && !decodeToUtf16(bytes.substr(at, length), from))
            ++length;
        if (length > 3 || at + length > bytes.size()) return at;
        at += length;
    }
    return at;
}

} // namespace

Conversion decodeWithPlatform(std::string_view bytes, TextEncoding from)
{
    Conversion result;
    const std::optional<std::wstring> wide = decodeToUtf16(bytes, from);
    if (!wide) {
        result.badOffset = firstBadByte(bytes, from);
        return result;
    }
    result.utf8 = fromUtf16(*wide, CP_UTF8, '?');
    return result;
}

std::string encodeWithPlatform(std::string_view utf8, TextEncoding to, char replacement)
{
    std::optional<std::wstring> wide = toUtf16(utf8, CP_UTF8);
    if (!wide) return {};
    // Neither encoding holds a character outside the Basic Multilingual Plane: one
    // replacement for the pair of surrogates, as for any other missing character.
    std::wstring bmp;
    bmp.reserve(wide->size());
    for (size_t i = 0; i < wide->size(); ++i) {
        const wchar_t unit = (*wide)[i];
        const bool highSurrogate = unit >= 0xD800 && unit <= 0xDBFF;
        if (highSurrogate && i + 1 < wide->size()) ++i;
        bmp.push_back(unit >= 0xD800 && unit <= 0xDFFF ? wchar_t(replacement) : unit);
    }
    const std::string encoded = fromUtf16(bmp, codePageOf(to), replacement);
    return to == TextEncoding::EucJp ? codePage20932ToEucJp(encoded) : encoded;
}

} // namespace shogiban::record::detail
