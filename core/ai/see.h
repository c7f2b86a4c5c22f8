// Static exchange evaluation: does a move win at least `threshold` after the best sequence of
// recaptures on its destination? Pins are ignored, as usual; x-rays are seen.
#pragma once

#include "ai/score.h"
#include "rules/move.h"

namespace shogiban {
class Position;
}

namespace shogiban::ai {

bool seeAtLeast(const Position& pos, Move move, Value threshold);

} // namespace shogiban::ai
