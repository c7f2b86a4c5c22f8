// The command line and the console in UTF-8, as platform/files.h wants file names. POSIX
// systems pass argv's bytes as they are. Windows hands main() its arguments in the ANSI code
// page, which has no "棋譜" in Europe and no "č" in Japan: there they are read from the
// UTF-16 command line, and a console is written in UTF-16.
// commandline_posix.cpp and commandline_windows.cpp: core/CMakeLists.txt compiles one.
#pragma once

#include <string>
#include <vector>

namespace shogiban::platform {

// The arguments after the program's name (main's argv[1] to argv[argc - 1]), in UTF-8.
std::vector<std::string> utf8Arguments(int argc, char** argv);

// What std::cout and std::cerr print shows as UTF-8 on a console (Windows: through
// WriteConsoleW; printf is not covered, so names go through the streams). Output into a pipe or
// a file stays the same bytes. Call it after std::ios::sync_with_stdio, which replaces the
// streams' buffers.
void printUtf8ToConsole();

} // namespace shogiban::platform
