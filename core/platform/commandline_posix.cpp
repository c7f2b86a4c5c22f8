// platform/commandline.h on POSIX systems: argv and the terminal are already bytes.
#include "platform/commandline.h"

namespace shogiban::platform {

std::vector<std::string> utf8Arguments(int argc, char** argv)
{
    return std::vector<std::string>(argv + 1, argv + argc);
}

void printUtf8ToConsole() {}

} // namespace shogiban::platform
