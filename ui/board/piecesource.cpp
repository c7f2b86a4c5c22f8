#include "board/piecesource.h"

namespace shogiban::ui {

std::vector<BoardMove> legalMovesFrom(const GameRules& rules, const PieceSource& source)
{
    std::vector<BoardMove> moves;
    if (source.color != rules.sideToMove()) return moves;
    for (const BoardMove& m : rules.legalMoves()) {
        const bool matches = source.fromHand() ? m.drop == source.handKind
                                               : !m.isDrop() && m.from == source.square;
        if (matches) moves.push_back(m);
    }
    return moves;
}

std::vector<BoardMove> movesTo(const std::vector<BoardMove>& moves, BoardSquare target)
{
    std::vector<BoardMove> result;
    for (const BoardMove& m : moves)
        if (m.to == target) result.push_back(m);
    return result;
}

MoveRefusal refusalFor(const GameRules& rules, const PieceSource& source, BoardSquare target)
{
    BoardMove move;
    move.to = target;
    if (source.fromHand())
        move.drop = source.handKind;
    else
        move.from = source.square;
    const MoveRefusal plain = rules.refusal(move);
    if (plain != MoveRefusal::PromotionCompulsory) return plain;
    move.promote = true;
    return rules.refusal(move);
}

} // namespace shogiban::ui
