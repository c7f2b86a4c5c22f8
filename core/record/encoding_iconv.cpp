// encoding_backend.h through iconv: glibc's on Linux, libiconv on macOS (FindIconv).
#include "record/encoding_backend.h"

#include <cerrno>
#include <iconv.h>

namespace shogiban::record::detail {

namespace {

// iconv's names; CP932 is Microsoft's Shift_JIS, which is what Windows programs write.
const char* iconvName(TextEncoding encoding)
{
    return encoding == TextEncoding::EucJp ? "EUC-JP" : "CP932";
}

class Converter {
public:
    Converter(const char* to, const char* from)
        : m_cd(iconv_open(to, from))
    {
    }
    ~Converter()
    {
        if (valid()) iconv_close(m_cd);
    }
    Converter(const Converter&) = delete;
    Converter& operator=(const Converter&) = delete;

    bool valid() const { return m_cd != reinterpret_cast<iconv_t>(-1); }

    // Converts as much of `in` as it can, appending to `out`; returns the number of bytes
    // consumed (all of them unless a byte cannot be converted).
    size_t convert(std::string_view in, std::string& out)
    {
        char* inPtr = const_cast<char*>(in.data());
        size_t inLeft = in.size();
        char buffer[4096];
        for (;;) {
            char* outPtr = buffer;
            size_t outLeft = sizeof buffer;
            const size_t rc = iconv(m_cd, inLeft ? &inPtr : nullptr, &inLeft, &outPtr, &outLeft);
            out.append(buffer, sizeof buffer - outLeft);
            if (rc != size_t(-1) || errno != E2BIG) break; // done, or a byte it cannot convert
        }
        return in.size() - inLeft;
    }

private:
    iconv_t m_cd;
};

} // namespace

Conversion decodeWithPlatform(std::string_view bytes, TextEncoding from)
{
    Conversion result;
    Converter converter("UTF-8", iconvName(from));
    const size_t done = converter.valid() ? converter.convert(bytes, result.utf8) : 0;
    if (done < bytes.size() || !converter.valid()) result.badOffset = done;
    return result;
}

std::string encodeWithPlatform(std::string_view utf8, TextEncoding to, char replacement)
{
    std::string out;
    Converter converter(iconvName(to), "UTF-8");
    if (!converter.valid()) return out;
    while (!utf8.empty()) {
        utf8.remove_prefix(converter.convert(utf8, out));
        if (utf8.empty()) break;
        // A character the encoding lacks: one replacement for its whole UTF-8 sequence.
        out.push_back(replacement);
        size_t skip = 1;
        while (skip < utf8.size() && (static_cast<unsigned char>(utf8[skip]) & 0xC0) == 0x80)
            ++skip;
        utf8.remove_prefix(skip);
    }
    return out;
}

} // namespace shogiban::record::detail
