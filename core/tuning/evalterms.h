// What each group of the evaluation's weights adds to a position's evaluation (without the
// king-relative terms): the evaluation less the one with that group's weights all zero, for
// the side to move. King
// danger grows faster than its units, so the contributions of its groups do not add up to the
// whole; the others do. Used to compare the evaluation with another engine's scores
// (scripts/gps-regress.py, docs/TUNING.md).
#pragma once

#include "ai/evalparams.h"
#include "rules/position.h"

#include <string>
#include <vector>

namespace shogiban::tuning {

struct TermContribution {
    std::string group; // as forEachParamGroup names it
    int value = 0; // centipawns, for the side to move
};

// Every group in forEachParamGroup's order.
std::vector<TermContribution> termContributions(
    const Position& pos, const ai::EvalParams& params = ai::DefaultEvalParams);

} // namespace shogiban::tuning
