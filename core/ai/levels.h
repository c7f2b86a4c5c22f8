// The ten playing levels: each is a cap on depth and nodes plus evaluation noise, applied on
// top of whatever time the caller allows. Level 10 is the full engine, the only one with the
// evaluation network (core/ai/network.h) and the root's mate check (core/ai/rootmatecheck.h).
// docs/AI_LEVELS.md describes them; scripts/match.sh measures neighbouring levels against each
// other.
#pragma once

#include "ai/limits.h"

#include <cstdint>

namespace shogiban::ai {

constexpr int MinLevel = 1;
constexpr int MaxLevel = 10;

struct LevelSettings {
    int depth = 0; // 0: no cap
    uint64_t nodes = 0; // 0: no cap
    int noise = 0; // centipawns
    bool quiescence = true;
    // Level 10 only, the network and the root's mate check: the ladder of levels 1-9 was
    // measured without them.
    bool network = false;
    bool mateCheck = false;
    int64_t defaultTimeMs = 1000; // per move, when the caller sets no time (GUI)
    uint64_t defaultNodes = 0; // per move in deterministic mode without a clock (level 10)
};

LevelSettings levelSettings(int level);

// The limits narrowed to what the level allows.
SearchLimits applyLevel(SearchLimits limits, int level);

} // namespace shogiban::ai
