// shogiban-tool bench: a fixed set of positions searched to a fixed depth, one thread, a fresh
// hash table for each. The node total changes only when the search or evaluation changes; the
// speed (nodes/s) compares builds and machines.
#include "arguments.h"
#include "commands.h"

#include "ai/network.h"
#include "ai/search.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace shogiban::tool {
namespace {

constexpr int DefaultDepth = 9;

// The start, and positions from plies 16 to 116 of two games the engine played against itself.
constexpr const char* BenchPositions[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgk4/1r2g1s2/ppppppnpl/8p/9/2P3B2/PP1PPPPPP/3G3R1/LNS1KGSNL b Pb 17",
    "ln1gks3/1r1sg4/p2pppnpl/2P3+b1p/1p7/2R3BPP/PP1P1PP2/5S3/LNSGKG1NL b 2Pp 37",
    "l3ks3/1r1sg4/p1gpp+bnpl/9/5pR1p/6BP1/P2P1PP2/3S1S3/L2GKG1NL b N4Pn3p 57",
    "l3k4/3sgs3/p1gpp1+B2/9/1+r3p2p/7r1/P2PSPP2/3S5/L1G1KG1NL b 3NL5Pb4p 77",
    "l6r1/4gk3/p1gps1s2/9/5p2p/1N1N5/P2P+bPP2/4PG3/LLG1K2NL b SN4Prbs5p 97",
    "l8/9/p2pk1s2/4N4/4Gp2p/1Np6/P2PPPP2/3K1G3/L+nG2S2+r b GS4Pr2bsn2l4p 117",
    "lnsgkg2l/1r4s2/ppppp+Bnpp/9/9/2P5P/PP1PPPP+b1/1R7/LNSGKGSNL b P2p 17",
    "ln1gks2l/3s1g3/pppp2npp/4+b4/2+B5P/2P1P2r1/PPNP1PP2/4R2P1/L1SGKGSNL b 3p 37",
    "ln1k1sp2/2g1g3l/ppps2npp/3p1+b3/2P1P2rP/3P1+B3/PPN2PP1L/2S1R2P1/L2GKGSN1 b 2p 57",
    "ln1k2p2/2gg1s2l/1pps1+b2p/p6p1/2P1Pn1rP/4S+BP2/PPN1pP1PL/3R1G3/L2G1KSN1 b P2p 77",
    "ln1kbRp2/2gg1s2l/1pp5p/p2pS2p1/2P1+b3P/4n1P2/PP2pP1PL/R4SK2/L2G3N1 b SNPg2p 97",
    "ln2k1p2/5s2l/1pp2p2p/p2p+b2p1/2P5P/4B1P2/PP2pP1PL/R4Ssg1/L2GKr1N1 b 2GNsn2p 117",
};

struct BenchArgs {
    int depth = DefaultDepth;
    size_t hashMb = 16;
    int latencyRounds = 0; // --latency: analysis latency instead of search speed
    int latencyThreads = 0; // 0: every core but one, as the window
    std::string network; // another evaluation network ("none": none); empty: the built-in one
};

std::string parseArgs(Args args, BenchArgs& a)
{
    auto split = splitArguments(args, {"--latency"});
    if (auto* error = std::get_if<std::string>(&split)) return *error;
    for (const auto& [name, value] : std::get<std::vector<Argument>>(split)) {
        if (name == "--latency") {
            a.latencyRounds = 10;
        } else if (name == "--depth") {
            if (!readNumber(value, 1, 60, a.depth)) return "bad depth '" + value + "'";
        } else if (name == "--hash") {
            if (!readNumber(value, 1, 4096, a.hashMb)) return "bad hash size '" + value + "'";
        } else if (name == "--rounds") {
            if (!readNumber(value, 1, 1000, a.latencyRounds))
                return "bad number of rounds '" + value + "'";
        } else if (name == "--network") {
            a.network = value;
        } else if (name == "--threads") {
            if (!readNumber(value, 1, 64, a.latencyThreads))
                return "bad number of threads '" + value + "'";
        } else {
            return "unknown argument '" + (name.empty() ? value : name) + "'";
        }
    }
    return {};
}

} // namespace

int benchCommand(Args args)
{
    BenchArgs a;
    if (std::string problem = parseArgs(args, a); !problem.empty()) {
        std::cerr << "shogiban-tool bench: " << problem
                  << "\nusage: shogiban-tool bench [--depth N] [--hash MB] [--network FILE|none]\n"
                  << "       shogiban-tool bench --latency [--rounds N] [--threads N]\n";
        return 2;
    }
    if (a.latencyRounds > 0) return analysisLatencyBench(a.latencyRounds, a.latencyThreads);
    if (const ai::NetworkLoad load = ai::useNetworkFile(a.network); !load.error.empty()) {
        std::cerr << "shogiban-tool bench: " << load.error << '\n';
        return 1;
    }
    ai::Searcher searcher(a.hashMb);
    std::atomic<bool> stop{false};
    uint64_t totalNodes = 0;
    const auto start = std::chrono::steady_clock::now();
    int index = 0;
    for (const char* sfen : BenchPositions) {
        Position pos;
        if (auto error = pos.setSfen(sfen)) {
            std::cerr << "shogiban-tool bench: position " << index + 1 << ": " << describe(*error)
                      << '\n';
            return 1;
        }
        searcher.newGame();
        ai::SearchLimits limits;
        limits.depth = a.depth;
        const ai::SearchResult r = searcher.search(pos, limits, stop);
        std::printf("position %2d: bestmove %-6s score %6d nodes %10llu\n", ++index,
            r.best ? toUsi(r.best).c_str() : "resign", r.score,
            static_cast<unsigned long long>(r.nodes));
        totalNodes += r.nodes;
    }
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("\nTotal time (ms) : %lld\nNodes searched  : %llu\nNodes/second    : %llu\n",
        static_cast<long long>(seconds * 1000), static_cast<unsigned long long>(totalNodes),
        static_cast<unsigned long long>(double(totalNodes) / std::max(seconds, 1e-3)));
    return 0;
}

} // namespace shogiban::tool
