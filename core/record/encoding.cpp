#include "record/encoding.h"

#include <cerrno>
#include <iconv.h>

namespace shogiban::record {

namespace {

constexpr std::string_view Utf8Bom = "\xEF\xBB\xBF";

// One iconv conversion of a whole buffer. With a replacement character, unconvertible input
// is replaced and skipped; without one, the conversion fails.
std::optional<std::string> convert(
    const char* to, const char* from, std::string_view in, std::optional<char> replacement)
{
    iconv_t cd = iconv_open(to, from);
    if (cd == reinterpret_cast<iconv_t>(-1)) return std::nullopt;
    std::string out;
    std::string buffer(4096, '\0');
    char* inPtr = const_cast<char*>(in.data());
    size_t inLeft = in.size();
    bool failed = false;
    while (!failed) {
        char* outPtr = buffer.data();
        size_t outLeft = buffer.size();
        size_t rc = iconv(cd, inLeft ? &inPtr : nullptr, &inLeft, &outPtr, &outLeft);
        out.append(buffer.data(), buffer.size() - outLeft);
        if (rc != size_t(-1)) {
            if (inLeft == 0) break;
            continue;
        }
        if (errno == E2BIG) continue;
        if (!replacement || inLeft == 0) {
            failed = true;
            break;
        }
        // EILSEQ or EINVAL: skip one UTF-8 character (or one byte) and put a marker instead.
        out.push_back(*replacement);
        size_t skip = 1;
        while (skip < inLeft && (static_cast<unsigned char>(inPtr[skip]) & 0xC0) == 0x80) ++skip;
        inPtr += skip;
        inLeft -= skip;
    }
    iconv_close(cd);
    if (failed) return std::nullopt;
    return out;
}

std::string_view withoutBom(std::string_view bytes)
{
    return bytes.starts_with(Utf8Bom) ? bytes.substr(Utf8Bom.size()) : bytes;
}

// A CSA V3.0 file names its encoding on its first line: "'CSA encoding=NAME".
std::optional<TextEncoding> declaredEncoding(std::string_view bytes)
{
    constexpr std::string_view Key = "'CSA encoding=";
    size_t at = bytes.find(Key);
    if (at == std::string_view::npos || (at > 0 && bytes[at - 1] != '\n')) return std::nullopt;
    std::string name;
    for (size_t i = at + Key.size(); i < bytes.size() && bytes[i] > ' '; ++i)
        name.push_back(char(bytes[i] | 0x20));
    if (name == "utf-8" || name == "utf8") return TextEncoding::Utf8;
    if (name == "shift_jis" || name == "sjis" || name == "cp932" || name == "windows-31j")
        return TextEncoding::ShiftJis;
    return std::nullopt;
}

} // namespace

bool isValidUtf8(std::string_view bytes)
{
    size_t i = 0;
    while (i < bytes.size()) {
        auto c = static_cast<unsigned char>(bytes[i]);
        int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
        if (extra < 0 || (extra == 1 && c < 0xC2) || i + extra >= bytes.size()) return false;
        for (int k = 1; k <= extra; ++k)
            if ((static_cast<unsigned char>(bytes[i + k]) & 0xC0) != 0x80) return false;
        i += extra + 1;
    }
    return true;
}

std::optional<std::string> shiftJisToUtf8(std::string_view bytes)
{
    return convert("UTF-8", "CP932", bytes, std::nullopt);
}

std::string utf8ToShiftJis(std::string_view utf8)
{
    return convert("CP932", "UTF-8", withoutBom(utf8), '?').value_or(std::string());
}

TextEncoding detectEncoding(std::string_view bytes)
{
    if (bytes.starts_with(Utf8Bom)) return TextEncoding::Utf8;
    if (auto declared = declaredEncoding(bytes)) return *declared;
    return isValidUtf8(bytes) ? TextEncoding::Utf8 : TextEncoding::ShiftJis;
}

std::optional<std::string> decodeToUtf8(std::string_view bytes)
{
    if (detectEncoding(bytes) == TextEncoding::ShiftJis) {
        if (auto text = shiftJisToUtf8(bytes)) return text;
        if (!isValidUtf8(bytes)) return std::nullopt;
    }
    std::string_view text = withoutBom(bytes);
    if (!isValidUtf8(text)) return std::nullopt;
    return std::string(text);
}

} // namespace shogiban::record
