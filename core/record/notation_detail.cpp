#include "record/notation_detail.h"

namespace shogiban::record::detail {

std::vector<Square> originsReaching(const Position& pos, PieceType type, Square to)
{
    std::vector<Square> origins;
    Piece wanted = makePiece(pos.sideToMove(), type);
    for (int s = 0; s < SquareNb; ++s) {
        Square from = Square(s);
        if (pos.pieceOn(from) != wanted || typeOf(wanted) == NoPieceType) continue;
        if (pos.isLegal(Move::normal(from, to, false)) || pos.isLegal(Move::normal(from, to, true)))
            origins.push_back(from);
    }
    return origins;
}

bool declinesPromotion(const Position& pos, Move move)
{
    return !move.isDrop() && !move.isPromotion()
        && pos.isLegal(Move::normal(move.from(), move.to(), true));
}

Move legalBoardMove(const Position& pos, Square from, Square to, bool promote)
{
    Move m = Move::normal(from, to, promote);
    return pos.isLegal(m) ? m : Move::none();
}

} // namespace shogiban::record::detail
