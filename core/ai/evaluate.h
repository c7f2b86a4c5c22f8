// The static evaluation: material on the board and in hand, piece placement, the safety of
// both kings, and pieces trapped by pawns. From the side to move's point of view, in centipawns.
#pragma once

#include "ai/evalparams.h"
#include "ai/score.h"
#include "rules/types.h"

namespace shogiban {
class Position;
}

namespace shogiban::ai {

// The values the search uses to order and prune captures (static exchange evaluation).
inline constexpr const Value (&PieceValue)[PieceTypeNb] = DefaultEvalParams.pieceValue;
inline constexpr const Value (&HandValue)[HandTypeNb] = DefaultEvalParams.handValue;

// What capturing a piece of this kind gains: it leaves the board and joins the captor's hand.
constexpr Value captureGain(PieceType t)
{
    return PieceValue[t] + HandValue[unpromoted(t)];
}

Value evaluate(const Position& pos, const EvalParams& params = DefaultEvalParams);

} // namespace shogiban::ai
