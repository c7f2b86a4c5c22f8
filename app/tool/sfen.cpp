// shogiban-tool sfen FILE [--ply N] [--from FMT]: the SFEN of the position after ply N of the
// record's main line (default: after the last move).
#include "commands.h"
#include "recordio.h"

#include "record/replay.h"

#include <iostream>

namespace shogiban::tool {

int sfenCommand(Args args)
{
    std::optional<std::string> path, from;
    int ply = -1;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--ply" && i + 1 < args.size()) {
            try {
                ply = std::stoi(args[++i]);
            } catch (const std::exception&) {
                ply = -2;
            }
        } else if (args[i] == "--from" && i + 1 < args.size()) {
            from = args[++i];
        } else {
            path = args[i];
        }
    }
    if (!path || ply < -1) {
        std::cerr << "usage: shogiban-tool sfen FILE [--ply N] [--from FMT]\n";
        return 2;
    }
    std::optional<record::RecordFormat> format = from ? formatFor(*path, from) : std::nullopt;
    record::Record rec;
    if (!loadRecord(*path, format, rec)) return 1;
    std::cout << record::positionAfter(rec, ply).sfen() << '\n';
    return 0;
}

} // namespace shogiban::tool
