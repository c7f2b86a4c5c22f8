// platform/commandline.h on Windows: CommandLineToArgvW splits the UTF-16 command line by the
// C runtime's rules (quotes and backslashes), and SetConsoleOutputCP sets the console's code page.
#include "platform/commandline.h"

#include "platform/utf16.h"

#include <windows.h> // WIN32_LEAN_AND_MEAN and NOMINMAX: core/CMakeLists.txt

#include <shellapi.h>

#include <cstdlib>

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

UINT consoleCodePageBefore = 0;

void restoreConsoleCodePage()
{
    SetConsoleOutputCP(consoleCodePageBefore);
}

} // namespace

void printUtf8ToConsole()
{
    // The code page belongs to the console, which outlives us (a cmd.exe window): it gets its
    // own back at exit. Zero: no console at all, the output goes to a pipe or a file.
    const UINT before = GetConsoleOutputCP();
    if (before == 0 || before == CP_UTF8 || consoleCodePageBefore != 0) return;
    if (!SetConsoleOutputCP(CP_UTF8)) return;
    consoleCodePageBefore = before;
    std::atexit(restoreConsoleCodePage);
}

} // namespace shogiban::platform
