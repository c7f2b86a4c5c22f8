// shogiban-tool convert IN OUT [--from FMT] [--to FMT] [--csa-v22]: converts a game record
// between formats, chosen by the file extensions ("-" with --from / --to for stdin / stdout).
#include "commands.h"
#include "recordio.h"

#include <iostream>
#include <vector>

namespace shogiban::tool {

int convertCommand(Args args)
{
    std::vector<std::string> paths;
    std::optional<std::string> from, to;
    record::WriteOptions options;
    for (size_t i = 0; i < args.size(); ++i) {
        if ((args[i] == "--from" || args[i] == "--to") && i + 1 < args.size())
            (args[i] == "--from" ? from : to) = args[++i];
        else if (args[i] == "--csa-v22")
            options.csaVersion = record::CsaVersion::V22;
        else
            paths.push_back(args[i]);
    }
    if (paths.size() != 2) {
        std::cerr << "usage: shogiban-tool convert IN OUT [--from FMT] [--to FMT] [--csa-v22]\n";
        return 2;
    }
    std::optional<record::RecordFormat> inFormat = formatFor(paths[0], from);
    std::optional<record::RecordFormat> outFormat = formatFor(paths[1], to);
    if (!outFormat || (from && !inFormat)) {
        std::cerr << "shogiban-tool: unknown record format (use --from / --to: json kif kifu ki2 "
                     "csa sfen usi)\n";
        return 2;
    }
    record::Record rec;
    if (!loadRecord(paths[0], inFormat, rec)) return 1;
    return writeOutput(paths[1], record::writeRecord(rec, *outFormat, options)) ? 0 : 1;
}

} // namespace shogiban::tool
