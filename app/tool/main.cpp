// shogiban-tool: the command line companion of Shogiban (perft, conversion, matches, ...).
#include "commands.h"
#include "recordio.h"

#include "platform/commandline.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

struct Command {
    const char* name;
    const char* usage;
    int (*run)(shogiban::tool::Args);
};

constexpr Command Commands[] = {
    {"perft", "perft DEPTH [--sfen SFEN] [--moves M...]   count leaf positions per root move",
        shogiban::tool::perftCommand},
    {"convert",
        "convert IN OUT [--from F] [--to F] [--force]  convert a game record (by extension)\n"
        "       convert IN-FOLDER OUT-FOLDER --to F [--force]  every record under a folder",
        shogiban::tool::convertCommand},
    {"sfen", "sfen FILE [--ply N]                          SFEN after ply N of a record",
        shogiban::tool::sfenCommand},
    {"replay", "replay --game hasami|dai-hasami|mak-yek [--variant V] [--json] [--moves M | FILE]",
        shogiban::tool::replayCommand},
    {"match",
        "match --engine1 CMD --engine2 CMD [...]   play two engines against each other\n"
        "                                               (all options: shogiban-tool match)",
        shogiban::tool::matchCommand},
    {"bench",
        "bench [--depth N] [--hash MB]                search fixed positions, print nodes/s\n"
        "  bench --latency [--rounds N] [--threads N]  how soon analysis restarts and stops (ms)",
        shogiban::tool::benchCommand},
    {"hasami-match",
        "hasami-match [--game G] [--games N] [--levels 2-10] [--jobs J]\n"
        "                                               each hasami AI level against the one below",
        shogiban::tool::hasamiMatchCommand},
    {"openings", "openings --count N [--plies P] [--seed S]  random level openings for tuning",
        shogiban::tool::openingsCommand},
    {"analyse",
        "analyse FILE [--movetime MS] [--multipv N] [--json]\n"
        "                                               review a game: score and mark of every move\n"
        "                                               (--multipv N: the N best moves too)",
        shogiban::tool::analyseCommand},
    {"mate",
        "mate [--sfen SFEN | FILE] [--ply N] [--movetime MS] [--hash MB]\n"
        "                                               solve for a mate by checks (tsume)",
        shogiban::tool::mateCommand},
    {"tsume-generate",
        "tsume-generate [--count 1:80,3:70,...] [--seed N] [--max-seconds N] [--include FILE]\n"
        "               [--out FILE]\n"
        "                                               make tsume problems (docs/MATE.md)",
        shogiban::tool::tsumeGenerateCommand},
    {"tsume-check", "tsume-check FILE [--nodes N]                 verify a tsume collection",
        shogiban::tool::tsumeCheckCommand},
    {"tune", "tune RECORD|DIR... [--result-weight W] [--passes N]  fit the evaluation to games",
        shogiban::tool::tuneCommand},
    {"eval-terms", "eval-terms [FILE]                            each weight group's share of the\n"
                   "                                               evaluation of SFEN lines, as CSV",
        shogiban::tool::evalTermsCommand},
    {"train-net", "train-net LABELLED... --out FILE              train the evaluation network on\n"
                  "                                               games labelled by a teacher",
        shogiban::tool::trainNetCommand},
};

int usage(std::ostream& out, int exitCode)
{
    out << "usage: shogiban-tool COMMAND [ARGS...]\n\ncommands:\n";
    for (const Command& c : Commands) out << "  " << c.usage << '\n';
    out << "  --version                                    print the version\n";
    return exitCode;
}

int run(const std::vector<std::string>& args)
{
    if (args.empty()) return usage(std::cerr, 2);
    if (args[0] == "--help" || args[0] == "-h") return usage(std::cout, 0);
    if (args[0] == "--version") {
        std::cout << "shogiban-tool " << SHOGIBAN_VERSION << '\n';
        return 0;
    }
    for (const Command& c : Commands) {
        if (args[0] != c.name) continue;
        if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
            std::cout << "usage: shogiban-tool " << c.usage << '\n';
            return 0;
        }
        return c.run(shogiban::tool::Args(args).subspan(1));
    }
    std::cerr << "shogiban-tool: unknown command '" << args[0] << "'\n";
    return usage(std::cerr, 2);
}

} // namespace

int main(int argc, char** argv)
{
    shogiban::platform::printUtf8ToConsole();
    // What a command printed is only out when the standard output took it all.
    return shogiban::tool::finishOutput(run(shogiban::platform::utf8Arguments(argc, argv)));
}
