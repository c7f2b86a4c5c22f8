// The static evaluation: material on the board and in hand, piece placement (also relative to
// both kings, kingrelative.h), the safety of both kings, and pieces trapped by pawns, with
// opening and endgame weights blended by the game's progress. From the side to move's point
// of view, in centipawns.
#pragma once

#include "ai/evalparams.h"
#include "ai/kingrelative.h"
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

// kingRelative: the weights of those terms, null for none.
Value evaluate(const Position& pos, const EvalParams& params = DefaultEvalParams,
    const KingRelativeWeights* kingRelative = kingRelativeWeightsInUse());

} // namespace shogiban::ai
