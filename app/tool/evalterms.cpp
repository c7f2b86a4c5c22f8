// shogiban-tool eval-terms [FILE]: for each SFEN line of FILE (or of the standard input), the
// evaluation and what each group of its weights adds to it, for the side to move, as CSV
// (core/tuning/evalterms.h). A line may start with "sfen" or "position sfen".
#include "commands.h"

#include "ai/evaluate.h"
#include "tuning/evalterms.h"

#include <fstream>
#include <iostream>
#include <string_view>

namespace shogiban::tool {

namespace {

std::string_view withoutPrefix(std::string_view line)
{
    for (std::string_view prefix : {"position sfen ", "sfen "})
        if (line.starts_with(prefix)) return line.substr(prefix.size());
    return line;
}

} // namespace

int evalTermsCommand(Args args)
{
    if (args.size() > 1) {
        std::cerr << "usage: shogiban-tool eval-terms [FILE]\n";
        return 2;
    }
    std::ifstream file;
    if (!args.empty()) {
        file.open(args[0]);
        if (!file) {
            std::cerr << "eval-terms: cannot read " << args[0] << '\n';
            return 1;
        }
    }
    std::istream& in = args.empty() ? std::cin : file;
    const Position start;
    std::cout << "evaluation";
    for (const tuning::TermContribution& term : tuning::termContributions(start))
        std::cout << ',' << term.group;
    std::cout << '\n';
    bool allRead = true;
    int lineNumber = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNumber;
        if (line.empty()) continue;
        Position pos;
        if (auto error = pos.setSfen(withoutPrefix(line))) {
            std::cerr << "eval-terms: line " << lineNumber << ": " << describe(*error) << '\n';
            allRead = false;
            continue;
        }
        // Without the king-relative terms, as the shares are (their built-in weights are zero).
        std::cout << ai::evaluate(pos, ai::DefaultEvalParams, nullptr);
        for (const tuning::TermContribution& term : tuning::termContributions(pos))
            std::cout << ',' << term.value;
        std::cout << '\n';
    }
    return allRead ? 0 : 1;
}

} // namespace shogiban::tool
