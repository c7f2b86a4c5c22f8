#include "ai/timeman.h"

#include <algorithm>

namespace shogiban::ai {

namespace {

// Shogi games last about 120-140 plies; expect this many more own moves, at least 15.
int64_t movesToGo(int ply)
{
    return std::max<int64_t>(15, 50 - int64_t(ply) / 4);
}

// About 35 years: more than any clock holds, and small enough that no sum or product below
// can overflow, whatever numbers a GUI sends ("btime 9223372036854775807").
constexpr int64_t MaxClockMs = int64_t(1) << 40;

int64_t clamped(int64_t ms)
{
    return std::clamp<int64_t>(ms, 0, MaxClockMs);
}

} // namespace

TimeBudget allocateTime(const Clock& given, int ply, int64_t overhead)
{
    const Clock clock{clamped(given.timeLeft), clamped(given.increment), clamped(given.byoyomi),
        clamped(given.moveTime)};
    const int64_t moveOverhead = clamped(overhead);
    if (clock.moveTime > 0) {
        int64_t t = std::max<int64_t>(1, clock.moveTime - moveOverhead);
        return {t, t};
    }
    // The increment arrives after the move, the byoyomi period is there to be spent: the flag
    // falls past main time + byoyomi.
    const int64_t available = std::max<int64_t>(1, clock.timeLeft + clock.byoyomi - moveOverhead);
    const int64_t optimum = std::max<int64_t>(
        1, clock.timeLeft / movesToGo(ply) + clock.byoyomi + clock.increment * 3 / 4);
    const int64_t maximum = std::min(available, optimum * 3);
    return {std::min(optimum, maximum), maximum};
}

} // namespace shogiban::ai
