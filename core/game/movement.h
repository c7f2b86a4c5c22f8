// How the pieces of the game being played move on an empty board (learning mode, rules help):
// shogi kinds as in the rulebooks, hasami men as their variant says (one step only, jumps).
#pragma once

#include "game/gamerules.h"
#include "rules/movepattern.h"

#include <vector>

namespace shogiban {

std::vector<MoveStep> movementSteps(const GameRules& rules, PieceType type);

} // namespace shogiban
