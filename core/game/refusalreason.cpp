#include "game/refusalreason.h"

#include "game/movement.h"

#include <algorithm>
#include <cstdlib>

namespace shogiban {
namespace {

int sign(int v)
{
    return (v > 0) - (v < 0);
}

// PieceCannotMoveThere: is it the wrong shape, or is the way blocked?
void explainPath(const GameRules& rules, const BoardMove& move, RefusalReason& reason)
{
    const std::vector<PatternSquare> pattern = movementPattern(movementSteps(rules, reason.piece),
        rules.sideToMove(), move.from, rules.files(), rules.ranks());
    const auto reach = std::find_if(pattern.begin(), pattern.end(),
        [&](const PatternSquare& p) { return p.square == move.to; });
    if (reach == pattern.end()) {
        reason.detail = RefusalDetail::NotItsMove;
        return;
    }
    const int df = sign(move.to.file - move.from.file);
    const int dr = sign(move.to.rank - move.from.rank);
    if (reach->kind == StepKind::Jump) {
        // Only the hasami men jump along a line (a knight's jump is never refused this way).
        const BoardSquare over{move.from.file + df, move.from.rank + dr};
        if (over != move.to && rules.pieceAt(over).empty())
            reason.detail = RefusalDetail::NothingToJump;
        return;
    }
    for (BoardSquare s{move.from.file + df, move.from.rank + dr}; s != move.to;
         s = {s.file + df, s.rank + dr}) {
        if (const BoardPiece piece = rules.pieceAt(s); !piece.empty()) {
            reason.detail = RefusalDetail::PathBlocked;
            reason.square = s;
            reason.other = piece;
            return;
        }
    }
}

// Nifu: the unpromoted pawn already on the file.
void findPawnOnFile(const GameRules& rules, const BoardMove& move, RefusalReason& reason)
{
    for (int rank = 0; rank < rules.ranks(); ++rank) {
        const BoardSquare s{move.to.file, rank};
        const BoardPiece piece = rules.pieceAt(s);
        if (piece == BoardPiece{rules.sideToMove(), Pawn}) {
            reason.square = s;
            reason.other = piece;
            return;
        }
    }
}

void explainKingSafety(const GameRules& rules, const BoardMove& move, RefusalReason& reason)
{
    if (reason.piece == King)
        reason.detail = RefusalDetail::KingIntoCheck;
    else if (rules.inCheck())
        reason.detail = RefusalDetail::KingInCheck;
    else
        reason.detail = RefusalDetail::Pinned;
    if (const std::optional<BoardSquare> attacker = rules.attackerAfter(move)) {
        reason.square = *attacker;
        reason.other = rules.pieceAt(*attacker);
    }
}

} // namespace

RefusalReason explainRefusal(const GameRules& rules, const BoardMove& move)
{
    RefusalReason reason;
    reason.refusal = rules.refusal(move);
    reason.men = rules.menRules();
    if (move.isDrop())
        reason.piece = move.drop;
    else if (move.from.valid())
        reason.piece = rules.pieceAt(move.from).type;
    switch (reason.refusal) {
    case MoveRefusal::NoPieceThere:
        reason.detail = reason.piece == NoPieceType ? RefusalDetail::EmptySquare
                                                    : RefusalDetail::OpponentsPiece;
        break;
    case MoveRefusal::PieceCannotMoveThere:
        if (!move.isDrop() && reason.piece != NoPieceType && move.to.valid()
            && move.to.file < rules.files() && move.to.rank < rules.ranks())
            explainPath(rules, move, reason);
        break;
    case MoveRefusal::Nifu:
        findPawnOnFile(rules, move, reason);
        break;
    case MoveRefusal::LeavesKingInCheck:
        explainKingSafety(rules, move, reason);
        break;
    case MoveRefusal::PromotionNotAllowed:
        if (move.isDrop())
            reason.detail = RefusalDetail::DroppedPiece;
        else if (!canPromote(reason.piece))
            reason.detail = RefusalDetail::CannotPromote;
        else
            reason.detail = RefusalDetail::OutsideZone;
        break;
    default:
        break;
    }
    return reason;
}

} // namespace shogiban
