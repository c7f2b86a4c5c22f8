// Positions to tune the evaluation on, taken from finished game records: quiet positions
// (not in check, no capture that wins material at once, the move played is no capture or
// promotion) with the game's result and, when the record has one, the score the engine that
// moved reported ("score cp 215 depth 7").
#pragma once

#include "record/record.h"
#include "rules/position.h"

#include <optional>
#include <vector>

namespace shogiban::tuning {

struct Sample {
    Position pos;
    double result = 0.5; // for the side to move: 1 won, 0.5 drawn, 0 lost
    std::optional<int> engineScore; // centipawns for the side to move; mates as +-MateScore
};

// Engine mate scores count as this many centipawns (certainty, for a logistic curve).
constexpr int MateScore = 4000;

struct SampleFilter {
    int skipPlies = 12; // the random opening and the moves just after it
};

// Appends the record's samples; a record without a result (interrupted) gives none.
void appendSamples(
    const record::Record& record, const SampleFilter& filter, std::vector<Sample>& out);

} // namespace shogiban::tuning
