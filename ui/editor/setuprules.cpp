#include "editor/setuprules.h"

namespace shogiban::ui {

BoardPiece SetupRules::pieceAt(BoardSquare square) const
{
    if (square.file < 0 || square.file >= files() || square.rank < 0 || square.rank >= ranks())
        return {};
    const Piece p = m_setup->pieceOn(makeSquare(File(square.file), Rank(square.rank)));
    if (p == NoPiece) return {};
    return {colorOf(p), typeOf(p)};
}

} // namespace shogiban::ui
