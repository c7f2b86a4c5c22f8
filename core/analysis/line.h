// One line of an analysis: a candidate move with the engine's score and the line it expects.
#pragma once

#include "ai/score.h"
#include "rules/move.h"

#include <cstdint>
#include <vector>

namespace shogiban::analysis {

inline constexpr int MaxMultiPv = 5;

struct AnalysisLine {
    int rank = 1; // 1: the engine's first choice (MultiPV order)
    ai::Value score = 0; // for the side to move
    int depth = 0;
    int selDepth = 0;
    std::vector<Move> pv; // starts with the candidate move
};

} // namespace shogiban::analysis
