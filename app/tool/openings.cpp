// shogiban-tool openings --count N [--plies P] [--seed S]: random, roughly level openings as
// "startpos moves ..." lines, the --openings file of a match that produces games to tune on.
#include "arguments.h"
#include "commands.h"

#include "rules/usimove.h"
#include "tuning/randomopening.h"

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
    auto split = splitArguments(args);
    if (auto* error = std::get_if<std::string>(&split)) return *error;
    for (const auto& [name, value] : std::get<std::vector<Argument>>(split)) {
        if (name == "--count") {
            if (!readNumber(value, 1, INT_MAX, a.count)) return "bad count '" + value + "'";
        } else if (name == "--plies") {
            if (!readNumber(value, 0, 40, a.settings.plies))
                return "bad number of plies '" + value + "' (0-40)";
        } else if (name == "--seed") {
            if (!readNumber(value, a.seed)) return "bad seed '" + value + "'";
        } else {
            return "unknown argument '" + (name.empty() ? value : name) + "'";
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
