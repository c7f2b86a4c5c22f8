// How analysis reads the engine's scores: from a chosen side's point of view, and as a winning
// chance. One formula serves the panel, the evaluation graph and the marks of a game review:
//
//     chance(v) = 1 / (1 + exp(-v / 600))       v in centipawns, 0..1 for the viewer
//
// a logistic of the score with the scale the shogi programs with a pawn of about 90
// centipawns use (Ponanza's curve, also ShogiHome's): +600 is a 73% chance, +1200 (a bishop
// up) 88%. A mate found for the viewer is 100%, one against the viewer 0%.
#pragma once

#include "ai/score.h"
#include "rules/types.h"

#include <optional>

namespace shogiban::analysis {

using ai::Value;

inline constexpr double WinChanceScale = 600;

// The score v of the side to move, as viewer sees it.
constexpr Value fromSide(Value v, Color sideToMove, Color viewer)
{
    return sideToMove == viewer ? v : -v;
}

// 0..1: the chance that the side whose score v is wins.
double winChance(Value v);

// Plies to mate when v is a mate score: positive when the side of v mates, negative when it is
// mated, 0 when the position is already checkmate (mated: the sign of v tells who).
std::optional<int> matePlies(Value v);

// The score of a position where the side to move has no legal move: in shogi it has lost.
constexpr Value NoLegalMoveValue = ai::matedIn(0);

// Graphs show scores up to this many centipawns either way; mates sit at the edge.
inline constexpr Value GraphLimit = 2000;
Value clampForGraph(Value v);

} // namespace shogiban::analysis
