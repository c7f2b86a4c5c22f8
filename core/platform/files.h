// File names as UTF-8 on every system. Shogiban keeps every text, file names included, in
// UTF-8 std::string: the command line (commandline.h), USI options, messages. POSIX systems
// take those bytes as they are; Windows would read a narrow name in the ANSI code page (1252
// in Europe, 932 in Japan), where "棋譜 ščęė.kif" becomes "?? šcee.kif" (the nearest letters,
// another file), so there every file is opened through the wide (UTF-16) API. Open and name
// files only through these and std::filesystem::path. files_posix.cpp and files_windows.cpp:
// core/CMakeLists.txt compiles one.
#pragma once

#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

namespace shogiban::platform {

// The path of a file named in UTF-8, which std::ifstream, std::ofstream and std::filesystem
// open as that name. On Windows, bytes that are not UTF-8 are read in the ANSI code page, as a
// program of narrow strings would (a Windows USI GUI may send a Shift_JIS EvalFile).
std::filesystem::path pathFromUtf8(std::string_view name);

// The name of a path in UTF-8: for messages, and for pathFromUtf8 again.
std::string utf8FromPath(const std::filesystem::path& path);

// std::fopen for a path (on Windows _wfopen, the mode given in the usual letters).
std::FILE* openFile(const std::filesystem::path& path, const char* mode);

// A new file for writing in binary; null when it already exists or cannot be made.
std::FILE* createNewFile(const std::filesystem::path& path);

// Everything written to the file reaches the disk (fsync; on Windows _commit).
bool syncToDisk(std::FILE* file);

// This process's id, to make names that no other process uses at the same time.
long processId();

} // namespace shogiban::platform
