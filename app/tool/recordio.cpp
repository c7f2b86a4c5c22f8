#include "recordio.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace shogiban::tool {

std::optional<std::string> readInput(const std::string& path)
{
    std::ostringstream bytes;
    if (path == "-") {
        bytes << std::cin.rdbuf();
        return bytes.str();
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    bytes << in.rdbuf();
    return bytes.str();
}

bool writeOutput(const std::string& path, const std::string& bytes)
{
    if (path == "-") {
        std::cout << bytes;
        return bool(std::cout.flush());
    }
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    return bool(out.flush());
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
    bool usable = !result.error || result.error->code == record::ReadErrorCode::IllegalMove;
    out = std::move(result.record);
    return usable;
}

} // namespace shogiban::tool
