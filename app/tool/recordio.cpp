#include "recordio.h"

#include "platform/files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <system_error>

namespace shogiban::tool {

namespace {

namespace fs = std::filesystem;

bool cannotWrite(const std::string& path, const std::string& reason)
{
    std::cerr << "shogiban-tool: cannot write " << path << ": " << reason << '\n';
    return false;
}

// Every byte written and flushed to the file; errno tells why not.
bool writeAll(std::FILE* file, const std::string& bytes)
{
    return std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size()
        && std::fflush(file) == 0;
}

// A device or pipe cannot be replaced by renaming: it is written as it is.
bool writeDirectly(const fs::path& target, const std::string& shown, const std::string& bytes)
{
    std::FILE* file = platform::openFile(target, "wb");
    if (!file) return cannotWrite(shown, std::strerror(errno));
    const bool written = writeAll(file, bytes);
    const int error = errno;
    if (std::fclose(file) != 0 && written) return cannotWrite(shown, std::strerror(errno));
    return written || cannotWrite(shown, std::strerror(error));
}

fs::path temporaryPathBeside(const fs::path& target)
{
    static int counter = 0;
    fs::path temporary = target;
    temporary += ".tmp-" + std::to_string(platform::processId()) + "-" + std::to_string(++counter);
    return temporary;
}

bool writeReplacing(const fs::path& target, const std::string& shown, const std::string& bytes)
{
    const fs::path temporary = temporaryPathBeside(target);
    std::FILE* file = platform::createNewFile(temporary); // never an existing file
    if (!file) return cannotWrite(shown, std::strerror(errno));
    bool ok = writeAll(file, bytes) && platform::syncToDisk(file);
    int error = errno;
    if (std::fclose(file) != 0 && ok) ok = false, error = errno;
    std::error_code ec;
    if (ok) {
        const fs::file_status old = fs::status(target, ec);
        if (!ec && fs::exists(old)) fs::permissions(temporary, old.permissions(), ec);
        ec.clear();
        fs::rename(temporary, target, ec);
        if (ec) ok = false;
    }
    if (ok) return true;
    std::error_code ignored;
    fs::remove(temporary, ignored);
    return cannotWrite(shown, ec ? ec.message() : std::strerror(error));
}

} // namespace

std::optional<std::string> readInput(const std::string& path)
{
    std::ostringstream bytes;
    if (path == "-") {
        bytes << std::cin.rdbuf();
        return bytes.str();
    }
    std::ifstream in(platform::pathFromUtf8(path), std::ios::binary);
    if (!in) return std::nullopt;
    bytes << in.rdbuf();
    return bytes.str();
}

bool writeOutput(const std::string& path, const std::string& bytes)
{
    if (path == "-") {
        std::cout << bytes;
        return std::cout.flush() && std::fflush(stdout) == 0
            ? true
            : cannotWrite("the standard output", std::strerror(errno));
    }
    std::error_code ec;
    const fs::path named = platform::pathFromUtf8(path);
    fs::path target = named;
    // A link is followed: the file it points to is replaced, the link stays.
    if (fs::is_symlink(target, ec)) target = fs::weakly_canonical(target, ec);
    const fs::file_status status = fs::status(target, ec);
    if (fs::is_directory(status)) return cannotWrite(path, "it is a folder");
    if (fs::exists(status) && !fs::is_regular_file(status))
        return writeDirectly(named, path, bytes);
    return writeReplacing(target, path, bytes);
}

int finishOutput(int exitCode)
{
    std::cout.flush();
    if (std::fflush(stdout) == 0 && !std::ferror(stdout) && std::cout) return exitCode;
    const int error = errno;
    std::cerr << "shogiban-tool: cannot write the standard output: " << std::strerror(error)
              << '\n';
    return exitCode == 0 ? 1 : exitCode;
}

std::optional<record::RecordFormat> formatFor(
    const std::string& path, const std::optional<std::string>& named)
{
    if (named) return record::formatFromExtension(*named);
    return record::formatFromPath(path);
}

bool loadRecord(
    const std::string& path, std::optional<record::RecordFormat> format, record::Record& out)
{
    std::optional<std::string> bytes = readInput(path);
    if (!bytes) {
        std::cerr << "shogiban-tool: cannot read " << path << '\n';
        return false;
    }
    record::ReadResult result
        = format ? record::readRecord(*bytes, *format) : record::readRecordAnyFormat(*bytes);
    if (result.error) std::cerr << path << ": " << record::describe(*result.error) << '\n';
    for (const record::UndecodableByte& skipped : result.skippedComments)
        std::cerr << path << ": " << record::describeSkippedComment(skipped) << '\n';
    bool usable = !result.error || result.error->code == record::ReadErrorCode::IllegalMove;
    out = std::move(result.record);
    return usable;
}

} // namespace shogiban::tool
