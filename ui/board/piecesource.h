// A piece the player picks up, from a square or from a stand, and the legal moves it has: the
// board asks the rules for everything and never judges a move itself.
#pragma once

#include "game/gamerules.h"
#include "game/refusalreason.h"

#include <vector>

namespace shogiban::ui {

struct PieceSource {
    BoardSquare square; // valid for a piece on the board
    PieceType handKind = NoPieceType; // set for a piece in hand
    Color color = Black; // the owner

    bool fromHand() const { return handKind != NoPieceType; }
    bool operator==(const PieceSource&) const = default;
};

// The legal moves of the piece, with both promotion choices where both are legal.
std::vector<BoardMove> legalMovesFrom(const GameRules& rules, const PieceSource& source);

// Those of `moves` that end on `target`: none, one, or a promoting and a non-promoting one.
std::vector<BoardMove> movesTo(const std::vector<BoardMove>& moves, BoardSquare target);

// Why the piece may not go to `target` (None when some move there is legal).
MoveRefusal refusalFor(const GameRules& rules, const PieceSource& source, BoardSquare target);
// The same with what core can tell about it (the piece, what is in its way).
RefusalReason explainRefusalFor(
    const GameRules& rules, const PieceSource& source, BoardSquare target);
// Why a piece cannot be picked up: nothing there, or the opponent's piece.
RefusalReason pickUpRefusal(const BoardPiece& piece);

} // namespace shogiban::ui
