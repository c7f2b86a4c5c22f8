// shogiban-tool openings --count N [--plies P] [--seed S]: random, roughly level openings as
// "startpos moves ..." lines, the --openings file of a match that produces games to tune on.
#include "commands.h"

#include "rules/usimove.h"
#include "tuning/randomopening.h"
#include "usi/tokens.h"

#include <iostream>

namespace shogiban::tool {

namespace {

struct OpeningsArgs {
    int count = 0;
    uint64_t seed = 1;
    tuning::OpeningSettings settings;
};

std::string parseArgs(Args args, OpeningsArgs& a)
{
    for (size_t i = 0; i < args.size(); i += 2) {
        if (i + 1 >= args.size()) return args[i] + " needs a value";
        const std::string& value = args[i + 1];
        if (args[i] == "--count") {
            auto n = usi::parseNumber<int>(value);
            if (!n || *n < 1) return "bad count '" + value + "'";
            a.count = *n;
        } else if (args[i] == "--plies") {
            auto n = usi::parseNumber<int>(value);
            if (!n || *n < 0 || *n > 40) return "bad number of plies '" + value + "' (0-40)";
            a.settings.plies = *n;
        } else if (args[i] == "--seed") {
            auto n = usi::parseNumber<uint64_t>(value);
            if (!n) return "bad seed '" + value + "'";
            a.seed = *n;
        } else {
            return "unknown argument '" + args[i] + "'";
        }
    }
    return a.count > 0 ? std::string() : "--count is needed";
}

} // namespace

int openingsCommand(Args args)
{
    OpeningsArgs a;
    if (const std::string error = parseArgs(args, a); !error.empty()) {
        std::cerr << "shogiban-tool openings: " << error
                  << "\nusage: shogiban-tool openings --count N [--plies P] [--seed S]\n";
        return 2;
    }
    std::mt19937_64 random(a.seed);
    for (int i = 0; i < a.count; ++i) {
        std::cout << "startpos moves";
        for (Move m : tuning::randomOpening(a.settings, random)) std::cout << ' ' << toUsi(m);
        std::cout << '\n';
    }
    return 0;
}

} // namespace shogiban::tool
