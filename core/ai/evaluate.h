// The static evaluation: material on the board and in hand, piece placement, and the safety
// of both kings. From the side to move's point of view, in centipawns.
#pragma once

#include "ai/score.h"
#include "rules/types.h"

namespace shogiban {
class Position;
}

namespace shogiban::ai {

// Piece values on the board, indexed by PieceType.
constexpr Value PieceValue[PieceTypeNb]
    = {0, 90, 315, 405, 495, 855, 990, 540, 0, 540, 540, 540, 540, 945, 1395};
// Values in hand: a held piece can go anywhere, so it is worth more than on the board.
constexpr Value HandValue[HandTypeNb] = {0, 105, 345, 440, 565, 950, 1100, 620};

// What capturing a piece of this kind gains: it leaves the board and joins the captor's hand.
constexpr Value captureGain(PieceType t)
{
    return PieceValue[t] + HandValue[unpromoted(t)];
}

Value evaluate(const Position& pos);

// The material balance alone (board and hands), for the side to move.
Value material(const Position& pos);

} // namespace shogiban::ai
