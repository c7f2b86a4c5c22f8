// shogiban-tool perft DEPTH [--sfen SFEN] [--moves M...]
#include "commands.h"

#include "rules/perft.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <charconv>
#include <chrono>
#include <iostream>

namespace shogiban::tool {
namespace {

struct PerftArgs {
    int depth = 0;
    std::string sfen{Position::StartSfen};
    std::vector<std::string> moves;
};

// Returns an error message, empty on success.
std::string parseArgs(Args args, PerftArgs& out)
{
    if (args.empty()) return "missing DEPTH";
    const std::string& d = args[0];
    auto [end, ec] = std::from_chars(d.data(), d.data() + d.size(), out.depth);
    if (ec != std::errc() || end != d.data() + d.size() || out.depth < 1
        || out.depth > MaxPerftDepth)
        return "DEPTH must be a number from 1 to " + std::to_string(MaxPerftDepth) + ", not '" + d
            + "'";
    for (size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--sfen") {
            if (++i >= args.size()) return "--sfen needs an SFEN";
            out.sfen = args[i];
            // Also accept the SFEN as separate words, as USI writes it.
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                out.sfen += ' ' + args[++i];
        } else if (args[i] == "--moves") {
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                out.moves.push_back(args[++i]);
        } else {
            return "unknown argument '" + args[i] + "'";
        }
    }
    return {};
}

// Returns an error message, empty on success.
std::string setUp(const PerftArgs& a, Position& pos)
{
    if (auto e = pos.setSfen(a.sfen)) return "bad SFEN: " + describe(*e);
    for (const std::string& text : a.moves) {
        UsiMoveResult r = parseUsiMove(pos, text);
        if (!r) return "bad move '" + text + "': " + describe(*r.error);
        pos.doMove(r.move);
    }
    return {};
}

} // namespace

int perftCommand(Args args)
{
    PerftArgs a;
    Position pos;
    std::string problem = parseArgs(args, a);
    if (problem.empty()) problem = setUp(a, pos);
    if (!problem.empty()) {
        std::cerr << "shogiban-tool perft: " << problem << "\n"
                  << "usage: shogiban-tool perft DEPTH [--sfen SFEN] [--moves M...]\n";
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    uint64_t total = 0;
    for (const PerftEntry& e : perftDivide(pos, a.depth)) {
        std::cout << toUsi(e.move) << ": " << e.nodes << '\n';
        total += e.nodes;
    }
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::cout << "\nNodes searched: " << total << std::endl;
    std::cerr << "Time: " << int(took.count() * 1000) << " ms, "
              << uint64_t(double(total) / std::max(took.count(), 1e-9)) << " nodes/s\n";
    return 0;
}

} // namespace shogiban::tool
