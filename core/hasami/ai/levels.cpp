#include "hasami/ai/levels.h"

#include <algorithm>
#include <array>

namespace shogiban::hasami {

namespace {

// Each level looks further, knows more or errs less than the one below: levels 1-7 differ by
// depth and noise. Level 8 adds the threats to the evaluation, which is worth so much that it
// wins while erring by noise; levels 8-10 deepen until their node budgets, which grow three- to
// fourfold from level to level (a ply costs three to five times the one before), and their
// noise falls to none (at once in mak-yek). Between careful players a node budget alone
// separates little. Level 10 also plays for a win in the capture games: a draw counts 0.3 of
// a man against it. It must never leave a man en prise, which forbids about half of its moves;
// in classic hasami null-move pruning makes up for that by a deeper search. In mak-yek the
// strict rule cost more than any search could give back (level 10 scored 40% against level 9
// with 12 times its budget), so there a man may be offered when its capture is answered by
// taking as many men back at once; with that, null-move pruning and three times the budget
// (1.5 million positions, 1-1.5 s here, within its 5 s) made level 10 win there too.
constexpr PerGame<ManSafety> AnyMan = {ManSafety::Any, ManSafety::Any, ManSafety::Any};
constexpr PerGame<ManSafety> Level10Safety
    = {ManSafety::NoMan, ManSafety::NoMan, ManSafety::NoLoss};

constexpr std::array<LevelSettings, 10> Levels = {{
    // depth, nodes, noise, threats, safety, contempt, nullMove;
    // all but depth and threats per game: {hasami, dai hasami, mak-yek}
    {1, {5'000, 5'000, 5'000}, {200, 200, 200}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {1, {5'000, 5'000, 5'000}, {60, 60, 60}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {1, {5'000, 5'000, 5'000}, {15, 15, 15}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {2, {10'000, 10'000, 10'000}, {40, 40, 40}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {2, {10'000, 10'000, 10'000}, {0, 0, 0}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {3, {10'000, 10'000, 10'000}, {0, 0, 0}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {4, {20'000, 20'000, 20'000}, {0, 0, 0}, false, AnyMan, {0, 0, 0}, {false, false, false}},
    {64, {40'000, 40'000, 40'000}, {20, 5, 0}, true, AnyMan, {0, 0, 0}, {false, false, false}},
    {64, {160'000, 160'000, 160'000}, {12, 2, 0}, true, AnyMan, {0, 0, 0}, {false, false, false}},
    {64, {500'000, 500'000, 1'500'000}, {0, 0, 0}, true, Level10Safety, {30, 0, 30},
        {true, false, true}},
}};

// Level 10 thinks at most this long unless the caller allows more or less.
constexpr std::chrono::milliseconds DefaultTime{5000};

} // namespace

LevelSettings levelSettings(int level)
{
    return Levels[std::clamp(level, 1, 10) - 1];
}

SearchLimits searchLimits(const AiLimits& limits, const HasamiVariant& variant, uint64_t randomSeed)
{
    const LevelSettings settings = levelSettings(limits.level);
    SearchLimits search;
    search.depth = settings.depth;
    const int64_t nodes = settings.nodes.of(variant.kind);
    search.nodes = limits.nodes > 0 ? std::min(limits.nodes, nodes) : nodes;
    search.noise = settings.noise.of(variant.kind);
    search.safety = settings.safety.of(variant.kind);
    search.threats = settings.threats;
    search.contempt = settings.contempt.of(variant.kind);
    search.nullMove = settings.nullMove.of(variant.kind);
    search.seed = limits.deterministic ? limits.seed : randomSeed;
    if (!limits.deterministic) search.time = limits.time.count() > 0 ? limits.time : DefaultTime;
    return search;
}

} // namespace shogiban::hasami
