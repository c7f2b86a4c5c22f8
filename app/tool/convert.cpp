// shogiban-tool convert IN OUT [--from FMT] [--to FMT] [--csa-v22] [--force]: converts a game
// record between formats, chosen by the file extensions ("-" with --from / --to for stdin /
// stdout). IN may be a folder: every record file under it (by extension, in sub-folders too) is
// written in the --to format into the folder OUT, in the same sub-folders; a file that cannot
// be read is skipped with a line saying why, and the counts are printed at the end. A file
// that exists is never replaced without --force.
#include "commands.h"
#include "recordio.h"

#include "platform/files.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <set>
#include <vector>

namespace shogiban::tool {

namespace {

namespace fs = std::filesystem;

constexpr const char* Usage
    = "usage: shogiban-tool convert IN OUT [--from FMT] [--to FMT] [--csa-v22] [--force]\n"
      "       shogiban-tool convert IN-FOLDER OUT-FOLDER --to FMT [--csa-v22] [--force]\n";

struct ConvertOptions {
    std::vector<std::string> paths;
    std::optional<std::string> from, to;
    record::WriteOptions write;
    bool force = false;
};

// A regular file (or a link to one) that writing would replace.
bool isExistingFile(const fs::path& path)
{
    std::error_code ec;
    return fs::is_regular_file(fs::status(path, ec));
}

int unknownFormat()
{
    std::cerr << "shogiban-tool: unknown record format (use --from / --to: json kif kifu ki2 csa "
                 "sfen usi usen)\n";
    return 2;
}

int convertFile(const ConvertOptions& options)
{
    const std::string& in = options.paths[0];
    const std::string& out = options.paths[1];
    std::optional<record::RecordFormat> inFormat = formatFor(in, options.from);
    std::optional<record::RecordFormat> outFormat = formatFor(out, options.to);
    if (!outFormat || (options.from && !inFormat)) return unknownFormat();
    if (out != "-" && !options.force && isExistingFile(platform::pathFromUtf8(out))) {
        std::cerr << "shogiban-tool: " << out << " exists (--force replaces it)\n";
        return 1;
    }
    record::Record rec;
    if (!loadRecord(in, inFormat, rec)) return 1;
    return writeOutput(out, record::writeRecord(rec, *outFormat, options.write)) ? 0 : 1;
}

struct FolderCounts {
    int converted = 0;
    int unreadable = 0;
    int kept = 0; // existing files not replaced
    int failed = 0; // not written: an error or another input's name
    int ignored = 0; // files of no record format
};

// Every file under `folder`, sorted, leaving out those under `skip` (the output, when it lies
// inside the input).
std::vector<fs::path> filesUnder(const fs::path& folder, const fs::path& skip)
{
    std::vector<fs::path> files;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(
             folder, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_directory(ec) && fs::equivalent(it->path(), skip, ec)) {
            it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file(ec)) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

void convertOne(const fs::path& source, const fs::path& target, record::RecordFormat format,
    const ConvertOptions& options, std::set<fs::path>& written, FolderCounts& counts)
{
    const std::string sourceName = platform::utf8FromPath(source);
    const std::string targetName = platform::utf8FromPath(target);
    if (written.count(target)) {
        std::cerr << sourceName << ": skipped: " << targetName
                  << " was written from another file\n";
        ++counts.failed;
        return;
    }
    if (!options.force && isExistingFile(target)) {
        std::cerr << sourceName << ": kept " << targetName
                  << " (it exists; --force replaces it)\n";
        ++counts.kept;
        return;
    }
    record::Record rec;
    if (!loadRecord(sourceName, record::formatFromPath(sourceName), rec)) {
        ++counts.unreadable;
        return;
    }
    std::error_code ec;
    fs::create_directories(target.parent_path(), ec);
    if (ec) {
        std::cerr << "shogiban-tool: cannot write " << targetName << ": " << ec.message() << '\n';
        ++counts.failed;
        return;
    }
    if (!writeOutput(targetName, record::writeRecord(rec, format, options.write))) {
        ++counts.failed;
        return;
    }
    written.insert(target);
    ++counts.converted;
}

int convertFolder(const ConvertOptions& options)
{
    const fs::path in = platform::pathFromUtf8(options.paths[0]);
    const fs::path out = platform::pathFromUtf8(options.paths[1]);
    if (options.from) {
        std::cerr << "shogiban-tool: --from cannot be used with a folder (each file is read by "
                     "its extension)\n";
        return 2;
    }
    if (!options.to) {
        std::cerr << "shogiban-tool: converting a folder needs --to FORMAT\n" << Usage;
        return 2;
    }
    const std::optional<record::RecordFormat> format = record::formatFromExtension(*options.to);
    if (!format) return unknownFormat();
    std::error_code ec;
    if (options.paths[1] == "-" || (fs::exists(out, ec) && !fs::is_directory(out, ec))) {
        std::cerr << "shogiban-tool: " << options.paths[1] << " is not a folder\n";
        return 2;
    }
    const std::string extension(record::extensionOf(*format));
    FolderCounts counts;
    std::set<fs::path> written;
    for (const fs::path& source : filesUnder(in, out)) {
        if (!record::formatFromPath(platform::utf8FromPath(source))) {
            ++counts.ignored;
            continue;
        }
        fs::path target = out / source.lexically_relative(in);
        target.replace_extension(extension);
        convertOne(source, target.lexically_normal(), *format, options, written, counts);
    }
    std::cout << "converted " << counts.converted << ", could not read " << counts.unreadable
              << ", kept " << counts.kept << " existing" << (counts.kept ? " (--force replaces them)" : "")
              << ", not written " << counts.failed << ", ignored " << counts.ignored
              << " other files\n";
    return counts.unreadable + counts.failed > 0 ? 1 : 0;
}

} // namespace

int convertCommand(Args args)
{
    ConvertOptions options;
    for (size_t i = 0; i < args.size(); ++i) {
        if ((args[i] == "--from" || args[i] == "--to") && i + 1 < args.size())
            (args[i] == "--from" ? options.from : options.to) = args[++i];
        else if (args[i] == "--csa-v22")
            options.write.csaVersion = record::CsaVersion::V22;
        else if (args[i] == "--force")
            options.force = true;
        else
            options.paths.push_back(args[i]);
    }
    if (options.paths.size() != 2) {
        std::cerr << Usage;
        return 2;
    }
    std::error_code ec;
    if (options.paths[0] != "-" && fs::is_directory(platform::pathFromUtf8(options.paths[0]), ec))
        return convertFolder(options);
    return convertFile(options);
}

} // namespace shogiban::tool
