// What bounds one search, and the noise that weakens the lower levels.
#pragma once

#include "ai/timeman.h"

#include <cstdint>

namespace shogiban::ai {

struct SearchLimits {
    int depth = 0; // 0: no depth limit
    uint64_t nodes = 0; // 0: no node limit
    TimeBudget time; // both 0: no time limit
    bool infinite = false; // search until stopped (also while pondering)
    int multiPv = 1;
    // Levels: up to this many centipawns of deterministic noise on every evaluation, whether
    // captures are resolved before evaluating (without it, pieces hang), whether the
    // evaluation network corrects the evaluation, and whether each move that would become the
    // answer is asked whether the opponent then mates by checks (ai/rootmatecheck.h).
    int noise = 0;
    uint64_t seed = 0;
    bool quiescence = true;
    bool network = true;
    bool mateCheck = true;

    bool timed() const { return time.maximum > 0; }
};

} // namespace shogiban::ai
