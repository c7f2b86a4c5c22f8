#include "editor/setuprules.h"

#include "game/shogirules.h"

namespace shogiban::ui {

const GameTraits& SetupRules::traits() const
{
    return ShogiRules::shogiTraits();
}

BoardPiece SetupRules::pieceAt(BoardSquare square) const
{
    if (square.file < 0 || square.file >= FileNb || square.rank < 0 || square.rank >= RankNb)
        return {};
    const Piece p = m_setup->pieceOn(makeSquare(File(square.file), Rank(square.rank)));
    if (p == NoPiece) return {};
    return {colorOf(p), typeOf(p)};
}

int SetupRules::standCount(Color holder, PieceType type) const
{
    return type >= Pawn && type <= Gold ? m_setup->handCount(holder, type) : 0;
}

} // namespace shogiban::ui
