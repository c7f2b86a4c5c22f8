// Legality questions about single moves: the reason a move is refused, whether it checks,
// whether a pawn drop mates (uchifuzume).
#include "rules/position.h"

namespace shogiban {

bool Position::keepsKingSafe(Move m) const
{
    const Color us = m_side;
    if (m_king[us] == NoSquare) return true; // a side without a king (tsume) is never in check
    const Square to = m.to();
    const Bitboard toBB = bb::squareBB(to);
    if (m.isDrop()) {
        // A dropped piece can only help: it may block a sliding check.
        return !inCheck() || attackersTo(m_king[us], ~us, pieces() | toBB).none();
    }
    const Square from = m.from();
    const Bitboard occupied = pieces().andNot(bb::squareBB(from)) | toBB;
    const Square king = from == m_king[us] ? to : m_king[us];
    return attackersTo(king, ~us, occupied).andNot(toBB).none();
}

bool Position::pawnDropIsNotMate(Square to) const
{
    const Color us = m_side;
    const Color them = ~us;
    const Square ksq = m_king[them];
    const Bitboard toBB = bb::squareBB(to);
    const Bitboard occupied = pieces() | toBB;
    const Bitboard withoutKing = occupied.andNot(bb::squareBB(ksq));
    // The king takes the pawn.
    if (attackersTo(to, us, withoutKing).none()) return true;
    // Another piece takes it. A piece pinned along the pawn's file stays on that file.
    Bitboard takers = attackersTo(to, them, occupied).andNot(bb::squareBB(ksq));
    takers &= ~pinned(them) | bb::fileBB(fileOf(to));
    if (takers.any()) return true;
    // The king steps away.
    for (Square s : bb::kingAttacks(ksq).andNot(pieces(them) | toBB))
        if (attackersTo(s, us, withoutKing).none()) return true;
    return false;
}

bool Position::givesCheck(Move m) const
{
    const Color us = m_side;
    const Square ksq = m_king[~us];
    if (ksq == NoSquare) return false;
    const Square to = m.to();
    if (m.isDrop()) return bb::attacks(us, m.droppedType(), to, pieces()).test(ksq);
    const Square from = m.from();
    const PieceType moved = typeOf(m_board[from]);
    const PieceType arriving = m.isPromotion() ? promoted(moved) : moved;
    const Bitboard occupied = pieces().andNot(bb::squareBB(from)) | bb::squareBB(to);
    if (bb::attacks(us, arriving, to, occupied).test(ksq)) return true;
    return blockersForKing(~us).test(from) && !bb::lineFrom(ksq, from).test(to);
}

MoveRefusal Position::dropRefusal(Move m) const
{
    const Color us = m_side;
    const PieceType t = m.droppedType();
    const Square to = m.to();
    if (t < Pawn || t > Gold || !m_hand[us].has(t)) return MoveRefusal::NotInHand;
    if (m.isPromotion()) return MoveRefusal::PromotionNotAllowed;
    if (pieces().test(to)) return MoveRefusal::TargetOccupied;
    if (!bb::livingSquares(us, t).test(to)) return MoveRefusal::DeadSquare;
    if (t == Pawn && (pieces(us, Pawn) & bb::fileBB(fileOf(to))).any()) return MoveRefusal::Nifu;
    if (!keepsKingSafe(m)) return MoveRefusal::LeavesKingInCheck;
    const Square enemyKing = m_king[~us];
    if (t == Pawn && enemyKing != NoSquare && bb::pawnAttacks(us, to).test(enemyKing)
        && !pawnDropIsNotMate(to))
        return MoveRefusal::Uchifuzume;
    return MoveRefusal::None;
}

MoveRefusal Position::boardMoveRefusal(Move m) const
{
    const Color us = m_side;
    const Square from = m.from();
    const Square to = m.to();
    if (!isOk(from) || m_board[from] == NoPiece || colorOf(m_board[from]) != us)
        return MoveRefusal::NoPieceThere;
    if (pieces(us).test(to)) return MoveRefusal::OwnPieceOnTarget;
    const PieceType t = typeOf(m_board[from]);
    if (!bb::attacks(us, t, from, pieces()).test(to)) return MoveRefusal::PieceCannotMoveThere;
    if (m.isPromotion()) {
        if (!mayPromote(us, t, from, to)) return MoveRefusal::PromotionNotAllowed;
    } else if (canPromote(t) && !bb::livingSquares(us, t).test(to)) {
        return MoveRefusal::PromotionCompulsory;
    }
    if (!keepsKingSafe(m)) return MoveRefusal::LeavesKingInCheck;
    return MoveRefusal::None;
}

MoveRefusal Position::refusal(Move m) const
{
    if (!isOk(m.to())) return MoveRefusal::PieceCannotMoveThere;
    return m.isDrop() ? dropRefusal(m) : boardMoveRefusal(m);
}

} // namespace shogiban
