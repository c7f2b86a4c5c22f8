#include "hasami/ai/levels.h"

#include <algorithm>
#include <array>

namespace shogiban::hasami {

namespace {

// Each level looks further or errs less than the one below: levels 1-7 by depth and noise,
// levels 8-10 by deepening until their node budgets, which double from level to level.
constexpr std::array<LevelSettings, 10> Levels = {{
    {1, 5'000, 200, false},
    {1, 5'000, 50, false},
    {2, 20'000, 50, false},
    {2, 20'000, 10, false},
    {3, 40'000, 10, false},
    {4, 60'000, 0, false},
    {5, 100'000, 0, false},
    {64, 150'000, 0, false},
    {64, 300'000, 0, false},
    {64, 600'000, 0, true},
}};

// Level 10 thinks at most this long unless the caller allows more or less.
constexpr std::chrono::milliseconds DefaultTime{5000};

} // namespace

LevelSettings levelSettings(int level)
{
    return Levels[std::clamp(level, 1, 10) - 1];
}

SearchLimits searchLimits(const AiLimits& limits, uint64_t randomSeed)
{
    const LevelSettings settings = levelSettings(limits.level);
    SearchLimits search;
    search.depth = settings.depth;
    search.nodes = limits.nodes > 0 ? std::min(limits.nodes, settings.nodes) : settings.nodes;
    search.noise = settings.noise;
    search.avoidHangingMen = settings.avoidHangingMen;
    search.seed = limits.deterministic ? limits.seed : randomSeed;
    if (!limits.deterministic) search.time = limits.time.count() > 0 ? limits.time : DefaultTime;
    return search;
}

} // namespace shogiban::hasami
