// shogiban-tool bench --latency: how soon analysis answers the user, on every core but one as
// the window runs it. Each round searches one of the bench positions, then measures
//   restart: another position given to the live engine until it searches that one,
//   first line: the same until the new position's first line is known,
//   stop:    the live engine told to stop until its search has ended,
//   review:  a game review's stop until runReview has returned (its threads joined).
// The targets are 100 ms for each; the figures are medians and maxima of wall time, so
// run it on a quiet machine (a loaded one shows the scheduler, not the search).
#include "commands.h"

#include "analysis/analyser.h"
#include "analysis/review.h"
#include "rules/position.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

namespace shogiban::tool {
namespace {

using Clock = std::chrono::steady_clock;

// Positions searched in turn (the start, a middle game, an end game with many drops).
constexpr const char* LatencyPositions[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "ln1gks3/1r1sg4/p2pppnpl/2P3+b1p/1p7/2R3BPP/PP1P1PP2/5S3/LNSGKG1NL b 2Pp 37",
    "l6r1/4gk3/p1gps1s2/9/5p2p/1N1N5/P2P+bPP2/4PG3/LLG1K2NL b SN4Prbs5p 97",
};
constexpr int SearchBeforeMs = 500; // each measure starts from a search this old

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

Position positionOf(const char* sfen)
{
    Position pos;
    pos.setSfen(sfen);
    return pos;
}

// Waits (polling, as the window's timer does) until done(snapshot); the milliseconds it took.
template <class Done>
double waitUntil(const analysis::Analyser& engine, Clock::time_point start, Done done)
{
    while (!done(engine.snapshot()) && msSince(start) < 10'000)
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    return msSince(start);
}

struct Figures {
    const char* name;
    std::vector<double> ms;
};

void print(Figures& f)
{
    std::sort(f.ms.begin(), f.ms.end());
    std::printf("%-11s median %7.1f ms   max %7.1f ms   (%zu rounds)\n", f.name,
        f.ms[f.ms.size() / 2], f.ms.back(), f.ms.size());
}

} // namespace

int analysisLatencyBench(int rounds, int threads)
{
    if (threads <= 0) threads = std::max(1, int(std::thread::hardware_concurrency()) - 1);
    Figures restart{"restart", {}}, firstLine{"first line", {}}, stop{"stop", {}},
        review{"review stop", {}};
    analysis::Analyser engine(64);
    constexpr int Count = int(std::size(LatencyPositions));
    for (int round = 0; round < rounds; ++round) {
        const Position from = positionOf(LatencyPositions[round % Count]);
        const Position to = positionOf(LatencyPositions[(round + 1) % Count]);
        const uint64_t fromId = engine.start({from, 1, threads});
        waitUntil(engine, Clock::now(), // the first time, after the hash table is made
            [&](const analysis::AnalysisSnapshot& s) { return s.request == fromId && s.running; });
        std::this_thread::sleep_for(std::chrono::milliseconds(SearchBeforeMs));
        auto start = Clock::now();
        const uint64_t id = engine.start({to, 1, threads});
        restart.ms.push_back(waitUntil(engine, start,
            [&](const analysis::AnalysisSnapshot& s) { return s.request == id && s.running; }));
        firstLine.ms.push_back(waitUntil(engine, start, [&](const analysis::AnalysisSnapshot& s) {
            return s.request == id && !s.lines.empty();
        }));
        std::this_thread::sleep_for(std::chrono::milliseconds(SearchBeforeMs));
        start = Clock::now();
        engine.stop();
        stop.ms.push_back(waitUntil(
            engine, start, [](const analysis::AnalysisSnapshot& s) { return !s.running; }));

        analysis::GameReview game = analysis::GameReview::ofGame(to.sfen(), {});
        analysis::ReviewOptions options;
        options.moveTimeMs = 60'000;
        options.threads = threads;
        std::atomic<bool> stopReview{false};
        Clock::time_point returned;
        std::thread reviewer([&] {
            analysis::runReview(game, options, stopReview);
            returned = Clock::now();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(SearchBeforeMs));
        start = Clock::now();
        stopReview = true;
        reviewer.join();
        review.ms.push_back(std::chrono::duration<double, std::milli>(returned - start).count());
    }
    std::printf("analysis latency, %d search thread(s):\n", threads);
    for (Figures* f : {&restart, &firstLine, &stop, &review}) print(*f);
    return 0;
}

} // namespace shogiban::tool
