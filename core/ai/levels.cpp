#include "ai/levels.h"

#include <algorithm>

namespace shogiban::ai {

namespace {

// Level 1 sees one ply without resolving captures: it takes what is offered and leaves its
// own pieces hanging. Each level then sees further and wobbles less.
constexpr LevelSettings Levels[MaxLevel] = {
    {1, 0, 350, false}, // 1
    {1, 0, 150, true}, // 2
    {2, 0, 100, true}, // 3
    {3, 3000, 70, true}, // 4
    {0, 6000, 45, true}, // 5
    {0, 15000, 30, true}, // 6
    {0, 30000, 18, true}, // 7
    {0, 60000, 10, true}, // 8
    {0, 120000, 0, true, false, false, 3000}, // 9
    {0, 0, 0, true, true, true, 5000, 3000000}, // 10
};

} // namespace

LevelSettings levelSettings(int level)
{
    return Levels[std::clamp(level, MinLevel, MaxLevel) - 1];
}

SearchLimits applyLevel(SearchLimits limits, int level)
{
    const LevelSettings s = levelSettings(level);
    if (s.depth > 0) limits.depth = limits.depth > 0 ? std::min(limits.depth, s.depth) : s.depth;
    if (s.nodes > 0) limits.nodes = limits.nodes > 0 ? std::min(limits.nodes, s.nodes) : s.nodes;
    limits.noise = std::max(limits.noise, s.noise);
    limits.quiescence = limits.quiescence && s.quiescence;
    limits.network = limits.network && s.network;
    limits.mateCheck = limits.mateCheck && s.mateCheck;
    return limits;
}

} // namespace shogiban::ai
