// platform/files.h on POSIX systems: a file name's bytes are the path, UTF-8 or not.
#include "platform/files.h"

#include <unistd.h>

namespace shogiban::platform {

std::filesystem::path pathFromUtf8(std::string_view name)
{
    return std::filesystem::path(std::string(name));
}

std::string utf8FromPath(const std::filesystem::path& path)
{
    return path.string();
}

std::FILE* openFile(const std::filesystem::path& path, const char* mode)
{
    return std::fopen(path.c_str(), mode);
}

std::FILE* createNewFile(const std::filesystem::path& path)
{
    return std::fopen(path.c_str(), "wbx");
}

bool syncToDisk(std::FILE* file)
{
    return fsync(fileno(file)) == 0;
}

long processId()
{
    return long(getpid());
}

} // namespace shogiban::platform
