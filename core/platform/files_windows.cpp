// platform/files.h on Windows: names in UTF-16, files opened by the C runtime's wide functions.
#include "platform/files.h"

#include "platform/utf16.h"

#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <share.h>
#include <sys/stat.h>

namespace shogiban::platform {

std::filesystem::path pathFromUtf8(std::string_view name)
{
    return std::filesystem::path(utf16FromNarrow(name));
}

std::string utf8FromPath(const std::filesystem::path& path)
{
    return utf8FromUtf16(path.native());
}

std::FILE* openFile(const std::filesystem::path& path, const char* mode)
{
    // Shared like fopen's files (the _s forms would lock out other readers and writers).
    return _wfsopen(path.c_str(), utf16FromNarrow(mode).c_str(), _SH_DENYNO);
}

std::FILE* createNewFile(const std::filesystem::path& path)
{
    // msvcrt.dll's fopen knows no "x": the exclusive open comes first, then its FILE.
    int fd = -1;
    const errno_t error = _wsopen_s(&fd, path.c_str(), _O_CREAT | _O_EXCL | _O_WRONLY | _O_BINARY,
        _SH_DENYNO, _S_IREAD | _S_IWRITE);
    if (error != 0 || fd < 0) return nullptr; // errno says why
    std::FILE* file = _fdopen(fd, "wb");
    if (!file) _close(fd);
    return file;
}

bool syncToDisk(std::FILE* file)
{
    return _commit(_fileno(file)) == 0;
}

long processId()
{
    return long(_getpid());
}

} // namespace shogiban::platform
