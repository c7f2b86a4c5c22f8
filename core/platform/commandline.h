// The command line and the console in UTF-8, as platform/files.h wants file names. POSIX
// systems pass argv's bytes as they are. Windows hands main() its arguments in the ANSI code
// page, which has no "棋譜" in Europe and no "č" in Japan: there they are read from the
// UTF-16 command line, and the console is told that the program prints UTF-8.
// commandline_posix.cpp and commandline_windows.cpp: core/CMakeLists.txt compiles one.
#pragma once

#include <string>
#include <vector>

namespace shogiban::platform {

// The arguments after the program's name (main's argv[1] to argv[argc - 1]), in UTF-8.
std::vector<std::string> utf8Arguments(int argc, char** argv);

// Shows what the program prints to a console as UTF-8 (Windows: the console's output code page
// is 65001 until the program exits, then the one it had again). Nothing else changes: output
// into a pipe or a file is the same bytes either way.
void printUtf8ToConsole();

} // namespace shogiban::platform
