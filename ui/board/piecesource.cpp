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

namespace {

// The move the player asked for; promoting where the plain move must promote, so that the
// refusal is about the move itself.
BoardMove attemptedMove(const GameRules& rules, const PieceSource& source, BoardSquare target)
{
    BoardMove move;
    move.to = target;
    if (source.fromHand())
        move.drop = source.handKind;
    else
        move.from = source.square;
    if (rules.refusal(move) == MoveRefusal::PromotionCompulsory) move.promote = true;
    return move;
}

} // namespace

MoveRefusal refusalFor(const GameRules& rules, const PieceSource& source, BoardSquare target)
{
    return rules.refusal(attemptedMove(rules, source, target));
}

RefusalReason explainRefusalFor(
    const GameRules& rules, const PieceSource& source, BoardSquare target)
{
    return explainRefusal(rules, attemptedMove(rules, source, target));
}

RefusalReason pickUpRefusal(const BoardPiece& piece)
{
    RefusalReason reason;
    reason.refusal = MoveRefusal::NoPieceThere;
    reason.piece = piece.type;
    reason.detail = piece.empty() ? RefusalDetail::EmptySquare : RefusalDetail::OpponentsPiece;
    return reason;
}

} // namespace shogiban::ui
