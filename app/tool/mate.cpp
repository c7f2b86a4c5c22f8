// shogiban-tool mate [--sfen SFEN | FILE] [--ply N] [--movetime MS] [--hash MB]: solves the
// position for a mate by the side to move (checks only) and prints the line in USI and
// Japanese notation with its length in tsume counting, or why there is none. A record's start
// position is solved (a tsume file holds the problem and its solution), or the position after
// --ply N of its main line.
#include "commands.h"
#include "recordio.h"

#include "mate/matesolver.h"
#include "record/notation.h"
#include "record/replay.h"
#include "rules/usimove.h"

#include <charconv>
#include <iostream>

namespace shogiban::tool {
namespace {

constexpr const char* Usage
    = "usage: shogiban-tool mate [--sfen SFEN | FILE] [--ply N] [--movetime MS] [--hash MB]";

struct MateArgs {
    std::optional<std::string> sfen, path;
    int ply = 0;
    int64_t movetime = 0;
    size_t hashMb = 256;
};

bool parseNumber(const std::string& text, int64_t& out, int64_t least)
{
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= least;
}

// Returns an error message, empty on success.
std::string parseArgs(Args args, MateArgs& out)
{
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        int64_t n = 0;
        if (a == "--sfen") {
            if (!hasValue) return "--sfen needs an SFEN";
            out.sfen = args[++i];
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                *out.sfen += ' ' + args[++i];
        } else if (a == "--movetime" || a == "--hash" || a == "--ply") {
            if (!hasValue || !parseNumber(args[i + 1], n, a == "--ply" ? 0 : 1))
                return a + " needs a number" + (a == "--ply" ? "" : " above 0");
            ++i;
            if (a == "--movetime") out.movetime = n;
            if (a == "--hash") out.hashMb = size_t(std::min<int64_t>(n, 65536));
            if (a == "--ply") out.ply = int(std::min<int64_t>(n, 1 << 20));
        } else if (a.rfind("--", 0) == 0 || out.path) {
            return "unknown argument '" + a + "'";
        } else {
            out.path = a;
        }
    }
    if (out.sfen && out.path) return "give either --sfen or a FILE, not both";
    if (!out.sfen && !out.path) return "give a position: --sfen SFEN or a FILE";
    return {};
}

std::string usiLine(const std::vector<Move>& line)
{
    std::string text;
    for (Move m : line) {
        if (!text.empty()) text += ' ';
        text += toUsi(m);
    }
    return text;
}

std::string japaneseLine(Position pos, const std::vector<Move>& line)
{
    std::string text;
    std::optional<Square> previous;
    for (Move m : line) {
        if (!text.empty()) text += ' ';
        text += record::japaneseMove(pos, m, previous);
        previous = m.to();
        pos.doMove(m);
    }
    return text;
}

} // namespace

int mateCommand(Args args)
{
    MateArgs a;
    if (const std::string problem = parseArgs(args, a); !problem.empty()) {
        std::cerr << "shogiban-tool mate: " << problem << '\n' << Usage << '\n';
        return 2;
    }
    Position pos;
    if (a.sfen) {
        if (auto e = pos.setSfen(*a.sfen)) {
            std::cerr << "shogiban-tool mate: bad SFEN: " << describe(*e) << '\n';
            return 2;
        }
    } else {
        record::Record rec;
        if (!loadRecord(*a.path, std::nullopt, rec)) return 2;
        pos = record::positionAfter(rec, a.ply);
    }
    mate::MateSolver solver(a.hashMb);
    mate::MateLimits limits;
    limits.timeMs = a.movetime;
    // Each line as soon as it is known: proving that none is shorter may take much longer.
    limits.onLine = [](const mate::MateResult& line) {
        std::cout << "found mate in " << line.plies << " after " << line.timeMs << " ms ("
                  << line.nodes << " nodes): " << usiLine(line.line) << std::endl;
    };
    const mate::MateResult r = solver.solve(pos, limits);
    const std::string stats = "nodes " + std::to_string(r.nodes) + ", " + std::to_string(r.timeMs)
        + " ms";
    switch (r.status) {
    case mate::MateStatus::Mate:
        std::cout << "mate in " << r.plies << (r.shortest ? "" : " (not proven shortest)") << '\n'
                  << "usi: " << usiLine(r.line) << '\n'
                  << "japanese: " << japaneseLine(pos, r.line) << '\n'
                  << stats << '\n';
        return 0;
    case mate::MateStatus::NoMate:
        std::cout << "no mate: every sequence of checks can be escaped\n" << stats << '\n';
        return 1;
    case mate::MateStatus::Unknown:
        std::cout << "no mate found within " << a.movetime << " ms (unknown)\n" << stats << '\n';
        return 3;
    }
    return 3;
}

} // namespace shogiban::tool
