// The ten AI levels as data: how deep the search looks, how many positions it may visit and
// how much random noise blurs its judgement. Lower levels see less and err more.
#pragma once

#include "game/gameai.h"
#include "hasami/ai/search.h"

namespace shogiban::hasami {

struct LevelSettings {
    int depth;
    int64_t nodes;
    int noise; // +- hundredths of a man added to each evaluated position
    // The noise in the five-in-a-row games, where the open lines (worth 1-140) decide and a
    // capture-game noise would drown them.
    int fiveNoise;
    bool threats; // the evaluation sees men under threat of capture
    bool avoidHangingMen;
};

LevelSettings levelSettings(int level); // level is clamped to 1..10
// The search limits for an AI request: the level's settings, tightened by the request's own.
SearchLimits searchLimits(
    const AiLimits& limits, const HasamiVariant& variant, uint64_t randomSeed);

} // namespace shogiban::hasami
