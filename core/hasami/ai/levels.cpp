#include "hasami/ai/levels.h"

#include <algorithm>
#include <array>

namespace shogiban::hasami {

namespace {

constexpr std::array<LevelSettings, 10> Levels = {{
    {1, 1'000, 250},
    {1, 2'000, 80},
    {2, 10'000, 40},
    {2, 20'000, 10},
    {3, 60'000, 5},
    {3, 150'000, 0},
    {4, 300'000, 0},
    {5, 600'000, 0},
    {6, 1'200'000, 0},
    {64, 3'000'000, 0},
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
    search.seed = limits.deterministic ? limits.seed : randomSeed;
    if (!limits.deterministic) search.time = limits.time.count() > 0 ? limits.time : DefaultTime;
    return search;
}

} // namespace shogiban::hasami
