#include "mate/checks.h"

namespace shogiban::mate {

Move* generateChecks(const Position& pos, Move* out)
{
    const Color us = pos.sideToMove();
    const Color them = ~us;
    const Square king = pos.kingSquare(them);
    if (king == NoSquare) return out;
    if (pos.inCheck()) { // only evasions are legal: filter them
        for (Move m : MoveList<GenType::Evasions>(pos))
            if (pos.givesCheck(m)) *out++ = m;
        return out;
    }
    // A dropped piece checks from where the same piece of the other colour would attack from
    // the king; a drop never uncovers an attack on the dropping side's own king.
    const Bitboard occupied = pos.pieces();
    const Hand hand = pos.hand(us);
    for (PieceType t : Hand::Kinds) {
        if (!hand.has(t)) continue;
        Bitboard targets
            = bb::attacks(them, t, king, occupied).andNot(occupied) & bb::livingSquares(us, t);
        if (t == Pawn && targets.any()
            && ((pos.pieces(us, Pawn) & bb::fileBB(fileOf(king))).any()
                || !pos.pawnDropIsNotMate(targets.lsb())))
            targets = {};
        for (Square to : targets) *out++ = Move::drop(t, to);
    }
    for (Move m : MoveList<GenType::Legal>(pos))
        if (!m.isDrop() && pos.givesCheck(m)) *out++ = m;
    return out;
}

bool isUselessInterposition(const Position& pos, Move m)
{
    if (!m.isDrop() || pos.checkers().moreThanOne()) return false;
    const Color defender = pos.sideToMove();
    const Color attacker = ~defender;
    const Square king = pos.kingSquare(defender);
    const Square checker = pos.checkers().lsb();
    const Square to = m.to();
    // After the checker takes on `to`: may a defending piece take it back?
    const Bitboard occupied = pos.pieces().andNot(bb::squareBB(checker)) | bb::squareBB(to);
    const Bitboard defenders
        = pos.attackersTo(to, defender, occupied).andNot(bb::squareBB(king));
    if (defenders.any()) return false;
    if (!bb::kingAttacks(king).test(to)) return true;
    const Bitboard guards = pos.attackersTo(to, attacker, occupied).andNot(bb::squareBB(checker));
    return guards.any();
}

Key boardKeyAfter(const Position& pos, Move m)
{
    const Color us = pos.sideToMove();
    const Square to = m.to();
    Key k = pos.boardKey() ^ zobrist::Side;
    if (m.isDrop()) return k ^ zobrist::piece(makePiece(us, m.droppedType()), to);
    const Piece moving = pos.pieceOn(m.from());
    const Piece captured = pos.pieceOn(to);
    const Piece arriving = m.isPromotion() ? Piece(moving | int(PromotedFlag)) : moving;
    k ^= zobrist::piece(moving, m.from()) ^ zobrist::piece(arriving, to);
    if (captured != NoPiece) k ^= zobrist::piece(captured, to);
    return k;
}

Key handKeyAfter(const Position& pos, Move m)
{
    const Color us = pos.sideToMove();
    if (m.isDrop()) return pos.handKey() - zobrist::hand(us, m.droppedType());
    const Piece captured = pos.pieceOn(m.to());
    if (captured == NoPiece) return pos.handKey();
    return pos.handKey() + zobrist::hand(us, unpromoted(typeOf(captured)));
}

} // namespace shogiban::mate
