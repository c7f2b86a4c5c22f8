// platform/commandline.h on Windows: CommandLineToArgvW splits the UTF-16 command line by the
// C runtime's rules (quotes and backslashes); a console is written with WriteConsoleW.
#include "platform/commandline.h"

#include "platform/utf16.h"

#include <windows.h> // WIN32_LEAN_AND_MEAN and NOMINMAX: core/CMakeLists.txt

#include <shellapi.h>

#include <algorithm>
#include <iostream>
#include <streambuf>
#include <string_view>

namespace shogiban::platform {

std::vector<std::string> utf8Arguments(int argc, char** argv)
{
    int count = 0;
    LPWSTR* wide = CommandLineToArgvW(GetCommandLineW(), &count);
    if (!wide) return std::vector<std::string>(argv + 1, argv + argc); // out of memory
    std::vector<std::string> arguments;
    for (int i = 1; i < count; ++i) arguments.push_back(utf8FromUtf16(wide[i]));
    LocalFree(wide);
    return arguments;
}

namespace {

// The length of `bytes` without a last character whose bytes are not all there yet.
size_t wholeCharacters(std::string_view bytes)
{
    auto byte = [&](size_t i) { return static_cast<unsigned char>(bytes[i]); };
    size_t lead = bytes.size(), following = 0; // the last character: its first byte, the others
    while (lead > 0 && following < 3 && (byte(lead - 1) & 0xC0) == 0x80) --lead, ++following;
    if (lead == 0) return bytes.size();
    const unsigned char first = byte(lead - 1);
    const size_t length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1;
    return following + 1 < length ? lead - 1 : bytes.size();
}

// std::cout or std::cerr on a console: the C runtime would hand the console the UTF-8 bytes
// one by one in its own code page, whatever SetConsoleOutputCP says (mojibake under Wine's
// msvcrt), so the text goes to WriteConsoleW as UTF-16. Unbuffered, so that it keeps its
// place among what printf writes; only a character cut between two writes waits.
class ConsoleBuffer final : public std::streambuf {
public:
    explicit ConsoleBuffer(HANDLE console)
        : m_console(console)
    {
    }

protected:
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const char byte = traits_type::to_char_type(c);
        return xsputn(&byte, 1) == 1 ? c : traits_type::eof();
    }

    std::streamsize xsputn(const char* text, std::streamsize size) override
    {
        m_cut.append(text, size_t(size));
        const size_t whole = wholeCharacters(m_cut);
        const std::wstring wide = utf16FromNarrow(std::string_view(m_cut).substr(0, whole));
        m_cut.erase(0, whole);
        for (size_t done = 0; done < wide.size();) {
            DWORD written = 0;
            const DWORD chunk = DWORD(std::min<size_t>(wide.size() - done, 1 << 14));
            if (!WriteConsoleW(m_console, wide.data() + done, chunk, &written, nullptr)
                || written == 0)
                return 0;
            done += written;
        }
        return size;
    }

private:
    HANDLE m_console;
    std::string m_cut; // the first bytes of a character whose last ones are still to come
};

void writeToConsole(std::ostream& stream, DWORD handleId)
{
    const HANDLE handle = GetStdHandle(handleId);
    DWORD mode = 0;
    if (!handle || handle == INVALID_HANDLE_VALUE || !GetConsoleMode(handle, &mode))
        return; // a pipe or a file: the bytes as they are
    // Never deleted: std::cout is flushed at exit after every static object is gone.
    stream.rdbuf(new ConsoleBuffer(handle));
}

} // namespace

void printUtf8ToConsole()
{
    writeToConsole(std::cout, STD_OUTPUT_HANDLE);
    writeToConsole(std::cerr, STD_ERROR_HANDLE);
}

} // namespace shogiban::platform
